//! Every text the player reads, in French and English. The texts of a feature added later live in
//! a submodule of their own (`kawu_i18n::<feature>`), in the same shape: one struct of fixed texts per
//! language and functions for the texts that take values.
//!
//! Depends on `kawu-model`, `kawu-engine` and `kawu-ai` only: no browser crate and no layer
//! above it.

pub mod announce;
pub mod editor;
pub mod help;
pub mod hint;
pub mod lessons;
pub mod library;
pub mod online;
pub mod preview;
pub mod puzzles;
pub mod records;
pub mod review;
pub mod rooms;
pub mod rules;
pub mod sound;
pub mod story;

use kawu_ai::Level;
use kawu_engine::{EndReason, IllegalReason, MoveTrace, Outcome, Pit, Side};

use kawu_model::controls::Control;
use kawu_model::settings::{Lang, Mode, Orientation, Speed};
use kawu_model::state::Notice;

/// The fixed texts of one language.
#[derive(Debug)]
pub struct Texts {
    /// The page title.
    pub title: &'static str,
    /// Buttons.
    pub new_game: &'static str,
    /// Hint button.
    pub hint: &'static str,
    /// Undo button.
    pub undo: &'static str,
    /// Redo button.
    pub redo: &'static str,
    /// Settings button.
    pub settings: &'static str,
    /// Help button.
    pub help: &'static str,
    /// The game's place in the navigation.
    pub play: &'static str,
    /// The navigation of places, its accessible name.
    pub places: &'static str,
    /// Closes a panel.
    pub close: &'static str,
    /// Shown while the computer thinks.
    pub thinking: &'static str,
    /// Heading of the move list.
    pub moves: &'static str,
    /// The board's accessible name.
    pub board: &'static str,
    /// The board's keys, its accessible description.
    pub board_keys: &'static str,
    /// Tap to skip the animation.
    pub skip: &'static str,
    /// Setting group names: mode, level, side, language, orientation, speed.
    pub groups: [&'static str; 6],
}

const FR: Texts = Texts {
    title: "Awalé",
    new_game: "Nouvelle partie",
    hint: "Indice",
    undo: "Annuler",
    redo: "Rejouer",
    settings: "Réglages",
    help: "Aide",
    play: "Jouer",
    places: "Rubriques",
    close: "Fermer",
    thinking: "L'ordinateur réfléchit…",
    moves: "Coups",
    board: "Plateau d'awalé",
    board_keys: "Flèches : d'un trou à l'autre. Entrée ou Espace : semer ce trou. Lettres A à F : semer ce trou de votre rangée.",
    skip: "Touchez le plateau pour passer l'animation",
    groups: [
        "Adversaire",
        "Niveau",
        "Votre camp",
        "Langue",
        "Orientation",
        "Animation",
    ],
};

const EN: Texts = Texts {
    title: "Awalé",
    new_game: "New game",
    hint: "Hint",
    undo: "Undo",
    redo: "Redo",
    settings: "Settings",
    help: "Help",
    play: "Play",
    places: "Sections",
    close: "Close",
    thinking: "The computer is thinking…",
    moves: "Moves",
    board: "Awalé board",
    board_keys: "Arrow keys: from pit to pit. Enter or Space: sow that pit. Letters A to F: sow that pit of your row.",
    skip: "Tap the board to skip the animation",
    groups: [
        "Opponent",
        "Level",
        "Your side",
        "Language",
        "Orientation",
        "Animation",
    ],
};

/// The fixed texts of `lang`.
#[must_use]
pub const fn texts(lang: Lang) -> &'static Texts {
    match lang {
        Lang::Fr => &FR,
        Lang::En => &EN,
    }
}

/// The name of a side.
#[must_use]
pub const fn side_name(lang: Lang, side: Side) -> &'static str {
    match (lang, side) {
        (Lang::Fr, Side::South) => "Sud",
        (Lang::Fr, Side::North) => "Nord",
        (Lang::En, Side::South) => "South",
        (Lang::En, Side::North) => "North",
    }
}

/// A count of seeds with its noun: "1 graine", "5 seeds".
#[must_use]
pub fn seeds(lang: Lang, count: u8) -> String {
    let noun = match (lang, count) {
        (Lang::Fr, 0 | 1) => "graine",
        (Lang::Fr, _) => "graines",
        (Lang::En, 1) => "seed",
        (Lang::En, _) => "seeds",
    };
    format!("{count} {noun}")
}

/// The accessible label of a pit: "C, 5 graines".
#[must_use]
pub fn pit_label(lang: Lang, pit: Pit, count: u8) -> String {
    format!("{}, {}", pit.letter(), seeds(lang, count))
}

/// Whose turn it is, with "(you)"/"(computer)" against the computer.
#[must_use]
pub fn turn(lang: Lang, side: Side, computer: Option<Side>) -> String {
    let name = side_name(lang, side);
    match (lang, computer.map(|c| c == side)) {
        (Lang::Fr, Some(true)) => format!("Au tour de l'ordinateur ({name})"),
        (Lang::Fr, Some(false)) => format!("À vous de jouer ({name})"),
        (Lang::Fr, None) => format!("Au tour de {name}"),
        (Lang::En, Some(true)) => format!("Computer's turn ({name})"),
        (Lang::En, Some(false)) => format!("Your turn ({name})"),
        (Lang::En, None) => format!("{name} to move"),
    }
}

/// Why a game ended, said after the score: `stuck` is the side to move at the end, the one that
/// could not feed when that is the reason.
#[must_use]
pub fn end_reason(lang: Lang, reason: EndReason, stuck: Side) -> String {
    let stuck = side_name(lang, stuck);
    match (lang, reason) {
        (Lang::Fr, EndReason::TwentyFive) => "25 graines atteintes".to_owned(),
        (Lang::Fr, EndReason::NoFeeding) => {
            format!("{stuck} ne peut pas nourrir et prend les dernières graines")
        }
        (Lang::Fr, EndReason::Repetition) => {
            "position répétée, chacun prend les graines de sa rangée".to_owned()
        }
        (Lang::Fr, EndReason::HundredPlies) => {
            "100 coups sans prise, chacun prend les graines de sa rangée".to_owned()
        }
        (Lang::Fr, EndReason::StuckDraw) => format!("{stuck} ne peut pas nourrir : partie nulle"),
        (Lang::Fr, EndReason::Indetermination) => {
            "plus aucune prise possible, chacun prend les graines de sa rangée".to_owned()
        }
        (Lang::Fr, EndReason::RowEmpty) => {
            "une rangée est vide, chacun range les graines de la sienne dans son grenier".to_owned()
        }
        (Lang::En, EndReason::TwentyFive) => "reached 25 seeds".to_owned(),
        (Lang::En, EndReason::NoFeeding) => {
            format!("{stuck} could not feed and takes the last seeds")
        }
        (Lang::En, EndReason::Repetition) => {
            "position repeated, each side takes the seeds of its row".to_owned()
        }
        (Lang::En, EndReason::HundredPlies) => {
            "100 moves without a capture, each side takes the seeds of its row".to_owned()
        }
        (Lang::En, EndReason::StuckDraw) => format!("{stuck} could not feed: a draw"),
        (Lang::En, EndReason::Indetermination) => {
            "no capture can happen any more, each side takes the seeds of its row".to_owned()
        }
        (Lang::En, EndReason::RowEmpty) => {
            "a row is empty, each side stores the seeds of its own".to_owned()
        }
    }
}

/// The end of the game: winner and score, then why ("South wins 30–2: reached 25 seeds").
/// `stuck` is the side to move at the end (see [`end_reason`]).
#[must_use]
pub fn outcome(lang: Lang, outcome: &Outcome, stuck: Side) -> String {
    let reason = end_reason(lang, outcome.reason, stuck);
    let result = match outcome.winner() {
        Some(side) => {
            let (won, lost) = (outcome.score[side], outcome.score[side.other()]);
            match lang {
                Lang::Fr => format!("{} gagne {won}–{lost}", side_name(lang, side)),
                Lang::En => format!("{} wins {won}–{lost}", side_name(lang, side)),
            }
        }
        None => {
            let (south, north) = (outcome.score.south, outcome.score.north);
            match lang {
                Lang::Fr => format!("Match nul {south}–{north}"),
                Lang::En => format!("Draw {south}–{north}"),
            }
        }
    };
    match lang {
        Lang::Fr => format!("{result} : {reason}"),
        Lang::En => format!("{result}: {reason}"),
    }
}

/// What the status says while a move is sown: "Sud sème C…".
#[must_use]
pub fn sowing(lang: Lang, side: Side, pit: Pit) -> String {
    let name = side_name(lang, side);
    let letter = pit.letter();
    match lang {
        Lang::Fr => format!("{name} sème {letter}…"),
        Lang::En => format!("{name} sows {letter}…"),
    }
}

/// What a move did, for the live region: "Sud joue C et prend 3 graines."
#[must_use]
pub fn move_done(lang: Lang, trace: &MoveTrace) -> String {
    let name = side_name(lang, trace.side);
    let letter = trace.origin.letter();
    let taken = seeds(lang, trace.seeds_captured);
    match (lang, trace.seeds_captured, trace.grand_slam) {
        (Lang::Fr, _, true) => format!("{name} joue {letter} : grand chelem, rien n'est pris."),
        (Lang::Fr, 0, _) => format!("{name} joue {letter}."),
        (Lang::Fr, _, _) => format!("{name} joue {letter} et prend {taken}."),
        (Lang::En, _, true) => format!("{name} plays {letter}: grand slam, nothing is taken."),
        (Lang::En, 0, _) => format!("{name} plays {letter}."),
        (Lang::En, _, _) => format!("{name} plays {letter} and takes {taken}."),
    }
}

/// Why a pit cannot be sown, without alarm.
#[must_use]
pub fn illegal(lang: Lang, pit: Pit, reason: IllegalReason) -> String {
    let letter = pit.letter();
    match (lang, reason) {
        (Lang::Fr, IllegalReason::GameOver) => "La partie est finie : lancez une nouvelle partie.".to_owned(),
        (Lang::Fr, IllegalReason::NotYourPit) => format!("Le trou {letter} est à l'adversaire : jouez un trou de votre rangée."),
        (Lang::Fr, IllegalReason::EmptyPit) => format!("Le trou {letter} est vide : choisissez un trou avec des graines."),
        (Lang::Fr, IllegalReason::MustFeed) => format!("L'adversaire n'a plus de graines : {letter} ne le nourrit pas, jouez un trou qui lui en donne."),
        (Lang::Fr, IllegalReason::GrandSlam) => format!("{letter} prendrait toutes les graines de l'adversaire, ce qui est interdit quand un autre coup est possible."),
        (Lang::En, IllegalReason::GameOver) => "The game is over: start a new game.".to_owned(),
        (Lang::En, IllegalReason::NotYourPit) => format!("Pit {letter} is your opponent's: play a pit from your own row."),
        (Lang::En, IllegalReason::EmptyPit) => format!("Pit {letter} is empty: pick a pit with seeds."),
        (Lang::En, IllegalReason::MustFeed) => format!("Your opponent has no seeds: {letter} does not feed them, play a pit that does."),
        (Lang::En, IllegalReason::GrandSlam) => format!("{letter} would take all your opponent's seeds, which is forbidden while another move is possible."),
    }
}

/// The text of a notice.
#[must_use]
pub fn notice(lang: Lang, notice: &Notice) -> String {
    match (lang, notice) {
        (_, Notice::Illegal(pit, reason)) => illegal(lang, *pit, *reason),
        (Lang::Fr, Notice::ComputerToMove) => {
            "Patience : c'est au tour de l'ordinateur.".to_owned()
        }
        (Lang::En, Notice::ComputerToMove) => "Wait: it is the computer's turn.".to_owned(),
        (Lang::Fr, Notice::SaveDiscarded) => "La partie enregistrée était illisible : elle est \
            gardée telle quelle dans Mes parties, et voici une nouvelle partie."
            .to_owned(),
        (Lang::En, Notice::SaveDiscarded) => "The saved game could not be read: it is kept as it \
            was in My games, and here is a new game."
            .to_owned(),
        (Lang::Fr, Notice::SettingsReset(names)) => format!(
            "Des réglages enregistrés étaient illisibles et reprennent leur valeur par défaut : {}.",
            names.join(", ")
        ),
        (Lang::En, Notice::SettingsReset(names)) => format!(
            "Some saved settings could not be read and are back to their defaults: {}.",
            names.join(", ")
        ),
        (Lang::Fr, Notice::WorkerFailed) => {
            "L'ordinateur ne répond pas, même relancé. Continuez à deux (Réglages, Adversaire) \
             ou rechargez la page."
                .to_owned()
        }
        (Lang::En, Notice::WorkerFailed) => {
            "The computer does not answer, even after a fresh start. Play on against a friend \
             (Settings, Opponent) or reload the page."
                .to_owned()
        }
        (Lang::Fr, Notice::StorageFailed(why)) => format!(
            "Vos parties ne peuvent pas être gardées dans ce navigateur : {why}. Vous pouvez \
             continuer à jouer."
        ),
        (Lang::En, Notice::StorageFailed(why)) => format!(
            "Your games cannot be saved in this browser: {why}. You can play on."
        ),
        (Lang::Fr, Notice::OtherTab) => "Cette partie continue dans un autre onglet.".to_owned(),
        (Lang::En, Notice::OtherTab) => "This game goes on in another tab.".to_owned(),
        (_, Notice::RecordLoaded(moves, None)) => records::loaded(lang, *moves),
        (_, Notice::RecordLoaded(moves, Some(note))) => {
            format!("{} {}", records::loaded(lang, *moves), records::note(lang, note))
        }
        (_, Notice::BadLink(error)) => records::bad_link(lang, error),
    }
}

/// The label of a button: a control of the game or a place of the navigation (the same words
/// as the title of what it opens).
#[must_use]
pub const fn control(lang: Lang, control: Control) -> &'static str {
    let texts = texts(lang);
    match control {
        Control::Play => texts.play,
        Control::NewGame => texts.new_game,
        Control::Undo => texts.undo,
        Control::Redo => texts.redo,
        Control::Hint => texts.hint,
        Control::Game => records::texts(lang).game,
        Control::Library => library::texts(lang).title,
        Control::Learn => lessons::texts(lang).learn,
        Control::Puzzles => puzzles::title(lang),
        Control::Online => online::title(lang),
        Control::Setup => editor::texts(lang).open,
        Control::Review => review::texts(lang).review,
        Control::Settings => texts.settings,
        Control::Help => texts.help,
    }
}

/// The label of a setting value.
#[must_use]
pub const fn mode(lang: Lang, mode: Mode) -> &'static str {
    match (lang, mode) {
        (Lang::Fr, Mode::Computer) => "Ordinateur",
        (Lang::Fr, Mode::TwoPlayers) => "Deux joueurs",
        (Lang::En, Mode::Computer) => "Computer",
        (Lang::En, Mode::TwoPlayers) => "Two players",
    }
}

/// The label of a level.
#[must_use]
pub const fn level(lang: Lang, level: Level) -> &'static str {
    match (lang, level) {
        (Lang::Fr, Level::Easy) => "Facile",
        (Lang::Fr, Level::Medium) => "Moyen",
        (Lang::Fr, Level::Hard) => "Difficile",
        (Lang::En, Level::Easy) => "Easy",
        (Lang::En, Level::Medium) => "Medium",
        (Lang::En, Level::Hard) => "Hard",
    }
}

/// The label of an orientation.
#[must_use]
pub const fn orientation(lang: Lang, orientation: Orientation) -> &'static str {
    match (lang, orientation) {
        (Lang::Fr, Orientation::Fixed) => "Fixe",
        (Lang::Fr, Orientation::TurnToPlayer) => "Vers le joueur",
        (Lang::En, Orientation::Fixed) => "Fixed",
        (Lang::En, Orientation::TurnToPlayer) => "Toward the player",
    }
}

/// The label of a speed.
#[must_use]
pub const fn speed(lang: Lang, speed: Speed) -> &'static str {
    match (lang, speed) {
        (Lang::Fr, Speed::Slow) => "Lente",
        (Lang::Fr, Speed::Normal) => "Normale",
        (Lang::Fr, Speed::Fast) => "Rapide",
        (Lang::Fr, Speed::Off) => "Aucune",
        (Lang::En, Speed::Slow) => "Slow",
        (Lang::En, Speed::Normal) => "Normal",
        (Lang::En, Speed::Fast) => "Fast",
        (Lang::En, Speed::Off) => "None",
    }
}

/// The label of a language, in that language.
#[must_use]
pub const fn language(lang: Lang) -> &'static str {
    match lang {
        Lang::Fr => "Français",
        Lang::En => "English",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kawu_engine::{BySide, Position};

    #[test]
    fn pit_labels_count_seeds_in_each_language() {
        let c = Pit::from_letter('C').expect("pit");
        assert_eq!(pit_label(Lang::Fr, c, 5), "C, 5 graines");
        assert_eq!(pit_label(Lang::Fr, c, 1), "C, 1 graine");
        assert_eq!(pit_label(Lang::En, c, 1), "C, 1 seed");
        assert_eq!(pit_label(Lang::En, c, 0), "C, 0 seeds");
    }

    #[test]
    fn outcomes_name_winner_score_and_reason() {
        let won = Outcome {
            reason: EndReason::TwentyFive,
            score: BySide::new(20, 26),
        };
        assert_eq!(
            outcome(Lang::Fr, &won, Side::South),
            "Nord gagne 26–20 : 25 graines atteintes"
        );
        assert_eq!(
            outcome(Lang::En, &won, Side::South),
            "North wins 26–20: reached 25 seeds"
        );
        let starved = Outcome {
            reason: EndReason::NoFeeding,
            score: BySide::new(23, 25),
        };
        assert_eq!(
            outcome(Lang::En, &starved, Side::North),
            "North wins 25–23: North could not feed and takes the last seeds"
        );
        assert_eq!(
            outcome(Lang::Fr, &starved, Side::North),
            "Nord gagne 25–23 : Nord ne peut pas nourrir et prend les dernières graines"
        );
        let draw = Outcome {
            reason: EndReason::Repetition,
            score: BySide::new(24, 24),
        };
        assert_eq!(
            outcome(Lang::En, &draw, Side::North),
            "Draw 24–24: position repeated, each side takes the seeds of its row"
        );
        let long = Outcome {
            reason: EndReason::HundredPlies,
            score: BySide::new(20, 28),
        };
        assert_eq!(
            outcome(Lang::Fr, &long, Side::South),
            "Nord gagne 28–20 : 100 coups sans prise, chacun prend les graines de sa rangée"
        );
    }

    #[test]
    fn every_place_has_its_own_label_in_each_language() {
        for lang in [Lang::Fr, Lang::En] {
            let mut labels: Vec<_> = Control::PLACES.map(|place| control(lang, place)).into();
            labels.push(texts(lang).places);
            labels.sort_unstable();
            labels.dedup();
            assert_eq!(labels.len(), Control::PLACES.len() + 1, "{labels:?}");
        }
        assert_eq!(control(Lang::Fr, Control::Play), "Jouer");
        assert_eq!(texts(Lang::En).places, "Sections");
    }

    #[test]
    fn a_sowing_is_named_while_it_runs() {
        let c = Pit::from_letter('C').expect("pit");
        assert_eq!(sowing(Lang::En, Side::South, c), "South sows C…");
        assert_eq!(sowing(Lang::Fr, Side::South, c), "Sud sème C…");
    }

    #[test]
    fn a_capture_is_announced() {
        let before: Position = "0-0-8-0-0-1-3-1-1-1-2-0-15-16-S".parse().expect("valid");
        let (_, trace) = before
            .play(Pit::from_letter('C').expect("pit"))
            .expect("legal");
        assert_eq!(
            move_done(Lang::En, &trace),
            "South plays C and takes 9 seeds."
        );
        assert_eq!(
            move_done(Lang::Fr, &trace),
            "Sud joue C et prend 9 graines."
        );
    }
}
