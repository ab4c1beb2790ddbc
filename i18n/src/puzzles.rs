//! The texts of the puzzles: the goal of a puzzle, what a move was (right, solved, or why it
//! failed, from the judge's facts), the buttons, the themes and the player's record.

use kawu_ai::puzzle::{Forced, Goal, Puzzle, Theme};
use kawu_engine::{Pit, Side};

use super::{seeds, side_name, story};
use kawu_model::puzzle::{Miss, Retry, Task, Verdict};
use kawu_model::settings::Lang;

/// The fixed texts of the puzzles in one language.
#[derive(Debug)]
pub struct PuzzleTexts {
    /// Back to the game.
    pub back_to_game: &'static str,
    /// From the start again.
    pub retry: &'static str,
    /// Show the solution.
    pub solution: &'static str,
    /// The next puzzle.
    pub next: &'static str,
    /// The puzzle of the day.
    pub daily: &'static str,
    /// The player's own mistakes.
    pub mistakes: &'static str,
    /// The theme filter's label.
    pub theme: &'static str,
    /// Every theme.
    pub all: &'static str,
    /// While the file loads.
    pub loading: &'static str,
    /// Right so far.
    pub right: &'static str,
    /// Solved.
    pub solved: &'static str,
    /// A record that could not be read.
    pub record_lost: &'static str,
}

const FR: PuzzleTexts = PuzzleTexts {
    back_to_game: "Retour à la partie",
    retry: "Réessayer",
    solution: "Solution",
    next: "Problème suivant",
    daily: "Problème du jour",
    mistakes: "Vos erreurs",
    theme: "Thème",
    all: "Tous",
    loading: "Chargement des problèmes…",
    right: "Bien ! L'adversaire répond ; à vous.",
    solved: "Résolu !",
    record_lost: "Votre bilan des problèmes était illisible : il repart de zéro.",
};

const EN: PuzzleTexts = PuzzleTexts {
    back_to_game: "Back to the game",
    retry: "Retry",
    solution: "Solution",
    next: "Next puzzle",
    daily: "Puzzle of the day",
    mistakes: "Your mistakes",
    theme: "Theme",
    all: "All",
    loading: "Loading the puzzles…",
    right: "Right! The opponent answers; your move.",
    solved: "Solved!",
    record_lost: "Your puzzle record could not be read: it starts afresh.",
};

/// The room's title, the name of its button on the page.
#[must_use]
pub const fn title(lang: Lang) -> &'static str {
    match lang {
        Lang::Fr => "Problèmes",
        Lang::En => "Puzzles",
    }
}

/// The fixed texts of the puzzles in `lang`.
#[must_use]
pub const fn texts(lang: Lang) -> &'static PuzzleTexts {
    match lang {
        Lang::Fr => &FR,
        Lang::En => &EN,
    }
}

/// A theme's name.
#[must_use]
pub const fn theme(lang: Lang, theme: Theme) -> &'static str {
    match (lang, theme) {
        (Lang::Fr, Theme::Chain) => "Prise en chaîne",
        (Lang::Fr, Theme::GrandSlam) => "Grand chelem",
        (Lang::Fr, Theme::Feeding) => "Nourrir",
        (Lang::Fr, Theme::Kroo) => "Grenier",
        (Lang::Fr, Theme::Starving) => "Famine",
        (Lang::Fr, Theme::Defence) => "Défense",
        (Lang::Fr, Theme::Endgame) => "Finale",
        (Lang::En, Theme::Chain) => "Capture chain",
        (Lang::En, Theme::GrandSlam) => "Grand slam",
        (Lang::En, Theme::Feeding) => "Feeding",
        (Lang::En, Theme::Kroo) => "Kroo",
        (Lang::En, Theme::Starving) => "Starving",
        (Lang::En, Theme::Defence) => "Defence",
        (Lang::En, Theme::Endgame) => "Endgame",
    }
}

/// The goal of a puzzle: "South to play and win 6 seeds", "… and win the game".
#[must_use]
pub fn goal(lang: Lang, puzzle: &Puzzle) -> String {
    let side = side_name(lang, puzzle.position.to_move());
    match (lang, puzzle.goal) {
        (Lang::Fr, Goal::Seeds(n)) => format!("Au {side} de jouer : gagner {}", seeds(lang, n)),
        (Lang::Fr, Goal::Game) => format!("Au {side} de jouer : gagner la partie"),
        (Lang::En, Goal::Seeds(n)) => format!("{side} to play and win {}", seeds(lang, n)),
        (Lang::En, Goal::Game) => format!("{side} to play and win the game"),
    }
}

/// The goal of a retry: "Move 12 of your game: you played C (Mistake, −5). Find better."
#[must_use]
pub fn retry_goal(lang: Lang, retry: &Retry) -> String {
    let (ply, played, lost) = (retry.ply, retry.played, retry.lost);
    let word = story::mistake(lang, retry.mistake);
    match lang {
        Lang::Fr => format!(
            "Coup {ply} de votre partie : vous avez joué {played} ({word}, −{lost}). Trouvez mieux."
        ),
        Lang::En => {
            format!("Move {ply} of your game: you played {played} ({word}, −{lost}). Find better.")
        }
    }
}

/// What a task asks, in one sentence.
#[must_use]
pub fn task_goal(lang: Lang, task: &Task) -> String {
    match task {
        Task::Set(puzzle) => goal(lang, puzzle),
        Task::Retry(retry) => retry_goal(lang, retry),
    }
}

/// "it wins only 2 seeds", "it wins nothing", "it loses 3 seeds".
fn forces(lang: Lang, forced: i32) -> String {
    let count = |n: i32| seeds(lang, u8::try_from(n.unsigned_abs()).unwrap_or(u8::MAX));
    match (lang, forced.signum()) {
        (Lang::Fr, 1) => format!("ce coup ne gagne que {}", count(forced)),
        (Lang::Fr, 0) => "ce coup ne gagne rien".to_owned(),
        (Lang::Fr, _) => format!("ce coup perd {}", count(forced)),
        (Lang::En, 1) => format!("it wins only {}", count(forced)),
        (Lang::En, 0) => "it wins nothing".to_owned(),
        (Lang::En, _) => format!("it loses {}", count(forced)),
    }
}

/// Why a move failed, in one sentence, `answer` being the opponent's answer shown (if any).
#[must_use]
pub fn miss(lang: Lang, opponent: Side, miss: Miss, answer: Option<Pit>) -> String {
    let side = side_name(lang, opponent);
    let answered = match (lang, answer, miss) {
        (_, None, _) => String::new(),
        (Lang::Fr, Some(pit), Miss::Goal { takes_back, .. }) if takes_back > 0 => format!(
            "le {side} répond {pit} et reprend {} ; ",
            seeds(lang, takes_back)
        ),
        (Lang::En, Some(pit), Miss::Goal { takes_back, .. }) if takes_back > 0 => {
            format!(
                "{side} answers {pit} and takes {} back; ",
                seeds(lang, takes_back)
            )
        }
        (Lang::Fr, Some(pit), _) => format!("le {side} répond {pit} ; "),
        (Lang::En, Some(pit), _) => format!("{side} answers {pit}; "),
    };
    let why = match (lang, miss) {
        (
            _,
            Miss::Goal {
                forces: Forced::Seeds(n),
                ..
            },
        ) => forces(lang, n),
        (
            Lang::Fr,
            Miss::Goal {
                forces: Forced::NoWin,
                ..
            },
        ) => "la victoire n'est plus forcée".to_owned(),
        (
            Lang::En,
            Miss::Goal {
                forces: Forced::NoWin,
                ..
            },
        ) => "the win is no longer forced".to_owned(),
        (Lang::Fr, Miss::Again { lost }) => {
            format!("c'est le coup de la partie, qui a coûté {lost}")
        }
        (Lang::En, Miss::Again { lost }) => {
            format!("that is the move of the game, which cost {lost}")
        }
        (Lang::Fr, Miss::Worse { lost }) => format!("ce coup perd {lost} par rapport au meilleur"),
        (Lang::En, Miss::Worse { lost }) => format!("this move loses {lost} against the best"),
    };
    match lang {
        Lang::Fr => format!("Pas celui-ci : {answered}{why}."),
        Lang::En => format!("Not this one: {answered}{why}."),
    }
}

/// The sentence of a verdict.
#[must_use]
pub fn verdict(lang: Lang, opponent: Side, verdict: Verdict, answer: Option<Pit>) -> String {
    match verdict {
        Verdict::Continue => texts(lang).right.to_owned(),
        Verdict::Solved => texts(lang).solved.to_owned(),
        Verdict::Failed(why) => miss(lang, opponent, why, answer),
    }
}

/// "Solution: C d F".
#[must_use]
pub fn solution(lang: Lang, line: &[Pit]) -> String {
    let line = super::review::line(line);
    match lang {
        Lang::Fr => format!("Solution : {line}"),
        Lang::En => format!("Solution: {line}"),
    }
}

/// "Solved 5 · failed 2 · streak 3 (best 4)".
#[must_use]
pub fn record(lang: Lang, solved: usize, failed: usize, streak: u32, best: u32) -> String {
    match lang {
        Lang::Fr => format!("Résolus {solved} · ratés {failed} · série {streak} (record {best})"),
        Lang::En => format!("Solved {solved} · failed {failed} · streak {streak} (best {best})"),
    }
}

/// "Difficulty: 2 moves to find".
#[must_use]
pub fn difficulty(lang: Lang, moves: u8) -> String {
    match (lang, moves) {
        (Lang::Fr, 1) => "Difficulté : 1 coup à trouver".to_owned(),
        (Lang::Fr, _) => format!("Difficulté : {moves} coups à trouver"),
        (Lang::En, 1) => "Difficulty: 1 move to find".to_owned(),
        (Lang::En, _) => format!("Difficulty: {moves} moves to find"),
    }
}

/// "Mistake 2 of 5".
#[must_use]
pub fn retry_count(lang: Lang, at: usize, count: usize) -> String {
    match lang {
        Lang::Fr => format!("Erreur {at} sur {count}"),
        Lang::En => format!("Mistake {at} of {count}"),
    }
}

/// The puzzles could not be loaded, and why.
#[must_use]
pub fn load_failed(lang: Lang, why: &str) -> String {
    match lang {
        Lang::Fr => {
            format!("Les problèmes n'ont pas pu être chargés ({why}). Réessayez une fois en ligne.")
        }
        Lang::En => format!("The puzzles could not be loaded ({why}). Try again once online."),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pit(letter: char) -> Pit {
        Pit::from_letter(letter).expect("a pit")
    }

    #[test]
    fn a_failed_move_says_what_the_answer_takes_and_what_the_move_forces() {
        let miss = Miss::Goal {
            takes_back: 4,
            forces: Forced::Seeds(2),
        };
        assert_eq!(
            super::miss(Lang::En, Side::North, miss, Some(pit('d'))),
            "Not this one: North answers d and takes 4 seeds back; it wins only 2 seeds."
        );
        assert_eq!(
            super::miss(Lang::Fr, Side::North, miss, Some(pit('d'))),
            "Pas celui-ci : le Nord répond d et reprend 4 graines ; ce coup ne gagne que 2 graines."
        );
        let lost = Miss::Goal {
            takes_back: 0,
            forces: Forced::Seeds(-3),
        };
        assert_eq!(
            super::miss(Lang::En, Side::South, lost, Some(pit('A'))),
            "Not this one: South answers A; it loses 3 seeds."
        );
        let no_win = Miss::Goal {
            takes_back: 0,
            forces: Forced::NoWin,
        };
        assert_eq!(
            super::miss(Lang::En, Side::North, no_win, None),
            "Not this one: the win is no longer forced."
        );
    }
}
