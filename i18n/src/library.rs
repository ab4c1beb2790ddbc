//! The texts of My games: the panel, each game's line, what a button did.

use crate::{level, side_name};
use kawu_model::library::{Opponent, Standing};
use kawu_model::online::{Finish, Reason, Seated};
use kawu_model::settings::Lang;

/// The fixed texts of My games in one language.
#[derive(Debug)]
pub struct LibraryTexts {
    /// The button and the panel's title.
    pub title: &'static str,
    /// Said when no game is kept yet.
    pub empty: &'static str,
    /// Buttons of a game: resume, review, export, delete.
    pub buttons: [&'static str; 4],
    /// Exports every game in one file.
    pub export_all: &'static str,
    /// Brings back the game deleted last.
    pub undo_delete: &'static str,
    /// A kept text that is not a game.
    pub unreadable: &'static str,
    /// Said while the games are read.
    pub loading: &'static str,
    /// The buttons of the other-tab notice: take the game over, keep this one apart.
    pub other_tab: [&'static str; 2],
}

const FR: LibraryTexts = LibraryTexts {
    title: "Mes parties",
    empty: "Aucune autre partie pour l'instant : chaque partie remplacée par une nouvelle est gardée ici.",
    buttons: ["Reprendre", "Revoir", "Exporter", "Supprimer"],
    export_all: "Tout exporter (OGN)",
    undo_delete: "Annuler la suppression",
    unreadable: "Partie illisible (gardée telle quelle)",
    loading: "Lecture des parties…",
    other_tab: ["Reprendre la main ici", "Garder cette partie à part"],
};

const EN: LibraryTexts = LibraryTexts {
    title: "My games",
    empty: "No other game yet: every game that a new one replaces is kept here.",
    buttons: ["Resume", "Review", "Export", "Delete"],
    export_all: "Export all (OGN)",
    undo_delete: "Undo delete",
    unreadable: "Unreadable game (kept as it is)",
    loading: "Reading the games…",
    other_tab: ["Take this game over here", "Keep this game apart"],
};

/// The fixed texts of `lang`.
#[must_use]
pub const fn texts(lang: Lang) -> &'static LibraryTexts {
    match lang {
        Lang::Fr => &FR,
        Lang::En => &EN,
    }
}

/// Who the game was against: "Computer (hard), you South" / "A friend".
#[must_use]
pub fn opponent(lang: Lang, opponent: Opponent) -> String {
    match (lang, opponent) {
        (Lang::Fr, Opponent::Computer(at, side)) => format!(
            "Ordinateur ({}), vous {}",
            level(lang, at).to_lowercase(),
            side_name(lang, side)
        ),
        (Lang::En, Opponent::Computer(at, side)) => format!(
            "Computer ({}), you {}",
            level(lang, at).to_lowercase(),
            side_name(lang, side)
        ),
        (Lang::Fr, Opponent::Friend) => "À deux".to_owned(),
        (Lang::En, Opponent::Friend) => "Two players".to_owned(),
    }
}

/// Who an online game was against: "En ligne : Kofi (5+5), vous Sud" / "Online: Kofi
/// (unlimited), you South".
#[must_use]
pub fn online_opponent(lang: Lang, seated: &Seated) -> String {
    let clock = crate::online::clock(lang, seated.control).to_lowercase();
    let side = side_name(lang, seated.seat);
    let name = seated
        .opponent
        .clone()
        .unwrap_or_else(|| crate::online::texts(lang).free_seat.to_lowercase());
    match lang {
        Lang::Fr => format!("En ligne\u{a0}: {name} ({clock}), vous {side}"),
        Lang::En => format!("Online: {name} ({clock}), you {side}"),
    }
}

/// The standing of an online game: its result, and how the table ended it when the board did
/// not ("Sud a gagné (abandon), 12 coups").
#[must_use]
pub fn online_standing(lang: Lang, finish: Option<Finish>, plies: usize) -> String {
    let Some(finish) = finish else {
        return standing(lang, Standing::Unfinished, plies);
    };
    let Some(result) = finish.standing() else {
        return match lang {
            Lang::Fr => "Partie annulée".to_owned(),
            Lang::En => "Aborted".to_owned(),
        };
    };
    let how = match (lang, finish.reason) {
        (_, Reason::Seeds | Reason::Aborted) => return standing(lang, result, plies),
        (Lang::Fr, Reason::Resign) => "abandon",
        (Lang::Fr, Reason::Time) => "au temps",
        (Lang::Fr, Reason::Agreement) => "d'un commun accord",
        (Lang::Fr, Reason::Abandoned) => "adversaire parti",
        (Lang::En, Reason::Resign) => "resignation",
        (Lang::En, Reason::Time) => "on time",
        (Lang::En, Reason::Agreement) => "agreed",
        (Lang::En, Reason::Abandoned) => "opponent gone",
    };
    let said = standing(lang, result, plies);
    match said.split_once(", ") {
        Some((result, moves)) => format!("{result} ({how}), {moves}"),
        None => said,
    }
}

/// How the game stands, with its number of moves: "South won, 42 moves" / "Unfinished, 7 moves".
#[must_use]
pub fn standing(lang: Lang, standing: Standing, plies: usize) -> String {
    let result = match (lang, standing) {
        (Lang::Fr, Standing::South) => "Sud a gagné",
        (Lang::Fr, Standing::North) => "Nord a gagné",
        (Lang::Fr, Standing::Draw) => "Match nul",
        (Lang::Fr, Standing::Unfinished) => "En cours",
        (Lang::En, Standing::South) => "South won",
        (Lang::En, Standing::North) => "North won",
        (Lang::En, Standing::Draw) => "Draw",
        (Lang::En, Standing::Unfinished) => "Unfinished",
    };
    let moves = match (lang, plies) {
        (Lang::Fr, 0 | 1) => format!("{plies} coup"),
        (Lang::Fr, _) => format!("{plies} coups"),
        (Lang::En, 1) => "1 move".to_owned(),
        (Lang::En, _) => format!("{plies} moves"),
    };
    format!("{result}, {moves}")
}

/// Said after a delete: "Game deleted."
#[must_use]
pub const fn deleted(lang: Lang) -> &'static str {
    match lang {
        Lang::Fr => "Partie supprimée.",
        Lang::En => "Game deleted.",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kawu_ai::Level;
    use kawu_engine::Side;
    use kawu_online::GameResult;

    #[test]
    fn a_game_is_described_in_both_languages() {
        let hard = Opponent::Computer(Level::Hard, Side::North);
        assert_eq!(opponent(Lang::En, hard), "Computer (hard), you North");
        assert_eq!(
            opponent(Lang::Fr, hard),
            "Ordinateur (difficile), vous Nord"
        );
        assert_eq!(
            standing(Lang::En, Standing::Unfinished, 1),
            "Unfinished, 1 move"
        );
        assert_eq!(
            standing(Lang::Fr, Standing::South, 42),
            "Sud a gagné, 42 coups"
        );
        assert_eq!(opponent(Lang::Fr, Opponent::Friend), "À deux");
    }

    #[test]
    fn an_online_game_says_who_how_fast_and_how_it_ended() {
        let seated = Seated {
            game: "g".to_owned(),
            seat: Side::South,
            secret: "s".to_owned(),
            control: kawu_online::TimeControl::PRESETS[1],
            finish: None,
            invite: None,
            opponent: Some("Kofi".to_owned()),
        };
        assert_eq!(
            online_opponent(Lang::En, &seated),
            "Online: Kofi (5+5), you South"
        );
        let waiting = Seated {
            opponent: None,
            control: kawu_online::TimeControl::Unlimited,
            ..seated
        };
        assert_eq!(
            online_opponent(Lang::Fr, &waiting),
            "En ligne\u{a0}: place libre (sans limite), vous Sud"
        );
        let resigned = Finish {
            result: Some(GameResult::Win(Side::North)),
            reason: Reason::Resign,
        };
        assert_eq!(
            online_standing(Lang::Fr, Some(resigned), 12),
            "Nord a gagné (abandon), 12 coups"
        );
        let seeds = Finish {
            result: Some(GameResult::Draw),
            reason: Reason::Seeds,
        };
        assert_eq!(online_standing(Lang::En, Some(seeds), 80), "Draw, 80 moves");
        let aborted = Finish {
            result: None,
            reason: Reason::Aborted,
        };
        assert_eq!(online_standing(Lang::En, Some(aborted), 1), "Aborted");
        assert_eq!(online_standing(Lang::En, None, 3), "Unfinished, 3 moves");
    }
}
