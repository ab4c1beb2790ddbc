//! Retrograde analysis of one level (all boards with the same number of seeds), once every
//! smaller level is solved, under the table's rules. See [`crate::endgame`] for what the values
//! mean.

use kawu_engine::{BySide, Pit, Position, Rules, Setup, Side, PITS, ROW};

use super::index::{boards, index, level_len, level_start};
use super::Entry;

/// Stands for "no bound yet": beyond every margin of a board the table can hold.
const UNBOUNDED: i8 = 64;

/// What one move of the side to move leads to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    /// The move captured or swept (in Kalah: put a seed in the store, or ended the game): it
    /// leaves the level. The margin it earns now (seeds captured or stored, minus seeds swept or
    /// collected by the opponent), the board left, seen from the new mover, and whether that
    /// mover is the same side (Kalah's extra move).
    Exit {
        now: i8,
        board: Option<usize>,
        again: bool,
    },
    /// The move captured nothing: the board it leads to on the same level, seen from the new
    /// mover.
    Quiet(usize),
}

/// The board seen by the other side: rows swapped.
pub(crate) fn mirrored(pits: &[u8; PITS]) -> [u8; PITS] {
    std::array::from_fn(|i| pits[(i + ROW) % PITS])
}

/// `pits` with South to move under `rules`, as a [`Position`] whose scores keep the 25-seed
/// stop out of reach for one move (South half the seeds − n, North half: 24 − n and 24 in
/// Awalé), or `None` if no game can reach it.
fn south_to_move(pits: [u8; PITS], rules: Rules) -> Option<Position> {
    let seeds: u8 = pits.iter().sum();
    let half = rules.seeds() / 2;
    let setup = Setup {
        pits,
        score: BySide::new(half.checked_sub(seeds)?, half),
        to_move: Side::South,
    };
    Position::from_setup_under(setup, rules).ok()
}

/// Plays `pit` (legal) in `position` (South to move, made by [`south_to_move`]).
fn step(position: Position, pit: Pit) -> Step {
    let seeds = position.board_seeds();
    let mut next = position;
    let captured = next.play_unchecked(pit);
    if next.board_seeds() == 0 {
        // North could not be fed: it swept what the capture left (in Kalah: a row emptied, and
        // North collected its own).
        let now = captured as i8 - (seeds - captured) as i8;
        return Step::Exit {
            now,
            board: None,
            again: false,
        };
    }
    let again = next.to_move() == Side::South;
    let pits = if again {
        *next.pits()
    } else {
        mirrored(next.pits())
    };
    let board = index(&pits).expect("sowing adds no seed");
    if captured > 0 {
        Step::Exit {
            now: captured as i8,
            board: Some(board),
            again,
        }
    } else {
        Step::Quiet(board)
    }
}

/// South's row minus North's: South's margin if the game ended here by repetition.
fn row_split(pits: &[u8; PITS]) -> i8 {
    let south: u8 = pits[..ROW].iter().sum();
    let north: u8 = pits[ROW..].iter().sum();
    south as i8 - north as i8
}

/// No move leaves the level.
const NO_EXIT: Entry = Entry {
    value: -UNBOUNDED,
    lo: -UNBOUNDED,
    hi: -UNBOUNDED,
};

/// The moves of one level: for each board, its best exits and its quiet moves.
struct Graph {
    /// Per board (rank in the level): the best margin of a move leaving the level, by the
    /// values of the smaller levels, by their lower bounds (`lo`) and by their upper bounds
    /// (`hi`); [`NO_EXIT`] if none.
    best_exit: Vec<Entry>,
    /// Quiet moves of the board of rank `r`: `quiet[first[r]..first[r + 1]]`, as ranks.
    first: Vec<u32>,
    quiet: Vec<u32>,
    /// Per board: whether one of its moves captures (a sweep alone is no capture).
    captures: Vec<bool>,
}

/// The quiet moves of a level turned round: the boards with a move to the board of rank `r`
/// are `from[first[r]..first[r + 1]]`.
struct Reversed {
    first: Vec<u32>,
    from: Vec<u32>,
}

impl Reversed {
    fn to(&self, rank: usize) -> &[u32] {
        &self.from[self.first[rank] as usize..self.first[rank + 1] as usize]
    }
}

impl Graph {
    fn build(seeds: usize, table: &[Entry], rules: Rules) -> Graph {
        let start = level_start(seeds);
        let len = level_len(seeds);
        let mut best_exit = vec![NO_EXIT; len];
        let mut captures = vec![false; len];
        let mut first = Vec::with_capacity(len + 1);
        // Room for every legal move, so the list is never moved while it grows; the pages it
        // does not fill are never touched, so they cost no memory.
        let mut quiet = Vec::with_capacity(len * ROW);
        first.push(0);
        for (rank, pits) in boards(seeds).enumerate() {
            if let Some(position) = south_to_move(pits, rules) {
                for &pit in &position.legal_moves() {
                    match step(position, pit) {
                        Step::Exit { now, board, again } => {
                            let later = board.map_or(Entry::default(), |b| table[b]);
                            let best = &mut best_exit[rank];
                            captures[rank] |= board.is_some() || now > -(seeds as i8);
                            if again {
                                best.value = best.value.max(now + later.value);
                                best.lo = best.lo.max(now + later.lo);
                                best.hi = best.hi.max(now + later.hi);
                            } else {
                                // The opponent's low bound is the mover's high one.
                                best.value = best.value.max(now - later.value);
                                best.lo = best.lo.max(now - later.hi);
                                best.hi = best.hi.max(now - later.lo);
                            }
                        }
                        Step::Quiet(board) => quiet.push((board - start) as u32),
                    }
                }
            }
            first.push(quiet.len() as u32);
        }
        Graph {
            best_exit,
            first,
            quiet,
            captures,
        }
    }

    /// `indetermination=yes`: a board from which no capture can happen any more ends the game
    /// (each side takes its own row, `splits`) when a move reaches it. Such a board gets its row
    /// split as its only exit and loses its quiet moves, and a quiet move to it becomes an exit
    /// worth that split. A capture can still happen from a board with a capture among its moves,
    /// or with a quiet move to a board from which one can.
    fn end_where_no_capture_can_happen(&mut self, splits: &[i8]) {
        let mut live = self.captures.clone();
        let reversed = self.reversed();
        let mut waiting: Vec<usize> = (0..self.len()).filter(|&rank| live[rank]).collect();
        while let Some(rank) = waiting.pop() {
            for &before in reversed.to(rank) {
                if !std::mem::replace(&mut live[before as usize], true) {
                    waiting.push(before as usize);
                }
            }
        }
        drop(reversed);
        let mut first = Vec::with_capacity(self.len() + 1);
        let mut quiet = Vec::with_capacity(self.quiet.len());
        first.push(0);
        for rank in 0..self.len() {
            if !live[rank] && !self.is_unreachable(rank) {
                let split = splits[rank];
                self.best_exit[rank] = Entry {
                    value: split,
                    lo: split,
                    hi: split,
                };
            } else {
                let moves = &self.quiet[self.first[rank] as usize..self.first[rank + 1] as usize];
                let best = &mut self.best_exit[rank];
                for &next in moves {
                    if live[next as usize] {
                        quiet.push(next);
                    } else {
                        let ends = -splits[next as usize];
                        best.value = best.value.max(ends);
                        best.lo = best.lo.max(ends);
                        best.hi = best.hi.max(ends);
                    }
                }
            }
            first.push(quiet.len() as u32);
        }
        (self.first, self.quiet) = (first, quiet);
    }

    fn len(&self) -> usize {
        self.best_exit.len()
    }

    fn quiet(&self, rank: usize) -> &[u32] {
        &self.quiet[self.first[rank] as usize..self.first[rank + 1] as usize]
    }

    /// A board no game reaches: South has no seed, or must feed and cannot.
    fn is_unreachable(&self, rank: usize) -> bool {
        self.best_exit[rank] == NO_EXIT && self.quiet(rank).is_empty()
    }

    /// The boards with a quiet move to each board: `from[first[r]..first[r + 1]]`.
    fn reversed(&self) -> Reversed {
        let mut first = vec![0u32; self.len() + 1];
        for &next in &self.quiet {
            first[next as usize + 1] += 1;
        }
        for rank in 0..self.len() {
            first[rank + 1] += first[rank];
        }
        // Each board's moves are filled in from the end of its slice down, so that `first`
        // itself serves as the cursor and ends as the slices' starts.
        let mut from = vec![0; self.quiet.len()];
        for rank in (0..self.len()).rev() {
            for &next in self.quiet(rank).iter().rev() {
                let end = &mut first[next as usize + 1];
                *end -= 1;
                from[*end as usize] = rank as u32;
            }
        }
        first.rotate_left(1);
        *first.last_mut().expect("one start per board and one end") = from.len() as u32;
        Reversed { first, from }
    }

    /// The bounds of every board: `lo` is what the mover can force whatever happens in
    /// cycles (endless play counted as its worst), `hi` what the opponent cannot keep it below
    /// (endless play counted as its best): the least and greatest fixed points, iterated from
    /// ∓∞ by sweeps over the level until nothing changes, each sweep looking again only at the
    /// boards with a move to a board that changed. `exit` gives the margins of a board's best
    /// exits that `lo` and `hi` start from; `reversed` is [`Graph::reversed`].
    fn bounds(&self, reversed: &Reversed, exit: impl Fn(&Entry) -> (i8, i8)) -> (Vec<i8>, Vec<i8>) {
        let mut lo = vec![-UNBOUNDED; self.len()];
        let mut hi = vec![UNBOUNDED; self.len()];
        let mut stale = vec![true; self.len()];
        let mut changed = true;
        while changed {
            changed = false;
            for rank in 0..self.len() {
                if !std::mem::take(&mut stale[rank]) {
                    continue;
                }
                let (mut new_lo, mut new_hi) = exit(&self.best_exit[rank]);
                for &next in self.quiet(rank) {
                    new_lo = new_lo.max(-hi[next as usize]);
                    new_hi = new_hi.max(-lo[next as usize]);
                }
                if (new_lo, new_hi) != (lo[rank], hi[rank]) {
                    (lo[rank], hi[rank]) = (new_lo, new_hi);
                    changed = true;
                    for &before in reversed.to(rank) {
                        stale[before as usize] = true;
                    }
                }
            }
        }
        (lo, hi)
    }

    /// Calls `each` on the strongly connected components of the quiet moves, each after
    /// every component it leads to (Tarjan's algorithm, without recursion), with its boards
    /// and whether it holds a cycle.
    fn components(&self, mut each: impl FnMut(&[u32], bool)) {
        let mut walk = Tarjan::new(self.len());
        // The walk's own stack: each board being visited and how many of its moves are done.
        let mut calls: Vec<(u32, u32)> = Vec::new();
        for root in 0..self.len() {
            if walk.order[root] != Tarjan::NEW {
                continue;
            }
            walk.visit(root);
            calls.push((root as u32, 0));
            while let Some(&mut (node, ref mut edge)) = calls.last_mut() {
                let node = node as usize;
                if let Some(&next) = self.quiet(node).get(*edge as usize) {
                    *edge += 1;
                    let next = next as usize;
                    if walk.order[next] == Tarjan::NEW {
                        walk.visit(next);
                        calls.push((next as u32, 0));
                    } else if walk.on_stack[next] {
                        walk.low[node] = walk.low[node].min(walk.order[next]);
                    }
                    continue;
                }
                calls.pop();
                if let Some(&(parent, _)) = calls.last() {
                    let parent = parent as usize;
                    walk.low[parent] = walk.low[parent].min(walk.low[node]);
                }
                if walk.low[node] == walk.order[node] {
                    let at = walk.component_start(node);
                    let members = &walk.stack[at..];
                    let cyclic = members.len() > 1 || self.quiet(node).contains(&(node as u32));
                    each(members, cyclic);
                    walk.pop_from(at);
                }
            }
        }
    }
}

/// The bookkeeping of Tarjan's walk over the boards of one level.
struct Tarjan {
    /// Visit number of each board, [`Tarjan::NEW`] before its visit.
    order: Vec<u32>,
    /// Least visit number reachable from each board within its component so far.
    low: Vec<u32>,
    /// Whether each board is on the stack.
    on_stack: Vec<bool>,
    /// Boards visited whose component is not closed yet.
    stack: Vec<u32>,
    /// Boards visited so far.
    seen: u32,
}

impl Tarjan {
    /// Not visited yet.
    const NEW: u32 = u32::MAX;

    fn new(len: usize) -> Tarjan {
        Tarjan {
            order: vec![Tarjan::NEW; len],
            low: vec![0; len],
            on_stack: vec![false; len],
            stack: Vec::new(),
            seen: 0,
        }
    }

    /// Numbers `board` on its first visit and puts it on the stack.
    fn visit(&mut self, board: usize) {
        self.order[board] = self.seen;
        self.low[board] = self.seen;
        self.seen += 1;
        self.stack.push(board as u32);
        self.on_stack[board] = true;
    }

    /// Where on the stack the component whose root is `root` begins: it is the rest of it.
    fn component_start(&self, root: usize) -> usize {
        self.stack
            .iter()
            .rposition(|&n| n as usize == root)
            .expect("a component's root is on the stack")
    }

    /// Takes the boards from `at` on off the stack.
    fn pop_from(&mut self, at: usize) {
        for &n in &self.stack[at..] {
            self.on_stack[n as usize] = false;
        }
        self.stack.truncate(at);
    }
}

/// Solves the boards of `seeds` seeds into `table` under `rules` (the table's), every smaller
/// level being solved.
pub(crate) fn solve_level(table: &mut [Entry], seeds: usize, rules: Rules) {
    let mut graph = Graph::build(seeds, table, rules);
    let row_splits = || -> Vec<i8> { boards(seeds).map(|pits| row_split(&pits)).collect() };
    // Made when needed, so that the biggest tables' peak of memory stays where it was.
    let mut splits = None;
    if rules.indetermination() {
        let ends = row_splits();
        graph.end_where_no_capture_can_happen(&ends);
        splits = Some(ends);
    }
    let reversed = graph.reversed();
    let (lo, hi) = graph.bounds(&reversed, |exit| (exit.lo, exit.hi));
    // The same fixed points on the values of the smaller levels: not bounds, but the range
    // the value of a board on a cycle is taken in.
    let (lo_value, hi_value) = graph.bounds(&reversed, |exit| (exit.value, exit.value));
    drop(reversed);
    let start = level_start(seeds);
    let most = seeds as i8;
    let splits = splits.unwrap_or_else(row_splits);
    graph.components(|members, cyclic| {
        for &rank in members {
            let rank = rank as usize;
            if graph.is_unreachable(rank) {
                continue;
            }
            let (lo, hi) = (lo[rank].max(-most), hi[rank].min(most));
            let value = if cyclic {
                // The play may come back here: count it as ending here, each side taking its
                // own row, within what each side can force (by the values of smaller levels).
                let (lo, hi) = (lo_value[rank].max(-most), hi_value[rank].min(most));
                splits[rank].clamp(lo, hi)
            } else {
                // No cycle through this board: its history cannot repeat, so its best move is
                // its value (the boards it leads to are solved: their components come first).
                graph
                    .quiet(rank)
                    .iter()
                    .fold(graph.best_exit[rank].value, |best, &next| {
                        best.max(-table[start + next as usize].value)
                    })
            };
            table[start + rank] = Entry { value, lo, hi };
        }
    });
}
