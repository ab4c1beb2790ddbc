//! Where each pit sits on screen for a given orientation, and how arrow keys move between pits.
//! No rule here: the side at the bottom is the only input.

use kawu_engine::{Pit, Side, ROW};

/// A place on the board: column 0–5 from the left, and the row (top or bottom).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Slot {
    /// Column from the left edge, 0–5.
    pub column: usize,
    /// True for the top row.
    pub top: bool,
}

/// The slot of `pit` when `bottom` sits at the bottom of the screen. Each player sees their own
/// row left to right (A–F or a–f); the opponent's row runs the other way, so sowing goes
/// counter-clockwise.
#[must_use]
pub fn slot(pit: Pit, bottom: Side) -> Slot {
    if pit.side() == bottom {
        Slot {
            column: pit.offset(),
            top: false,
        }
    } else {
        Slot {
            column: ROW - 1 - pit.offset(),
            top: true,
        }
    }
}

/// The pit at `slot` when `bottom` sits at the bottom.
#[must_use]
pub fn pit_at(slot: Slot, bottom: Side) -> Pit {
    if slot.top {
        Pit::in_row(bottom.other(), ROW - 1 - slot.column)
    } else {
        Pit::in_row(bottom, slot.column)
    }
}

/// The pit reached from `pit` by an arrow key: `right` moves one column right on screen, else
/// left; the edge stops it.
#[must_use]
pub fn arrow(pit: Pit, right: bool, bottom: Side) -> Pit {
    let here = slot(pit, bottom);
    let column = if right {
        (here.column + 1).min(ROW - 1)
    } else {
        here.column.saturating_sub(1)
    };
    pit_at(Slot { column, ..here }, bottom)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::pit;

    #[test]
    fn south_at_the_bottom_reads_as_the_rules_draw_it() {
        let top: String = (0..ROW)
            .map(|column| pit_at(Slot { column, top: true }, Side::South).letter())
            .collect();
        let bottom: String = (0..ROW)
            .map(|column| pit_at(Slot { column, top: false }, Side::South).letter())
            .collect();
        assert_eq!(top, "fedcba");
        assert_eq!(bottom, "ABCDEF");
    }

    #[test]
    fn slot_and_pit_at_invert_each_other() {
        for bottom in Side::ALL {
            for p in Pit::ALL {
                assert_eq!(pit_at(slot(p, bottom), bottom), p);
            }
        }
    }

    #[test]
    fn turning_the_board_mirrors_every_pit() {
        for p in Pit::ALL {
            assert_eq!(slot(p, Side::North), slot(p.mirror(), Side::South));
            for right in [false, true] {
                assert_eq!(
                    arrow(p, right, Side::North),
                    arrow(p.mirror(), right, Side::South).mirror()
                );
            }
        }
    }

    #[test]
    fn arrows_walk_the_row_and_stop_at_the_edges() {
        assert_eq!(arrow(pit('C'), true, Side::South), pit('D'));
        assert_eq!(arrow(pit('A'), false, Side::South), pit('A'));
        assert_eq!(arrow(pit('b'), true, Side::South), pit('a'));
        assert_eq!(arrow(pit('a'), true, Side::South), pit('a'));
        assert_eq!(arrow(pit('f'), true, Side::North), pit('f'));
    }
}
