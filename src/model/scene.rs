//! What the board shows: the live game (maybe in the middle of a sowing's animation), or the
//! position at the review's cursor, where nothing can be played. Pure, so the page's choice of
//! picture is tested natively.

use kawu_engine::{MoveTrace, Outcome, Side};

use crate::animation::Frame;
use crate::state::AppState;

/// The picture of the board and what goes with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scene {
    /// Seeds in the pits and the stores.
    pub frame: Frame,
    /// The move whose sowing and captures are circled: the last one once its animation is over,
    /// or under review the move that led to the position shown.
    pub marks: Option<MoveTrace>,
    /// Who is to move in the position shown.
    pub to_move: Side,
    /// How the game ended, if it is over in the position shown.
    pub outcome: Option<Outcome>,
    /// True for the live game: false under review, where no pit can be sown, no hint or focus
    /// is drawn and nothing is animated.
    pub live: bool,
}

/// The scene of `state`: under review the position at the cursor, else the live game as the
/// sowing animation draws it now (`frame`, `animating`).
#[must_use]
pub fn scene(state: &AppState, frame: Frame, animating: bool) -> Scene {
    let game = &state.game;
    match &state.review {
        Some(review) => {
            let position = review.position(game);
            Scene {
                frame: Frame::of(&position),
                marks: review.marks(game).cloned(),
                to_move: position.to_move(),
                outcome: review.outcome(game),
                live: false,
            }
        }
        None => Scene {
            frame,
            marks: game.last_trace().filter(|_| !animating).cloned(),
            to_move: game.to_move(),
            outcome: game.outcome(),
            live: true,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::review::ReviewAction;
    use crate::settings::Mode;
    use crate::state::{Action, Setting};
    use crate::test_util::{pit, vs_computer};

    fn three_plies() -> AppState {
        vs_computer()
            .apply(Action::Set(Setting::Mode(Mode::TwoPlayers)))
            .apply(Action::Sow(pit('C')))
            .apply(Action::Sow(pit('d')))
            .apply(Action::Sow(pit('F')))
    }

    #[test]
    fn the_live_game_circles_its_last_move_once_the_animation_is_over() {
        let state = three_plies();
        let frame = Frame::of(&state.game.position());
        let sowing = scene(&state, frame, true);
        assert!(sowing.live);
        assert_eq!(sowing.marks, None);
        let done = scene(&state, frame, false);
        assert_eq!(done.marks.map(|trace| trace.origin), Some(pit('F')));
        assert_eq!(done.to_move, Side::North);
    }

    #[test]
    fn under_review_the_board_shows_the_cursor_whatever_the_animation() {
        let state = three_plies()
            .apply(Action::Review(ReviewAction::Enter))
            .apply(Action::Review(ReviewAction::Back));
        let live = Frame::of(&state.game.position());
        let shown = scene(&state, live, true);
        assert!(!shown.live);
        let after_two = kawu_engine::Game::replay(state.game.start(), &[pit('C'), pit('d')])
            .expect("legal moves");
        assert_eq!(shown.frame, Frame::of(&after_two.position()));
        assert_eq!(shown.marks.map(|trace| trace.origin), Some(pit('d')));
        assert_eq!(shown.to_move, Side::South);
        assert_eq!(shown.outcome, None);
    }
}
