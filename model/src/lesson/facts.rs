//! What a lesson's sentence may name, read from the engine rather than written by hand: the pit
//! sown, its seeds, where the last one fell, what the move took. A sentence names a fact between
//! braces (`"the last seed makes {count} in {last}"`); `kawu_i18n::lessons` says it in words.

use kawu_engine::{MoveTrace, Pit, Position, Side};

use super::data::{Goal, Level};

/// A fact a sentence may name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fact {
    /// `{pit}`: the pit sown (for a goal, the pit the level is about).
    Pit,
    /// `{seeds}`: the seeds sown (for a goal, the seeds in that pit at the start).
    Seeds,
    /// `{last}`: where the last seed fell.
    Last,
    /// `{count}`: the seeds in that pit once the last one fell.
    Count,
    /// `{taken}`: the seeds captured.
    Taken,
    /// `{pits}`: the pits captured.
    Pits,
    /// `{stop}`: where the chain of captures stopped.
    Stop,
    /// `{wanted}`: the seeds the goal asks for.
    Wanted,
    /// `{board}`: the seeds on the board at the level's start.
    Board,
}

impl Fact {
    const NAMES: [(&'static str, Fact); 9] = [
        ("pit", Fact::Pit),
        ("seeds", Fact::Seeds),
        ("last", Fact::Last),
        ("count", Fact::Count),
        ("taken", Fact::Taken),
        ("pits", Fact::Pits),
        ("stop", Fact::Stop),
        ("wanted", Fact::Wanted),
        ("board", Fact::Board),
    ];

    /// The fact named `name` between braces.
    #[must_use]
    pub fn named(name: &str) -> Option<Fact> {
        Fact::NAMES
            .iter()
            .find(|(known, _)| *known == name)
            .map(|&(_, fact)| fact)
    }
}

/// A piece of a sentence: words as written, or a fact to fill in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Piece<'a> {
    /// Words.
    Words(&'a str),
    /// A fact.
    Fact(Fact),
    /// Braces around an unknown name (kept as written; the proofs refuse it).
    Unknown(&'a str),
}

/// The pieces of `text`, in order.
#[must_use]
pub fn pieces(text: &str) -> Vec<Piece<'_>> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}').map(|at| open + at) else {
            break;
        };
        if open > 0 {
            found.push(Piece::Words(&rest[..open]));
        }
        let name = &rest[open + 1..close];
        found.push(Fact::named(name).map_or(Piece::Unknown(name), Piece::Fact));
        rest = &rest[close + 1..];
    }
    if !rest.is_empty() {
        found.push(Piece::Words(rest));
    }
    found
}

/// The facts a sentence of a level may name.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Facts {
    /// The player's side.
    pub player: Option<Side>,
    /// `{pit}`.
    pub pit: Option<Pit>,
    /// `{seeds}`.
    pub seeds: Option<u8>,
    /// `{last}`.
    pub last: Option<Pit>,
    /// `{count}`.
    pub count: Option<u8>,
    /// `{taken}`.
    pub taken: Option<u8>,
    /// `{pits}` (empty when none).
    pub pits: Vec<Pit>,
    /// `{stop}`: the pit where the chain stopped and its seeds.
    pub stop: Option<(Pit, u8)>,
    /// `{wanted}`.
    pub wanted: Option<u8>,
    /// `{board}`.
    pub board: Option<u8>,
}

impl Facts {
    /// The facts of a level's goal: the pit it is about (a prediction's pit, else the first
    /// marked pit) and its seeds, the seeds asked for, the seeds on the board.
    #[must_use]
    pub fn of_goal(level: &Level) -> Facts {
        let pit = match level.goal {
            Goal::Predict(pit) => Some(pit),
            _ => level.marks.first().copied(),
        };
        let wanted = match level.goal {
            Goal::Capture(seeds) | Goal::Exact(seeds) => Some(seeds),
            _ => None,
        };
        Facts {
            player: Some(level.start.to_move()),
            pit,
            seeds: pit.map(|pit| level.start.seeds(pit)),
            wanted,
            board: Some(level.start.board_seeds()),
            ..Facts::default()
        }
    }

    /// The facts of the move `trace` played from `before` in `level`.
    #[must_use]
    pub fn of_move(level: &Level, before: &Position, trace: &MoveTrace) -> Facts {
        let last = trace.last();
        let landed = trace.sown.iter().filter(|&&pit| pit == last).count();
        let count = usize::from(before.seeds(last)) + landed;
        let after = before.play(trace.origin).ok().map(|(after, _)| after);
        let stop = trace.captured.last().zip(after).map(|(first, after)| {
            let stop = first.prev();
            (stop, after.seeds(stop))
        });
        Facts {
            pit: Some(trace.origin),
            seeds: u8::try_from(trace.sown.len()).ok(),
            last: Some(last),
            count: u8::try_from(count).ok(),
            taken: Some(trace.seeds_captured),
            pits: trace.captured.clone(),
            stop,
            ..Facts::of_goal(level)
        }
    }

    /// True when `fact` is known here.
    #[cfg(test)]
    #[must_use]
    pub fn has(&self, fact: Fact) -> bool {
        match fact {
            Fact::Pit => self.pit.is_some(),
            Fact::Seeds => self.seeds.is_some(),
            Fact::Last => self.last.is_some(),
            Fact::Count => self.count.is_some(),
            Fact::Taken => self.taken.is_some(),
            Fact::Pits => !self.pits.is_empty(),
            Fact::Stop => self.stop.is_some(),
            Fact::Wanted => self.wanted.is_some(),
            Fact::Board => self.board.is_some(),
        }
    }

    /// True when every fact `text` names is known here (and it names no unknown one): the proofs
    /// check every sentence with it.
    #[cfg(test)]
    #[must_use]
    pub fn fill(&self, text: &str) -> bool {
        pieces(text).into_iter().all(|piece| match piece {
            Piece::Words(_) => true,
            Piece::Fact(fact) => self.has(fact),
            Piece::Unknown(_) => false,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sentence_splits_into_words_and_facts() {
        assert_eq!(
            pieces("Sow {pit}: {nope} in {last}."),
            vec![
                Piece::Words("Sow "),
                Piece::Fact(Fact::Pit),
                Piece::Words(": "),
                Piece::Unknown("nope"),
                Piece::Words(" in "),
                Piece::Fact(Fact::Last),
                Piece::Words("."),
            ]
        );
        assert_eq!(pieces("no brace {"), vec![Piece::Words("no brace {")]);
    }

    #[test]
    fn a_move_s_facts_come_from_its_trace() {
        let before: Position = "0-0-8-0-0-1-3-1-1-1-2-0-15-16-S".parse().expect("valid");
        let c = Pit::from_letter('C').expect("a letter");
        let (_, trace) = before.play(c).expect("legal");
        let level = Level {
            start: before,
            goal: Goal::Capture(9),
            par: 1,
            limit: 1,
            solution: vec![c],
            wrong: vec![c],
            marks: vec![],
            claims: vec![],
            preview: false,
            goal_text: super::super::Text { en: "", fr: "" },
            why: super::super::Text { en: "", fr: "" },
            show: vec![],
        };
        let facts = Facts::of_move(&level, &before, &trace);
        let letter = |pit: Option<Pit>| pit.map(Pit::letter);
        assert_eq!(
            (letter(facts.pit), facts.seeds, facts.taken),
            (Some('C'), Some(8), Some(9))
        );
        assert_eq!((letter(facts.last), facts.count), (Some('e'), Some(3)));
        assert_eq!(
            facts
                .pits
                .iter()
                .map(|pit| pit.letter())
                .collect::<String>(),
            "edcb"
        );
        assert_eq!(
            facts.stop.map(|(pit, seeds)| (pit.letter(), seeds)),
            Some(('a', 4))
        );
        assert!(facts.fill("{pit} took {taken}, stopped at {stop}; {wanted} asked of {board}"));
        assert!(!facts.fill("{nope}"));
        assert!(!Facts::of_goal(&level).fill("{last}"));
    }
}
