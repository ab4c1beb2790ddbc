//! What the board shows: the live game (maybe in the middle of a sowing's animation), or the
//! position at the review's cursor, where nothing can be played. Pure, so the page's choice of
//! picture is tested natively.

use kawu_engine::{MoveTrace, Outcome, Side, PITS};

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
    /// The pits the player may sow now: the legal moves of the live game, none while the
    /// computer is to move, once the game is over or under review.
    pub playable: [bool; PITS],
}

/// The pits the player may sow in the live game: none while the computer is to move or once
/// over.
fn playable(state: &AppState) -> [bool; PITS] {
    let mut playable = [false; PITS];
    if !state.computer_to_move() {
        for pit in state.game.legal_moves().iter() {
            playable[pit.index()] = true;
        }
    }
    playable
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
                playable: [false; PITS],
            }
        }
        None => Scene {
            frame,
            marks: game.last_trace().filter(|_| !animating).cloned(),
            to_move: game.to_move(),
            outcome: game.outcome(),
            live: true,
            playable: playable(state),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::review::ReviewAction;
    use crate::settings::Mode;
    use crate::settings::Setting;
    use crate::state::Action;
    use crate::test_util::pit;
    use crate::test_util::vs_computer;
    use crate::Machine;

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

    /// The pits marked playable, as letters.
    fn letters(playable: [bool; PITS]) -> String {
        kawu_engine::Pit::ALL
            .iter()
            .filter(|pit| playable[pit.index()])
            .map(|pit| pit.letter())
            .collect()
    }

    #[test]
    fn the_player_may_sow_the_legal_moves_and_nothing_while_the_computer_is_to_move() {
        let state = vs_computer();
        let frame = Frame::of(&state.game.position());
        assert_eq!(letters(scene(&state, frame, false).playable), "ABCDEF");
        let answered = state.apply(Action::Sow(pit('C')));
        assert!(answered.computer_to_move());
        assert_eq!(letters(scene(&answered, frame, false).playable), "");
        let friend = three_plies();
        assert_eq!(letters(scene(&friend, frame, false).playable), "abcdef");
        let start: kawu_engine::Position =
            "0-0-8-0-0-1-1-1-1-1-2-3-15-15-S".parse().expect("valid");
        let over = friend
            .apply(Action::Setup(start))
            .apply(Action::Sow(pit('C')));
        assert!(over.game.outcome().is_some());
        assert_eq!(letters(scene(&over, frame, false).playable), "");
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
        assert_eq!(letters(shown.playable), "", "nothing is sown under review");
    }
}
