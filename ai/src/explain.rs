//! Why the hint's move: one fact about it, checked on the board with the engine (the position
//! before the move, the position after it, and the opponent's replies one ply further), so that
//! the hint never says anything false. [`explain`] returns the first [`Reason`] that holds, in
//! the order of the enum; the page words it.
//!
//! Every fact is checked under the game's rules, and none states a rule: a grand slam takes
//! nothing under every rule set (refused or played), so it is never said to capture. Kalah has
//! its own facts ([`Reason::TakesFacing`], [`Reason::Again`]); the facts about the opponent's
//! replies and kroos are Awalé's.
//!
//! ```
//! use kawu_ai::explain::{explain, Reason};
//! use kawu_engine::{Game, Pit, Position};
//!
//! // C captures e, d, c and b; the chain stops at a, which holds 4.
//! let position: Position = "0-0-8-0-0-1-3-1-1-1-2-0-15-16-S".parse().expect("a position");
//! let c = Pit::from_letter('C').expect("a pit");
//! let (b, e) = (Pit::from_letter('b').expect("a pit"), Pit::from_letter('e').expect("a pit"));
//! let why = explain(&Game::from_position(position), c, 6);
//! assert_eq!(why, Reason::Takes { seeds: 9, first: b, last: e });
//! ```

use kawu_engine::{Game, MoveTrace, Pit, Position, Setup};

/// Seeds in a pit from which it is a kroo (its sowing goes all the way round).
pub const KROO: u8 = 12;

/// One fact about a move, for the side that makes it ("you"; the opponent is the other side).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reason {
    /// The move is the only legal one; `feeds` when the opponent's row is empty, so that it is
    /// the only move that puts a seed there.
    OnlyMove {
        /// The opponent's row is empty.
        feeds: bool,
    },
    /// The move captures `seeds` seeds, from the opponent's pits `first` to `last` (a chain is
    /// a run of neighbouring pits; `first` comes first in sowing order).
    Takes {
        /// Seeds captured.
        seeds: u8,
        /// The first pit captured in sowing order.
        first: Pit,
        /// The last pit captured in sowing order (where the last seed fell).
        last: Pit,
    },
    /// The opponent's row is empty and, of the several legal moves (each of which feeds it),
    /// this is one.
    Feeds,
    /// Were the opponent to move before this move, its pit `by` would capture `seeds` seeds,
    /// own pit `pit` among them (`pit` is where its last seed falls). After this move no reply
    /// of the opponent captures `pit`, and its best reply captures fewer than `seeds`.
    Saves {
        /// The own pit that was threatened.
        pit: Pit,
        /// The opponent's pit that threatened it.
        by: Pit,
        /// What that threat would take, in seeds.
        seeds: u8,
    },
    /// After this move the opponent's best reply captures nothing, while after each of the
    /// other legal moves (there is at least one) its best reply captures `others_lose` seeds
    /// or more (at least 2: the least of those best replies).
    Safe {
        /// The least that the opponent's best reply takes after any other move.
        others_lose: u8,
    },
    /// The move sows a seed into own pit `pit` (not the one sown), which holds `seeds`
    /// ([`KROO`] or more) after it, and the opponent's best reply captures nothing.
    Kroo {
        /// The kroo.
        pit: Pit,
        /// Its seeds after the move.
        seeds: u8,
    },
    /// Kalah: the last seed falls in the mover's empty pit `last`, which takes it and the seeds
    /// of the facing pit `facing` into the store, `seeds` in all.
    TakesFacing {
        /// Seeds taken, the last seed included.
        seeds: u8,
        /// The mover's pit where the last seed fell.
        last: Pit,
        /// The opponent's pit facing it.
        facing: Pit,
    },
    /// Kalah: the last seed falls in the mover's store, and the mover plays again.
    Again,
    /// None of the above: the engine's choice after a search of `depth` plies.
    Best {
        /// The deepest search completed, in plies.
        depth: u32,
    },
}

/// Why the side to move of `game` should sow `pit`, which the engine chose after a search of
/// `depth` plies: the first [`Reason`] that holds, in the order of its variants. An illegal
/// `pit` gets [`Reason::Best`].
#[must_use]
pub fn explain(game: &Game, pit: Pit, depth: u32) -> Reason {
    let best = Reason::Best { depth };
    let before = game.position();
    let legal = game.legal_moves();
    let mut after = game.clone();
    let Ok(trace) = after.play(pit).map(|ply| ply.trace.clone()) else {
        return best;
    };
    if legal.len() == 1 {
        return Reason::OnlyMove {
            feeds: before.must_feed(),
        };
    }
    if before.rules().is_kalah() {
        let again = after.outcome().is_none() && after.to_move() == before.to_move();
        return kalah(&trace, again).unwrap_or(best);
    }
    if let (Some(&last), Some(&first)) = (trace.captured.first(), trace.captured.last()) {
        return Reason::Takes {
            seeds: trace.seeds_captured,
            first,
            last,
        };
    }
    if before.must_feed() {
        return Reason::Feeds;
    }
    // The rest is about the opponent's replies: none once the game is over.
    let Some(next) = replies(&after) else {
        return best;
    };
    let gives = best_reply(&next);
    if let Some(saves) = saves(&before, &next, gives) {
        return saves;
    }
    if gives > 0 {
        return best;
    }
    if let Some(others_lose) = others_lose(game, pit) {
        return Reason::Safe { others_lose };
    }
    let kroo = trace
        .sown
        .iter()
        .filter(|sown| sown.side() == pit.side() && next.seeds(**sown) >= KROO)
        .max_by_key(|sown| next.seeds(**sown));
    kroo.map_or(best, |&kroo| Reason::Kroo {
        pit: kroo,
        seeds: next.seeds(kroo),
    })
}

/// Kalah's fact about a move that did `trace`, if any: a capture, or another move (`again`: the
/// game goes on and the mover moves again).
fn kalah(trace: &MoveTrace, again: bool) -> Option<Reason> {
    if again {
        return Some(Reason::Again);
    }
    let last = trace.captured.first().copied()?;
    Some(Reason::TakesFacing {
        seeds: trace.seeds_captured,
        last,
        facing: last.facing(),
    })
}

/// The position of `game` if the opponent has a reply in it (the game goes on).
fn replies(game: &Game) -> Option<Position> {
    game.outcome().is_none().then(|| game.position())
}

/// The most seeds a legal move of `position` captures (0 when none does, or none is legal).
fn best_reply(position: &Position) -> u8 {
    position
        .legal_moves()
        .iter()
        .map(|&reply| {
            let mut after = *position;
            after.play_unchecked(reply)
        })
        .max()
        .unwrap_or(0)
}

/// Whether a legal move of `position` captures `pit`.
fn reply_takes(position: &Position, pit: Pit) -> bool {
    position.legal_moves().iter().any(|&reply| {
        position
            .play(reply)
            .is_ok_and(|(_, trace)| trace.captured.contains(&pit))
    })
}

/// [`Reason::Saves`] for the move from `before` to `next` (the opponent to move, its best reply
/// taking `gives`): the biggest threat it parries, if any.
fn saves(before: &Position, next: &Position, gives: u8) -> Option<Reason> {
    let passed = Position::from_setup(Setup {
        to_move: before.to_move().other(),
        ..before.setup()
    })
    .ok()?;
    let mut threats: Vec<(u8, Pit, Pit)> = passed
        .legal_moves()
        .iter()
        .filter_map(|&by| {
            let (_, trace) = passed.play(by).ok()?;
            Some((trace.seeds_captured, by, *trace.captured.first()?))
        })
        .collect();
    threats.sort_by_key(|&(seeds, ..)| std::cmp::Reverse(seeds));
    threats
        .into_iter()
        .find(|&(seeds, _, pit)| gives < seeds && !reply_takes(next, pit))
        .map(|(seeds, by, pit)| Reason::Saves { pit, by, seeds })
}

/// The least that the opponent's best reply takes after any legal move of `game` other than
/// `pit`, if each of them lets it take something (and there is one).
fn others_lose(game: &Game, pit: Pit) -> Option<u8> {
    let mut least = None;
    for &other in game.legal_moves().iter().filter(|&&other| other != pit) {
        let mut after = game.clone();
        after.play(other).ok()?;
        let gives = best_reply(&replies(&after)?);
        if gives == 0 {
            return None;
        }
        least = Some(least.map_or(gives, |least: u8| least.min(gives)));
    }
    least
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rng;
    use kawu_engine::{MoveTrace, Side};

    fn pit(letter: char) -> Pit {
        Pit::from_letter(letter).expect("a pit letter")
    }

    /// The reason for `letter` in the position `text`, after a search of 7 plies.
    fn why(text: &str, letter: char) -> Reason {
        let position: Position = text.parse().expect("a valid position");
        explain(&Game::from_position(position), pit(letter), 7)
    }

    #[test]
    fn the_only_legal_move_says_whether_it_feeds() {
        // North is empty and A cannot reach it.
        let feeds = why("1-0-0-0-0-1-0-0-0-0-0-0-23-23-S", 'F');
        assert_eq!(feeds, Reason::OnlyMove { feeds: true });
        // South has seeds in B only.
        let alone = why("0-2-0-0-0-0-0-2-1-0-0-0-19-24-S", 'B');
        assert_eq!(alone, Reason::OnlyMove { feeds: false });
    }

    #[test]
    fn a_capture_names_its_seeds_and_its_chain() {
        // C's last seed falls in e: e, d, c, b are taken, a holds 4 and stops the chain.
        let chain = why("0-0-8-0-0-1-3-1-1-1-2-0-15-16-S", 'C');
        let (first, last) = (pit('b'), pit('e'));
        assert_eq!(
            chain,
            Reason::Takes {
                seeds: 9,
                first,
                last
            }
        );
        // A grand slam takes nothing, so it is no capture.
        let slam = why("1-0-9-0-0-1-1-0-0-0-0-0-18-18-S", 'F');
        assert_eq!(slam, Reason::Best { depth: 7 });
    }

    #[test]
    fn feeding_among_several_moves_is_said() {
        // North is empty: E and F both feed it.
        assert_eq!(why("0-0-0-0-3-5-0-0-0-0-0-0-20-20-S", 'E'), Reason::Feeds);
        assert_eq!(why("0-0-0-0-3-5-0-0-0-0-0-0-20-20-S", 'F'), Reason::Feeds);
    }

    #[test]
    fn a_parried_threat_is_said_with_the_pit_the_attacker_and_the_seeds() {
        // f (5 seeds) would end in E (2) and take 3; A raises E to 3, so f's last seed makes 4,
        // and no reply of North takes anything.
        let raised = why("6-0-0-0-2-3-4-4-0-0-2-5-8-14-S", 'A');
        let (pit, by) = (pit('E'), pit('f'));
        assert_eq!(raised, Reason::Saves { pit, by, seeds: 3 });
        // F sows a, b and c and leaves E to f: nothing is saved.
        assert_eq!(
            why("6-0-0-0-2-3-4-4-0-0-2-5-8-14-S", 'F'),
            Reason::Best { depth: 7 }
        );
    }

    #[test]
    fn a_move_that_alone_gives_nothing_away_is_said_with_what_the_others_lose() {
        // After B, North takes nothing; after D, f's sowing ends in F and takes F and E (4).
        let safe = why("0-1-0-2-0-0-0-1-0-0-1-6-13-24-S", 'B');
        assert_eq!(safe, Reason::Safe { others_lose: 4 });
        // D is not safe: it is only the engine's choice.
        assert_eq!(
            why("0-1-0-2-0-0-0-1-0-0-1-6-13-24-S", 'D'),
            Reason::Best { depth: 7 }
        );
    }

    #[test]
    fn a_seed_added_to_a_kroo_is_said_when_nothing_is_given_away() {
        // A sows B and C: C (12) becomes 13, and North can take nothing. B is as safe, so the
        // move is not the only safe one.
        let kroo = why("2-1-12-3-4-2-1-1-0-1-0-0-16-5-S", 'A');
        assert_eq!(
            kroo,
            Reason::Kroo {
                pit: pit('C'),
                seeds: 13
            }
        );
    }

    #[test]
    fn otherwise_the_hint_is_the_engines_choice() {
        assert_eq!(
            explain(&Game::new(), pit('C'), 9),
            Reason::Best { depth: 9 }
        );
        // Not a legal move: nothing is claimed about it.
        assert_eq!(
            explain(&Game::new(), pit('c'), 9),
            Reason::Best { depth: 9 }
        );
    }

    /// What the move `pit` of `game` did, and the game after it.
    fn played(game: &Game, pit: Pit) -> (MoveTrace, Game) {
        let mut after = game.clone();
        let trace = after.play(pit).expect("legal").trace.clone();
        (trace, after)
    }

    /// What each reply of the opponent in `game` captures (none once the game is over).
    fn replies(game: &Game) -> Vec<MoveTrace> {
        game.legal_moves()
            .iter()
            .map(|&reply| played(game, reply).0)
            .collect()
    }

    /// Whether `reason` is true of the move `pit` of `game`, checked with the game's moves and
    /// traces only.
    fn holds(game: &Game, pit: Pit, reason: Reason) -> bool {
        let before = game.position();
        let (me, them) = (before.to_move(), before.to_move().other());
        let legal = game.legal_moves();
        let (trace, after) = played(game, pit);
        let starved = before.row_seeds(them) == 0;
        let gives = |game: &Game| replies(game).iter().map(|r| r.seeds_captured).max();
        match reason {
            Reason::OnlyMove { feeds } => *legal == [pit] && feeds == starved,
            Reason::Takes { seeds, first, last } => {
                let mut taken = trace.captured.clone();
                taken.sort_unstable();
                let run: Vec<Pit> = (first.index()..=last.index())
                    .filter_map(Pit::new)
                    .collect();
                seeds > 0
                    && trace.seeds_captured == seeds
                    && taken == run
                    && run.iter().all(|p| p.side() == them)
            }
            Reason::Feeds => starved && legal.len() > 1 && after.position().row_seeds(them) > 0,
            Reason::Saves {
                pit: saved,
                by,
                seeds,
            } => {
                let passed = Position::from_setup(Setup {
                    to_move: them,
                    ..before.setup()
                })
                .expect("the opponent could move");
                let (_, threat) = passed.play(by).expect("a legal threat");
                saved.side() == me
                    && threat.captured.first() == Some(&saved)
                    && threat.seeds_captured == seeds
                    && after.outcome().is_none()
                    && replies(&after)
                        .iter()
                        .all(|r| !r.captured.contains(&saved) && r.seeds_captured < seeds)
            }
            Reason::Safe { others_lose } => {
                let others: Vec<Pit> = legal.iter().copied().filter(|&p| p != pit).collect();
                others_lose >= 2
                    && !others.is_empty()
                    && after.outcome().is_none()
                    && gives(&after) == Some(0)
                    && others
                        .iter()
                        .all(|&other| gives(&played(game, other).1) >= Some(others_lose))
            }
            Reason::Kroo { pit: kroo, seeds } => {
                kroo.side() == me
                    && kroo != pit
                    && trace.sown.contains(&kroo)
                    && after.position().seeds(kroo) == seeds
                    && seeds >= KROO
                    && after.outcome().is_none()
                    && gives(&after) == Some(0)
            }
            Reason::Best { depth } => depth == 3,
            Reason::TakesFacing { .. } | Reason::Again => false,
        }
    }

    #[test]
    fn whatever_is_said_of_a_move_is_true() {
        let mut rng = Rng::new(15);
        let mut said = [0_u32; 7];
        for _ in 0..150 {
            let mut game = Game::new();
            while game.outcome().is_none() {
                let legal = game.legal_moves();
                for &pit in legal.iter() {
                    let reason = explain(&game, pit, 3);
                    assert!(
                        holds(&game, pit, reason),
                        "{} {pit}: {reason:?}",
                        game.position()
                    );
                    let (trace, _) = played(&game, pit);
                    if legal.len() > 1 && trace.seeds_captured > 0 {
                        assert!(matches!(reason, Reason::Takes { .. }), "{reason:?}");
                    }
                    let kind = match reason {
                        Reason::OnlyMove { .. } => 0,
                        Reason::Takes { .. } => 1,
                        Reason::Feeds => 2,
                        Reason::Saves { .. } => 3,
                        Reason::Safe { .. } => 4,
                        Reason::Kroo { .. } => 5,
                        Reason::Best { .. } => 6,
                        Reason::TakesFacing { .. } | Reason::Again => {
                            unreachable!("Kalah's facts in a game of abapa")
                        }
                    };
                    said[kind] += 1;
                }
                game.play(rng.pick(&legal)).expect("legal");
            }
        }
        eprintln!("reasons said (only, takes, feeds, saves, safe, kroo, best): {said:?}");
        assert!(said.iter().all(|&count| count > 0), "{said:?}");
    }

    #[test]
    fn sides_are_alike() {
        // The same position seen from North gets the same reason, mirrored.
        let south: Position = "6-0-0-0-2-3-4-4-0-0-2-5-8-14-S".parse().expect("valid");
        let north = south.mirrored();
        assert_eq!(north.to_move(), Side::North);
        let mirrored = explain(&Game::from_position(north), pit('a'), 7);
        let (pit, by) = (pit('e'), pit('F'));
        assert_eq!(mirrored, Reason::Saves { pit, by, seeds: 3 });
    }
}
