//! Board units: where the plank, pits, labels and stores are drawn. One lying board on every
//! screen, as RULES.md draws it; on a narrow screen (a phone held upright) it is *compact*: no
//! stores at the ends, so the pits take the whole width and stay large enough to tap, and the
//! captured seeds are shown as score chips above and below the board.

use std::fmt;

use kawu_engine::Rules;

use crate::layout::Slot;

/// A length in board units as the SVG is written: to the tenth, by integer arithmetic. (The
/// page formats no float: Rust's float formatting and trigonometry would cost it 20 KB of wasm.)
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Units(pub f64);

impl fmt::Display for Units {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Rounded half up; `floor` is one wasm instruction, `round` a library call.
        #[allow(clippy::cast_possible_truncation)]
        let tenths = (self.0 * 10.0 + 0.5).floor() as i64;
        let sign = if tenths < 0 { "-" } else { "" };
        let (whole, tenth) = (tenths.unsigned_abs() / 10, tenths.unsigned_abs() % 10);
        if tenth == 0 {
            write!(f, "{sign}{whole}")
        } else {
            write!(f, "{sign}{whole}.{tenth}")
        }
    }
}

/// `point` turned about (0, 0) by the angle whose cosine and sine are `turn`: how the drawing
/// goes round a circle without calling a sine.
#[must_use]
pub fn turned(point: (f64, f64), turn: (f64, f64)) -> (f64, f64) {
    let ((x, y), (cos, sin)) = (point, turn);
    (x * cos - y * sin, x * sin + y * cos)
}

/// Radius of a pit.
pub const PIT_RADIUS: f64 = 62.0;
/// Depth of the board (its height on screen).
pub const DEPTH: f64 = 470.0;
/// Length of the board with its stores (its width on screen).
const LENGTH: f64 = 1130.0;
/// How much shorter the compact board is: the stores' room at the ends.
const STORES_ROOM: f64 = 180.0;
const FIRST_COLUMN: f64 = 190.0;
const COLUMN_GAP: f64 = 150.0;
/// The side of the square around a pit where a tap or a pointer lands: a column's width, so
/// that a pit stays easy to tap where the board is drawn small (Kalah's, with its stores, on a
/// phone).
pub const PIT_AREA: f64 = COLUMN_GAP;
const TOP_ROW: f64 = 152.0;
const BOTTOM_ROW: f64 = 316.0;
const MIDDLE: f64 = 234.0;
const STORE_ENDS: [f64; 2] = [75.0, 1055.0];

/// Where the labels and marks of a pit go, relative to its centre.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Labels {
    /// The seed count: large, in the board's margin outside the row.
    pub count: (f64, f64),
    /// The pit letter: a small tag on the cup's outer left corner.
    pub letter: (f64, f64),
    /// The hint's star: on the cup's inner left corner, clear of the letter.
    pub hint: (f64, f64),
    /// The radius of the letter's tag: larger on a compact board, which is drawn smaller.
    pub tag_radius: f64,
    /// The font size of the count.
    pub count_size: f64,
}

/// The drawing of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Geometry {
    /// True on narrow screens: no stores on the board, the scores are chips beside it.
    pub compact: bool,
}

impl Geometry {
    /// The drawing of a game board of `rules`: compact on a `narrow` screen, but for Kalah,
    /// whose stores are its scores and where its seeds go: its board always draws them.
    #[must_use]
    pub fn of_board(narrow: bool, rules: Rules) -> Geometry {
        Geometry {
            compact: narrow && !rules.is_kalah(),
        }
    }

    /// How far the pits shift left when the stores are left out.
    fn shift(self) -> f64 {
        if self.compact {
            STORES_ROOM / 2.0
        } else {
            0.0
        }
    }

    /// Width and height of the view box.
    #[must_use]
    pub fn size(self) -> (f64, f64) {
        (self.length(), DEPTH)
    }

    /// The length of the board (its width on screen).
    #[must_use]
    pub fn length(self) -> f64 {
        LENGTH - 2.0 * self.shift()
    }

    /// Whether the stores are drawn at the ends of the board.
    #[must_use]
    pub fn has_stores(self) -> bool {
        !self.compact
    }

    /// The centre of the pit at `slot`.
    #[must_use]
    pub fn pit_center(self, slot: Slot) -> (f64, f64) {
        let x = FIRST_COLUMN + COLUMN_GAP * slot.column as f64 - self.shift();
        (x, if slot.top { TOP_ROW } else { BOTTOM_ROW })
    }

    /// The labels of the pit at `slot`: the count outside its row, the letter on the outer
    /// corner (so "B" and "10" never read as one word), the hint on the inner one.
    #[must_use]
    pub fn labels(self, slot: Slot) -> Labels {
        let r = PIT_RADIUS;
        let corner = r * 0.8;
        // Distances measured from the pit's centre toward the outside of the board.
        let (outward, count) = if slot.top {
            (-1.0, r + 22.0)
        } else {
            (1.0, r + 56.0)
        };
        let (tag_radius, count_size) = if self.compact {
            (22.0, 52.0)
        } else {
            (16.0, 46.0)
        };
        Labels {
            count: (0.0, outward * count),
            letter: (-corner, outward * corner),
            hint: (-corner, -outward * corner),
            tag_radius,
            count_size,
        }
    }

    /// The centre of a store: the bottom player's (`own`) or the other's.
    #[must_use]
    pub fn store_center(self, own: bool) -> (f64, f64) {
        (STORE_ENDS[usize::from(own)], MIDDLE)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::slot;
    use kawu_engine::{Pit, Side};

    /// Half the width of a two-digit count, and its height above the baseline, in board units
    /// (the largest count, 52 units).
    const COUNT_HALF_WIDTH: f64 = 32.0;
    const COUNT_HEIGHT: f64 = 38.0;

    #[test]
    fn units_are_written_to_the_tenth() {
        let written: Vec<String> = [0.0, 62.0, 12.34, 12.36, -49.6, -0.04, -0.06, 1130.0, 0.8]
            .iter()
            .map(|&v| Units(v).to_string())
            .collect();
        assert_eq!(
            written,
            ["0", "62", "12.3", "12.4", "-49.6", "0", "-0.1", "1130", "0.8"]
        );
    }

    #[test]
    fn ten_turns_of_a_tenth_of_a_circle_come_back_round() {
        let tenth = (
            (std::f64::consts::TAU / 10.0).cos(),
            (std::f64::consts::TAU / 10.0).sin(),
        );
        let mut point = (0.0, -1.0);
        for step in 1..=10 {
            point = turned(point, tenth);
            let angle =
                std::f64::consts::TAU * f64::from(step) / 10.0 - std::f64::consts::FRAC_PI_2;
            assert!((point.0 - angle.cos()).abs() < 1e-9 && (point.1 - angle.sin()).abs() < 1e-9);
        }
    }

    fn slots() -> impl Iterator<Item = Slot> {
        Pit::ALL.into_iter().map(|pit| slot(pit, Side::South))
    }

    #[test]
    fn every_pit_and_count_lies_on_the_board_without_overlap() {
        for compact in [false, true] {
            let geometry = Geometry { compact };
            let (width, height) = geometry.size();
            let centers: Vec<(f64, f64)> = slots().map(|s| geometry.pit_center(s)).collect();
            for (i, &(x, y)) in centers.iter().enumerate() {
                assert!(
                    x - PIT_RADIUS > 0.0 && x + PIT_RADIUS < width,
                    "{compact} {i}"
                );
                assert!(
                    y - PIT_RADIUS > 0.0 && y + PIT_RADIUS < height,
                    "{compact} {i}"
                );
                for &(u, v) in &centers[i + 1..] {
                    assert!((x - u).hypot(y - v) > 2.0 * PIT_RADIUS, "{compact} {i}");
                }
            }
            for s in slots() {
                let (x, y) = geometry.pit_center(s);
                let (dx, dy) = geometry.labels(s).count;
                // A two-digit count stays inside the plank (20 units of edge all round).
                assert!(
                    x + dx - COUNT_HALF_WIDTH > 20.0 && x + dx + COUNT_HALF_WIDTH < width - 20.0
                );
                assert!(
                    y + dy - COUNT_HEIGHT > 20.0 && y + dy < height - 20.0,
                    "{compact} {s:?}"
                );
            }
        }
    }

    #[test]
    fn the_count_sits_outside_the_cup_and_apart_from_the_letter() {
        for s in slots() {
            let labels = Geometry { compact: true }.labels(s);
            assert!(labels.count_size <= 52.0 && labels.tag_radius >= 16.0);
            let (count, letter) = (labels.count, labels.letter);
            // The count's nearest point to the centre is outside the cup.
            let inner_edge = if s.top {
                count.1
            } else {
                count.1 - COUNT_HEIGHT
            };
            assert!(inner_edge.abs() > PIT_RADIUS, "{s:?}");
            // The letter's tag and the count's widest two digits do not touch.
            let (top, bottom) = (count.1 - COUNT_HEIGHT, count.1);
            let apart_across = letter.0 + labels.tag_radius < count.0 - COUNT_HALF_WIDTH;
            let apart_along =
                letter.1 + labels.tag_radius < top || letter.1 - labels.tag_radius > bottom;
            assert!(apart_across || apart_along, "{s:?}");
            // The hint's star is on the other side of the row from the letter.
            assert!(labels.hint.1 * letter.1 < 0.0);
        }
    }

    #[test]
    fn the_compact_board_keeps_the_rows_and_drops_only_the_stores() {
        let (wide, compact) = (Geometry { compact: false }, Geometry { compact: true });
        assert!(wide.has_stores() && !compact.has_stores());
        for s in slots() {
            let (x, y) = wide.pit_center(s);
            assert_eq!(compact.pit_center(s), (x - STORES_ROOM / 2.0, y));
        }
        assert!(compact.length() < wide.length());
    }

    #[test]
    fn kalahs_board_always_draws_its_stores() {
        assert!(Geometry::of_board(true, Rules::ABAPA).compact);
        assert!(!Geometry::of_board(false, Rules::ABAPA).compact);
        assert!(Geometry::of_board(true, Rules::KALAH).has_stores());
        assert!(Geometry::of_board(false, Rules::KALAH).has_stores());
    }
}
