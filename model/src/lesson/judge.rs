//! The success test of a level, after each ply: passed, failed (and what happened, in the
//! game's words), or not decided yet. Every fact comes from the engine's trace of the moves.

use kawu_ai::lesson::{reply, threat};
use kawu_engine::{EndReason, Game, MoveTrace, Pit, Position, Side};

use super::data::{Goal, Level};

/// What happened when a level failed: the words are `kawu_i18n::lessons`'s.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Failure {
    /// The last seed landed in `last`, not in `target`.
    Landed {
        /// Where it landed.
        last: Pit,
        /// Where it should have.
        target: Pit,
    },
    /// The last seed of the pit sown landed in `last`, not in the pit tapped.
    Predicted {
        /// The pit tapped.
        guess: Pit,
        /// Where the last seed landed.
        last: Pit,
    },
    /// The move would have taken every seed of the opponent's row: it took nothing.
    GrandSlam,
    /// The last seed made `seeds` in the opponent's pit `last`: only 2 or 3 are taken.
    NotTaken {
        /// The pit.
        last: Pit,
        /// Its seeds once the last one fell.
        seeds: u8,
    },
    /// The last seed fell in the player's own row, where nothing is taken.
    OwnRow {
        /// The pit.
        last: Pit,
    },
    /// Fewer seeds taken than the goal asks.
    Short {
        /// Seeds taken in the level.
        taken: u8,
        /// Seeds the goal asks for.
        wanted: u8,
        /// The pit where the last capture's chain stopped, with its seeds: in the player's own
        /// row, or not holding 2 or 3.
        stop: (Pit, u8),
    },
    /// The opponent's reply `reply` takes (or took) `seeds` seeds.
    Lost {
        /// The reply.
        reply: Pit,
        /// Seeds it takes.
        seeds: u8,
    },
    /// The moves are used up and the game goes on: the opponent still has seeds, or can still
    /// be fed.
    NotOver,
    /// The game ended with the opponent taking the seeds left.
    Starved,
}

/// Where a level stands after a ply.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Judged {
    /// Not decided: play goes on.
    Open,
    /// The goal is reached.
    Pass,
    /// The goal is missed.
    Fail(Failure),
}

/// The plies of `player` in `game`.
fn player_plies(game: &Game, player: Side) -> impl Iterator<Item = &kawu_engine::Ply> {
    game.plies()
        .iter()
        .filter(move |ply| ply.trace.side == player)
}

/// How the player's move `trace` (leading to `after`) fell short of a capture.
fn missed(trace: &MoveTrace, after: &Position, taken: u8, wanted: u8) -> Failure {
    let last = trace.last();
    if trace.grand_slam {
        return Failure::GrandSlam;
    }
    match trace.captured.last() {
        None if last.side() == trace.side => Failure::OwnRow { last },
        None => Failure::NotTaken {
            last,
            seeds: after.seeds(last),
        },
        // The chain ran backwards from the last pit: it stopped just before the first pit taken.
        Some(first) => Failure::Short {
            taken,
            wanted,
            stop: (first.prev(), after.seeds(first.prev())),
        },
    }
}

/// A capture goal of `wanted` seeds (or an endgame's exact result).
fn capture(level: &Level, game: &Game, wanted: u8) -> Judged {
    let player = level.start.to_move();
    let position = game.position();
    let taken = position.score()[player] - level.start.score()[player];
    let moves = player_plies(game, player).count();
    let Some(ply) = game.plies().last() else {
        return Judged::Open;
    };
    if taken >= wanted {
        return Judged::Pass;
    }
    let by_player = ply.trace.side == player;
    if !by_player && ply.trace.seeds_captured > 0 && taken + position.board_seeds() < wanted {
        return Judged::Fail(Failure::Lost {
            reply: ply.trace.origin,
            seeds: ply.trace.seeds_captured,
        });
    }
    let used_up = moves >= usize::from(level.limit);
    // A reply that leaves the opponent unable to be fed gives the player the rest: wait for it.
    let sweep_coming = by_player
        && reply(&position).is_some_and(|pit| {
            position
                .play(pit)
                .is_ok_and(|(_, trace)| trace.sweep.is_some_and(|sweep| sweep.side == player))
        });
    if game.outcome().is_some()
        || (used_up && !sweep_coming)
        || taken + position.board_seeds() < wanted
    {
        let last = player_plies(game, player).last();
        return Judged::Fail(last.map_or(Failure::NotOver, |ply| {
            missed(&ply.trace, &ply.after, taken, wanted)
        }));
    }
    Judged::Open
}

/// The starving goal: the game ends with the player taking the seeds left.
fn starve(level: &Level, game: &Game) -> Judged {
    let player = level.start.to_move();
    match game.outcome() {
        Some(end) if end.reason == EndReason::NoFeeding => {
            let swept = game.last_trace().and_then(|trace| trace.sweep);
            if swept.is_some_and(|sweep| sweep.side == player) {
                Judged::Pass
            } else {
                Judged::Fail(Failure::Starved)
            }
        }
        Some(_) => Judged::Fail(Failure::Starved),
        None if game.to_move() == player
            && player_plies(game, player).count() >= usize::from(level.limit) =>
        {
            Judged::Fail(Failure::NotOver)
        }
        None => Judged::Open,
    }
}

/// Where `level` stands once `game` (from its start) has been played, `guess` being the pit
/// tapped in a prediction.
#[must_use]
pub fn judge(level: &Level, game: &Game, guess: Option<Pit>) -> Judged {
    let player = level.start.to_move();
    let last = game.plies().last().filter(|ply| ply.trace.side == player);
    match (level.goal, last) {
        (Goal::Capture(wanted) | Goal::Exact(wanted), _) => capture(level, game, wanted),
        (Goal::Starve, _) => starve(level, game),
        // The other goals are judged on the player's move itself.
        (_, None) => Judged::Open,
        (Goal::Land(target), Some(ply)) if ply.trace.last() == target => Judged::Pass,
        (Goal::Land(target), Some(ply)) => Judged::Fail(Failure::Landed {
            last: ply.trace.last(),
            target,
        }),
        (Goal::Predict(_), Some(ply)) => match guess {
            Some(guess) if guess == ply.trace.last() => Judged::Pass,
            _ => Judged::Fail(Failure::Predicted {
                guess: guess.unwrap_or(ply.trace.last()),
                last: ply.trace.last(),
            }),
        },
        (Goal::Safe, Some(ply)) => match threat(&ply.after) {
            Some((reply, seeds)) => Judged::Fail(Failure::Lost { reply, seeds }),
            None => Judged::Pass,
        },
        (Goal::Feed, Some(_)) => Judged::Pass,
    }
}

/// The stars of a level passed in `moves` moves: 3 at par, 2 one move over, 1 for any success.
#[must_use]
pub const fn stars(par: u8, moves: u8) -> u8 {
    if moves <= par {
        3
    } else if moves == par + 1 {
        2
    } else {
        1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stars_fall_with_the_moves_over_par() {
        assert_eq!(
            [1, 2, 3, 4, 9].map(|moves| stars(2, moves)),
            [3, 3, 2, 1, 1]
        );
    }
}
