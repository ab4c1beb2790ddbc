//! The sowing animation as a pure plan: the boards to show one after the other, computed from the
//! position before, the move trace and the position after. Timers only step through it.

use kawu_engine::{BySide, MoveTrace, Pit, Position, Side, PITS};

/// Where each seed of the move `trace` played from `before` falls, in order: a pit, or `None`
/// for the mover's store (Kalah, whose seeds the engine's trace does not list: sowing passes
/// through the mover's store after its last pit, `F` or `f`, and skips the opponent's).
#[must_use]
pub fn drops(before: &Position, trace: &MoveTrace) -> Vec<Option<Pit>> {
    if !before.rules().is_kalah() {
        return trace.sown.iter().copied().map(Some).collect();
    }
    let last_pit = Pit::in_row(trace.side, PITS / 2 - 1);
    let seeds = before.pits()[trace.origin.index()];
    let mut at = Some(trace.origin);
    (0..seeds)
        .map(|_| {
            at = match at {
                Some(pit) if pit == last_pit => None,
                Some(pit) => Some(pit.next()),
                None => Some(last_pit.next()),
            };
            at
        })
        .collect()
}

/// One picture of the board during a sowing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Frame {
    /// The seeds in each pit.
    pub pits: [u8; PITS],
    /// The captured seeds of each side.
    pub score: BySide<u8>,
    /// The pit that just received a seed (or was just emptied), if any (none when the seed fell
    /// in a store).
    pub hand: Option<Pit>,
    /// The store that just received a seed (Kalah's sowing passes through the mover's), if any.
    pub stored: Option<Side>,
}

impl Frame {
    /// The still picture of a position.
    #[must_use]
    pub fn of(position: &Position) -> Frame {
        Frame {
            pits: *position.pits(),
            score: position.score(),
            hand: None,
            stored: None,
        }
    }
}

/// Every frame of one sowing, from the emptied origin to the final position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    frames: Vec<Frame>,
}

impl Plan {
    /// The frames of the move `trace` played from `before` to `after`: the origin emptied, then
    /// one seed more per frame, then `after` itself (captures and end-of-game accounting).
    #[must_use]
    pub fn new(before: &Position, trace: &MoveTrace, after: &Position) -> Plan {
        let mut pits = *before.pits();
        pits[trace.origin.index()] = 0;
        let mut score = before.score();
        let mut frames = vec![Frame {
            pits,
            score,
            hand: Some(trace.origin),
            stored: None,
        }];
        for drop in drops(before, trace) {
            match drop {
                Some(pit) => pits[pit.index()] = pits[pit.index()].saturating_add(1),
                None => score[trace.side] = score[trace.side].saturating_add(1),
            }
            frames.push(Frame {
                pits,
                score,
                hand: drop,
                stored: drop.is_none().then_some(trace.side),
            });
        }
        frames.push(Frame::of(after));
        Plan { frames }
    }

    /// The frame at `step`, the final one past the end.
    #[must_use]
    pub fn frame(&self, step: usize) -> Option<&Frame> {
        self.frames
            .get(step.min(self.frames.len().saturating_sub(1)))
    }

    /// True when `step` shows the final position.
    #[must_use]
    pub fn is_done(&self, step: usize) -> bool {
        step.saturating_add(1) >= self.frames.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::pit;
    use kawu_engine::Side;

    fn plan_of(position: &str, letter: char) -> (Position, Plan) {
        let before: Position = position.parse().expect("valid position");
        let (after, trace) = before.play(pit(letter)).expect("legal move");
        (after, Plan::new(&before, &trace, &after))
    }

    #[test]
    fn one_frame_per_seed_between_empty_origin_and_result() {
        let (after, plan) = plan_of("0-0-8-0-0-1-3-1-1-1-2-0-15-16-S", 'C');
        assert_eq!(plan.frames.len(), 8 + 2);
        let first = plan.frame(0).expect("first frame");
        assert_eq!(first.pits[2], 0);
        assert_eq!(first.hand, Some(pit('C')));
        let before_capture = plan.frame(8).expect("last seed");
        assert_eq!(before_capture.pits, [0, 0, 0, 1, 1, 2, 4, 2, 2, 2, 3, 0]);
        assert_eq!(before_capture.score, BySide::new(15, 16));
        assert_eq!(before_capture.hand, Some(pit('e')));
        assert_eq!(plan.frame(99), Some(&Frame::of(&after)));
        assert!(plan.is_done(9) && !plan.is_done(8));
    }

    #[test]
    fn kalah_sows_into_the_movers_store_and_says_where_the_last_seed_fell() {
        use kawu_engine::Rules;
        let start = Rules::KALAH.start();
        let (after, trace) = start.play(pit('A')).expect("legal");
        let into_store = drops(&start, &trace);
        assert_eq!(
            into_store,
            [
                Some(pit('B')),
                Some(pit('C')),
                Some(pit('D')),
                Some(pit('E')),
                Some(pit('F')),
                None
            ]
        );
        let plan = Plan::new(&start, &trace, &after);
        assert_eq!(plan.frames.len(), 6 + 2);
        let in_store = plan.frame(6).expect("the last seed");
        assert_eq!((in_store.hand, in_store.score), (None, BySide::new(1, 0)));
        // A move whose one seed goes into the store: the engine's trace lists no pit.
        let one =
            Position::parse_under("1-6-6-6-6-1-6-6-6-6-6-6-10-0-S", Rules::KALAH).expect("valid");
        let (_, trace) = one.play(pit('F')).expect("legal");
        assert!(trace.sown.is_empty());
        assert_eq!(drops(&one, &trace), [None]);
        // Past the opponent's store, and round to the origin again: 13 seeds from a.
        let lap =
            Position::parse_under("5-5-5-5-5-5-13-1-5-5-5-5-8-0-N", Rules::KALAH).expect("valid");
        let (_, trace) = lap.play(pit('a')).expect("legal");
        let all = drops(&lap, &trace);
        assert_eq!(all.len(), 13);
        assert_eq!(all.iter().filter(|drop| drop.is_none()).count(), 1);
        assert_eq!(
            all.last(),
            Some(&Some(pit('a'))),
            "the origin is not skipped"
        );
        assert_eq!(all.iter().flatten().count(), trace.sown.len());
    }

    #[test]
    fn a_lap_skips_the_origin() {
        let (_, plan) = plan_of("0-0-0-0-0-17-1-0-1-0-1-6-11-11-S", 'F');
        assert!((0..plan.frames.len()).all(|step| plan.frame(step).map(|f| f.pits[5]) == Some(0)));
    }

    #[test]
    fn mirrored_move_gives_mirrored_frames() {
        let text = "0-0-8-0-0-1-1-1-1-1-2-3-15-15-S";
        let (_, plan) = plan_of(text, 'C');
        let mirrored: Position = text.parse::<Position>().expect("valid").mirrored();
        assert_eq!(mirrored.to_move(), Side::North);
        let (after, trace) = mirrored.play(pit('c')).expect("legal");
        let mirror_plan = Plan::new(&mirrored, &trace, &after);
        assert_eq!(plan.frames.len(), mirror_plan.frames.len());
        for step in 0..plan.frames.len() {
            let (a, b) = (
                plan.frame(step).expect("frame"),
                mirror_plan.frame(step).expect("frame"),
            );
            let mirrored_pits: Vec<u8> = Pit::ALL
                .iter()
                .map(|p| a.pits[p.mirror().index()])
                .collect();
            assert_eq!(b.pits.to_vec(), mirrored_pits);
            assert_eq!(b.score, a.score.swapped());
            assert_eq!(b.hand, a.hand.map(Pit::mirror));
        }
    }
}
