//! The app state, the actions a player (or the worker) can take, and the reducer. The reducer
//! only delegates to `kawu_engine::Game`: no rule of the game lives here or in a component.

use kawu_ai::explain::Reason;
use kawu_engine::{Game, IllegalReason, OgnNote, Pit, Position, Side};

use crate::library::{Entry, GameId};
use crate::link::LinkError;
use crate::puzzle::Retry;
use crate::record::Loaded;
use crate::review::{Review, ReviewAction};
use crate::settings::{Setting, Settings};
use crate::story::Story;

/// A game going on for more moves than this (plies, both sides) is not dropped for another one
/// (a loaded file, a shared link) without asking the player.
pub const KEEP_AFTER: usize = 4;

/// True when putting another game in the place of `game` would drop one worth keeping: going on,
/// more than [`KEEP_AFTER`] moves in.
#[must_use]
pub fn worth_keeping(game: &Game) -> bool {
    game.outcome().is_none() && game.plies().len() > KEEP_AFTER
}

/// True when `incoming` would take the place of a game worth keeping (`keep`, see
/// [`worth_keeping`]), so the player must be asked first. A refusal (a bad file or link) never
/// asks: it only says why, and changes nothing.
#[must_use]
pub fn asks_before_replacing<T, E>(keep: bool, incoming: &Result<T, E>) -> bool {
    keep && incoming.is_ok()
}

/// Something the page tells the player outside the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    /// A tapped pit cannot be sown, and why.
    Illegal(Pit, IllegalReason),
    /// The player tapped while the computer is to move.
    ComputerToMove,
    /// The saved game could not be read: it is set aside (in My games, as it was stored) and a
    /// fresh game started. (The notice does not echo what was stored: the player cannot act on
    /// those bytes.)
    SaveDiscarded,
    /// Settings of the save that could not be read, by name: back to their defaults.
    SettingsReset(Vec<&'static str>),
    /// The computer could not answer (the details go to the console).
    WorkerFailed,
    /// A game record was loaded: its number of moves, and the record's note, if any.
    RecordLoaded(usize, Option<OgnNote>),
    /// A shared link could not be opened: why. A fresh game started instead.
    BadLink(LinkError),
    /// The browser refuses to keep the games (storage blocked or full): why, in its words.
    StorageFailed(String),
    /// Another tab moved this game on differently: this tab waits for the player to take the
    /// game over or to keep its own apart.
    OtherTab,
}

/// The state of the hint button.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hint {
    /// No hint asked.
    None,
    /// Asked for the game version held.
    Pending(u64),
    /// The pit the hard level would sow, and why (when the worker said).
    Shown(Pit, Option<Reason>),
}

/// Everything that changes the app state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// The player tapped (or chose by keyboard) a pit.
    Sow(Pit),
    /// The worker answered request `id` with a move.
    ComputerMove {
        /// The request answered: dropped unless it is the current game version.
        id: u64,
        /// The pit chosen.
        pit: Pit,
    },
    /// The player asked for a hint.
    AskHint,
    /// The worker answered hint request `id`.
    HintReady {
        /// The request answered: dropped unless current.
        id: u64,
        /// The hinted pit, if any.
        pit: Option<Pit>,
        /// Why that pit.
        why: Option<Reason>,
    },
    /// Take back the last move (against the computer, back to the player's turn).
    Undo,
    /// Play again what was taken back.
    Redo,
    /// Start again from the initial position.
    NewGame,
    /// Change a setting.
    Set(Setting),
    /// The worker failed.
    WorkerFailed,
    /// Start a new game from a position made in the editor (valid: the engine made it).
    Setup(Position),
    /// A game record was read from a file: it replaces the game (a refused file is told in the
    /// game panel and never gets here).
    LoadRecord(Loaded),
    /// The page was opened by a shared link: its game replaces the game, or the reason it cannot
    /// be opened is told and the game is kept.
    OpenLink(Result<Game, LinkError>),
    /// Review the game: step through it, evaluate, resume from an earlier position.
    Review(ReviewAction),
    /// A game of the library takes the board (the game going on stays in the library), with
    /// its opponent; `review` opens it in review.
    OpenKept {
        /// The game kept.
        entry: Entry,
        /// Open it in review rather than to play on.
        review: bool,
    },
    /// Another tab of the page saved its game (`id`): this tab follows it, or keeps its own
    /// when it went on differently (see [`Notice::OtherTab`]).
    OtherTab {
        /// The other tab's game's identity.
        id: GameId,
        /// Its game.
        game: Game,
    },
    /// After [`Notice::OtherTab`]: this tab's game is the one that goes on (the other tab is
    /// told in turn).
    TakeOver,
    /// After [`Notice::OtherTab`]: this tab's game is kept apart in the library, as a game of
    /// its own, and this tab follows the other.
    KeepApart,
    /// The browser refused to keep a game or the settings: why.
    StorageFailed(String),
    /// The player opens the lessons, the puzzles or online play, or comes back to the game
    /// (`None`).
    Learn(Option<Study>),
}

/// How this tab's game stands against another tab's save of the same game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Tabs {
    /// Nothing else to follow.
    Alone,
    /// The game on the board came from another tab: that tab asks the computer for its moves.
    Following,
    /// Another tab went on differently with the game: its version, until the player chooses.
    Diverged(Game),
}

/// Where the player is, away from the game on the board, while it waits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Study {
    /// The lessons.
    Lessons,
    /// The puzzles: the engine's set, or these costly moves of the player's game when there
    /// are some.
    Puzzles(Vec<Retry>),
    /// Play online: a new game, or the game of the address's `#online/…` fragment (the room
    /// reads it: the page only sees that there is one, [`crate::online::LINK_PREFIX`]).
    Online,
}

/// The whole state of the page apart from UI details (focus, animation step, open panels).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AppState {
    /// The game, with its history.
    pub game: Game,
    /// The player's choices.
    pub settings: Settings,
    /// Bumped on every change that makes a pending computer answer stale; requests carry it.
    pub version: u64,
    /// True when the last change was a move to animate (not an undo, a redo or a new game).
    pub animate: bool,
    /// The hint.
    pub hint: Hint,
    /// What to tell the player, if anything.
    pub notice: Option<Notice>,
    /// The review of the game, while the player steps through it (no sowing, no computer move).
    pub review: Option<Review>,
    /// The game's identity (in the library, the save and other tabs).
    pub game_id: GameId,
    /// The last id drawn: a new game's id is the next.
    ids: GameId,
    /// This tab and the others.
    pub tabs: Tabs,
    /// A game this tab set apart in the library (see [`Action::KeepApart`]), to be kept there.
    pub set_aside: Option<(GameId, Game)>,
    /// The analysis of this version of the game, kept when the review is left, so that
    /// reviewing it again shows it at once.
    pub story: Option<(u64, Story)>,
    /// The player is in the lessons, the puzzles or online play: the game waits as it is
    /// (nothing is played, the computer does not move).
    pub learning: Option<Study>,
    /// The version at which the page gave up on the computer (its worker failed even after a
    /// fresh start): nothing says it thinks there. The next change of the game or of who plays
    /// asks a fresh worker.
    pub gave_up: Option<u64>,
}

impl AppState {
    /// A fresh game with these settings.
    #[must_use]
    pub fn new(settings: Settings) -> AppState {
        AppState::resume(Game::from_position(settings.rules.start()), settings, None)
    }

    /// A saved game, and a notice to show at once.
    #[must_use]
    pub fn resume(game: Game, settings: Settings, notice: Option<Notice>) -> AppState {
        AppState {
            game,
            settings,
            version: 0,
            animate: false,
            hint: Hint::None,
            notice,
            review: None,
            game_id: GameId(0),
            ids: GameId(0),
            tabs: Tabs::Alone,
            set_aside: None,
            story: None,
            learning: None,
            gave_up: None,
        }
    }

    /// This state with its game's identity (a saved game's), its new games' ids drawn from
    /// `seed` (one per tab and visit).
    #[must_use]
    pub fn identified(mut self, game_id: Option<GameId>, seed: u64) -> AppState {
        self.ids = GameId(seed);
        self.game_id = game_id.unwrap_or_else(|| self.draw_id());
        self
    }

    /// The next new game's id.
    fn draw_id(&mut self) -> GameId {
        self.ids = self.ids.next();
        self.ids
    }

    /// True when this tab may save its game: not while another tab's version waits for the
    /// player's choice.
    #[must_use]
    pub fn may_save(&self) -> bool {
        !matches!(self.tabs, Tabs::Diverged(_))
    }

    /// True when the computer is to move in a game that goes on (and is not under review, nor
    /// waiting while the player is in the lessons).
    #[must_use]
    pub fn computer_to_move(&self) -> bool {
        self.game.outcome().is_none()
            && self.settings.computer_side() == Some(self.game.to_move())
            && self.review.is_none()
            && self.learning.is_none()
    }

    /// Whether the page says the computer is thinking: it is to move, and the page has not
    /// given up on it for this version of the game.
    #[must_use]
    pub fn thinking(&self) -> bool {
        self.computer_to_move() && self.gave_up != Some(self.version)
    }

    /// The side at the bottom of the screen now.
    #[must_use]
    pub fn bottom_side(&self) -> Side {
        self.settings.bottom_side(self.game.to_move())
    }

    /// Another tab saved game `id`: the same game moved on (follow it), behind this one
    /// (nothing to do), gone another way (wait for the player), or another game (follow it: this
    /// one stays in the library).
    fn follow(&mut self, id: GameId, theirs: Game) {
        let ours = &self.game;
        if id == self.game_id && extends(ours, &theirs) {
            return;
        }
        if id == self.game_id && !extends(&theirs, ours) {
            self.tabs = Tabs::Diverged(theirs);
            self.notice = Some(Notice::OtherTab);
            return;
        }
        self.game = theirs;
        self.game_id = id;
        self.changed(false);
        self.tabs = Tabs::Following;
    }

    /// Marks a change of the game: stale answers dropped, hint and notice cleared, review left;
    /// the game is this tab's own again.
    fn changed(&mut self, animate: bool) {
        self.version += 1;
        self.tabs = Tabs::Alone;
        self.review = None;
        self.animate = animate;
        self.hint = Hint::None;
        self.notice = None;
    }

    /// Another game takes the place of this one, not animated, with a new identity (this one
    /// stays in the library).
    /// A new game takes the board, and is shown: from the lessons or the puzzles too (a
    /// position set up or a file loaded over them), the player is back at the game.
    fn replace_game(&mut self, game: Game) {
        self.game = game;
        self.game_id = self.draw_id();
        self.learning = None;
        self.changed(false);
    }

    fn play(&mut self, pit: Pit) {
        match self.game.play(pit) {
            Ok(_) => self.changed(true),
            Err(illegal) => self.notice = Some(Notice::Illegal(pit, illegal.reason)),
        }
    }

    /// Undo or redo once, then again while it is the computer's turn, so the player gets the
    /// move back.
    fn take_back(&mut self, step: fn(&mut Game) -> bool) {
        if !step(&mut self.game) {
            return;
        }
        while self.settings.computer_side() == Some(self.game.to_move()) && step(&mut self.game) {}
        self.changed(false);
    }

    fn review(&mut self, action: &ReviewAction) {
        let cursor = match action {
            ReviewAction::Go(cursor) => *cursor,
            _ => self.game.plies().len(),
        };
        let review = match (&self.review, action) {
            (Some(review), _) => review.apply(&self.game, action),
            (None, ReviewAction::Enter | ReviewAction::Go(_) | ReviewAction::Analyse) => {
                let mut review = Review::new(&self.game, cursor);
                review.story = self
                    .story
                    .take()
                    .filter(|&(version, _)| version == self.version)
                    .map(|(_, story)| story);
                review.apply(&self.game, action)
            }
            (None, _) => None,
        };
        if let (Some(old), None) = (&self.review, &review) {
            // The analysis outlives the review, as long as the game does not change.
            self.story = old.story.clone().map(|mut story| {
                story.detach();
                (self.version, story)
            });
        }
        if let (Some(old), ReviewAction::Resume) = (&self.review, action) {
            if old.later_moves(&self.game) > 0 {
                self.game = old.resume(&self.game);
                self.changed(false);
            }
        }
        // What the player does in review answers any notice; the worker's answer does not.
        if !matches!(action, ReviewAction::Evaluated { .. }) {
            self.notice = None;
        }
        self.review = review;
    }

    fn set(&mut self, setting: Setting) {
        self.settings.apply(setting);
        // Who plays and how strong changes what the worker was asked: make its answer stale
        // (which also ends a review: the game goes on under the new settings).
        if matches!(
            setting,
            Setting::Mode(_) | Setting::Level(_) | Setting::Side(_)
        ) {
            self.changed(false);
        }
        // New rules start a new game at once when the game going on has nothing to keep (no
        // move, the start of its rules); else it keeps its own rules, and the next one has them.
        if let Setting::Rules(rules) = setting {
            if !crate::library::worth_keeping(&self.game) && self.game.start().rules() != rules {
                self.game = Game::from_position(rules.start());
                self.changed(false);
            }
        }
    }
}

/// Whether `longer` is `shorter` moved on (or the same game): the same start, and `shorter`'s
/// moves first.
fn extends(longer: &Game, shorter: &Game) -> bool {
    longer.start() == shorter.start()
        && longer.plies().len() >= shorter.plies().len()
        && shorter.moves().zip(longer.moves()).all(|(a, b)| a == b)
}

impl crate::Machine for AppState {
    type Step = Action;

    fn apply(&self, action: Action) -> AppState {
        let mut next = self.clone();
        match action {
            // Under review the board shows the past, in the lessons it is not shown: nothing is
            // played or taken back.
            Action::Sow(_) | Action::Undo | Action::Redo | Action::AskHint
                if self.review.is_some() || self.learning.is_some() => {}
            Action::Sow(_) if self.computer_to_move() => {
                next.notice = Some(Notice::ComputerToMove);
            }
            Action::Sow(pit) => next.play(pit),
            Action::ComputerMove { id, pit } => {
                if id == self.version && self.computer_to_move() {
                    next.play(pit);
                }
            }
            Action::AskHint => {
                if self.game.outcome().is_none() && !self.computer_to_move() {
                    next.hint = Hint::Pending(self.version);
                }
            }
            Action::HintReady { id, pit, why } => {
                if self.hint == Hint::Pending(id) && id == self.version {
                    next.hint = pit.map_or(Hint::None, |pit| Hint::Shown(pit, why));
                }
            }
            Action::Undo => next.take_back(Game::undo),
            Action::Redo => next.take_back(Game::redo),
            Action::NewGame => next.replace_game(Game::from_position(self.settings.rules.start())),
            Action::Set(setting) => next.set(setting),
            Action::WorkerFailed => {
                next.notice = Some(Notice::WorkerFailed);
                next.gave_up = Some(self.version);
                if matches!(self.hint, Hint::Pending(_)) {
                    next.hint = Hint::None;
                }
            }
            Action::Setup(position) => next.replace_game(Game::from_position(position)),
            Action::LoadRecord(Loaded { game, note }) => {
                next.replace_game(game);
                next.notice = Some(Notice::RecordLoaded(next.game.plies().len(), note));
            }
            Action::OpenLink(Ok(game)) => next.replace_game(game),
            // A link that cannot be opened changes nothing: the game before goes on (a fresh
            // one on a first visit).
            Action::OpenLink(Err(error)) => next.notice = Some(Notice::BadLink(error)),
            Action::Review(action) => next.review(&action),
            Action::OpenKept { entry, review } => {
                next.settings = entry.opponent.in_settings(next.settings);
                next.game = entry.game;
                next.game_id = entry.id;
                next.learning = None;
                next.changed(false);
                if review {
                    next.review = Some(Review::new(&next.game, next.game.plies().len()));
                }
            }
            Action::OtherTab { id, game } => next.follow(id, game),
            Action::TakeOver => {
                if next.may_save() {
                    return next;
                }
                next.tabs = Tabs::Alone;
                next.changed(false);
            }
            Action::KeepApart => {
                if let Tabs::Diverged(theirs) = std::mem::replace(&mut next.tabs, Tabs::Alone) {
                    let apart = next.draw_id();
                    next.set_aside = Some((apart, std::mem::replace(&mut next.game, theirs)));
                    next.changed(false);
                    next.tabs = Tabs::Following;
                }
            }
            Action::StorageFailed(why) => next.notice = Some(Notice::StorageFailed(why)),
            Action::Learn(study) => next.learning = study,
        }
        next
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::{Lang, Mode};
    use crate::test_util::{pit, vs_computer};
    use crate::Machine;
    use kawu_ai::Level;

    fn two_players() -> AppState {
        vs_computer().apply(Action::Set(Setting::Mode(Mode::TwoPlayers)))
    }

    #[test]
    fn sowing_plays_through_the_engine_and_bumps_the_version() {
        let state = two_players();
        let next = state.apply(Action::Sow(pit('C')));
        assert_eq!(next.game.moves().collect::<Vec<_>>(), vec![pit('C')]);
        assert_eq!(next.version, state.version + 1);
        assert!(next.animate);
        assert_eq!(next.notice, None);
    }

    #[test]
    fn a_new_game_starts_under_the_rules_chosen_and_the_game_going_on_keeps_its_own() {
        use kawu_engine::Rules;
        // Nothing played yet: the new rules take the board at once.
        let fresh = two_players().apply(Action::Set(Setting::Rules(Rules::KALAH)));
        assert_eq!(fresh.game.start(), Rules::KALAH.start());
        let played = fresh.apply(Action::Sow(pit('A')));
        // Kalah's extra move: A's last seed falls in South's store, South plays again.
        assert_eq!(played.game.to_move(), kawu_engine::Side::South);
        let kept = played.apply(Action::Set(Setting::Rules(Rules::AWALE)));
        assert_eq!(kept.game, played.game, "the game going on keeps its rules");
        let next = kept.apply(Action::NewGame);
        assert_eq!(next.game.start(), Rules::AWALE.start());
        assert_ne!(next.game_id, kept.game_id, "the Kalah game is kept apart");
    }

    #[test]
    fn an_illegal_tap_is_explained_and_changes_nothing_else() {
        let state = two_players();
        let next = state.apply(Action::Sow(pit('c')));
        assert_eq!(
            next.notice,
            Some(Notice::Illegal(pit('c'), IllegalReason::NotYourPit))
        );
        assert_eq!((next.game, next.version), (state.game, state.version));
    }

    #[test]
    fn a_stale_computer_answer_is_dropped() {
        let state = vs_computer().apply(Action::Sow(pit('C')));
        assert!(state.computer_to_move());
        let stale = state.apply(Action::ComputerMove {
            id: state.version - 1,
            pit: pit('d'),
        });
        assert_eq!(stale, state);
        let after_new_game = state.apply(Action::NewGame);
        let late = after_new_game.apply(Action::ComputerMove {
            id: state.version,
            pit: pit('d'),
        });
        assert_eq!(late, after_new_game);
        let fresh = state.apply(Action::ComputerMove {
            id: state.version,
            pit: pit('d'),
        });
        assert_eq!(fresh.game.moves().count(), 2);
    }

    #[test]
    fn once_the_page_gives_up_on_the_computer_nothing_says_it_thinks() {
        let state = vs_computer().apply(Action::Sow(pit('C')));
        assert!(state.thinking());
        let failed = state.apply(Action::WorkerFailed);
        assert_eq!(failed.notice, Some(Notice::WorkerFailed));
        assert!(failed.computer_to_move(), "still the computer's turn");
        assert!(!failed.thinking(), "but nothing says it thinks");
        // The player plays on against a friend at once.
        let friends = failed.apply(Action::Set(Setting::Mode(Mode::TwoPlayers)));
        let played = friends.apply(Action::Sow(pit('d')));
        assert_eq!(played.game.moves().count(), 2);
        // Back against the computer, a later request tries again: it is said to think.
        let computer = played.apply(Action::Set(Setting::Mode(Mode::Computer)));
        assert!(!computer.computer_to_move(), "the player's turn");
        let asked = computer.apply(Action::Sow(pit('A')));
        assert!(asked.thinking());
    }

    #[test]
    fn a_hint_awaited_when_the_computer_fails_is_given_up_too() {
        let asking = vs_computer().apply(Action::AskHint);
        assert_eq!(asking.hint, Hint::Pending(asking.version));
        assert_eq!(asking.apply(Action::WorkerFailed).hint, Hint::None);
    }

    #[test]
    fn tapping_while_the_computer_is_to_move_only_tells_so() {
        let state = vs_computer().apply(Action::Sow(pit('C')));
        let next = state.apply(Action::Sow(pit('d')));
        assert_eq!(next.notice, Some(Notice::ComputerToMove));
        assert_eq!(next.game, state.game);
    }

    #[test]
    fn undo_against_the_computer_gives_the_player_the_move_back() {
        let state = vs_computer().apply(Action::Sow(pit('C')));
        let state = state.apply(Action::ComputerMove {
            id: state.version,
            pit: pit('d'),
        });
        let undone = state.apply(Action::Undo);
        assert_eq!(undone.game.moves().count(), 0);
        assert!(!undone.animate);
        let redone = undone.apply(Action::Redo);
        assert_eq!(redone.game.moves().count(), 2);
        assert_eq!(redone.game.to_move(), Side::South);
    }

    #[test]
    fn undo_in_two_player_mode_takes_back_one_move() {
        let state = two_players()
            .apply(Action::Sow(pit('C')))
            .apply(Action::Sow(pit('d')))
            .apply(Action::Undo);
        assert_eq!(state.game.moves().count(), 1);
        assert_eq!(
            state
                .apply(Action::Undo)
                .apply(Action::Undo)
                .game
                .moves()
                .count(),
            0
        );
    }

    #[test]
    fn a_hint_is_kept_only_for_the_version_it_was_asked_for() {
        let asked = two_players().apply(Action::AskHint);
        assert_eq!(asked.hint, Hint::Pending(asked.version));
        let why = Some(Reason::Feeds);
        let shown = asked.apply(Action::HintReady {
            id: asked.version,
            pit: Some(pit('F')),
            why,
        });
        assert_eq!(shown.hint, Hint::Shown(pit('F'), why));
        let moved = shown.apply(Action::Sow(pit('F')));
        assert_eq!(moved.hint, Hint::None);
        let late = asked.apply(Action::Sow(pit('A'))).apply(Action::HintReady {
            id: asked.version,
            pit: Some(pit('F')),
            why,
        });
        assert_eq!(late.hint, Hint::None);
    }

    #[test]
    fn the_analysis_outlives_the_review_until_the_game_changes() {
        let mut settings = Settings::new(Lang::En);
        settings.mode = Mode::TwoPlayers;
        let state = AppState::new(settings)
            .apply(Action::Sow(pit('C')))
            .apply(Action::Sow(pit('d')));
        let analysing = state.apply(Action::Review(ReviewAction::Analyse));
        let review = analysing.review.as_ref().expect("in review");
        let id = review.pending().expect("asked");
        let answered = analysing.apply(Action::Review(ReviewAction::Evaluated {
            id,
            analysis: Some(kawu_ai::Analysis {
                score: 1,
                decided: false,
                depth: 4,
                pv: vec![pit('F')],
                exact: None,
            }),
        }));
        let done = |state: &AppState| {
            state
                .review
                .as_ref()
                .and_then(|review| review.story.as_ref())
                .map(Story::done)
        };
        let valued = done(&answered).expect("a story");
        assert!(valued >= 1);
        let left = answered.apply(Action::Review(ReviewAction::Exit));
        assert_eq!(left.review, None);
        let back = left.apply(Action::Review(ReviewAction::Enter));
        assert_eq!(done(&back), Some(valued), "kept while the game is the same");
        assert!(
            back.review.as_ref().and_then(Review::pending).is_some(),
            "and asked on"
        );
        let moved = left.apply(Action::Sow(pit('A')));
        let after = moved.apply(Action::Review(ReviewAction::Enter));
        assert_eq!(done(&after), None, "a new move: the old analysis is gone");
    }

    #[test]
    fn a_review_shows_the_past_without_playing_and_resumes_with_the_computer_to_answer() {
        let state = vs_computer().apply(Action::Sow(pit('C')));
        let state = state.apply(Action::ComputerMove {
            id: state.version,
            pit: pit('d'),
        });
        let state = state.apply(Action::Sow(pit('F')));
        assert!(state.computer_to_move());
        let review = state.apply(Action::Review(ReviewAction::Go(1)));
        assert!(
            !review.computer_to_move(),
            "the computer waits during a review"
        );
        assert_eq!(review.apply(Action::Sow(pit('A'))).game, state.game);
        assert_eq!(review.apply(Action::Undo), review);
        let late = review.apply(Action::ComputerMove {
            id: review.version,
            pit: pit('a'),
        });
        assert_eq!(late.game, state.game);
        let back = review.apply(Action::Review(ReviewAction::Exit));
        assert_eq!(
            (back.game.clone(), back.review.clone()),
            (state.game.clone(), None)
        );
        assert!(
            back.computer_to_move(),
            "it moves again once the review is left"
        );
        // After C, North (the computer) is to move: resuming drops d and F, and it answers.
        let resumed = review.apply(Action::Review(ReviewAction::Resume));
        assert_eq!(resumed.game.moves().collect::<Vec<_>>(), vec![pit('C')]);
        assert!(!resumed.game.can_redo());
        assert_eq!(resumed.review, None);
        assert!(resumed.version > state.version);
        assert!(resumed.computer_to_move());
    }

    #[test]
    fn a_new_game_leaves_the_review() {
        let state = two_players()
            .apply(Action::Sow(pit('C')))
            .apply(Action::Review(ReviewAction::Enter));
        assert_eq!(state.review.as_ref().map(|review| review.cursor), Some(1));
        assert_eq!(state.apply(Action::NewGame).review, None);
        assert_eq!(
            two_players()
                .apply(Action::Review(ReviewAction::Back))
                .review,
            None,
            "a step outside a review does not start one"
        );
    }

    #[test]
    fn changing_level_or_side_makes_answers_stale_but_language_does_not() {
        let state = vs_computer().apply(Action::Sow(pit('C')));
        let level = state.apply(Action::Set(Setting::Level(Level::Hard)));
        assert_eq!(level.version, state.version + 1);
        let side = state.apply(Action::Set(Setting::Side(Side::North)));
        assert!(!side.computer_to_move());
        let lang = state.apply(Action::Set(Setting::Lang(Lang::Fr)));
        assert_eq!(lang.version, state.version);
        assert_eq!(lang.settings.lang, Lang::Fr);
    }

    #[test]
    fn a_set_up_position_starts_a_new_game_and_drops_pending_answers() {
        let state = vs_computer().apply(Action::Sow(pit('C')));
        let position: Position = "0-0-8-0-0-1-1-1-1-1-2-3-15-15-S".parse().expect("valid");
        let set_up = state.apply(Action::Setup(position));
        assert_eq!(set_up.game.start(), position);
        assert_eq!(set_up.game.moves().count(), 0);
        assert_eq!(set_up.version, state.version + 1);
        assert!(!set_up.animate);
        let late = set_up.apply(Action::ComputerMove {
            id: state.version,
            pit: pit('d'),
        });
        assert_eq!(late, set_up);
        let played = set_up.apply(Action::Sow(pit('C')));
        assert_eq!(played.game.position().score().south, 26);
    }

    #[test]
    fn a_loaded_record_replaces_the_game() {
        let state = two_players().apply(Action::Sow(pit('C')));
        let loaded = state.apply(Action::LoadRecord(
            crate::record::read("1. F a 2. B").expect("a record"),
        ));
        assert_eq!(
            loaded.game.moves().collect::<Vec<_>>(),
            vec![pit('F'), pit('a'), pit('B')]
        );
        assert_eq!(loaded.notice, Some(Notice::RecordLoaded(3, None)));
        assert!(loaded.version > state.version && !loaded.animate);
    }

    #[test]
    fn a_link_replaces_the_game_and_a_bad_one_changes_nothing_but_says_why() {
        let state = two_players().apply(Action::Sow(pit('C')));
        let opened = crate::link::parse("", "#moves=Cd").expect("a link");
        let linked = state.apply(Action::OpenLink(opened));
        assert_eq!(linked.game.moves().count(), 2);
        assert_eq!(linked.notice, None);
        let error = crate::link::parse("", "#moves=Cx")
            .expect("a link")
            .unwrap_err();
        let refused = state.apply(Action::OpenLink(Err(error.clone())));
        assert_eq!(refused.notice, Some(Notice::BadLink(error)));
        assert_eq!((refused.game, refused.version), (state.game, state.version));
        assert_eq!(refused.settings, state.settings);
    }

    #[test]
    fn only_a_game_going_on_for_a_while_is_worth_keeping() {
        let played = |moves: &str| {
            let pits: Vec<Pit> = moves.chars().map(pit).collect();
            Game::replay(Position::start(), &pits).expect("legal moves")
        };
        assert!(!worth_keeping(&played("CdFa")));
        assert!(worth_keeping(&played("CdFaB")));
    }

    #[test]
    fn only_a_game_replacing_one_worth_keeping_asks_first() {
        let game: Result<Game, ()> = Ok(Game::new());
        assert!(asks_before_replacing(true, &game));
        assert!(!asks_before_replacing(false, &game));
        assert!(!asks_before_replacing(true, &Err::<Game, _>("refused")));
    }

    #[test]
    fn the_engines_answer_in_review_leaves_a_notice_but_a_step_answers_it() {
        let reviewing = two_players()
            .apply(Action::Sow(pit('C')))
            .apply(Action::Review(ReviewAction::Enter));
        let id = reviewing
            .review
            .as_ref()
            .and_then(Review::pending)
            .expect("an evaluation asked");
        let told = reviewing.apply(Action::WorkerFailed);
        assert_eq!(told.notice, Some(Notice::WorkerFailed));
        let evaluated = told.apply(Action::Review(ReviewAction::Evaluated {
            id,
            analysis: None,
        }));
        assert_eq!(evaluated.notice, told.notice);
        let stepped = evaluated.apply(Action::Review(ReviewAction::Back));
        assert_eq!(stepped.notice, None);
    }

    fn played(letters: &str) -> Game {
        let moves: Vec<Pit> = letters.chars().map(pit).collect();
        Game::replay(Position::start(), &moves).expect("legal moves")
    }

    #[test]
    fn a_game_replaced_gets_a_new_identity_and_a_move_keeps_it() {
        let state = two_players().identified(None, 5);
        let id = state.game_id;
        let moved = state.apply(Action::Sow(pit('C')));
        assert_eq!(moved.game_id, id, "the same game goes on");
        let fresh = moved.apply(Action::NewGame);
        assert_ne!(fresh.game_id, id);
        let set_up = fresh.apply(Action::Setup(Position::start()));
        assert_ne!(set_up.game_id, fresh.game_id);
        let saved = GameId(77);
        assert_eq!(two_players().identified(Some(saved), 5).game_id, saved);
    }

    #[test]
    fn a_kept_game_takes_the_board_with_its_opponent() {
        let entry = Entry {
            id: GameId(9),
            saved_ms: 0,
            opponent: crate::library::Opponent::Computer(Level::Hard, Side::North),
            game: played("CdF"),
        };
        let state = two_players().apply(Action::Sow(pit('C')));
        let opened = state.apply(Action::OpenKept {
            entry: entry.clone(),
            review: false,
        });
        assert_eq!(
            (opened.game_id, opened.game.clone()),
            (entry.id, entry.game.clone())
        );
        assert_eq!(
            (
                opened.settings.mode,
                opened.settings.level,
                opened.settings.side
            ),
            (Mode::Computer, Level::Hard, Side::North)
        );
        assert!(opened.review.is_none());
        assert!(opened.computer_to_move() || opened.game.to_move() == Side::North);
        let reviewed = state.apply(Action::OpenKept {
            entry,
            review: true,
        });
        assert_eq!(reviewed.review.as_ref().map(|r| r.cursor), Some(3));
    }

    #[test]
    fn another_tab_moving_the_game_on_is_followed_and_one_behind_is_not() {
        let ours = two_players()
            .identified(None, 1)
            .apply(Action::Sow(pit('C')));
        let id = ours.game_id;
        let ahead = ours.apply(Action::OtherTab {
            id,
            game: played("Cd"),
        });
        assert_eq!(ahead.game, played("Cd"));
        assert_eq!(ahead.tabs, Tabs::Following);
        assert!(ahead.may_save());
        let behind = ours.apply(Action::OtherTab {
            id,
            game: Game::new(),
        });
        assert_eq!(
            (behind.game.clone(), behind.version),
            (ours.game.clone(), ours.version)
        );
        let other = ours.apply(Action::OtherTab {
            id: GameId(id.0 ^ 1),
            game: played("E"),
        });
        assert_eq!(
            (other.game.clone(), other.game_id),
            (played("E"), GameId(id.0 ^ 1))
        );
        let played_here = ahead.apply(Action::Sow(pit('F')));
        assert_eq!(
            played_here.tabs,
            Tabs::Alone,
            "a move here makes the game this tab's own"
        );
    }

    #[test]
    fn tabs_that_went_different_ways_wait_for_the_player() {
        let ours = two_players()
            .identified(None, 1)
            .apply(Action::Sow(pit('C')))
            .apply(Action::Sow(pit('d')));
        let id = ours.game_id;
        let theirs = played("Cf");
        let diverged = ours.apply(Action::OtherTab {
            id,
            game: theirs.clone(),
        });
        assert_eq!(diverged.notice, Some(Notice::OtherTab));
        assert!(!diverged.may_save());
        assert_eq!(
            diverged.game, ours.game,
            "this tab's game is still on the board"
        );
        let taken = diverged.apply(Action::TakeOver);
        assert!(taken.may_save() && taken.version > diverged.version);
        assert_eq!(taken.game, ours.game);
        let apart = diverged.apply(Action::KeepApart);
        assert_eq!(apart.game, theirs);
        assert_eq!(apart.game_id, id);
        let (kept_id, kept) = apart.set_aside.clone().expect("ours set apart");
        assert_ne!(kept_id, id);
        assert_eq!(kept, ours.game);
        assert_eq!(apart.tabs, Tabs::Following);
        assert_eq!(ours.apply(Action::TakeOver), ours, "nothing to take over");
    }

    #[test]
    fn the_game_waits_as_it_is_while_the_player_is_in_the_lessons_or_online() {
        let state = vs_computer().apply(Action::Sow(pit('C')));
        assert!(state.computer_to_move());
        for away in [Study::Lessons, Study::Online] {
            let learning = state.apply(Action::Learn(Some(away)));
            assert!(
                !learning.computer_to_move(),
                "the computer does not move meanwhile"
            );
            let late = learning.apply(Action::ComputerMove {
                id: learning.version,
                pit: pit('d'),
            });
            assert_eq!(late, learning);
            assert_eq!(learning.apply(Action::Undo), learning);
            assert_eq!(learning.apply(Action::Sow(pit('D'))), learning);
            let back = learning.apply(Action::Learn(None));
            assert_eq!(
                (back.game.clone(), back.version),
                (state.game.clone(), state.version)
            );
            assert!(
                back.computer_to_move(),
                "it answers once the player is back"
            );
        }
    }

    #[test]
    fn a_game_set_up_or_opened_over_the_lessons_is_shown() {
        let learning = vs_computer().apply(Action::Learn(Some(Study::Lessons)));
        let set_up = learning.apply(Action::Setup(Game::new().position()));
        assert_eq!(set_up.learning, None);
        let loaded = learning.apply(Action::LoadRecord(Loaded {
            game: Game::new(),
            note: None,
        }));
        assert_eq!(loaded.learning, None);
        let entry = Entry {
            id: GameId(9),
            saved_ms: 0,
            opponent: crate::library::Opponent::Friend,
            game: played("Cd"),
        };
        let opened = learning.apply(Action::OpenKept {
            entry,
            review: false,
        });
        assert_eq!(opened.learning, None);
        let kept = learning.apply(Action::Set(Setting::Lang(Lang::Fr)));
        assert_eq!(
            kept.learning,
            Some(Study::Lessons),
            "a setting keeps the player there"
        );
    }
}
