//! The move preview, pure: what sowing a pit would do, read from the engine's own trace of the
//! move played on a copy of the position. No rule is written here.

use kawu_engine::{MoveTrace, Pit, Position, PITS};

use crate::animation::drops;

/// What a pit's move would do, before the player commits: the engine's trace of it, and the seeds
/// each pit would receive.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Preview {
    /// The move as the engine would play it (origin, pits sown, capture, grand slam).
    pub trace: MoveTrace,
    /// How many seeds each pit would receive (0 for most; 2 or more on a long lap).
    pub sown: [u8; PITS],
    /// Where the last seed would fall: a pit, or `None` for the mover's store (Kalah).
    pub last: Option<Pit>,
    /// Seeds the mover's store would receive (Kalah).
    pub store: u8,
}

/// The marks one pit shows in a preview.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PitPreview {
    /// The move would start here.
    pub origin: bool,
    /// Seeds this pit would receive.
    pub sown: u8,
    /// The last seed would land here.
    pub last: bool,
    /// This pit would be captured.
    pub captured: bool,
}

impl Preview {
    /// The preview of a move from the engine's trace of it, played from `before`.
    #[must_use]
    pub fn from_trace(before: &Position, trace: MoveTrace) -> Preview {
        let (mut sown, mut store) = ([0; PITS], 0);
        let drops = drops(before, &trace);
        for drop in &drops {
            match drop {
                Some(pit) => sown[pit.index()] += 1,
                None => store += 1,
            }
        }
        let last = drops.last().copied().flatten();
        Preview {
            trace,
            sown,
            last,
            store,
        }
    }

    /// The marks of `pit`.
    #[must_use]
    pub fn marks(&self, pit: Pit) -> PitPreview {
        PitPreview {
            origin: self.trace.origin == pit,
            sown: self.sown[pit.index()],
            last: self.last == Some(pit),
            captured: self.trace.captured.contains(&pit),
        }
    }
}

/// What sowing `pit` in `position` would do, or `None` when it is not a legal move.
#[must_use]
pub fn preview(position: Position, pit: Pit) -> Option<Preview> {
    position
        .play(pit)
        .ok()
        .map(|(_, trace)| Preview::from_trace(&position, trace))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::pit;

    fn position(text: &str) -> Position {
        text.parse().expect("a position string")
    }

    fn pits(letters: &str) -> Vec<Pit> {
        letters.chars().map(pit).collect()
    }

    #[test]
    fn a_quiet_move_marks_each_pit_sown_once_and_the_last() {
        let shown = preview(Position::start(), pit('C')).expect("legal");
        assert_eq!(shown.trace.origin, pit('C'));
        assert_eq!(shown.sown, [0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0]);
        assert_eq!(shown.trace.last(), pit('a'));
        assert!(shown.trace.captured.is_empty() && !shown.trace.grand_slam);
        assert_eq!(
            shown.marks(pit('a')),
            PitPreview {
                origin: false,
                sown: 1,
                last: true,
                captured: false
            }
        );
        assert_eq!(
            shown.marks(pit('C')),
            PitPreview {
                origin: true,
                ..PitPreview::default()
            }
        );
        assert_eq!(shown.marks(pit('c')), PitPreview::default());
    }

    #[test]
    fn a_capture_is_shown_from_the_last_pit_backwards() {
        // RULES.md: C captures e d c b a, f keeps 3.
        let shown = preview(position("0-0-8-0-0-1-1-1-1-1-2-3-15-15-S"), pit('C')).expect("legal");
        assert_eq!(shown.trace.captured, pits("edcba"));
        assert_eq!(shown.trace.seeds_captured, 11);
        assert_eq!(shown.trace.last(), pit('e'));
        assert!(shown.marks(pit('b')).captured && !shown.marks(pit('f')).captured);
    }

    #[test]
    fn a_grand_slam_shows_no_capture() {
        // RULES.md: F would take a, all of North's seeds, so nothing is taken.
        let shown = preview(position("1-0-9-0-0-1-1-0-0-0-0-0-18-18-S"), pit('F')).expect("legal");
        assert!(shown.trace.grand_slam);
        assert!(shown.trace.captured.is_empty());
        assert_eq!(shown.trace.seeds_captured, 0);
        assert_eq!(shown.trace.last(), pit('a'));
    }

    #[test]
    fn a_lap_of_17_seeds_skips_the_origin_and_counts_twice_sown_pits() {
        // RULES.md: 17 seeds from F; F is skipped on the lap, the last seed lands in f.
        let shown = preview(position("0-0-0-0-0-17-1-0-1-0-1-6-11-11-S"), pit('F')).expect("legal");
        assert_eq!(shown.sown[pit('F').index()], 0);
        assert_eq!(shown.sown, [1, 1, 1, 1, 1, 0, 2, 2, 2, 2, 2, 2]);
        assert_eq!(shown.sown.iter().map(|&n| u32::from(n)).sum::<u32>(), 17);
        assert_eq!(shown.trace.last(), pit('f'));
        assert!(shown.trace.captured.is_empty());
    }

    #[test]
    fn an_illegal_move_has_no_preview() {
        assert_eq!(preview(Position::start(), pit('c')), None);
        // North is empty: A does not feed.
        let starving = position("1-0-0-0-0-1-0-0-0-0-0-0-23-23-S");
        assert_eq!(preview(starving, pit('A')), None);
        assert!(preview(starving, pit('F')).is_some());
    }

    #[test]
    fn the_mirrored_position_mirrors_the_preview() {
        let south = position("0-0-8-0-0-1-3-1-1-1-2-0-15-16-S");
        let north = south.mirrored();
        let a = preview(south, pit('C')).expect("legal");
        let b = preview(north, pit('C').mirror()).expect("legal");
        for p in Pit::ALL {
            assert_eq!(a.marks(p), b.marks(p.mirror()), "{p}");
        }
    }
}
