//! The texts of the review: its buttons, where the cursor stands, the engine's evaluation.

use kawu_ai::Analysis;
use kawu_engine::{Pit, Position, Side};

use super::{seeds, side_name};
use kawu_model::settings::Lang;

/// The fixed texts of the review in one language.
#[derive(Debug)]
pub struct ReviewTexts {
    /// The button that enters review.
    pub review: &'static str,
    /// To the start of the game.
    pub first: &'static str,
    /// One move back.
    pub back: &'static str,
    /// One move on.
    pub forward: &'static str,
    /// To the last move.
    pub last: &'static str,
    /// Leaves the review.
    pub exit: &'static str,
    /// Asks the engine for a longer search.
    pub deeper: &'static str,
    /// Plays on from the position shown.
    pub resume: &'static str,
    /// While the engine thinks.
    pub thinking: &'static str,
    /// Before the best line, with its colon.
    pub line: &'static str,
    /// The accessible name of the review bar.
    pub bar: &'static str,
    /// The position before the first move.
    pub start: &'static str,
}

const FR: ReviewTexts = ReviewTexts {
    review: "Revoir",
    first: "Début",
    back: "Reculer",
    forward: "Avancer",
    last: "Fin",
    exit: "Retour à la partie",
    deeper: "Analyser plus",
    resume: "Jouer d'ici",
    thinking: "Le moteur réfléchit…",
    line: "Meilleure suite :",
    bar: "Revoir la partie",
    start: "Position de départ",
};

const EN: ReviewTexts = ReviewTexts {
    review: "Review",
    first: "Start",
    back: "Back",
    forward: "Forward",
    last: "End",
    exit: "Back to the game",
    deeper: "Think longer",
    resume: "Play from here",
    thinking: "The engine is thinking…",
    line: "Best line:",
    bar: "Review the game",
    start: "Starting position",
};

/// The fixed texts of the review in `lang`.
#[must_use]
pub const fn texts(lang: Lang) -> &'static ReviewTexts {
    match lang {
        Lang::Fr => &FR,
        Lang::En => &EN,
    }
}

/// Where the cursor stands: "Move 12 of 40", or the starting position at 0.
#[must_use]
pub fn ply(lang: Lang, cursor: usize, total: usize) -> String {
    match (lang, cursor) {
        (_, 0) => texts(lang).start.to_owned(),
        (Lang::Fr, _) => format!("Coup {cursor} sur {total}"),
        (Lang::En, _) => format!("Move {cursor} of {total}"),
    }
}

/// The question before resuming drops `later` moves.
#[must_use]
pub fn confirm_resume(lang: Lang, later: usize) -> String {
    match (lang, later) {
        (Lang::Fr, 1) => "Jouer d'ici ? Le coup suivant sera abandonné.".to_owned(),
        (Lang::Fr, _) => format!("Jouer d'ici ? Les {later} coups suivants seront abandonnés."),
        (Lang::En, 1) => "Play from here? The next move will be dropped.".to_owned(),
        (Lang::En, _) => format!("Play from here? The {later} later moves will be dropped."),
    }
}

/// Plies of the best line shown; the rest is cut to "…" so that it fits one line on a phone.
pub const LINE_SHOWN: usize = 10;

/// The best line, letters apart: "F e B a", its first [`LINE_SHOWN`] plies.
#[must_use]
pub fn line(pv: &[Pit]) -> String {
    let mut letters: Vec<String> = pv
        .iter()
        .take(LINE_SHOWN)
        .map(|pit| pit.letter().to_string())
        .collect();
    if pv.len() > LINE_SHOWN {
        letters.push("…".to_owned());
    }
    letters.join(" ")
}

/// "Le Sud", "South": a side as the subject of a sentence.
fn subject(lang: Lang, side: Side) -> String {
    match lang {
        Lang::Fr => format!("Le {}", side_name(lang, side)),
        Lang::En => side_name(lang, side).to_owned(),
    }
}

/// What the engine says of `position`: exact within the endgame table ("South wins 26–22 with
/// perfect play"), a proven winner, or the estimate with the depth searched.
#[must_use]
pub fn evaluation(lang: Lang, position: &Position, analysis: &Analysis) -> String {
    let mover = position.to_move();
    let depth = analysis.depth;
    if let Some(score) = analysis.exact_score(position) {
        let (winner, won, lost) = if score.south >= score.north {
            (Side::South, score.south, score.north)
        } else {
            (Side::North, score.north, score.south)
        };
        return match (lang, won == lost) {
            (Lang::Fr, true) => format!("Match nul {won}–{lost} en jouant parfaitement"),
            (Lang::En, true) => format!("Draw {won}–{lost} with perfect play"),
            (Lang::Fr, false) => format!(
                "{} gagne {won}–{lost} en jouant parfaitement",
                subject(lang, winner)
            ),
            (Lang::En, false) => format!(
                "{} wins {won}–{lost} with perfect play",
                subject(lang, winner)
            ),
        };
    }
    let ahead = if analysis.score >= 0 {
        mover
    } else {
        mover.other()
    };
    let who = subject(lang, ahead);
    let by = u8::try_from(analysis.score.unsigned_abs()).unwrap_or(u8::MAX);
    match (lang, analysis.decided, by) {
        (Lang::Fr, true, _) => format!("{who} gagne à coup sûr (profondeur {depth})"),
        (Lang::En, true, _) => format!("{who} wins by force (depth {depth})"),
        (Lang::Fr, false, 0) => format!("Partie équilibrée (profondeur {depth})"),
        (Lang::En, false, 0) => format!("Level game (depth {depth})"),
        (Lang::Fr, false, _) => format!(
            "{who} mène d'environ {} (profondeur {depth})",
            seeds(lang, by)
        ),
        (Lang::En, false, _) => format!(
            "{who} is ahead by about {} (depth {depth})",
            seeds(lang, by)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kawu_model::test_util::pit;

    fn analysis(score: i32, decided: bool, exact: Option<i8>) -> Analysis {
        Analysis {
            score,
            decided,
            depth: 14,
            pv: vec![pit('F'), pit('e'), pit('B'), pit('a')],
            exact,
        }
    }

    #[test]
    fn an_exact_ending_says_the_final_score() {
        let position: Position = "1-1-0-1-1-1-1-0-1-3-2-0-18-18-S".parse().expect("position");
        let exact = analysis(4, true, Some(4));
        assert_eq!(
            evaluation(Lang::En, &position, &exact),
            "South wins 26–22 with perfect play"
        );
        assert_eq!(
            evaluation(Lang::Fr, &position, &exact),
            "Le Sud gagne 26–22 en jouant parfaitement"
        );
        let mirrored = position.mirrored();
        assert_eq!(
            evaluation(Lang::En, &mirrored, &exact),
            "North wins 26–22 with perfect play"
        );
        let level: Position = "0-0-0-0-0-1-1-0-0-0-0-0-23-23-S".parse().expect("position");
        assert_eq!(
            evaluation(Lang::En, &level, &analysis(0, false, Some(0))),
            "Draw 24–24 with perfect play"
        );
    }

    #[test]
    fn outside_the_table_the_estimate_is_said_from_the_side_ahead() {
        let north_to_move: Position = "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S"
            .parse::<Position>()
            .expect("position")
            .mirrored();
        assert_eq!(
            evaluation(Lang::En, &north_to_move, &analysis(-3, false, None)),
            "South is ahead by about 3 seeds (depth 14)"
        );
        assert_eq!(
            evaluation(Lang::Fr, &north_to_move, &analysis(1, false, None)),
            "Le Nord mène d'environ 1 graine (profondeur 14)"
        );
        assert_eq!(
            evaluation(Lang::En, &Position::start(), &analysis(0, false, None)),
            "Level game (depth 14)"
        );
        assert_eq!(
            evaluation(Lang::En, &Position::start(), &analysis(-5, true, None)),
            "North wins by force (depth 14)"
        );
        assert_eq!(line(&analysis(0, false, None).pv), "F e B a");
        let long: Vec<Pit> = "ABCDEFabcdefAB".chars().map(pit).collect();
        assert_eq!(line(&long), "A B C D E F a b c d …");
        assert_eq!(ply(Lang::En, 12, 40), "Move 12 of 40");
        assert_eq!(ply(Lang::Fr, 0, 40), "Position de départ");
        assert_eq!(
            confirm_resume(Lang::En, 8),
            "Play from here? The 8 later moves will be dropped."
        );
    }
}
