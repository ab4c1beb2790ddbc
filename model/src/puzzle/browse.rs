//! Going from puzzle to puzzle in the puzzles' room, as a pure state machine, [`Browsing`]: the
//! engine's set as it loads, the puzzle shown (the next one in rising difficulty, of the theme
//! chosen, or the puzzle of the day) or the player's own costly moves one after the other, and
//! the player's record as each first try is decided. The view carries out what it needs from
//! the browser (the file fetched, the record read and kept, the date) and sends [`Step`]s.

use std::rc::Rc;

use kawu_ai::puzzle::{Puzzle, Theme};

use super::pick::next;
use super::record::Record;
use super::{Retry, Task};

/// The engine's set as it loads.
#[derive(Debug, Clone, PartialEq)]
pub enum Set {
    /// Being fetched.
    Loading,
    /// Ready: the puzzles, and the index of the day's.
    Ready {
        /// The puzzles, in rising difficulty.
        puzzles: Rc<Vec<Puzzle>>,
        /// The puzzle of the day, by the browser's date.
        day: usize,
    },
    /// Could not be loaded: why.
    Failed(String),
}

/// What is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shown {
    /// The player's costly move of this rank.
    Retry(usize),
    /// The set's puzzle of this index (`None` until the set is ready, or when the theme has no
    /// puzzle).
    Set(Option<usize>),
}

/// What the player (or the page) does.
#[derive(Debug, Clone, PartialEq)]
pub enum Step {
    /// The set arrived, with the index of the day's puzzle in it.
    Loaded {
        /// The puzzles, in rising difficulty.
        puzzles: Rc<Vec<Puzzle>>,
        /// The puzzle of the day.
        day: usize,
    },
    /// The set could not be loaded: why.
    Failed(String),
    /// The next puzzle: the next costly move, else the set's next puzzle of the theme.
    Next,
    /// The puzzle of the day, once the set is ready.
    Daily,
    /// The player's first costly move, if the room opened on some.
    Mistakes,
    /// A theme chosen (`None` for every theme): its first puzzle to play, once the set is ready.
    Theme(Option<Theme>),
    /// The first try of the puzzle shown is decided: solved, or not.
    Decided(bool),
    /// What the live region says now.
    Say(String),
}

/// The puzzles' room.
#[derive(Debug, Clone, PartialEq)]
pub struct Browsing {
    /// The engine's set.
    pub set: Set,
    /// The player's costly moves the room opened on (none when it opened on the set).
    pub retries: Vec<Retry>,
    /// What is shown.
    pub shown: Shown,
    /// The theme chosen (`None` for every theme).
    pub theme: Option<Theme>,
    /// The player's record.
    pub record: Record,
    /// The kept record could not be read, and started afresh.
    pub lost: bool,
    /// Bumped each time the record changes: the view keeps it then.
    pub kept: u64,
    /// Bumped each time a puzzle opens (again): its board starts afresh.
    pub opened: u64,
    /// What the live region says.
    pub said: String,
}

impl Browsing {
    /// The room as it opens on `retries` (the first of them shown, if any, else the set's next
    /// puzzle once it loads), with the record kept and whether that record was lost.
    #[must_use]
    pub fn new(retries: Vec<Retry>, record: Record, lost: bool) -> Browsing {
        let shown = if retries.is_empty() {
            Shown::Set(None)
        } else {
            Shown::Retry(0)
        };
        Browsing {
            set: Set::Loading,
            retries,
            shown,
            theme: None,
            record,
            lost,
            kept: 0,
            opened: 0,
            said: String::new(),
        }
    }

    /// The set's puzzles, once ready.
    #[must_use]
    pub fn puzzles(&self) -> Option<&Rc<Vec<Puzzle>>> {
        match &self.set {
            Set::Ready { puzzles, .. } => Some(puzzles),
            _ => None,
        }
    }

    /// The index of the day's puzzle, once the set is ready.
    #[must_use]
    pub fn day(&self) -> Option<usize> {
        match self.set {
            Set::Ready { day, .. } => Some(day),
            _ => None,
        }
    }

    /// Whether the puzzle shown is the day's.
    #[must_use]
    pub fn daily(&self) -> bool {
        self.day()
            .is_some_and(|day| self.shown == Shown::Set(Some(day)))
    }

    /// What is solved now, if anything.
    #[must_use]
    pub fn task(&self) -> Option<Task> {
        match self.shown {
            Shown::Retry(rank) => self.retries.get(rank).cloned().map(Task::Retry),
            Shown::Set(index) => index
                .and_then(|index| self.puzzles()?.get(index).cloned())
                .map(Task::Set),
        }
    }

    /// Opens `shown`, afresh even when it is shown already.
    fn open(&mut self, shown: Shown) {
        self.opened += 1;
        self.shown = shown;
    }

    /// The set's next puzzle of the theme after `after`, once the set is ready.
    fn next_ready(&self, after: Option<usize>) -> Option<usize> {
        self.next_set(self.puzzles()?, after)
    }

    /// The next puzzle of `puzzles` of the theme after `after` (see [`next`]).
    fn next_set(&self, puzzles: &[Puzzle], after: Option<usize>) -> Option<usize> {
        next(puzzles, &self.record, self.theme, after)
    }
}

impl crate::Machine for Browsing {
    type Step = Step;

    fn apply(&self, step: Step) -> Browsing {
        let mut next = self.clone();
        match step {
            Step::Loaded { puzzles, day } => {
                if self.shown == Shown::Set(None) {
                    next.shown = Shown::Set(self.next_set(&puzzles, None));
                }
                next.set = Set::Ready { puzzles, day };
            }
            Step::Failed(why) => next.set = Set::Failed(why),
            Step::Next => next.open(match self.shown {
                Shown::Retry(rank) if rank + 1 < self.retries.len() => Shown::Retry(rank + 1),
                Shown::Retry(_) => Shown::Set(self.next_ready(None)),
                Shown::Set(index) => Shown::Set(self.next_ready(index)),
            }),
            Step::Daily => {
                if let Some(day) = self.day() {
                    next.open(Shown::Set(Some(day)));
                }
            }
            Step::Mistakes => {
                if !self.retries.is_empty() {
                    next.open(Shown::Retry(0));
                }
            }
            Step::Theme(theme) => {
                next.theme = theme;
                if let Some(puzzles) = self.puzzles() {
                    next.open(Shown::Set(next.next_set(puzzles, None)));
                }
            }
            Step::Decided(solved) => {
                if let Some(Task::Set(puzzle)) = self.task() {
                    next.record.tried(&puzzle.id, solved);
                    if next.record != self.record {
                        next.kept += 1;
                    }
                }
            }
            Step::Say(text) => next.said = text,
        }
        next
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::{self, shipped};
    use crate::Machine;

    /// The costly move of ply `ply` (the same position and lines as any other).
    fn retry(ply: usize) -> Retry {
        Retry {
            ply,
            ..test_util::retry()
        }
    }

    fn loaded(day: usize) -> Step {
        Step::Loaded {
            puzzles: Rc::new(shipped()),
            day,
        }
    }

    /// The room opened on the set, loaded, with the day's puzzle at `day`.
    fn ready(day: usize) -> Browsing {
        Browsing::new(Vec::new(), Record::default(), false).apply(loaded(day))
    }

    fn id(browsing: &Browsing) -> Option<String> {
        match browsing.task()? {
            Task::Set(puzzle) => Some(puzzle.id),
            Task::Retry(_) => None,
        }
    }

    #[test]
    fn the_set_s_first_untried_puzzle_opens_once_the_set_arrives() {
        let opening = Browsing::new(Vec::new(), Record::default(), false);
        assert_eq!(opening.set, Set::Loading);
        assert_eq!((opening.shown, opening.task()), (Shown::Set(None), None));
        assert_eq!((opening.day(), opening.daily()), (None, false));
        let ready = opening.apply(loaded(5));
        assert_eq!(ready.shown, Shown::Set(Some(0)));
        assert_eq!(id(&ready), Some(shipped()[0].id.clone()));
        assert_eq!(ready.day(), Some(5));
        assert_eq!(ready.opened, 0, "the first puzzle is not opened again");
    }

    #[test]
    fn a_record_kept_skips_the_puzzles_tried() {
        let puzzles = shipped();
        let mut record = Record::default();
        record.tried(&puzzles[0].id, true);
        let ready = Browsing::new(Vec::new(), record, false).apply(loaded(5));
        assert_eq!(ready.shown, Shown::Set(Some(1)));
    }

    #[test]
    fn a_set_that_does_not_load_says_why_and_shows_nothing() {
        let failed = Browsing::new(Vec::new(), Record::default(), true)
            .apply(Step::Failed("HTTP 404".into()));
        assert_eq!(failed.set, Set::Failed("HTTP 404".into()));
        assert_eq!(failed.task(), None);
        assert!(failed.lost);
        let unmoved = failed.apply(Step::Next).apply(Step::Daily);
        assert_eq!((unmoved.shown, unmoved.task()), (Shown::Set(None), None));
        let themed = unmoved.apply(Step::Theme(Some(Theme::ALL[0])));
        assert_eq!(
            themed.opened, unmoved.opened,
            "no set, no puzzle of the theme"
        );
    }

    #[test]
    fn next_goes_on_in_the_set_and_opens_afresh() {
        let ready = ready(5);
        let second = ready.apply(Step::Next);
        assert_eq!(second.shown, Shown::Set(Some(1)));
        assert_eq!(second.opened, ready.opened + 1);
    }

    #[test]
    fn the_day_s_puzzle_opens_on_demand_and_is_told_as_the_day_s() {
        assert!(!ready(5).daily());
        let day = ready(5).apply(Step::Daily);
        assert_eq!(
            (day.shown, day.daily(), day.opened),
            (Shown::Set(Some(5)), true, 1)
        );
        let again = day.apply(Step::Daily);
        assert_eq!(again.opened, 2, "the day's puzzle again starts afresh");
        assert!(!day.apply(Step::Next).daily());
        let loading = Browsing::new(Vec::new(), Record::default(), false);
        assert_eq!(loading.apply(Step::Daily), loading, "no day before the set");
    }

    #[test]
    fn a_theme_opens_its_first_puzzle_once_the_set_is_ready() {
        let puzzles = shipped();
        let theme = Theme::ALL
            .into_iter()
            .find(|&theme| !puzzles[0].themes.contains(&theme))
            .expect("a theme the first puzzle lacks");
        let chosen = ready(5).apply(Step::Theme(Some(theme)));
        assert_eq!(chosen.theme, Some(theme));
        assert_eq!(
            chosen.shown,
            Shown::Set(next(&puzzles, &Record::default(), Some(theme), None))
        );
        assert_eq!(chosen.opened, 1);
        if let Shown::Set(Some(index)) = chosen.shown {
            assert!(puzzles[index].themes.contains(&theme));
            let after = chosen.apply(Step::Next);
            assert_eq!(
                after.shown,
                Shown::Set(next(&puzzles, &Record::default(), Some(theme), Some(index)))
            );
        }
        let every = chosen.apply(Step::Theme(None));
        assert_eq!((every.theme, every.shown), (None, Shown::Set(Some(0))));
        let loading = Browsing::new(Vec::new(), Record::default(), false);
        let early = loading.apply(Step::Theme(Some(theme)));
        assert_eq!((early.theme, early.opened), (Some(theme), 0));
    }

    #[test]
    fn the_costly_moves_come_one_after_the_other_then_the_set() {
        let opening = Browsing::new(vec![retry(3), retry(9)], Record::default(), false);
        assert_eq!(opening.shown, Shown::Retry(0));
        assert_eq!(opening.task(), Some(Task::Retry(retry(3))));
        let loaded = opening.apply(loaded(5));
        assert_eq!(loaded.shown, Shown::Retry(0), "the set waits its turn");
        let second = loaded.apply(Step::Next);
        assert_eq!(second.task(), Some(Task::Retry(retry(9))));
        let set = second.apply(Step::Next);
        assert_eq!((set.shown, set.opened), (Shown::Set(Some(0)), 2));
        let back = set.apply(Step::Mistakes);
        assert_eq!((back.shown, back.opened), (Shown::Retry(0), 3));
        let none = ready(5);
        assert_eq!(
            none.apply(Step::Mistakes),
            none,
            "no costly move to go back to"
        );
    }

    #[test]
    fn past_the_costly_moves_before_the_set_arrives_its_first_puzzle_opens_on_arrival() {
        let opening = Browsing::new(vec![retry(3)], Record::default(), false);
        let waiting = opening.apply(Step::Next);
        assert_eq!((waiting.shown, waiting.task()), (Shown::Set(None), None));
        assert_eq!(waiting.apply(loaded(5)).shown, Shown::Set(Some(0)));
    }

    #[test]
    fn a_first_try_decided_is_kept_in_the_record_once() {
        let ready = ready(5);
        let solved = ready.apply(Step::Decided(true));
        assert_eq!((solved.record.solved(), solved.record.streak), (1, 1));
        assert_eq!(solved.kept, 1);
        let again = solved.apply(Step::Decided(false));
        assert_eq!(again.record, solved.record, "only the first try counts");
        assert_eq!(again.kept, 1, "nothing new to keep");
        let failed = again.apply(Step::Next).apply(Step::Decided(false));
        assert_eq!((failed.record.failed(), failed.record.streak), (1, 0));
        assert_eq!(failed.kept, 2);
    }

    #[test]
    fn a_costly_move_decided_is_no_puzzle_of_the_record() {
        let opening = Browsing::new(vec![retry(3)], Record::default(), false);
        let decided = opening.apply(Step::Decided(true));
        assert_eq!((decided.record, decided.kept), (Record::default(), 0));
    }

    #[test]
    fn the_live_region_says_what_it_is_told() {
        let said = ready(5).apply(Step::Say("Solved.".into()));
        assert_eq!(said.said, "Solved.");
        assert_eq!(said.apply(Step::Say(String::new())).said, "");
    }
}
