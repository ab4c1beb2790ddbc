//! The texts of the position editor: its fixed texts, the places' names and the engine's reasons
//! for refusing a setup, in a player's words.

use kawu_engine::{Invalid, Rules, Side};

use crate::{seeds as seeds_word, side_name};
use kawu_model::editor::Place;
use kawu_model::settings::Lang;

/// The editor's fixed texts in one language.
#[derive(Debug)]
pub struct EditorTexts {
    /// The button that opens the editor.
    pub open: &'static str,
    /// The editor's title.
    pub title: &'static str,
    /// How to use it, in one line.
    pub how: &'static str,
    /// The board's keys, its accessible description.
    pub keys: &'static str,
    /// The stepper that takes a seed away.
    pub less: &'static str,
    /// The stepper that adds a seed.
    pub more: &'static str,
    /// The seeds in all, before "47 / 48".
    pub total: &'static str,
    /// The group of the side to move.
    pub to_move: &'static str,
    /// The group of the opponent.
    pub opponent: &'static str,
    /// Preset: the start position.
    pub start: &'static str,
    /// Preset: all the seeds in the stores.
    pub empty: &'static str,
    /// Plays the position.
    pub play: &'static str,
    /// Back to the game, unchanged.
    pub cancel: &'static str,
    /// Said when the setup is valid.
    pub ready: &'static str,
}

const FR: EditorTexts = EditorTexts {
    open: "Position",
    title: "Placer une position",
    how: "Touchez un trou ou une réserve, puis − / + (ou tapez le nombre).",
    keys: "Flèches : d'un trou ou d'une réserve à l'autre. Entrée ou Espace : choisir.",
    less: "Une graine de moins",
    more: "Une graine de plus",
    total: "Graines en tout :",
    to_move: "Qui joue ?",
    opponent: "Adversaire",
    start: "Position de départ",
    empty: "Plateau vide",
    play: "Jouer",
    cancel: "Annuler",
    ready: "Position valide : prête à jouer.",
};

const EN: EditorTexts = EditorTexts {
    open: "Set up",
    title: "Set up a position",
    how: "Tap a pit or a store, then − / + (or type the number).",
    keys: "Arrow keys: from pit to pit and to the stores. Enter or Space: choose.",
    less: "One seed less",
    more: "One seed more",
    total: "Seeds in all:",
    to_move: "Side to move",
    opponent: "Opponent",
    start: "Start position",
    empty: "Empty board",
    play: "Play",
    cancel: "Cancel",
    ready: "Valid position: ready to play.",
};

/// The editor's texts in `lang`.
#[must_use]
pub const fn texts(lang: Lang) -> &'static EditorTexts {
    match lang {
        Lang::Fr => &FR,
        Lang::En => &EN,
    }
}

/// What the empty board is for, and why the engine refuses it as it stands: every seed of the
/// rules in the stores, half each.
#[must_use]
pub fn empty_note(lang: Lang, rules: Rules) -> String {
    let (all, half) = (rules.seeds(), rules.seeds() / 2);
    // Kalah has no draw at half the seeds each: only nobody could sow.
    match (lang, rules.is_kalah()) {
        (Lang::Fr, false) => format!("Plateau vide : les {all} graines sont dans les réserves ({half} à {half}). Le moteur refuse cette position telle quelle (la partie serait déjà nulle et personne ne pourrait semer) : déplacez des graines des réserves vers les trous."),
        (Lang::Fr, true) => format!("Plateau vide : les {all} graines sont dans les réserves ({half} à {half}). Le moteur refuse cette position telle quelle (personne ne pourrait semer) : déplacez des graines des réserves vers les trous."),
        (Lang::En, false) => format!("Empty board: the {all} seeds are in the stores ({half}–{half}). The engine refuses this position as it stands (the game would already be drawn and nobody could sow): move seeds from the stores into the pits."),
        (Lang::En, true) => format!("Empty board: the {all} seeds are in the stores ({half}–{half}). The engine refuses this position as it stands (nobody could sow): move seeds from the stores into the pits."),
    }
}

/// Said of a typed count that is not a number of seeds from 0 to `most`.
#[must_use]
pub fn bad_count(lang: Lang, most: u8) -> String {
    match lang {
        Lang::Fr => format!("Tapez un nombre de 0 à {most}."),
        Lang::En => format!("Type a number from 0 to {most}."),
    }
}

/// The name of a place: "Trou C", "Pit C", "Prises de Sud", "South's captures".
#[must_use]
pub fn place(lang: Lang, place: Place) -> String {
    match (lang, place) {
        (Lang::Fr, Place::Pit(pit)) => format!("Trou {}", pit.letter()),
        (Lang::En, Place::Pit(pit)) => format!("Pit {}", pit.letter()),
        (Lang::Fr, Place::Store(side)) => format!("Prises de {}", side_name(lang, side)),
        (Lang::En, Place::Store(side)) => format!("{}'s captures", side_name(lang, side)),
    }
}

/// The accessible name of a store in the editor, beginning with what it shows (the side's name,
/// then its count): "South, 5 seeds captured", "Sud, 5 graines capturées".
#[must_use]
pub fn store_label(lang: Lang, side: Side, seeds: u8) -> String {
    let taken = match (lang, seeds) {
        (Lang::Fr, 0 | 1) => "capturée",
        (Lang::Fr, _) => "capturées",
        (Lang::En, _) => "captured",
    };
    format!(
        "{}, {} {taken}",
        side_name(lang, side),
        seeds_word(lang, seeds)
    )
}

/// Why the engine refuses the setup, in plain words.
#[must_use]
pub fn invalid(lang: Lang, reason: Invalid) -> String {
    let name = |side: Side| side_name(lang, side);
    match (lang, reason) {
        (Lang::Fr, Invalid::SeedTotal(n)) => {
            format!("Il y a {n} graines en tout : il en faut exactement 48.")
        }
        (Lang::Fr, Invalid::AlreadyWon(side)) => format!(
            "{} a déjà 25 graines ou plus : la partie serait finie.",
            name(side)
        ),
        (Lang::Fr, Invalid::AlreadyDrawn) => "24 à 24 : la partie serait déjà nulle.".to_owned(),
        (Lang::Fr, Invalid::NothingToSow(side)) => format!(
            "{} a le trait mais aucune graine dans sa rangée.",
            name(side)
        ),
        (Lang::Fr, Invalid::CannotFeed(side)) => format!(
            "{} doit nourrir l'adversaire, mais aucun coup ne le peut : la partie serait finie.",
            name(side)
        ),
        (Lang::Fr, Invalid::KalahSeedTotal(n)) => {
            format!("Il y a {n} graines en tout : le Kalah en veut exactement 72.")
        }
        (Lang::Fr, Invalid::RowEmpty(side)) => format!(
            "La rangée de {} est vide : la partie de Kalah serait finie.",
            name(side)
        ),
        (Lang::En, Invalid::SeedTotal(n)) => {
            format!("There are {n} seeds in all: there must be exactly 48.")
        }
        (Lang::En, Invalid::AlreadyWon(side)) => format!(
            "{} already has 25 seeds or more: the game would be over.",
            name(side)
        ),
        (Lang::En, Invalid::AlreadyDrawn) => "24–24: the game would already be drawn.".to_owned(),
        (Lang::En, Invalid::NothingToSow(side)) => {
            format!("{} is to move but has no seeds in its row.", name(side))
        }
        (Lang::En, Invalid::CannotFeed(side)) => format!(
            "{} must feed the opponent, but no move can: the game would be over.",
            name(side)
        ),
        (Lang::En, Invalid::KalahSeedTotal(n)) => {
            format!("There are {n} seeds in all: Kalah needs exactly 72.")
        }
        (Lang::En, Invalid::RowEmpty(side)) => format!(
            "{}'s row is empty: the game of Kalah would be over.",
            name(side)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kawu_model::test_util::pit;

    #[test]
    fn a_stores_name_begins_with_its_side_and_count() {
        assert_eq!(
            store_label(Lang::En, Side::South, 5),
            "South, 5 seeds captured"
        );
        assert_eq!(
            store_label(Lang::En, Side::North, 1),
            "North, 1 seed captured"
        );
        assert_eq!(
            store_label(Lang::Fr, Side::South, 5),
            "Sud, 5 graines capturées"
        );
        assert_eq!(
            store_label(Lang::Fr, Side::North, 0),
            "Nord, 0 graine capturée"
        );
    }

    #[test]
    fn every_reason_has_a_sentence_in_both_languages() {
        let reasons = [
            Invalid::SeedTotal(47),
            Invalid::AlreadyWon(Side::North),
            Invalid::AlreadyDrawn,
            Invalid::NothingToSow(Side::South),
            Invalid::CannotFeed(Side::South),
        ];
        for lang in [Lang::Fr, Lang::En] {
            let texts: Vec<String> = reasons.iter().map(|&r| invalid(lang, r)).collect();
            assert!(texts[0].contains("47") && texts[0].contains("48"));
            for text in &texts {
                assert!(text.ends_with('.'), "{text}");
            }
        }
        assert_eq!(
            invalid(Lang::En, Invalid::NothingToSow(Side::North)),
            "North is to move but has no seeds in its row."
        );
        assert_eq!(place(Lang::Fr, Place::Pit(pit('c'))), "Trou c");
        assert_eq!(
            place(Lang::En, Place::Store(Side::South)),
            "South's captures"
        );
    }

    #[test]
    fn the_empty_board_and_a_bad_count_say_the_rules_seeds() {
        assert_eq!(bad_count(Lang::En, 48), "Type a number from 0 to 48.");
        assert_eq!(bad_count(Lang::Fr, 72), "Tapez un nombre de 0 à 72.");
        let abapa = empty_note(Lang::En, Rules::ABAPA);
        assert!(abapa.contains("48 seeds") && abapa.contains("24–24") && abapa.contains("drawn"));
        let kalah = empty_note(Lang::Fr, Rules::KALAH);
        assert!(
            kalah.contains("72 graines") && kalah.contains("36 à 36") && !kalah.contains("nulle")
        );
    }
}
