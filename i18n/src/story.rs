//! The texts of a game's analysis: its buttons and progress, the graph's summary for a screen
//! reader (who was ahead, and from which move), and what a move that lost seeds cost.

use kawu_ai::mistake::Mistake;
use kawu_engine::Side;

use super::review::line;
use super::side_name;
use kawu_model::settings::Lang;
use kawu_model::story::Flaw;

/// The fixed texts of the analysis in one language.
#[derive(Debug)]
pub struct StoryTexts {
    /// Starts the analysis.
    pub analyse: &'static str,
    /// Goes on with an analysis stopped.
    pub go_on: &'static str,
    /// Stops it.
    pub stop: &'static str,
    /// The accessible name of the progress bar.
    pub progress: &'static str,
    /// The heading of the graph.
    pub graph: &'static str,
}

const FR: StoryTexts = StoryTexts {
    analyse: "Analyser la partie",
    go_on: "Reprendre l'analyse",
    stop: "Arrêter",
    progress: "Analyse de la partie",
    graph: "L'histoire de la partie",
};

const EN: StoryTexts = StoryTexts {
    analyse: "Analyse the game",
    go_on: "Go on analysing",
    stop: "Stop",
    progress: "Analysis of the game",
    graph: "The story of the game",
};

/// The fixed texts of the analysis in `lang`.
#[must_use]
pub const fn texts(lang: Lang) -> &'static StoryTexts {
    match lang {
        Lang::Fr => &FR,
        Lang::En => &EN,
    }
}

/// "12 / 61 positions", the same in both languages.
#[must_use]
pub fn progress(done: usize, total: usize) -> String {
    format!("{done} / {total} positions")
}

/// "Learn from your mistakes (3)".
#[must_use]
pub fn learn(lang: Lang, count: usize) -> String {
    match lang {
        Lang::Fr => format!("Apprendre de vos erreurs ({count})"),
        Lang::En => format!("Learn from your mistakes ({count})"),
    }
}

/// The word for a mistake: "Imprécision", "Inaccuracy".
#[must_use]
pub const fn mistake(lang: Lang, mistake: Mistake) -> &'static str {
    match (lang, mistake) {
        (Lang::Fr, Mistake::Inaccuracy) => "Imprécision",
        (Lang::Fr, Mistake::Mistake) => "Erreur",
        (Lang::Fr, Mistake::Blunder) => "Gaffe",
        (Lang::En, Mistake::Inaccuracy) => "Inaccuracy",
        (Lang::En, Mistake::Mistake) => "Mistake",
        (Lang::En, Mistake::Blunder) => "Blunder",
    }
}

/// The sign a marked move carries in the move list: `?!`, `?`, `??`.
#[must_use]
pub const fn sign(mistake: Mistake) -> &'static str {
    match mistake {
        Mistake::Inaccuracy => "?!",
        Mistake::Mistake => "?",
        Mistake::Blunder => "??",
    }
}

/// What a move cost: "Mistake (−5 seeds): best was F — F e B a".
#[must_use]
pub fn flaw(lang: Lang, flaw: &Flaw) -> String {
    let (word, best, line) = (mistake(lang, flaw.mistake), flaw.best(), line(&flaw.line));
    let lost = flaw.lost;
    match lang {
        Lang::Fr => format!("{word} (−{lost}) : le meilleur coup était {best} — {line}"),
        Lang::En => format!("{word} (−{lost}): best was {best} — {line}"),
    }
}

/// Who leads by at least this many seeds is ahead; less is even.
const AHEAD: i32 = 2;

/// Who was ahead when: the changes of leader along `margins` (plies, South's margin), the lead
/// passing only when the other side is [`AHEAD`] seeds up. Each change is (plies, leader).
fn leads(margins: &[(usize, i32)]) -> Vec<(usize, Side)> {
    let mut changes: Vec<(usize, Side)> = Vec::new();
    for &(plies, margin) in margins {
        let leader = match margin {
            m if m >= AHEAD => Side::South,
            m if m <= -AHEAD => Side::North,
            _ => continue,
        };
        if changes.last().is_none_or(|&(_, last)| last != leader) {
            changes.push((plies, leader));
        }
    }
    changes
}

/// The graph told in words: "South was ahead from move 3, North from move 18.", from the
/// engine's margins (plies, South's margin) of the positions valued.
#[must_use]
pub fn summary(lang: Lang, margins: &[(usize, i32)]) -> String {
    let changes = leads(margins);
    if changes.is_empty() {
        return match lang {
            Lang::Fr => "La partie est restée équilibrée.".to_owned(),
            Lang::En => "The game stayed even.".to_owned(),
        };
    }
    let parts: Vec<String> = changes
        .iter()
        .enumerate()
        .map(|(i, &(plies, side))| {
            let side = side_name(lang, side);
            match (lang, i, plies) {
                (Lang::Fr, 0, 0) => format!("Le {side} menait dès le départ"),
                (Lang::Fr, 0, _) => format!("Le {side} menait à partir du coup {plies}"),
                (Lang::Fr, _, _) => format!("le {side} à partir du coup {plies}"),
                (Lang::En, 0, 0) => format!("{side} was ahead from the start"),
                (Lang::En, 0, _) => format!("{side} was ahead from move {plies}"),
                (Lang::En, _, _) => format!("{side} from move {plies}"),
            }
        })
        .collect();
    format!("{}.", parts.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lead_passes_only_when_the_other_side_is_two_seeds_up() {
        let margins = [(0, 0), (1, 2), (2, 1), (3, -1), (4, -2), (5, 3), (6, 5)];
        assert_eq!(
            leads(&margins),
            vec![(1, Side::South), (4, Side::North), (5, Side::South)]
        );
        assert_eq!(
            summary(Lang::En, &margins),
            "South was ahead from move 1, North from move 4, South from move 5."
        );
        assert_eq!(
            summary(Lang::Fr, &[(0, -3), (9, 4)]),
            "Le Nord menait dès le départ, le Sud à partir du coup 9."
        );
        assert_eq!(
            summary(Lang::En, &[(0, 1), (1, -1)]),
            "The game stayed even."
        );
    }

    #[test]
    fn a_flaw_names_the_best_move_and_its_line() {
        let pit = |letter| kawu_engine::Pit::from_letter(letter).expect("a pit");
        let blunder = Flaw {
            mistake: Mistake::Blunder,
            side: Side::South,
            played: pit('C'),
            line: vec![pit('F'), pit('e'), pit('B')],
            lost: 9,
        };
        assert_eq!(flaw(Lang::En, &blunder), "Blunder (−9): best was F — F e B");
        assert_eq!(
            flaw(Lang::Fr, &blunder),
            "Gaffe (−9) : le meilleur coup était F — F e B"
        );
        assert_eq!(sign(Mistake::Inaccuracy), "?!");
    }
}
