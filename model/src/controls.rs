//! The page's buttons and panels: each button is a [`Control`] (its `data-action` word is the
//! hook tests and assistive tech rely on), and [`press`] says what pressing it does: an action
//! for the reducer, or a panel opened or closed. The buttons are of two kinds: the game's own
//! controls under the board ([`Control::ROW`]) and the places of the page's navigation
//! ([`Control::PLACES`]), one of which is where the player is ([`Control::place`]).

use crate::review::ReviewAction;
use crate::state::{Action, Study};

/// A button of the page: the game's controls under the board, and the places in the header.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Control {
    /// The game on its board: leave the lessons or the puzzles.
    Play,
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
    /// The game's controls under the board, in their order: what to do in this game.
    pub const ROW: [Control; 6] = [
        Control::NewGame,
        Control::Undo,
        Control::Redo,
        Control::Hint,
        Control::Game,
        Control::Review,
    ];

    /// The places of the navigation, in their order: where to go. A new place is one more
    /// entry here (and its button's word, face and [`press`]).
    pub const PLACES: [Control; 8] = [
        Control::Play,
        Control::Online,
        Control::Learn,
        Control::Puzzles,
        Control::Library,
        Control::Setup,
        Control::Settings,
        Control::Help,
    ];

    /// A place that is a tool of the page rather than a room of the game: drawn as a round
    /// button in the header's corner, on a phone as on a desktop.
    #[must_use]
    pub const fn is_tool(self) -> bool {
        matches!(self, Control::Settings | Control::Help)
    }

    /// The place the page shows: the open panel's, else the lessons' or the puzzles', else
    /// the game's (the game panel is the game's own).
    #[must_use]
    pub const fn place(panel: Panel, learning: Option<&Study>) -> Control {
        match (panel, learning) {
            (Panel::Settings, _) => Control::Settings,
            (Panel::Help, _) => Control::Help,
            (Panel::Editor, _) => Control::Setup,
            (Panel::Library, _) => Control::Library,
            (Panel::Nothing | Panel::Game, Some(Study::Lessons)) => Control::Learn,
            (Panel::Nothing | Panel::Game, Some(Study::Puzzles(_))) => Control::Puzzles,
            (Panel::Nothing | Panel::Game, Some(Study::Online)) => Control::Online,
            (Panel::Nothing | Panel::Game, None) => Control::Play,
        }
    }

    /// The button's `data-action` word.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Control::Play => "play",
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
        Control::Play => Press::Act(Action::Learn(None)),
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
        Control::Online => Press::Act(Action::Learn(Some(Study::Online))),
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
        let mut words: Vec<_> = Control::ROW
            .iter()
            .chain(&Control::PLACES)
            .map(|c| c.word())
            .collect();
        let count = words.len();
        words.sort_unstable();
        words.dedup();
        assert_eq!(words.len(), count, "{words:?}");
        assert_eq!(Control::NewGame.word(), "new-game");
        assert_eq!(Control::Learn.word(), "learn");
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
            Press::Act(Action::Learn(Some(Study::Online))),
            "a new game"
        );
    }

    #[test]
    fn the_places_are_play_first_then_the_rooms_then_the_tools() {
        assert_eq!(Control::PLACES[0], Control::Play);
        assert_eq!(press(Control::Play, false), Press::Act(Action::Learn(None)));
        let tools = Control::PLACES.iter().skip_while(|place| !place.is_tool());
        assert!(
            tools.clone().all(|place| place.is_tool()),
            "the tools come last"
        );
        assert_eq!(tools.count(), 2, "Settings and Help");
        assert!(Control::ROW.iter().all(|control| !control.is_tool()));
    }

    #[test]
    fn the_place_shown_is_the_open_panel_else_the_study_else_the_game() {
        let puzzles = Study::Puzzles(Vec::new());
        for learning in [None, Some(&Study::Lessons), Some(&puzzles)] {
            assert_eq!(Control::place(Panel::Settings, learning), Control::Settings);
            assert_eq!(Control::place(Panel::Help, learning), Control::Help);
            assert_eq!(Control::place(Panel::Library, learning), Control::Library);
            assert_eq!(Control::place(Panel::Editor, learning), Control::Setup);
        }
        assert_eq!(Control::place(Panel::Nothing, None), Control::Play);
        assert_eq!(Control::place(Panel::Game, None), Control::Play, "its own");
        let lessons = Some(&Study::Lessons);
        assert_eq!(Control::place(Panel::Nothing, lessons), Control::Learn);
        let puzzles = Some(&puzzles);
        assert_eq!(Control::place(Panel::Nothing, puzzles), Control::Puzzles);
        let online = Some(&Study::Online);
        assert_eq!(Control::place(Panel::Nothing, online), Control::Online);
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
