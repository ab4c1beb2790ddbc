//! The boards' roving tab stop (the WAI-ARIA practice for a composite widget): exactly one place
//! of a board is in the page's tab order, Tab lands on it and leaves the board from it, and the
//! arrows move the focus between the places. Which place holds the tab stop, and where an arrow
//! goes on the position editor's board, are decided here; the page only applies it.

use kawu_engine::{Pit, Side, PITS, ROW};

use crate::editor::Place;
use crate::layout::{arrow, pit_at, slot, Slot};

/// Where the keyboard focus is, or was, on a board of places `T` (pits, or the editor's places).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RovingFocus<T> {
    /// The place that had the focus last (still has it when `inside`).
    pub last: Option<T>,
    /// The focus is on the board now.
    pub inside: bool,
}

impl<T> Default for RovingFocus<T> {
    fn default() -> Self {
        RovingFocus {
            last: None,
            inside: false,
        }
    }
}

impl<T: Copy> RovingFocus<T> {
    /// `place` took the focus.
    #[must_use]
    pub fn focused(place: T) -> Self {
        RovingFocus {
            last: Some(place),
            inside: true,
        }
    }

    /// `place` lost the focus (it stays the last one focused).
    #[must_use]
    pub fn left(place: T) -> Self {
        RovingFocus {
            last: Some(place),
            inside: false,
        }
    }

    /// The place with the focus now, if the focus is on the board.
    #[must_use]
    pub fn now(self) -> Option<T> {
        self.last.filter(|_| self.inside)
    }
}

/// The pits as a reader meets them on screen: the bottom row from the left, then the top row
/// from the left, when `bottom` sits at the bottom.
pub fn screen_order(bottom: Side) -> impl Iterator<Item = Pit> {
    [false, true]
        .into_iter()
        .flat_map(move |top| (0..ROW).map(move |column| pit_at(Slot { column, top }, bottom)))
}

/// The pit of the game's board that holds the tab stop: the focused pit while the focus is on
/// the board (so that Tab leaves from where it is); else the last focused pit if it is still
/// playable; else the first playable pit on screen; with none playable (the computer's turn, the
/// end, a review), the last focused pit, else the bottom row's first.
#[must_use]
pub fn tab_stop(focus: RovingFocus<Pit>, playable: &[bool; PITS], bottom: Side) -> Pit {
    if let Some(pit) = focus.now() {
        return pit;
    }
    let is_playable = |pit: &Pit| playable[pit.index()];
    focus
        .last
        .filter(is_playable)
        .or_else(|| screen_order(bottom).find(is_playable))
        .or(focus.last)
        .unwrap_or_else(|| {
            pit_at(
                Slot {
                    column: 0,
                    top: false,
                },
                bottom,
            )
        })
}

/// The place of the editor's board that holds the tab stop: the focused place while the focus
/// is on the board; else the selected place when it is drawn on the board (a store is drawn
/// there only `with_stores`, else as a chip beside it); else the last focused place; else the
/// bottom row's first pit.
#[must_use]
pub fn editor_tab_stop(
    focus: RovingFocus<Place>,
    selected: Place,
    with_stores: bool,
    bottom: Side,
) -> Place {
    let on_board = |place: &Place| with_stores || matches!(place, Place::Pit(_));
    focus
        .now()
        .or(Some(selected).filter(on_board))
        .or(focus.last.filter(on_board))
        .unwrap_or(Place::Pit(pit_at(
            Slot {
                column: 0,
                top: false,
            },
            bottom,
        )))
}

/// Where `key` (a `KeyboardEvent.key` value) moves the focus from `place` on the editor's board,
/// `None` for other keys. ←/→ walk a row and stop at its ends, or step into the store there
/// (`with_stores`: the top player's store on the left, the bottom player's on the right);
/// ↑/↓ cross to the pit facing it in the other row; from a store, the arrow toward the board
/// goes to its player's nearest pit.
#[must_use]
pub fn editor_arrow(place: Place, key: &str, with_stores: bool, bottom: Side) -> Option<Place> {
    let (left, right) = (Place::Store(bottom.other()), Place::Store(bottom));
    let pit_at_slot = |column, top| Place::Pit(pit_at(Slot { column, top }, bottom));
    match place {
        Place::Store(side) => {
            let toward_board = if side == bottom {
                "ArrowLeft"
            } else {
                "ArrowRight"
            };
            let known = matches!(key, "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown");
            if key == toward_board {
                Some(if side == bottom {
                    pit_at_slot(ROW - 1, false)
                } else {
                    pit_at_slot(0, true)
                })
            } else {
                known.then_some(place)
            }
        }
        Place::Pit(pit) => {
            let here = slot(pit, bottom);
            match key {
                "ArrowLeft" if here.column == 0 && with_stores => Some(left),
                "ArrowRight" if here.column == ROW - 1 && with_stores => Some(right),
                "ArrowLeft" | "ArrowRight" => {
                    Some(Place::Pit(arrow(pit, key == "ArrowRight", bottom)))
                }
                "ArrowUp" => Some(pit_at_slot(here.column, true)),
                "ArrowDown" => Some(pit_at_slot(here.column, false)),
                _ => None,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::pit;

    /// Playable pits given by their letters.
    fn playable(letters: &str) -> [bool; PITS] {
        let mut playable = [false; PITS];
        for letter in letters.chars() {
            playable[pit(letter).index()] = true;
        }
        playable
    }

    #[test]
    fn screen_order_reads_the_bottom_row_then_the_top_row() {
        let south: String = screen_order(Side::South).map(Pit::letter).collect();
        assert_eq!(south, "ABCDEFfedcba");
        let north: String = screen_order(Side::North).map(Pit::letter).collect();
        assert_eq!(north, "abcdefFEDCBA");
    }

    #[test]
    fn the_tab_stop_is_the_first_playable_pit_at_first() {
        let none = RovingFocus::default();
        assert_eq!(tab_stop(none, &playable("ABCDEF"), Side::South), pit('A'));
        assert_eq!(tab_stop(none, &playable("CEF"), Side::South), pit('C'));
        // North to move with South at the bottom: the leftmost playable pit of the top row.
        assert_eq!(tab_stop(none, &playable("abcdef"), Side::South), pit('f'));
        assert_eq!(tab_stop(none, &playable("ab"), Side::South), pit('b'));
    }

    #[test]
    fn the_last_focused_pit_keeps_the_tab_stop_while_playable() {
        let left_d = RovingFocus::left(pit('D'));
        assert_eq!(tab_stop(left_d, &playable("ABDF"), Side::South), pit('D'));
        // D was sown: it is empty, so the tab stop goes to the first playable pit.
        assert_eq!(tab_stop(left_d, &playable("ABEF"), Side::South), pit('A'));
        // After the computer's answer, a playable pit again.
        assert_eq!(tab_stop(left_d, &playable("BC"), Side::South), pit('B'));
    }

    #[test]
    fn the_focused_pit_holds_the_tab_stop_so_tab_leaves_from_it() {
        let on_d = RovingFocus::focused(pit('D'));
        assert_eq!(tab_stop(on_d, &playable("AB"), Side::South), pit('D'));
        assert_eq!(tab_stop(on_d, &playable("abc"), Side::South), pit('D'));
        assert_eq!(on_d.now(), Some(pit('D')));
        assert_eq!(RovingFocus::left(pit('D')).now(), None);
    }

    #[test]
    fn with_nothing_playable_the_tab_stop_stays_on_the_board() {
        let nothing = [false; PITS];
        assert_eq!(
            tab_stop(RovingFocus::default(), &nothing, Side::South),
            pit('A')
        );
        assert_eq!(
            tab_stop(RovingFocus::default(), &nothing, Side::North),
            pit('a')
        );
        assert_eq!(
            tab_stop(RovingFocus::left(pit('e')), &nothing, Side::South),
            pit('e')
        );
    }

    #[test]
    fn away_from_the_board_the_tab_stop_is_playable_whenever_a_pit_is() {
        let lasts = [None, Some(pit('C')), Some(pit('d'))];
        for bottom in Side::ALL {
            for last in lasts {
                for letters in ["ACE", "bdf", "F", "ABCDEFabcdef"] {
                    let focus = RovingFocus {
                        last,
                        inside: false,
                    };
                    let stop = tab_stop(focus, &playable(letters), bottom);
                    assert!(
                        playable(letters)[stop.index()],
                        "{letters}, last {last:?}: {stop}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_editors_tab_stop_is_the_focused_then_the_selected_place() {
        let b = Place::Pit(pit('B'));
        let store = Place::Store(Side::North);
        let none = RovingFocus::default();
        assert_eq!(editor_tab_stop(none, b, true, Side::South), b);
        assert_eq!(editor_tab_stop(none, store, true, Side::South), store);
        // A compact board draws the stores as chips beside it: the board's stop is a pit.
        assert_eq!(
            editor_tab_stop(none, store, false, Side::South),
            Place::Pit(pit('A'))
        );
        assert_eq!(
            editor_tab_stop(
                RovingFocus::left(Place::Pit(pit('e'))),
                store,
                false,
                Side::South
            ),
            Place::Pit(pit('e'))
        );
        let on_c = RovingFocus::focused(Place::Pit(pit('C')));
        assert_eq!(
            editor_tab_stop(on_c, b, true, Side::South),
            Place::Pit(pit('C'))
        );
    }

    #[test]
    fn editor_arrows_walk_the_rows_cross_them_and_reach_the_stores() {
        let at = |letter| Place::Pit(pit(letter));
        let go = |from, key, stores| editor_arrow(from, key, stores, Side::South);
        assert_eq!(go(at('C'), "ArrowRight", true), Some(at('D')));
        assert_eq!(go(at('C'), "ArrowLeft", true), Some(at('B')));
        assert_eq!(go(at('C'), "ArrowUp", true), Some(at('d')));
        assert_eq!(go(at('d'), "ArrowDown", true), Some(at('C')));
        assert_eq!(go(at('C'), "ArrowDown", true), Some(at('C')));
        assert_eq!(
            go(at('F'), "ArrowRight", true),
            Some(Place::Store(Side::South))
        );
        assert_eq!(
            go(at('f'), "ArrowLeft", true),
            Some(Place::Store(Side::North))
        );
        assert_eq!(
            go(at('A'), "ArrowLeft", true),
            Some(Place::Store(Side::North))
        );
        assert_eq!(go(at('F'), "ArrowRight", false), Some(at('F')));
        assert_eq!(
            go(Place::Store(Side::South), "ArrowLeft", true),
            Some(at('F'))
        );
        assert_eq!(
            go(Place::Store(Side::North), "ArrowRight", true),
            Some(at('f'))
        );
        assert_eq!(
            go(Place::Store(Side::South), "ArrowRight", true),
            Some(Place::Store(Side::South))
        );
        assert_eq!(go(at('C'), "Enter", true), None);
        assert_eq!(go(Place::Store(Side::South), "x", true), None);
    }

    #[test]
    fn a_turned_editor_board_mirrors_its_arrows() {
        let mirror = |place: Place| match place {
            Place::Pit(p) => Place::Pit(p.mirror()),
            Place::Store(side) => Place::Store(side.other()),
        };
        let places = Pit::ALL
            .iter()
            .map(|&p| Place::Pit(p))
            .chain(Side::ALL.map(Place::Store));
        for place in places {
            for key in ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"] {
                let south = editor_arrow(place, key, true, Side::South);
                let north = editor_arrow(mirror(place), key, true, Side::North);
                assert_eq!(north, south.map(mirror), "{place:?} {key}");
            }
        }
    }
}
