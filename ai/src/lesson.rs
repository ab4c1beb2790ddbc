//! The opponent of the lessons' levels: the puzzles' exact search by force
//! ([`crate::puzzle`]) on the seeds won and lost over a few plies, small enough for the page's
//! main thread (at most a few thousand positions), and deterministic, so that the lessons'
//! proofs play the same replies as the page.

use kawu_engine::{Pit, Position};

use crate::puzzle::force::{gain, Force, Scoring};

/// How many plies the opponent looks ahead.
const DEPTH: u8 = 5;

/// The opponent's reply in `position` (its side to move): the move that wins the most seeds
/// over the next plies, both sides playing their best, the bigger capture now among equals, the
/// first pit among those. `None` once the game is over.
#[must_use]
pub fn reply(position: &Position) -> Option<Pit> {
    let (_, best) = Force::new(Scoring::Seeds, &[]).contenders(position, DEPTH, 0);
    let now = |pit: Pit| {
        let mut next = *position;
        next.play_unchecked(pit);
        gain(position, &next)
    };
    // `max_by_key` keeps the last of equals: reversed, that is the first pit.
    best.into_iter().rev().max_by_key(|&pit| now(pit))
}

/// The reply that captures the most seeds at once in `position`, if any captures: the threat a
/// player must see.
#[must_use]
pub fn threat(position: &Position) -> Option<(Pit, u8)> {
    position
        .legal_moves()
        .iter()
        .rev()
        .map(|&pit| {
            let mut next = *position;
            (pit, next.play_unchecked(pit))
        })
        .max_by_key(|&(_, seeds)| seeds)
        .filter(|&(_, seeds)| seeds > 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> Position {
        text.parse().expect("a position string")
    }

    fn letter(pit: Option<Pit>) -> Option<char> {
        pit.map(Pit::letter)
    }

    #[test]
    fn the_opponent_takes_what_is_offered() {
        // North's e (10) holds 1 seed... North to move: d sows e, f and South's A (1 → 2).
        let position = at("1-4-4-4-4-4-4-4-4-3-4-4-3-1-N");
        let (pit, seeds) = threat(&position).expect("a capture");
        assert!(seeds >= 2);
        assert_eq!(letter(reply(&position)), Some(pit.letter()));
    }

    #[test]
    fn nothing_to_take_is_no_threat_and_the_reply_is_legal() {
        let start = Position::start();
        assert_eq!(threat(&start), None);
        let pit = reply(&start).expect("a move");
        assert!(start.legal_moves().contains(&pit));
    }

    #[test]
    fn the_reply_mirrors() {
        let position = at("1-4-4-4-4-4-4-4-4-3-4-4-3-1-N");
        let mirrored = position.mirrored();
        assert_eq!(reply(&mirrored), reply(&position).map(Pit::mirror));
        assert_eq!(
            threat(&mirrored),
            threat(&position).map(|(pit, seeds)| (pit.mirror(), seeds))
        );
    }
}
