//! The texts of the lessons: the page's fixed words, a level's sentences with their facts said
//! in words, what happened when a level failed, and the live region's announcement.

use kawu_engine::{Pit, Side};

use crate::{illegal, move_done, seeds, side_name};
use kawu_model::lesson::facts::{pieces, Fact, Piece};
use kawu_model::lesson::progress::{Standing, MAX_STARS};
use kawu_model::lesson::{Facts, Failure, Lesson, Run, Text, Verdict};
use kawu_model::settings::Lang;

/// The fixed texts of the lessons in one language.
#[derive(Debug)]
pub struct LessonTexts {
    /// The button that opens the lessons.
    pub learn: &'static str,
    /// The lessons' heading.
    pub title: &'static str,
    /// Under the heading.
    pub intro: &'static str,
    /// Back to the game.
    pub back_to_game: &'static str,
    /// Back to the list of lessons.
    pub lessons: &'static str,
    /// Start the level again.
    pub retry: &'static str,
    /// Play the solution.
    pub show_me: &'static str,
    /// Go on to the next level.
    pub next_level: &'static str,
    /// Said when a level is passed.
    pub passed: &'static str,
    /// Said when a level is failed.
    pub failed: &'static str,
    /// Said once "Show me" played the solution.
    pub shown: &'static str,
    /// A lesson whose levels are all passed.
    pub done: &'static str,
    /// The first visit's offer.
    pub offer: &'static str,
    /// Dismisses the offer.
    pub offer_dismiss: &'static str,
    /// The progress could not be read.
    pub progress_reset: &'static str,
    /// The label of the goal.
    pub goal: &'static str,
}

const FR: LessonTexts = LessonTexts {
    learn: "Apprendre",
    title: "Apprendre l'awalé",
    intro: "Les règles en 2 minutes, les premières idées de stratégie en 15 : chaque niveau se joue sur le vrai plateau.",
    back_to_game: "Retour à la partie",
    lessons: "Leçons",
    retry: "Réessayer",
    show_me: "Montrez-moi",
    next_level: "Niveau suivant",
    passed: "Réussi !",
    failed: "Pas cette fois.",
    shown: "Voilà la solution : à vous de la jouer pour gagner les étoiles.",
    done: "terminée",
    offer: "Vous découvrez l'Awalé ? Apprenez en 2 minutes",
    offer_dismiss: "Non merci",
    progress_reset: "Votre progression dans les leçons était illisible : elle repart de zéro. Votre partie n'a pas été touchée.",
    goal: "But :",
};

const EN: LessonTexts = LessonTexts {
    learn: "Learn",
    title: "Learn Awalé",
    intro: "The rules in 2 minutes, the first ideas of strategy in 15: every level is played on the real board.",
    back_to_game: "Back to the game",
    lessons: "Lessons",
    retry: "Retry",
    show_me: "Show me",
    next_level: "Next level",
    passed: "Passed!",
    failed: "Not this time.",
    shown: "That was the solution: now play it yourself to win the stars.",
    done: "done",
    offer: "New to Awalé? Learn in 2 minutes",
    offer_dismiss: "No thanks",
    progress_reset: "Your lesson progress could not be read: it starts again from zero. Your game was not touched.",
    goal: "Goal:",
};

/// The fixed texts of `lang`.
#[must_use]
pub const fn texts(lang: Lang) -> &'static LessonTexts {
    match lang {
        Lang::Fr => &FR,
        Lang::En => &EN,
    }
}

/// A text of the lessons' data in `lang`.
#[must_use]
pub const fn text(lang: Lang, text: Text) -> &'static str {
    match lang {
        Lang::Fr => text.fr,
        Lang::En => text.en,
    }
}

/// Pits in a list: "c, b and a" / "c, b et a".
fn pit_list(lang: Lang, pits: &[Pit]) -> String {
    let letters: Vec<String> = pits.iter().map(|pit| pit.letter().to_string()).collect();
    let and = match lang {
        Lang::Fr => " et ",
        Lang::En => " and ",
    };
    match letters.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{}{and}{last}", rest.join(", ")),
    }
}

/// Where a chain stopped: "F, in your own row" / "a, which holds 4 seeds".
fn stop(lang: Lang, pit: Pit, held: u8, player: Option<Side>) -> String {
    let letter = pit.letter();
    match (lang, Some(pit.side()) == player) {
        (Lang::Fr, true) => format!("{letter}, dans votre rangée"),
        (Lang::Fr, false) => format!("{letter}, qui contient {}", seeds(lang, held)),
        (Lang::En, true) => format!("{letter}, in your own row"),
        (Lang::En, false) => format!("{letter}, which holds {}", seeds(lang, held)),
    }
}

/// One fact in words, or nothing when it is not known.
fn fact(lang: Lang, fact: Fact, facts: &Facts) -> Option<String> {
    let letter = |pit: Option<Pit>| pit.map(|pit| pit.letter().to_string());
    let counted = |count: Option<u8>| count.map(|count| seeds(lang, count));
    match fact {
        Fact::Pit => letter(facts.pit),
        Fact::Seeds => counted(facts.seeds),
        Fact::Last => letter(facts.last),
        Fact::Count => facts.count.map(|count| count.to_string()),
        Fact::Taken => counted(facts.taken),
        Fact::Pits => Some(pit_list(lang, &facts.pits)).filter(|list| !list.is_empty()),
        Fact::Stop => facts
            .stop
            .map(|(pit, held)| stop(lang, pit, held, facts.player)),
        Fact::Wanted => counted(facts.wanted),
        Fact::Board => counted(facts.board),
    }
}

/// A sentence of the lessons in `lang` with its facts filled in ("?" for one not known).
#[must_use]
pub fn say(lang: Lang, sentence: Text, facts: &Facts) -> String {
    pieces(text(lang, sentence))
        .into_iter()
        .map(|piece| match piece {
            Piece::Words(words) => words.to_owned(),
            Piece::Fact(name) => fact(lang, name, facts).unwrap_or_else(|| "?".to_owned()),
            Piece::Unknown(_) => "?".to_owned(),
        })
        .collect()
}

/// What happened when a level failed, in one sentence; `player` is the player's side.
#[must_use]
pub fn failure(lang: Lang, failure: &Failure, player: Side) -> String {
    let opponent = side_name(lang, player.other());
    match (lang, *failure) {
        (Lang::Fr, Failure::Landed { last, target }) => format!("Votre dernière graine est tombée en {last}, pas en {target}."),
        (Lang::Fr, Failure::Predicted { guess, last }) => format!("La dernière graine est tombée en {last}, pas en {guess}."),
        (Lang::Fr, Failure::GrandSlam) => format!("Ce coup prendrait toutes les graines de {opponent} : un grand chelem ne prend rien."),
        (Lang::Fr, Failure::NotTaken { last, seeds }) => format!("Votre dernière graine a fait {seeds} en {last} : seuls 2 ou 3 sont pris."),
        (Lang::Fr, Failure::OwnRow { last }) => format!("Votre dernière graine est tombée en {last}, dans votre rangée : on n'y prend rien."),
        (Lang::Fr, Failure::Short { taken, wanted, stop: (pit, held) }) => format!(
            "Vous avez pris {taken} des {wanted} graines demandées : la chaîne s'est arrêtée à {}.",
            stop(lang, pit, held, Some(player))
        ),
        (Lang::Fr, Failure::Lost { reply, seeds: taken }) => format!("{opponent} répond {reply} et prend {}.", seeds(lang, taken)),
        (Lang::Fr, Failure::NotOver) => format!("La partie continue : {opponent} a encore des graines, ou vous pouvez encore le nourrir."),
        (Lang::Fr, Failure::Starved) => format!("La partie s'est terminée, mais pas en votre faveur : {opponent} a gagné les graines restantes."),
        (Lang::En, Failure::Landed { last, target }) => format!("Your last seed landed in {last}, not in {target}."),
        (Lang::En, Failure::Predicted { guess, last }) => format!("The last seed landed in {last}, not in {guess}."),
        (Lang::En, Failure::GrandSlam) => format!("That move would take all of {opponent}'s seeds: a grand slam takes nothing."),
        (Lang::En, Failure::NotTaken { last, seeds }) => format!("Your last seed made {seeds} in {last}: only 2 or 3 are taken."),
        (Lang::En, Failure::OwnRow { last }) => format!("Your last seed fell in {last}, in your own row: nothing is taken there."),
        (Lang::En, Failure::Short { taken, wanted, stop: (pit, held) }) => format!(
            "You took {taken} of the {wanted} seeds asked: the chain stopped at {}.",
            stop(lang, pit, held, Some(player))
        ),
        (Lang::En, Failure::Lost { reply, seeds: taken }) => format!("{opponent} answers {reply} and takes {}.", seeds(lang, taken)),
        (Lang::En, Failure::NotOver) => format!("The game goes on: {opponent} still has seeds, or you can still feed them."),
        (Lang::En, Failure::Starved) => format!("The game ended, but not your way: {opponent} won the seeds left."),
    }
}

/// Stars as a count: "2 of 3 stars" / "2 étoiles sur 3".
#[must_use]
pub fn stars(lang: Lang, won: u32, possible: u32) -> String {
    match lang {
        Lang::Fr if won > 1 => format!("{won} étoiles sur {possible}"),
        Lang::Fr => format!("{won} étoile sur {possible}"),
        Lang::En if possible == 1 => format!("{won} of {possible} star"),
        Lang::En => format!("{won} of {possible} stars"),
    }
}

/// Stars as drawn: "★★☆".
#[must_use]
pub fn star_marks(won: u8) -> String {
    (0..MAX_STARS)
        .map(|rank| if rank < won { '★' } else { '☆' })
        .collect()
}

/// A lesson's line in the list: "3 of 12 stars, done".
#[must_use]
pub fn standing(lang: Lang, standing: Standing) -> String {
    let count = stars(lang, standing.won, standing.possible);
    if standing.done {
        format!("{count}, {}", texts(lang).done)
    } else {
        count
    }
}

/// The name of level `rank` (from 0) of `lesson`: "Sowing, level 2 of 4".
#[must_use]
pub fn level_name(lang: Lang, lesson: &Lesson, rank: usize) -> String {
    let (title, n, of) = (text(lang, lesson.title), rank + 1, lesson.levels.len());
    match lang {
        Lang::Fr => format!("{title}, niveau {n} sur {of}"),
        Lang::En => format!("{title}, level {n} of {of}"),
    }
}

/// The result of a level, after the move that decided it: passed with its stars and why it
/// worked, shown, or what happened.
#[must_use]
pub fn verdict(lang: Lang, run: &Run) -> Option<String> {
    let words = texts(lang);
    let why = run
        .last_facts()
        .map(|facts| say(lang, run.level.why, &facts));
    let why = why.unwrap_or_default();
    Some(match run.verdict? {
        Verdict::Pass { stars: 0, .. } => format!("{} {why}", words.shown),
        Verdict::Pass { moves, stars } => {
            let par = run.level.par;
            let count = match (lang, moves) {
                (Lang::Fr, 1) => format!("1 coup, par {par}"),
                (Lang::Fr, _) => format!("{moves} coups, par {par}"),
                (Lang::En, 1) => format!("1 move, par {par}"),
                (Lang::En, _) => format!("{moves} moves, par {par}"),
            };
            let won = self::stars(lang, u32::from(stars), u32::from(MAX_STARS));
            format!("{} {won} ({count}). {why}", words.passed)
        }
        Verdict::Fail(failed) => {
            format!("{} {}", words.failed, failure(lang, &failed, run.player()))
        }
    })
}

/// What the live region says for `run` while a sowing is (or is not) `animating`: a refused tap,
/// else once the seeds are down the last move and the level's result, else the goal.
#[must_use]
pub fn announcement(lang: Lang, run: &Run, animating: bool) -> String {
    if let Some((pit, reason)) = run.notice {
        return illegal(lang, pit, reason);
    }
    if animating {
        return String::new();
    }
    let Some(trace) = run.game.last_trace() else {
        let goal = say(lang, run.level.goal_text, &run.goal_facts());
        return format!("{} {goal}", texts(lang).goal);
    };
    let told = run
        .told
        .zip(run.last_facts())
        .map(|(told, facts)| say(lang, told, &facts));
    [Some(move_done(lang, trace)), told, verdict(lang, run)]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use kawu_model::lesson::{lessons, At, Step};
    use kawu_model::Machine;

    fn pit(letter: char) -> Pit {
        Pit::from_letter(letter).expect("a pit letter")
    }

    #[test]
    fn the_issue_s_sentence_for_a_four() {
        let four = Failure::NotTaken {
            last: pit('c'),
            seeds: 4,
        };
        assert_eq!(
            failure(Lang::En, &four, Side::South),
            "Your last seed made 4 in c: only 2 or 3 are taken."
        );
        assert_eq!(
            failure(Lang::Fr, &four, Side::South),
            "Votre dernière graine a fait 4 en c : seuls 2 ou 3 sont pris."
        );
    }

    #[test]
    fn lists_stops_and_stars_read_well() {
        assert_eq!(
            pit_list(Lang::En, &[pit('c'), pit('b'), pit('a')]),
            "c, b and a"
        );
        assert_eq!(pit_list(Lang::Fr, &[pit('b'), pit('a')]), "b et a");
        assert_eq!(
            stop(Lang::En, pit('F'), 9, Some(Side::South)),
            "F, in your own row"
        );
        assert_eq!(
            stop(Lang::Fr, pit('a'), 4, Some(Side::South)),
            "a, qui contient 4 graines"
        );
        assert_eq!(star_marks(2), "★★☆");
        assert_eq!(stars(Lang::En, 5, 12), "5 of 12 stars");
        assert_eq!(stars(Lang::Fr, 1, 3), "1 étoile sur 3");
    }

    #[test]
    fn every_sentence_of_every_level_is_said_in_both_languages() {
        let lessons = lessons();
        for (lesson, found) in lessons.iter().enumerate() {
            for level in 0..found.levels.len() {
                let start = Run::start(lessons, At { lesson, level }).expect("a level");
                let shown =
                    (0..40).fold(start.apply(Step::ShowMe), |run, _| run.apply(Step::Advance));
                for lang in [Lang::En, Lang::Fr] {
                    let goal = announcement(lang, &start, false);
                    let result = verdict(lang, &shown).expect("a result");
                    for said in [goal, result] {
                        assert!(!said.contains('{') && !said.is_empty(), "{said}");
                    }
                }
            }
        }
    }

    #[test]
    fn the_live_region_says_the_goal_then_the_move_and_the_result() {
        let lessons = lessons();
        let start = Run::start(
            lessons,
            At {
                lesson: 0,
                level: 0,
            },
        )
        .expect("a level");
        assert!(announcement(Lang::En, &start, false).starts_with("Goal: Sow one of your pits"));
        let passed = start.apply(Step::Sow(pit('D')));
        assert_eq!(announcement(Lang::En, &passed, true), "");
        let said = announcement(Lang::En, &passed, false);
        assert!(
            said.starts_with("South plays D. Passed! 3 of 3 stars (1 move, par 1)."),
            "{said}"
        );
        let refused = start.apply(Step::Sow(pit('d')));
        assert!(announcement(Lang::En, &refused, false).starts_with("Pit d is your opponent's"));
    }
}
