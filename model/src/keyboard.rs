//! Keyboard play: arrows move between the pits of the player to move, Enter or Space sows the
//! focused pit, a letter sows that pit of the player's row. In review, ←/→ step one move and
//! Home/End go to the start and the end. Pure: the page only applies it.

use kawu_engine::{Pit, Side, ROW};

use crate::layout::{arrow, pit_at, Slot};
use crate::review::ReviewAction;

/// What a key asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyCommand {
    /// Move the focus to this pit.
    Focus(Pit),
    /// Sow this pit.
    Sow(Pit),
}

/// The command for `key` (a `KeyboardEvent.key` value) when `mover` is to move, `bottom` sits at
/// the bottom of the screen and `focus` has the focus; `None` for keys the board ignores.
#[must_use]
pub fn command(key: &str, focus: Option<Pit>, mover: Side, bottom: Side) -> Option<KeyCommand> {
    let focus = focus.filter(|pit| pit.side() == mover);
    match key {
        "ArrowLeft" | "ArrowRight" => {
            let leftmost = pit_at(
                Slot {
                    column: 0,
                    top: mover != bottom,
                },
                bottom,
            );
            Some(KeyCommand::Focus(focus.map_or(leftmost, |pit| {
                arrow(pit, key == "ArrowRight", bottom)
            })))
        }
        "Enter" | " " => focus.map(KeyCommand::Sow),
        _ => {
            let mut letters = key.chars();
            let letter = letters.next()?.to_ascii_lowercase();
            let offset = "abcdef".find(letter).filter(|_| letters.next().is_none())?;
            (offset < ROW).then(|| KeyCommand::Sow(Pit::in_row(mover, offset)))
        }
    }
}

/// The review step for `key` (a `KeyboardEvent.key` value), `None` for other keys.
#[must_use]
pub fn review_command(key: &str) -> Option<ReviewAction> {
    match key {
        "ArrowLeft" => Some(ReviewAction::Back),
        "ArrowRight" => Some(ReviewAction::Forward),
        "Home" => Some(ReviewAction::First),
        "End" => Some(ReviewAction::Last),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::pit;

    #[test]
    fn arrows_start_at_the_left_and_walk_the_movers_row() {
        let first = command("ArrowRight", None, Side::South, Side::South);
        assert_eq!(first, Some(KeyCommand::Focus(pit('A'))));
        let next = command("ArrowRight", Some(pit('A')), Side::South, Side::South);
        assert_eq!(next, Some(KeyCommand::Focus(pit('B'))));
        let top = command("ArrowLeft", None, Side::North, Side::South);
        assert_eq!(top, Some(KeyCommand::Focus(pit('f'))));
        let stale_focus = command("ArrowLeft", Some(pit('C')), Side::North, Side::North);
        assert_eq!(stale_focus, Some(KeyCommand::Focus(pit('a'))));
    }

    #[test]
    fn enter_space_and_letters_sow() {
        assert_eq!(
            command("Enter", Some(pit('D')), Side::South, Side::South),
            Some(KeyCommand::Sow(pit('D')))
        );
        assert_eq!(command(" ", None, Side::South, Side::South), None);
        assert_eq!(
            command("c", None, Side::South, Side::South),
            Some(KeyCommand::Sow(pit('C')))
        );
        assert_eq!(
            command("C", None, Side::North, Side::South),
            Some(KeyCommand::Sow(pit('c')))
        );
        assert_eq!(command("g", None, Side::South, Side::South), None);
        assert_eq!(command("Escape", None, Side::South, Side::South), None);
    }

    #[test]
    fn mirrored_board_mirrors_the_commands() {
        for key in ["ArrowLeft", "ArrowRight", "Enter", "b"] {
            for p in Pit::ALL {
                let south = command(key, Some(p), Side::South, Side::South);
                let north = command(key, Some(p.mirror()), Side::North, Side::North);
                let mirrored = south.map(|c| match c {
                    KeyCommand::Focus(p) => KeyCommand::Focus(p.mirror()),
                    KeyCommand::Sow(p) => KeyCommand::Sow(p.mirror()),
                });
                assert_eq!(north, mirrored, "{key} {p}");
            }
        }
    }

    #[test]
    fn review_keys_step_through_the_game() {
        assert_eq!(review_command("ArrowLeft"), Some(ReviewAction::Back));
        assert_eq!(review_command("ArrowRight"), Some(ReviewAction::Forward));
        assert_eq!(review_command("Home"), Some(ReviewAction::First));
        assert_eq!(review_command("End"), Some(ReviewAction::Last));
        assert_eq!(review_command("c"), None);
    }
}
