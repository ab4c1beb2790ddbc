//! The page's buttons and panels: each button is a [`Control`] (its `data-action` word is the
//! hook tests and assistive tech rely on), and [`press`] says what pressing it does: an action
//! for the reducer, or a panel opened or closed.

use crate::review::ReviewAction;
use crate::state::{Action, Study};

/// A button of the page: the row under the board, and Help in the header.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Control {
    /// Start again from the initial position.
    NewGame,
    /// Take back a move.
    Undo,
    /// Play again what was taken back.
    Redo,
    /// Ask for the hint.
    Hint,
    /// The game panel: save, load, copy, share.
    Game,
    /// My games: every game kept.
    Library,
    /// The lessons: learn Awalé on the board.
    Learn,
    /// The puzzles made by the engine.
    Puzzles,
    /// Play a friend online.
    Online,
    /// The position editor.
    Setup,
    /// Enter the review, or leave it.
    Review,
    /// The settings.
    Settings,
    /// The rules and advice.
    Help,
}

impl Control {
    /// The buttons under the board, in their order.
    pub const ROW: [Control; 12] = [
        Control::NewGame,
        Control::Undo,
        Control::Redo,
        Control::Hint,
        Control::Game,
        Control::Library,
        Control::Learn,
        Control::Puzzles,
        Control::Online,
        Control::Setup,
        Control::Review,
        Control::Settings,
    ];

    /// The button's `data-action` word.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Control::NewGame => "new-game",
            Control::Undo => "undo",
            Control::Redo => "redo",
            Control::Hint => "hint",
            Control::Game => "game",
            Control::Library => "library",
            Control::Learn => "learn",
            Control::Puzzles => "puzzles",
            Control::Online => "online",
            Control::Setup => "setup",
            Control::Review => "review",
            Control::Settings => "settings",
            Control::Help => "help",
        }
    }
}

/// The panel open over the page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Panel {
    /// None: the game alone.
    Nothing,
    /// The settings.
    Settings,
    /// The rules and advice.
    Help,
    /// The position editor.
    Editor,
    /// The game panel: save, load, copy, share.
    Game,
    /// My games.
    Library,
}

impl Panel {
    /// The panel open after `panel`'s button is pressed: it opens, or closes when it was open.
    #[must_use]
    pub fn toggled(self, panel: Panel) -> Panel {
        if self == panel {
            Panel::Nothing
        } else {
            panel
        }
    }
}

/// What pressing a button does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Press {
    /// An action for the reducer.
    Act(Action),
    /// Open this panel, or close it when it is open.
    Toggle(Panel),
}

/// What pressing `control` does; `reviewing` says whether the game is under review (the review
/// button then leaves it).
#[must_use]
pub fn press(control: Control, reviewing: bool) -> Press {
    match control {
        Control::NewGame => Press::Act(Action::NewGame),
        Control::Undo => Press::Act(Action::Undo),
        Control::Redo => Press::Act(Action::Redo),
        Control::Hint => Press::Act(Action::AskHint),
        Control::Review if reviewing => Press::Act(Action::Review(ReviewAction::Exit)),
        Control::Review => Press::Act(Action::Review(ReviewAction::Enter)),
        Control::Game => Press::Toggle(Panel::Game),
        Control::Library => Press::Toggle(Panel::Library),
        Control::Learn => Press::Act(Action::Learn(Some(Study::Lessons))),
        Control::Puzzles => Press::Act(Action::Learn(Some(Study::Puzzles(Vec::new())))),
        Control::Online => Press::Act(Action::Learn(Some(Study::Online(None)))),
        Control::Setup => Press::Toggle(Panel::Editor),
        Control::Settings => Press::Toggle(Panel::Settings),
        Control::Help => Press::Toggle(Panel::Help),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_button_has_its_own_word() {
        let mut words: Vec<_> = Control::ROW.iter().map(|c| c.word()).collect();
        words.push(Control::Help.word());
        let count = words.len();
        words.sort_unstable();
        words.dedup();
        assert_eq!(words.len(), count, "{words:?}");
        assert_eq!(Control::NewGame.word(), "new-game");
        assert_eq!(Control::Learn.word(), "learn");
        let library = Control::ROW.iter().position(|&c| c == Control::Library);
        assert_eq!(
            Control::ROW.iter().position(|&c| c == Control::Learn),
            library.map(|at| at + 1)
        );
        assert_eq!(
            press(Control::Learn, false),
            Press::Act(Action::Learn(Some(Study::Lessons)))
        );
        assert_eq!(
            press(Control::Puzzles, false),
            Press::Act(Action::Learn(Some(Study::Puzzles(Vec::new())))),
            "the engine's set"
        );
        assert_eq!(Control::Online.word(), "online");
        assert_eq!(
            press(Control::Online, false),
            Press::Act(Action::Learn(Some(Study::Online(None)))),
            "a new game"
        );
    }

    #[test]
    fn the_review_button_enters_then_leaves() {
        assert_eq!(
            press(Control::Review, false),
            Press::Act(Action::Review(ReviewAction::Enter))
        );
        assert_eq!(
            press(Control::Review, true),
            Press::Act(Action::Review(ReviewAction::Exit))
        );
        assert_eq!(press(Control::Hint, true), Press::Act(Action::AskHint));
    }

    #[test]
    fn a_panel_button_opens_its_panel_and_closes_it_again() {
        let Press::Toggle(editor) = press(Control::Setup, false) else {
            panic!("a panel");
        };
        let open = Panel::Nothing.toggled(editor);
        assert_eq!(open, Panel::Editor);
        assert_eq!(open.toggled(Panel::Help), Panel::Help);
        assert_eq!(open.toggled(editor), Panel::Nothing);
    }
}
