//! What the polite live region says, for screen readers: the notice, else why the hint shown,
//! else the end of the game, else the last move once its seeds are down. Under review the review bar says where the player
//! is, so only a notice is announced.

use crate::{hint, move_done, notice, outcome};
use kawu_model::state::{AppState, Hint};

/// The live region's text for `state` while a sowing is (or is not) `animating`.
#[must_use]
pub fn announcement(state: &AppState, animating: bool) -> String {
    let lang = state.settings.lang;
    let game = &state.game;
    if let Some(told) = &state.notice {
        return notice(lang, told);
    }
    if state.review.is_some() {
        return String::new();
    }
    if let Hint::Shown(pit, Some(reason)) = state.hint {
        return hint::why(lang, pit, reason);
    }
    match (game.outcome(), game.last_trace()) {
        (Some(end), _) => outcome(lang, &end, game.to_move()),
        // Kalah: a last seed in the mover's store, who plays again.
        (None, Some(trace)) if !animating && trace.side == game.to_move() => {
            format!(
                "{} {}.",
                move_done(lang, trace),
                crate::rules::play_again(lang)
            )
        }
        (None, Some(trace)) if !animating => move_done(lang, trace),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kawu_engine::Position;
    use kawu_model::review::ReviewAction;
    use kawu_model::settings::Setting;
    use kawu_model::settings::{Lang, Mode};
    use kawu_model::state::Action;
    use kawu_model::test_util::pit;
    use kawu_model::test_util::vs_computer;
    use kawu_model::Machine;

    fn two_players() -> AppState {
        vs_computer().apply(Action::Set(Setting::Mode(Mode::TwoPlayers)))
    }

    #[test]
    fn a_move_is_announced_once_its_seeds_are_down() {
        let state = two_players().apply(Action::Sow(pit('C')));
        assert_eq!(announcement(&state, true), "");
        assert_eq!(announcement(&state, false), "South plays C.");
        assert_eq!(
            announcement(&two_players(), false),
            "",
            "nothing played yet"
        );
    }

    #[test]
    fn a_last_seed_in_the_store_is_announced_with_play_again() {
        let kalah = two_players().apply(Action::Set(Setting::Rules(kawu_engine::Rules::KALAH)));
        let again = kalah.apply(Action::Sow(pit('A')));
        assert_eq!(announcement(&again, false), "South plays A. Play again.");
    }

    #[test]
    fn a_hint_is_announced_with_why() {
        let asked = two_players()
            .apply(Action::Sow(pit('C')))
            .apply(Action::AskHint);
        let why = Some(kawu_ai::explain::Reason::Best { depth: 12 });
        let shown = asked.apply(Action::HintReady {
            id: asked.version,
            pit: Some(pit('d')),
            why,
        });
        assert_eq!(
            announcement(&shown, false),
            "d is the engine's choice, looking 12 moves ahead."
        );
        let silent = asked.apply(Action::HintReady {
            id: asked.version,
            pit: Some(pit('d')),
            why: None,
        });
        assert_eq!(announcement(&silent, false), "South plays C.");
    }

    #[test]
    fn a_notice_comes_first_and_the_end_is_said_with_its_score() {
        let refused = two_players().apply(Action::Sow(pit('c')));
        assert_eq!(
            announcement(&refused, false),
            "Pit c is your opponent's: play a pit from your own row."
        );
        let start: Position = "0-0-8-0-0-1-1-1-1-1-2-3-15-15-S".parse().expect("valid");
        let over = two_players()
            .apply(Action::Setup(start))
            .apply(Action::Sow(pit('C')));
        assert!(over.game.outcome().is_some());
        assert!(
            announcement(&over, true).starts_with("South wins"),
            "{}",
            announcement(&over, true)
        );
        let french = over.apply(Action::Set(Setting::Lang(Lang::Fr)));
        assert!(announcement(&french, false).starts_with("Sud gagne"));
    }

    #[test]
    fn under_review_only_a_notice_is_announced() {
        let reviewing = two_players()
            .apply(Action::Sow(pit('C')))
            .apply(Action::Review(ReviewAction::Back));
        let reviewing = reviewing.apply(Action::Review(ReviewAction::Enter));
        assert!(reviewing.review.is_some());
        assert_eq!(announcement(&reviewing, false), "");
        let told = reviewing.apply(Action::WorkerFailed);
        assert_eq!(
            announcement(&told, false),
            "The computer does not answer, even after a fresh start. Play on against a friend \
             (Settings, Opponent) or reload the page."
        );
    }
}
