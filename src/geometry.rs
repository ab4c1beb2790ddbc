//! Board units: where the plank, pits, labels and stores are drawn, lying (landscape) or standing
//! (portrait, for phones held upright). The standing board is the lying one turned a quarter
//! counter-clockwise, so sowing still runs counter-clockwise and the bottom player's row is on
//! the right, A at the bottom.

use crate::layout::Slot;

/// Radius of a pit.
pub const PIT_RADIUS: f64 = 62.0;
/// Length of the lying board (its width on screen).
pub const LENGTH: f64 = 1130.0;
/// Depth of the lying board (its height on screen).
pub const DEPTH: f64 = 470.0;
const FIRST_COLUMN: f64 = 190.0;
const COLUMN_GAP: f64 = 150.0;
const TOP_ROW: f64 = 152.0;
const BOTTOM_ROW: f64 = 316.0;
const MIDDLE: f64 = 234.0;
const STORE_ENDS: [f64; 2] = [75.0, 1055.0];

/// Where the labels of a pit go, relative to its centre.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Labels {
    /// The seed count.
    pub count: (f64, f64),
    /// The pit letter.
    pub letter: (f64, f64),
}

/// The drawing of the board, lying or standing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Geometry {
    /// True when the board stands (portrait screens).
    pub portrait: bool,
}

impl Geometry {
    /// Width and height of the view box.
    #[must_use]
    pub fn size(self) -> (f64, f64) {
        if self.portrait {
            (DEPTH, LENGTH)
        } else {
            (LENGTH, DEPTH)
        }
    }

    /// A point of the lying board, turned when the board stands.
    #[must_use]
    pub fn place(self, x: f64, y: f64) -> (f64, f64) {
        if self.portrait {
            (y, LENGTH - x)
        } else {
            (x, y)
        }
    }

    /// The SVG transform that draws lying-board artwork on this board.
    #[must_use]
    pub fn turn(self) -> &'static str {
        if self.portrait {
            "translate(0 1130) rotate(-90)"
        } else {
            ""
        }
    }

    /// The centre of the pit at `slot`.
    #[must_use]
    pub fn pit_center(self, slot: Slot) -> (f64, f64) {
        let x = FIRST_COLUMN + COLUMN_GAP * slot.column as f64;
        self.place(x, if slot.top { TOP_ROW } else { BOTTOM_ROW })
    }

    /// The labels of the pit at `slot`: in the board's outer margin beside its row.
    #[must_use]
    pub fn labels(self, slot: Slot) -> Labels {
        let r = PIT_RADIUS;
        match (self.portrait, slot.top) {
            (false, true) => Labels {
                count: (0.0, -r - 22.0),
                letter: (-r + 8.0, -r - 22.0),
            },
            (false, false) => Labels {
                count: (0.0, r + 54.0),
                letter: (-r + 8.0, r + 54.0),
            },
            (true, true) => Labels {
                count: (-r - 42.0, 18.0),
                letter: (-r - 42.0, -30.0),
            },
            (true, false) => Labels {
                count: (r + 42.0, 18.0),
                letter: (r + 42.0, -30.0),
            },
        }
    }

    /// The centre of a store: the bottom player's (`own`) or the other's.
    #[must_use]
    pub fn store_center(self, own: bool) -> (f64, f64) {
        self.place(STORE_ENDS[usize::from(own)], MIDDLE)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::slot;
    use kawu_engine::{Pit, Side};

    fn slots() -> impl Iterator<Item = Slot> {
        Pit::ALL.into_iter().map(|pit| slot(pit, Side::South))
    }

    #[test]
    fn every_pit_and_label_lies_on_the_board_without_overlap() {
        for portrait in [false, true] {
            let geometry = Geometry { portrait };
            let (width, height) = geometry.size();
            let centers: Vec<(f64, f64)> = slots().map(|s| geometry.pit_center(s)).collect();
            for (i, &(x, y)) in centers.iter().enumerate() {
                assert!(
                    x - PIT_RADIUS > 0.0 && x + PIT_RADIUS < width,
                    "{portrait} {i}"
                );
                assert!(
                    y - PIT_RADIUS > 0.0 && y + PIT_RADIUS < height,
                    "{portrait} {i}"
                );
                for &(u, v) in &centers[i + 1..] {
                    assert!((x - u).hypot(y - v) > 2.0 * PIT_RADIUS, "{portrait} {i}");
                }
            }
            for s in slots() {
                let (x, y) = geometry.pit_center(s);
                let (dx, dy) = geometry.labels(s).count;
                assert!((0.0..width).contains(&(x + dx)) && (0.0..height).contains(&(y + dy)));
            }
        }
    }

    #[test]
    fn standing_board_is_the_lying_one_turned_counter_clockwise() {
        let (lying, standing) = (Geometry { portrait: false }, Geometry { portrait: true });
        for s in slots() {
            let (x, y) = lying.pit_center(s);
            assert_eq!(standing.pit_center(s), (y, LENGTH - x));
        }
        // The bottom player's row ends up on the right, A at the bottom.
        let a = standing.pit_center(slot(Pit::in_row(Side::South, 0), Side::South));
        let f = standing.pit_center(slot(Pit::in_row(Side::South, 5), Side::South));
        assert!(a.0 > DEPTH / 2.0 && a.1 > f.1);
        assert!(standing.store_center(true).1 < standing.store_center(false).1);
    }
}
