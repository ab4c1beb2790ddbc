//! **Hard**: the full engine, and the hint.
//!
//! Policy: the opening book's move where it has one ([`crate::book`], on unless the request
//! says no); otherwise iterative deepening to the request's deadline (1 s by default) with the full
//! evaluation, the transposition table (kept from the last search against the clock) and the
//! endgame table; no noise.
//!
//! The endgame table (every board of 12 seeds or fewer) is built once per process, the first
//! time hard searches a position with [`TABLE_NEAR`] seeds or fewer on the board, before its
//! clock starts: about 3 s natively, once. [`prepare_endgame`] builds it ahead of time, and
//! [`prepare_endgame_up_to`] a bigger one after it (`kawu uci` builds up to 22 seeds, or reads
//! them back from the file it keeps them in: [`prepare_endgame_kept`]).
//! Under other rules the book is silent and the table is the one of the game's rules
//! ([`crate::endgame::Table::rules_for`], 12 seeds, built the same way: [`prepare_endgame_for`];
//! none under `stuck=draw`).
//! Where the table's bounds decide who wins, the search stops and scores the end of the game.
//! Where the winner depends on the cycles (the bounds straddle a draw), it searches on with the
//! repetition rule, the table's value taking the evaluation's place at its horizon. Stopping
//! at that value, as the search once did, lost close endings to Aalina: the value cannot see
//! the repetitions an opponent steers into.

use std::sync::{Mutex, OnceLock, PoisonError};

use kawu_engine::{Game, Position, Rules, Side};

use super::limits;
use crate::book::Book;
use crate::endgame::Table;
use crate::eval::Weights;
use crate::score::{captured_margin, MAX_PLY};
use crate::search::{Ending, Estimate, Oracle, Searcher};
use crate::tt;
use crate::{Choice, Clock, Request};

/// Buckets of the transposition table, as a power of two (16 bytes each: 16 MB), unless the
/// request asks for another size ([`Request::tt_bits`]).
pub const TABLE_BITS: u32 = 20;

/// The sizes a request may ask for: 1 MB to 4 GB. A request outside is brought within.
pub const TABLE_BITS_RANGE: std::ops::RangeInclusive<u32> = 16..=28;

/// Buckets in a megabyte, as a power of two (16 bytes each).
const MB_BITS: u32 = 16;

/// The table's size for `mb` megabytes, rounded down to a power of two and brought within
/// [`TABLE_BITS_RANGE`], as [`Request::tt_bits`].
#[must_use]
pub fn table_bits_for_mb(mb: u32) -> u32 {
    (MB_BITS + mb.max(1).ilog2()).clamp(*TABLE_BITS_RANGE.start(), *TABLE_BITS_RANGE.end())
}

/// The size in megabytes of a table of `2^bits` buckets (`bits` within [`TABLE_BITS_RANGE`]).
#[must_use]
pub const fn table_mb(bits: u32) -> u32 {
    1 << (bits - MB_BITS)
}

/// The hard level's move (the game must not be over); `report` sees each completed depth.
pub fn choose(
    game: &Game,
    request: &Request,
    clock: &dyn Clock,
    report: &mut dyn FnMut(&Choice),
) -> Option<Choice> {
    if let Some(choice) = from_book(game, request) {
        report(&choice);
        return Some(choice);
    }
    let endgame = if request.endgame_table {
        endgame(&game.position())
    } else {
        None
    };
    let rules = game.position().rules();
    let limits = limits(request, clock, MAX_PLY as u32);
    let bits = request
        .tt_bits
        .clamp(*TABLE_BITS_RANGE.start(), *TABLE_BITS_RANGE.end());
    // A search to a fixed depth starts afresh, so that it gives the same move every time.
    let kept = match request.max_depth {
        None => TABLE.lock().unwrap_or_else(PoisonError::into_inner).take(),
        Some(_) => None,
    };
    // Its values are those of a search for one side (see `search::Estimate::cautious`), under
    // one rule set (its keys do not name the rules).
    let table = kept
        .filter(|(side, kept_rules, table)| {
            (*side, *kept_rules) == (game.to_move(), rules) && table.bits() == bits
        })
        .map_or_else(|| tt::Table::new(bits), |(_, _, table)| table);
    let mut searcher =
        Searcher::with_table(game, Weights::DEFAULT, table, clock, limits).with_oracle(endgame);
    let choice = searcher.think(report);
    if request.max_depth.is_none() {
        *TABLE.lock().unwrap_or_else(PoisonError::into_inner) =
            Some((game.to_move(), rules, searcher.into_table()));
    }
    choice
}

/// The opening book's move for the current position, if the book has it and the request allows
/// it: a search deeper than the clock allows, done when the book was built. A request for a
/// shallower search than the book's gets that search.
fn from_book(game: &Game, request: &Request) -> Option<Choice> {
    let book = Book::shipped();
    if !request.book || request.max_depth.is_some_and(|depth| depth < book.depth()) {
        return None;
    }
    let entry = book.get(&game.position())?;
    // The expected line: the book's moves for as long as it has them.
    let mut pv = vec![entry.pit];
    let mut position = game.position();
    position.play_unchecked(entry.pit);
    while let Some(next) = book.get(&position).filter(|_| pv.len() <= MAX_PLY) {
        pv.push(next.pit);
        position.play_unchecked(next.pit);
    }
    Some(Choice {
        pit: entry.pit,
        score: entry.score,
        decided: false,
        depth: book.depth(),
        nodes: 0,
        pv,
    })
}

/// Seeds on the board at or below which hard wants the endgame table: from here the search
/// reaches boards of 12 seeds within its horizon.
pub const TABLE_NEAR: u8 = 24;

/// The transposition table of the last search against the clock, kept for the next one: the
/// search of the next move starts with what this one found (its moves to try first, values
/// two plies deeper). Such a search depends on the clock anyway, so this costs no
/// reproducibility; a search to a fixed depth uses a table of its own. Kept with the side that
/// search played and the rules of its game: a search for the other side (a hint for the
/// player), or under other rules, starts afresh.
static TABLE: Mutex<Option<(Side, Rules, tt::Table)>> = Mutex::new(None);

/// Forgets what the searches of earlier moves found (the kept transposition table), so that the
/// next search starts as the first one of the process did: for a new game, which owes nothing
/// to the last one (values the last game's repetitions decided cannot leak into it).
pub fn forget_searches() {
    *TABLE.lock().unwrap_or_else(PoisonError::into_inner) = None;
}

/// The endgame table every build has (12 seeds, fewer if the native tool asks for fewer), built
/// here or installed, or the native tool's bigger table read back from its file.
static ENDGAME: OnceLock<Table> = OnceLock::new();

/// The native tool's bigger endgame table, once built: searches started after that use it.
static BIGGER: OnceLock<Table> = OnceLock::new();

/// The endgame table in use, built now up to 12 seeds if none was built or installed yet (about
/// 3 s natively): call it when idle so that no move pays for it.
pub fn prepare_endgame() -> &'static Table {
    BIGGER
        .get()
        .unwrap_or_else(|| ENDGAME.get_or_init(Table::build))
}

/// Builds the endgame table up to `seeds` seeds (at most [`crate::endgame::CAPACITY`]) if none
/// was built or installed yet. Past 12 seeds, for the native tool on a thread of its own, in two
/// steps: the 12-seed table first, which searches use as soon as it is there, then the levels
/// above it (22 seeds: about 22 minutes more and 1.65 GB), which every search started after that
/// uses.
/// A search that needs the table before the first step is done waits for it. Returns the table
/// in use.
pub fn prepare_endgame_up_to(seeds: usize) -> &'static Table {
    prepare_endgame_kept(seeds, || None)
}

/// Like [`prepare_endgame_up_to`], with the table first asked of `kept` (the native tool reads
/// the one it kept in a file, checked by [`Table::read_kept`]): a search that needs the table
/// meanwhile waits for it rather than building one of its own. When `kept` has none, the table
/// is built as [`prepare_endgame_up_to`] builds it.
pub fn prepare_endgame_kept(seeds: usize, kept: impl FnOnce() -> Option<Table>) -> &'static Table {
    let table = ENDGAME.get_or_init(|| {
        kept().unwrap_or_else(|| Table::build_up_to(seeds.min(crate::endgame::MAX_SEEDS)))
    });
    if seeds <= table.seeds() {
        return prepare_endgame();
    }
    BIGGER.get_or_init(|| table.extended_to(seeds))
}

/// The endgame table in use if it is built or installed already, without building it.
#[must_use]
pub fn endgame_if_ready() -> Option<&'static Table> {
    BIGGER.get().or_else(|| ENDGAME.get())
}

/// Makes `table` the endgame table of its rules (one kept from an earlier run, checked by
/// [`Table::from_bytes`]), unless one is there already.
pub fn install_endgame(table: Table) {
    if table.rules() == Rules::ABAPA {
        ENDGAME.get_or_init(|| table);
    } else {
        other_table(table.rules(), || Some(table));
    }
}

/// The endgame table for a game under `rules` if it is built or installed already, without
/// building it; `None` too when no table answers for these rules (`stuck=draw`).
#[must_use]
pub fn endgame_ready_for(rules: Rules) -> Option<&'static Table> {
    table_for(rules, false)
}

/// The endgame tables of rules other than abapa's, built in this process (at most four:
/// `grand-slam=forbidden`, `indetermination=yes`, both, Kalah: [`Table::rules_for`]), each
/// kept for the rest of it as abapa's is.
static OTHER_RULES: Mutex<Vec<&'static Table>> = Mutex::new(Vec::new());

/// The endgame table for a game under `rules` (abapa's is [`prepare_endgame`]'s), built now
/// (12 seeds, a few seconds natively) if it was not yet, or `None` when no table answers for
/// these rules (`stuck=draw`): call it when idle so that no move pays for it.
pub fn prepare_endgame_for(rules: Rules) -> Option<&'static Table> {
    table_for(rules, true)
}

/// The endgame table for `rules`, built if `build` and it was not yet, else only if ready.
pub(crate) fn table_for(rules: Rules, build: bool) -> Option<&'static Table> {
    let rules = Table::rules_for(rules)?;
    if rules == Rules::ABAPA {
        return if build {
            Some(prepare_endgame())
        } else {
            endgame_if_ready()
        };
    }
    other_table(rules, || {
        build
            .then(|| Table::build_for(rules, crate::endgame::MAX_SEEDS))
            .flatten()
    })
}

/// The table of `rules` (not abapa's) kept in this process, or the one `make` gives, kept from
/// now on: made under the lock, so that two searches never build the same table twice.
fn other_table(rules: Rules, make: impl FnOnce() -> Option<Table>) -> Option<&'static Table> {
    let mut others = OTHER_RULES.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(&table) = others.iter().find(|table| table.rules() == rules) {
        return Some(table);
    }
    let table: &'static Table = Box::leak(Box::new(make()?));
    others.push(table);
    Some(table)
}

/// The endgame table for a search from `root` (under its rules): built if the end is near, else
/// only if ready.
fn endgame(root: &Position) -> Option<&'static dyn Oracle> {
    table_for(root.rules(), root.board_seeds() <= TABLE_NEAR).map(|table| table as &dyn Oracle)
}

impl Oracle for Table {
    /// The table's margin over the board plus the seeds already captured: the final margin,
    /// decided when the table's bounds (which hold for a game that starts afresh at the board)
    /// agree on the winner, else an estimate that keeps the bounds.
    fn probe(&self, position: &Position) -> Option<Ending> {
        let (value, (lo, hi)) = Table::probe_with_bounds(self, position)?;
        let captured = captured_margin(position);
        let [value, lo, hi] = [value, lo, hi].map(|margin| captured + i32::from(margin));
        Some(if lo.signum() == hi.signum() {
            Ending::Decided(value)
        } else {
            Ending::Estimated(Estimate { value, lo, hi })
        })
    }

    fn prefetch(&self, position: &Position) {
        Table::prefetch(self, position);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;
    use crate::search::Limits;
    use crate::SystemClock;

    /// Positions of random games once at most `seeds` seeds are left on the board.
    fn small_endings(seeds: u8, games: u64) -> Vec<Position> {
        let mut endings = Vec::new();
        for seed in 0..games {
            let mut rng = Rng::new(seed);
            let mut game = Game::new();
            while game.outcome().is_none() {
                let position = game.position();
                if position.board_seeds() <= seeds {
                    endings.push(position);
                }
                let moves = game.legal_moves();
                game.play(rng.pick(&moves)).unwrap();
            }
        }
        endings
    }

    /// The side to move's certain final margins `(lo, hi)` from the table: its bounds plus the
    /// seeds already captured.
    fn certain(table: &Table, position: &Position) -> (i32, i32) {
        let captured = captured_margin(position);
        let (lo, hi) = table.bounds(position).unwrap();
        (captured + i32::from(lo), captured + i32::from(hi))
    }

    #[test]
    fn the_opening_is_played_from_the_book_unless_the_request_says_no() {
        // Stopped, so that the shallow search below reaches its depth on a busy machine too.
        let clock = crate::clock::Unhurried;
        let mut game = Game::new();
        for letter in "Db".chars() {
            game.play(kawu_engine::Pit::from_letter(letter).unwrap())
                .unwrap();
        }
        let entry = Book::shipped()
            .get(&game.position())
            .expect("a book position");
        let request = Request {
            movetime_ms: 50,
            ..Request::new(crate::Level::Hard, 0)
        };
        let mut reported = Vec::new();
        let choice = choose(&game, &request, &clock, &mut |c| reported.push(c.clone())).unwrap();
        assert_eq!(
            (choice.pit, choice.score, choice.nodes),
            (entry.pit, entry.score, 0)
        );
        assert_eq!(choice.depth, Book::shipped().depth());
        assert_eq!(reported, vec![choice]);
        let searched = Request {
            book: false,
            max_depth: Some(2),
            ..request
        };
        assert!(choose(&game, &searched, &clock, &mut |_| {}).unwrap().nodes > 0);
        let shallow = Request {
            max_depth: Some(4),
            ..request
        };
        assert_eq!(
            choose(&game, &shallow, &clock, &mut |_| {}).unwrap().depth,
            4
        );
    }

    #[test]
    fn a_table_win_stays_a_win_and_the_winner_agrees_with_the_table_bounds() {
        let table = Table::build_up_to(8);
        let clock = SystemClock::new();
        let mut wins = 0;
        for position in small_endings(8, 40) {
            let game = Game::from_position(position);
            let limits = Limits {
                deadline_ms: f64::INFINITY,
                max_depth: 4,
            };
            let choice = Searcher::new(&game, Weights::DEFAULT, 10, &clock, limits)
                .with_oracle(Some(&table))
                .think(&mut |_| {})
                .unwrap();
            let (lo, hi) = certain(&table, &position);
            // The margins differ when the real game stops at 25; who wins does not.
            let sign = choice.score.signum();
            assert!(
                lo.signum() <= sign && sign <= hi.signum(),
                "{position}: {}",
                choice.score
            );
            if lo > 0 {
                wins += 1;
                let (after, _) = position.play(choice.pit).unwrap();
                let kept = match after.outcome() {
                    Some(outcome) => outcome.winner() == Some(position.to_move()),
                    None => certain(&table, &after).1 < 0,
                };
                assert!(kept, "{position}: {} gives up the win", choice.pit);
            }
        }
        assert!(wins >= 20, "only {wins} certain wins");
    }
}
