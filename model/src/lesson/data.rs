//! The lessons as data: a compact text table (`lessons.txt`, compiled in and read once at run
//! time) of lessons and their levels. A level is a position string, a goal, its par and limit,
//! the solution "Show me" plays, the plausible wrong moves the proofs try, and its texts in
//! French and English.
//!
//! The table, line by line (`#` starts a comment line):
//!
//! ```text
//! lesson <id>
//! en <title> | <summary>
//! fr <title> | <summary>
//! level <position> ; <goal> ; par <n> [; limit <n>] ; show <letters> ; wrong <letters>
//!       [; mark <letters>] [; claim <words>] [; preview]
//! en <goal sentence> | <why it works> | <one sentence per move of the solution>…
//! fr <goal sentence> | <why it works> | <one sentence per move of the solution>…
//! ```
//!
//! A goal is `land <pit>`, `predict <pit>`, `capture <seeds>`, `exact <seeds>`, `safe`, `feed`
//! or `starve` (see [`Goal`]). Sentences may name facts of the move they speak of, filled in
//! from the engine's trace when shown: `{pit}`, `{sown}`, `{last}`, `{count}`, `{taken}`,
//! `{pits}` (see `kawu_i18n::lessons`).

use std::sync::OnceLock;

use kawu_engine::{Pit, Position};

/// The table, compiled into the page.
const TABLE: &str = include_str!("lessons.txt");

/// A text in both languages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Text {
    /// In English.
    pub en: &'static str,
    /// In French.
    pub fr: &'static str,
}

/// What the player must do to pass a level. The player is the side to move at the start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Goal {
    /// Sow so that the last seed lands in this pit.
    Land(Pit),
    /// Tap the pit where the last seed of this pit will land; then it is sown.
    Predict(Pit),
    /// Capture at least this many seeds.
    Capture(u8),
    /// Capture at least this many seeds: the endgame table's exact result from the start (the
    /// proofs check it).
    Exact(u8),
    /// Sow so that no reply captures anything.
    Safe,
    /// The opponent has no seed: give them some.
    Feed,
    /// End the game by leaving the opponent unable to be fed: the player takes the seeds left.
    Starve,
}

/// What a level shows, for the proofs to check on the board (each a claim its texts make).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Claim {
    /// The solution sows 12 seeds or more and skips its own pit.
    Lap,
    /// The first wrong move makes 4 in an opponent pit and takes nothing.
    Four,
    /// The solution takes this many pits in one move.
    Chain(u8),
    /// The first wrong move starts a chain that stops early.
    Stop,
    /// The first wrong move is a grand slam.
    Slam,
    /// After the solution the opponent keeps exactly one pit with seeds.
    AllButOne,
    /// The solution empties the threatened (marked) pit.
    Empty,
    /// The solution raises the threatened (marked) pit to 3 seeds.
    Raise,
    /// The solution adds a seed to the attacking pit.
    Block,
    /// The solution's capture is a kroo: 12 seeds or more, taking 2 or 3 pits that held 0 or 1
    /// before it and got two seeds each.
    Kroo,
    /// The solution builds a kroo: the marked pit reaches 12 seeds.
    Build,
    /// The start holds a "2-1" or "3-1" trap: 2 or 3 seeds in E, 1 in F.
    Trap,
    /// The first wrong move captures, and still fails: the opponent takes back.
    Bait,
    /// The solution gives the opponent exactly one seed.
    FeedOne,
    /// Every move of the solution sows the player's own row only.
    Short,
}

/// One level: a position on the board, a goal, and how to reach it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Level {
    /// The position the level starts from.
    pub start: Position,
    /// What the player must do.
    pub goal: Goal,
    /// The fewest moves of the player it takes.
    pub par: u8,
    /// The most moves of the player allowed (at least the par).
    pub limit: u8,
    /// The moves "Show me" plays (for a prediction, the pit to tap).
    pub solution: Vec<Pit>,
    /// Plausible wrong first moves: the proofs check that each fails.
    pub wrong: Vec<Pit>,
    /// Pits marked on the board besides the goal's target (a threatened pit, a kroo).
    pub marks: Vec<Pit>,
    /// What the level shows, checked by the proofs.
    pub claims: Vec<Claim>,
    /// The move preview is on (hovering a pit shows where its seeds go).
    pub preview: bool,
    /// The goal, in one sentence.
    pub goal_text: Text,
    /// Why the solution works, in one sentence.
    pub why: Text,
    /// One sentence per move of the solution.
    pub show: Vec<Text>,
}

/// A lesson: its levels, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lesson {
    /// Its stable id (`data-lesson`, the progress key).
    pub id: &'static str,
    /// Its title.
    pub title: Text,
    /// What it teaches, in one sentence.
    pub summary: Text,
    /// Its levels.
    pub levels: Vec<Level>,
}

/// A line of the table that cannot be read, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DataError {
    /// The line, from 1.
    pub line: usize,
    /// What is wrong.
    pub why: String,
}

/// Every lesson, read from the table on first use.
#[must_use]
pub fn lessons() -> &'static [Lesson] {
    static LESSONS: OnceLock<Vec<Lesson>> = OnceLock::new();
    // The table is proven by the native tests: it always parses.
    LESSONS.get_or_init(|| parse(TABLE).unwrap_or_default())
}

fn pits(letters: &str) -> Result<Vec<Pit>, String> {
    letters
        .chars()
        .map(|letter| Pit::from_letter(letter).ok_or(format!("not a pit letter: {letter}")))
        .collect()
}

fn pit(letters: &str) -> Result<Pit, String> {
    match pits(letters)?.as_slice() {
        [one] => Ok(*one),
        _ => Err(format!("one pit letter expected: {letters}")),
    }
}

fn number(text: &str) -> Result<u8, String> {
    text.parse().map_err(|_| format!("not a number: {text}"))
}

fn goal(word: &str, value: &str) -> Result<Option<Goal>, String> {
    Ok(Some(match word {
        "land" => Goal::Land(pit(value)?),
        "predict" => Goal::Predict(pit(value)?),
        "capture" => Goal::Capture(number(value)?),
        "exact" => Goal::Exact(number(value)?),
        "safe" => Goal::Safe,
        "feed" => Goal::Feed,
        "starve" => Goal::Starve,
        _ => return Ok(None),
    }))
}

fn claim(word: &str) -> Result<Claim, String> {
    Ok(match word {
        "lap" => Claim::Lap,
        "four" => Claim::Four,
        "stop" => Claim::Stop,
        "slam" => Claim::Slam,
        "all-but-one" => Claim::AllButOne,
        "empty" => Claim::Empty,
        "raise" => Claim::Raise,
        "block" => Claim::Block,
        "kroo" => Claim::Kroo,
        "build" => Claim::Build,
        "trap" => Claim::Trap,
        "bait" => Claim::Bait,
        "feed-one" => Claim::FeedOne,
        "short" => Claim::Short,
        _ => match word.strip_prefix("chain-") {
            Some(count) => Claim::Chain(number(count)?),
            None => return Err(format!("unknown claim: {word}")),
        },
    })
}

/// A level line's fields, without its texts.
fn level_line(fields: &str) -> Result<Level, String> {
    let mut parts = fields.split(';').map(str::trim);
    let start: Position = parts
        .next()
        .unwrap_or_default()
        .parse()
        .map_err(|error| format!("bad position: {error}"))?;
    let mut level = Level {
        start,
        goal: Goal::Feed,
        par: 0,
        limit: 0,
        solution: Vec::new(),
        wrong: Vec::new(),
        marks: Vec::new(),
        claims: Vec::new(),
        preview: false,
        goal_text: Text { en: "", fr: "" },
        why: Text { en: "", fr: "" },
        show: Vec::new(),
    };
    let mut goals = 0;
    for part in parts {
        let (word, value) = part.split_once(' ').unwrap_or((part, ""));
        if let Some(found) = goal(word, value)? {
            level.goal = found;
            goals += 1;
            continue;
        }
        match word {
            "par" => level.par = number(value)?,
            "limit" => level.limit = number(value)?,
            "show" => level.solution = pits(value)?,
            "wrong" => level.wrong = pits(value)?,
            "mark" => level.marks = pits(value)?,
            "claim" => {
                level.claims = value.split(' ').map(claim).collect::<Result<_, _>>()?;
            }
            "preview" => level.preview = true,
            _ => return Err(format!("unknown field: {word}")),
        }
    }
    if goals != 1 {
        return Err("a level has exactly one goal".to_owned());
    }
    level.limit = level.limit.max(level.par);
    if level.par == 0 || level.solution.is_empty() || level.wrong.is_empty() {
        return Err("a level needs its par, its solution and a wrong move".to_owned());
    }
    Ok(level)
}

/// The sentences of an `en` or `fr` line.
fn sentences<'a>(line: &'a str, lang: &str) -> Result<Vec<&'a str>, String> {
    line.strip_prefix(lang)
        .and_then(|rest| rest.strip_prefix(' '))
        .map(|rest| rest.split(" | ").map(str::trim).collect())
        .ok_or(format!("a line `{lang} …` expected"))
}

/// The texts of both languages, sentence by sentence.
fn texts(en: &'static str, fr: &'static str) -> Result<Vec<Text>, String> {
    let (en, fr) = (sentences(en, "en")?, sentences(fr, "fr")?);
    if en.len() != fr.len() || en.iter().chain(&fr).any(|text| text.is_empty()) {
        return Err("the English and French lines do not match".to_owned());
    }
    Ok(en
        .into_iter()
        .zip(fr)
        .map(|(en, fr)| Text { en, fr })
        .collect())
}

/// Reads the table.
///
/// # Errors
/// The first line that cannot be read, and why.
pub fn parse(table: &'static str) -> Result<Vec<Lesson>, DataError> {
    let mut lines = table
        .lines()
        .enumerate()
        .map(|(at, line)| (at + 1, line.trim()))
        .filter(|(_, line)| !line.is_empty() && !line.starts_with('#'));
    let mut lessons: Vec<Lesson> = Vec::new();
    while let Some((at, head)) = lines.next() {
        let fail = |why: String| DataError { line: at, why };
        let (en, fr) = match (lines.next(), lines.next()) {
            (Some((_, en)), Some((_, fr))) => (en, fr),
            _ => return Err(fail("two lines of texts expected".to_owned())),
        };
        let texts = texts(en, fr).map_err(fail)?;
        if let Some(id) = head.strip_prefix("lesson ") {
            let [title, summary] = texts[..] else {
                return Err(fail("a lesson has a title and a summary".to_owned()));
            };
            lessons.push(Lesson {
                id: id.trim(),
                title,
                summary,
                levels: Vec::new(),
            });
        } else if let Some(fields) = head.strip_prefix("level ") {
            let mut level = level_line(fields).map_err(fail)?;
            let [goal_text, why, ref show @ ..] = texts[..] else {
                return Err(fail("a level has a goal and a reason".to_owned()));
            };
            if show.len() != level.solution.len() {
                return Err(fail("one sentence per move of the solution".to_owned()));
            }
            (level.goal_text, level.why, level.show) = (goal_text, why, show.to_vec());
            let lesson = lessons
                .last_mut()
                .ok_or(fail("a level before any lesson".to_owned()))?;
            lesson.levels.push(level);
        } else {
            return Err(fail(format!("`lesson` or `level` expected: {head}")));
        }
    }
    Ok(lessons)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_parses_into_about_ten_lessons_of_three_to_six_levels() {
        let lessons = parse(TABLE).expect("the table");
        assert_eq!(lessons.len(), 10);
        for lesson in &lessons {
            assert!((3..=6).contains(&lesson.levels.len()), "{}", lesson.id);
        }
        assert_eq!(lessons, super::lessons());
        let mut ids: Vec<_> = lessons.iter().map(|lesson| lesson.id).collect();
        ids.dedup();
        assert_eq!(ids.len(), 10, "the ids differ");
    }

    #[test]
    fn a_bad_line_is_named() {
        let bad = "lesson x\nen A | B\nfr A | B\nlevel 4-4 ; land c ; par 1 ; show C ; wrong B\nen a | b | c\nfr a | b | c\n";
        let error = parse(bad).unwrap_err();
        assert_eq!(error.line, 4);
        assert!(error.why.starts_with("bad position"), "{}", error.why);
        let no_french = "lesson x\nen A | B\nen A | B\n";
        assert_eq!(parse(no_french).unwrap_err().line, 1);
        let two_goals = "lesson x\nen A | B\nfr A | B\nlevel 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S ; land c ; safe ; par 1 ; show C ; wrong B\nen a | b | c\nfr a | b | c\n";
        assert_eq!(
            parse(two_goals).unwrap_err().why,
            "a level has exactly one goal"
        );
    }
}
