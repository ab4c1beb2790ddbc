//! A search on its own thread, and how the session steers it: `stop`, `ponderhit`.
//!
//! The search knows only a deadline on a clock; the session reaches it through that clock.
//! While pondering the clock stands still (no deadline passes); at `ponderhit` it starts from
//! zero, so the time budget counts from then; once stopped it reads "past every deadline".
//! A search that ends while pondering keeps its `bestmove` until `ponderhit` or `stop`: every
//! `go` prints exactly one `bestmove`, never one while pondering.

use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;

use kawu_ai::{choose_move_reporting, Choice, Clock, Request, SystemClock};
use kawu_engine::Game;

use super::{say, Output};

/// What a pondering search does at `ponderhit`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AtPonderhit {
    /// Search on within the time budget, counted from `ponderhit`.
    Continue,
    /// `go` gave no limit: answer at once.
    Stop,
}

/// A search running on its own thread.
pub struct Search {
    control: Arc<Control>,
    thread: JoinHandle<()>,
    /// Started by `go infinite`: it ends only when stopped.
    infinite: bool,
    /// `Some` for `go ponder`.
    ponder: Option<AtPonderhit>,
}

impl Search {
    /// Starts searching `game` for `request` on a new thread that prints the `info` lines and
    /// the `bestmove` to `out`; `ponder` is `Some` for `go ponder`.
    pub fn start(
        game: Game,
        request: Request,
        infinite: bool,
        ponder: Option<AtPonderhit>,
        out: Output,
    ) -> Search {
        let state = match ponder {
            Some(_) => State::Pondering,
            None => State::Running { since_ms: 0.0 },
        };
        let control = Arc::new(Control {
            state: Mutex::new(state),
            changed: Condvar::new(),
            clock: SystemClock::new(),
        });
        let shared = Arc::clone(&control);
        let thread = std::thread::spawn(move || think(&game, &request, &shared, &out));
        Search {
            control,
            thread,
            infinite,
            ponder,
        }
    }

    /// `ponderhit`: the move pondered on was played; a pondering search becomes a normal one.
    pub fn ponderhit(&self) {
        let mut state = self.control.state();
        if *state == State::Pondering {
            *state = match self.ponder {
                Some(AtPonderhit::Continue) => State::Running {
                    since_ms: self.control.clock.now_ms(),
                },
                _ => State::Stopped,
            };
            self.control.changed.notify_all();
        }
    }

    /// Stops the search now and waits for its `bestmove`.
    pub fn stop(self) {
        *self.control.state() = State::Stopped;
        self.control.changed.notify_all();
        // A search thread that panicked has nothing more to say.
        let _ = self.thread.join();
    }

    /// Lets a bounded search finish and print its `bestmove`; stops one that would never end
    /// by itself (`go infinite`, or pondering).
    pub fn finish(self) {
        let open_ended = self.infinite || *self.control.state() == State::Pondering;
        if open_ended {
            self.stop();
        } else {
            let _ = self.thread.join();
        }
    }
}

/// Where a search stands, as the session set it.
#[derive(Debug, Clone, Copy, PartialEq)]
enum State {
    /// `go ponder`, before `ponderhit`: the clock stands still.
    Pondering,
    /// Searching against the clock, which reads the time since `since_ms`.
    Running { since_ms: f64 },
    /// `stop`: every deadline has passed.
    Stopped,
}

/// What the session and the search thread share.
struct Control {
    state: Mutex<State>,
    /// Signalled at each change of `state`.
    changed: Condvar,
    /// Started with the search.
    clock: SystemClock,
}

impl Control {
    fn state(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Returns once the search is not pondering any more.
    fn wait_while_pondering(&self) {
        let state = self.state();
        let _unused = self
            .changed
            .wait_while(state, |state| *state == State::Pondering)
            .unwrap_or_else(PoisonError::into_inner);
    }
}

/// The clock the search reads: it is how `stop` and `ponderhit` reach a search that only knows
/// about time.
impl Clock for Control {
    fn now_ms(&self) -> f64 {
        match *self.state() {
            State::Pondering => 0.0,
            State::Running { since_ms } => self.clock.now_ms() - since_ms,
            State::Stopped => f64::INFINITY,
        }
    }
}

/// Searches and prints the `info` lines, then the `bestmove` once not pondering.
fn think(game: &Game, request: &Request, control: &Control, out: &Output) {
    let choice = choose_move_reporting(game, request, control, &mut |choice| {
        say(out, &info(choice, control.clock.now_ms()));
    });
    control.wait_while_pondering();
    match choice {
        Some(choice) => say(out, &bestmove(&choice)),
        None => {
            say(out, "info string error: the game is over");
            say(out, "bestmove (none)");
        }
    }
}

/// The `bestmove` line: the move, and the reply expected (to ponder on) when the line has one.
fn bestmove(choice: &Choice) -> String {
    match choice.pv.get(1) {
        Some(reply) => format!("bestmove {} ponder {reply}", choice.pit),
        None => format!("bestmove {}", choice.pit),
    }
}

/// One `info` line for a completed depth.
fn info(choice: &Choice, elapsed_ms: f64) -> String {
    let pv: String = choice.pv.iter().map(|pit| pit.letter()).collect();
    let nps = (choice.nodes as f64 / (elapsed_ms.max(1.0) / 1000.0)) as u64;
    format!(
        "info depth {} score cp {} nodes {} nps {nps} time {} pv {pv}",
        choice.depth,
        choice.score * 100,
        choice.nodes,
        elapsed_ms as u64
    )
}
