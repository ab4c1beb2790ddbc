//! What the Web Worker does with a request: rebuild the game, ask `kawu-ai`, answer (a hint
//! with why, from `kawu_ai::explain`).
//! Pure apart from the clock it is given, so it runs natively in tests.

use kawu_ai::endgame::Table;
use kawu_ai::explain::explain;
use kawu_ai::levels::hard::TABLE_NEAR;
use kawu_ai::{Clock, Level};
use kawu_engine::{Game, Rules};

use kawu_protocol::{DecodeError, Reply, Request, Task};

/// Rebuilds the game of a request from its start and moves.
///
/// # Errors
/// The reason of the first move refused, as text.
pub fn replay(request: &Request) -> Result<Game, String> {
    Game::replay(request.start, &request.moves).map_err(|illegal| illegal.to_string())
}

/// What the worker does with one message from the page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Handled {
    /// The reply to post.
    pub reply: Reply,
    /// Whether to build the endgame table once idle (see [`wants_endgame_table`]).
    pub prepare_table: bool,
}

/// A request of the page, read, with its game rebuilt: ready to be answered.
#[derive(Debug, Clone)]
pub struct Asked {
    request: Request,
    game: Game,
}

/// Reads one message from the page.
///
/// # Errors
/// The reply that refuses it: a message that is no request, or a history with an illegal move.
pub fn read(message: &str) -> Result<Asked, Reply> {
    let request: Request = message.parse().map_err(|error: DecodeError| Reply::Error {
        id: None,
        message: error.to_string(),
    })?;
    match replay(&request) {
        Ok(game) => Ok(Asked { request, game }),
        Err(message) => Err(Reply::Error {
            id: Some(request.id),
            message,
        }),
    }
}

impl Asked {
    /// Whether answering it may use the endgame table (see [`wants_endgame_table`]).
    #[must_use]
    pub fn wants_table(&self) -> bool {
        wants_endgame_table(&self.request, &self.game)
    }

    /// The rules of the endgame table that answers for its game ([`Table::rules_for`]), if
    /// answering it may use one.
    #[must_use]
    pub fn table_rules(&self) -> Option<Rules> {
        self.wants_table()
            .then(|| Table::rules_for(self.game.start().rules()))
            .flatten()
    }

    /// Answers it at wall-clock time `wall_ms` (milliseconds since 1970) and says whether the
    /// endgame table is wanted next.
    #[must_use]
    pub fn answer(&self, clock: &dyn Clock, wall_ms: f64) -> Handled {
        Handled {
            reply: answer(&self.request, &self.game, clock, wall_ms),
            prepare_table: self.wants_table(),
        }
    }
}

/// The reply to `request` on its `game`: the time the request waited since it was sent (at
/// wall-clock `wall_ms`) comes out of the search's.
#[must_use]
pub fn answer(request: &Request, game: &Game, clock: &dyn Clock, wall_ms: f64) -> Reply {
    // Whole milliseconds waited; a clock going backwards counts as none.
    let waited = request
        .sent_ms
        .map_or(0, |sent| (wall_ms - sent as f64).max(0.0) as u64);
    let choice = match request.task {
        Task::Move { level, seed } => {
            let mut ai_request = kawu_ai::Request::new(level, seed);
            if level == Level::Hard {
                let full = ai_request.movetime_ms.saturating_sub(waited);
                ai_request.movetime_ms = budget_after_table(game, full, clock);
            }
            kawu_ai::choose_move(game, &ai_request, clock)
        }
        Task::Hint => {
            let full = request.task.budget_ms().saturating_sub(waited);
            kawu_ai::hint(game, budget_after_table(game, full, clock), clock)
        }
        Task::Eval { .. } => {
            let full = request.task.budget_ms().saturating_sub(waited);
            let budget = budget_after_table(game, full, clock);
            return Reply::Eval {
                id: request.id,
                analysis: kawu_ai::analyse(game, budget, clock),
            };
        }
    };
    // A hint says why; the computer's own move needs no reason.
    let why = choice
        .as_ref()
        .filter(|_| request.task == Task::Hint)
        .map(|choice| explain(game, choice.pit, choice.depth));
    Reply::Move {
        id: request.id,
        pit: choice.map(|choice| choice.pit),
        why,
    }
}

/// Least search time left to a hard move or hint that had to wait for the endgame table.
pub const MIN_SEARCH_MS: u64 = 250;

/// The search time of a hard move or hint on `game` out of `full`, at least [`MIN_SEARCH_MS`]:
/// when the end is so near that the search wants the endgame table and the worker could not
/// build it while idle, it is built now and its time comes out of the search's (the table makes
/// a short search strong), so the player waits for the build or the search, not both.
fn budget_after_table(game: &Game, full: u64, clock: &dyn Clock) -> u64 {
    if game.position().board_seeds() > TABLE_NEAR {
        return full.max(MIN_SEARCH_MS);
    }
    let started = clock.now_ms();
    kawu_ai::prepare_endgame_for(game.start().rules());
    // Whole milliseconds spent; a clock going backwards counts as none.
    let spent = (clock.now_ms() - started).max(0.0) as u64;
    full.saturating_sub(spent).max(MIN_SEARCH_MS)
}

/// Seeds on the board at or under which the endgame table is worth building ahead: a few moves
/// before the hard level needs it (at [`TABLE_NEAR`] seeds or fewer), so that it is ready then,
/// and no earlier, so that a game that never gets there does not pay for it.
pub const PREPARE_NEAR: u8 = TABLE_NEAR + 8;

/// Whether the worker should build the endgame table of `game`'s rules once it is idle after
/// answering `request` on `game`: after a hard move, a hint or an analysis, once the end is
/// near, when a table answers for these rules (none under `stuck=draw`). The worker builds it
/// only while no request waits (see `worker::register`).
#[must_use]
pub fn wants_endgame_table(request: &Request, game: &Game) -> bool {
    let uses_table = matches!(
        request.task,
        Task::Hint
            | Task::Eval { .. }
            | Task::Move {
                level: Level::Hard,
                ..
            }
    );
    uses_table
        && game.position().board_seeds() <= PREPARE_NEAR
        && Table::rules_for(game.start().rules()).is_some()
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use kawu_ai::explain::Reason;
    use kawu_ai::SystemClock;
    use kawu_engine::{Pit, Position};

    fn request(task: Task, start: Position, moves: &str) -> String {
        Request {
            id: 9,
            task,
            start,
            moves: moves.chars().filter_map(Pit::from_letter).collect(),
            sent_ms: None,
        }
        .to_string()
    }

    /// The reply to the text of a request.
    fn reply(text: &str) -> Reply {
        read(text).map_or_else(
            |refused| refused,
            |asked| asked.answer(&SystemClock::new(), 0.0).reply,
        )
    }

    /// Whether the table is wanted after the (valid) text of a request.
    fn wants(text: &str) -> bool {
        let request: Request = text.parse().expect("request");
        let game = replay(&request).expect("legal moves");
        wants_endgame_table(&request, &game)
    }

    #[test]
    fn answers_a_legal_move_with_the_request_id() {
        let text = request(
            Task::Move {
                level: Level::Easy,
                seed: 1,
            },
            Position::start(),
            "Cd",
        );
        let Reply::Move {
            id,
            pit: Some(pit),
            why: None,
        } = reply(&text)
        else {
            panic!("expected a move, without a reason");
        };
        assert_eq!(id, 9);
        let game = replay(&text.parse().expect("request")).expect("legal moves");
        assert!(game.legal_moves().contains(&pit));
    }

    #[test]
    fn the_only_legal_move_is_hinted() {
        // North is empty and only F reaches it; 25 seeds on the board keep the table out of it.
        let start = "5-4-3-2-1-10-0-0-0-0-0-0-12-11-S"
            .parse()
            .expect("position");
        let reply = reply(&request(Task::Hint, start, "-"));
        assert_eq!(
            reply,
            Reply::Move {
                id: 9,
                pit: Pit::from_letter('F'),
                why: Some(Reason::OnlyMove { feeds: true }),
            }
        );
    }

    #[test]
    fn a_hint_says_why() {
        // C would take e, d, c and b (9 seeds); whatever the hint, its reason is the engine's.
        let start = "0-0-8-0-0-1-3-1-1-1-2-0-15-16-S".parse().expect("position");
        let Reply::Move {
            pit: Some(pit),
            why: Some(why),
            ..
        } = reply(&request(Task::Hint, start, "-"))
        else {
            panic!("expected a hint with a reason");
        };
        let game = Game::from_position(start);
        match why {
            Reason::Best { depth } => assert!(depth >= 1),
            said => assert_eq!(explain(&game, pit, 0), said),
        }
    }

    #[test]
    fn an_illegal_history_or_garbage_is_an_error_not_a_panic() {
        let illegal = request(Task::Hint, Position::start(), "CC");
        assert!(matches!(reply(&illegal), Reply::Error { id: Some(9), .. }));
        assert!(matches!(
            reply("\u{0}garbage"),
            Reply::Error { id: None, .. }
        ));
    }

    #[test]
    fn the_table_is_wanted_only_by_hard_or_a_hint_near_the_end() {
        let hard = Task::Move {
            level: Level::Hard,
            seed: 1,
        };
        let easy = Task::Move {
            level: Level::Easy,
            seed: 1,
        };
        let near: Position = "5-4-3-2-1-10-0-0-0-0-0-0-12-11-S"
            .parse()
            .expect("position");
        assert!(near.board_seeds() <= PREPARE_NEAR);
        assert!(wants(&request(hard, near, "-")));
        assert!(wants(&request(Task::Hint, near, "-")));
        assert!(!wants(&request(easy, near, "-")));
        assert!(!wants(&request(hard, Position::start(), "Cd")));
        assert!(read("garbage").is_err());
    }

    #[test]
    fn the_table_wanted_is_the_one_of_the_games_rules_and_none_under_a_stuck_draw() {
        let hint = |rules: &str, board: &str| {
            let start =
                Position::parse_under(board, rules.parse().expect("a spec")).expect("valid");
            read(&request(Task::Hint, start, "-")).expect("a request")
        };
        let near = "5-4-3-2-1-10-0-0-0-0-0-0-12-11-S";
        let awale = hint("awale", near);
        assert_eq!(
            awale.table_rules().map(|rules| rules.to_string()),
            Some("grand-slam=forbidden,indetermination=yes".to_owned())
        );
        assert!(
            hint("pat", near).table_rules().is_none(),
            "no table under pat"
        );
        let kalah = hint("kalah", "5-4-3-2-1-10-6-0-0-0-0-0-30-11-S");
        assert_eq!(kalah.table_rules(), Some(Rules::KALAH));
        assert_eq!(hint("abapa", near).table_rules(), Some(Rules::ABAPA));
    }

    #[test]
    fn an_evaluation_is_exact_in_the_table_and_an_estimate_outside() {
        let ending = "1-1-0-1-1-1-1-0-1-3-2-0-18-18-S".parse().expect("position");
        let eval = Task::Eval { movetime_ms: 300 };
        let Reply::Eval {
            id: 9,
            analysis: Some(exact),
        } = reply(&request(eval, ending, "-"))
        else {
            panic!("expected an analysis");
        };
        assert_eq!(exact.exact, Some(4));
        assert!(wants(&request(eval, ending, "-")));
        let Reply::Eval {
            analysis: Some(opening),
            ..
        } = reply(&request(eval, Position::start(), "Cd"))
        else {
            panic!("expected an analysis");
        };
        assert_eq!(opening.exact, None);
        assert!(opening.depth >= 4 && !opening.pv.is_empty());
        let over = request(
            eval,
            "0-0-8-0-0-1-1-1-1-1-2-3-15-15-S".parse().expect("position"),
            "C",
        );
        assert_eq!(
            reply(&over),
            Reply::Eval {
                id: 9,
                analysis: None
            }
        );
    }

    /// A clock that runs 600 ms between two readings.
    struct Hasty(std::cell::Cell<f64>);

    impl Clock for Hasty {
        fn now_ms(&self) -> f64 {
            self.0.set(self.0.get() + 600.0);
            self.0.get()
        }
    }

    #[test]
    fn far_from_the_end_the_search_keeps_its_whole_time() {
        let game = Game::new();
        let clock = Hasty(std::cell::Cell::new(0.0));
        assert_eq!(budget_after_table(&game, 1000, &clock), 1000);
        assert_eq!(budget_after_table(&game, 40, &clock), MIN_SEARCH_MS);
        assert_eq!(clock.0.get(), 0.0, "no table built, no time read");
    }
}
