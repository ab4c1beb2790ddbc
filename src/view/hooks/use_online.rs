//! Runs an online game's [`Client`] in the browser: each step is applied at once and what it
//! asks ([`Effect`]) carried out before the next, so that no message is lost or sent twice
//! between two renders (a Yew reducer would only show the last state of a batch). The socket,
//! the timers and the browser's `online` event feed it steps; each state is then shown.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use gloo_events::EventListenerOptions;
use gloo_timers::callback::Timeout;
use yew::platform::spawn_local;
use yew::prelude::*;

use crate::view::browser::library_store;
use crate::view::browser::online::{keep_seats, socket_url, SOCKET_PATH};
use crate::view::browser::socket::{Socket, SocketEvent};
use crate::view::hooks::{listen, use_listeners};
use kawu_model::library::encode;
use kawu_model::online::{Client, Credentials, Effect, Step};
use kawu_model::Machine;
use kawu_online::wire;

/// The client and what carries out its effects.
struct Driver {
    client: Client,
    socket: Option<Socket>,
    /// The pause before the next attempt (dropping it cancels it).
    retry: Option<Timeout>,
    /// The silence after which the socket is taken for dead.
    watch: Option<Timeout>,
    /// Shows a new state.
    show: UseStateSetter<Rc<Client>>,
}

type Shared = Rc<RefCell<Driver>>;

/// The page's clock and a random draw, for a step.
fn now() -> f64 {
    js_sys::Date::now()
}

fn jitter() -> f64 {
    js_sys::Math::random()
}

/// Applies `step`, carries out its effects, and shows the new state.
fn step(shared: &Shared, step: Step) {
    let effects = {
        let mut driver = shared.borrow_mut();
        driver.client = driver.client.apply(step);
        driver.client.effects.clone()
    };
    for effect in effects {
        carry_out(shared, effect);
    }
    let driver = shared.borrow();
    driver.show.set(Rc::new(driver.client.clone()));
}

/// A step for later, if the driver is still there.
fn later(shared: &Weak<RefCell<Driver>>, make: impl Fn() -> Step) -> impl Fn() {
    let shared = shared.clone();
    move || {
        if let Some(shared) = shared.upgrade() {
            step(&shared, make());
        }
    }
}

/// What happens to the socket, as a step.
fn on_socket(event: SocketEvent) -> Step {
    match event {
        SocketEvent::Opened => Step::Opened,
        SocketEvent::Text(text) => Step::Received {
            text,
            now: now(),
            jitter: jitter(),
        },
        SocketEvent::Closed => Step::Closed {
            now: now(),
            jitter: jitter(),
        },
    }
}

fn carry_out(shared: &Shared, effect: Effect) {
    let weak = Rc::downgrade(shared);
    let mut driver = shared.borrow_mut();
    match effect {
        Effect::Connect => {
            driver.socket = None;
            let shared = weak.clone();
            let opened = Socket::open(&socket_url(SOCKET_PATH), move |event| {
                if let Some(shared) = shared.upgrade() {
                    step(&shared, on_socket(event));
                }
            });
            match opened {
                Ok(socket) => driver.socket = Some(socket),
                Err(why) => {
                    web_sys::console::warn_1(&format!("kawu: no socket: {why}").into());
                    let closed = later(&weak, || on_socket(SocketEvent::Closed));
                    spawn_local(async move { closed() });
                }
            }
        }
        Effect::Drop => driver.socket = None,
        Effect::Send(message) => {
            let sent = driver
                .socket
                .as_ref()
                .map(|s| s.send(&wire::text(&message)));
            if let Some(Err(why)) = sent {
                // The socket's close follows, and the client tries again.
                web_sys::console::warn_1(&format!("kawu: not sent: {why}").into());
            }
        }
        Effect::RetryIn(ms) => driver.retry = Some(Timeout::new(ms, later(&weak, || Step::Retry))),
        Effect::Watch(ms) => {
            let silent = || Step::Silent {
                now: now(),
                jitter: jitter(),
            };
            driver.watch = Some(Timeout::new(ms, later(&weak, silent)));
        }
        Effect::Keep => keep(&driver.client),
    }
}

/// Keeps the device's seat and, once a move is played, the game in My games.
fn keep(client: &Client) {
    if let Some(seated) = client.seated() {
        if let Err(why) = keep_seats(|seats| seats.keep(seated)) {
            web_sys::console::warn_1(&format!("kawu: the online seat is not kept: {why}").into());
        }
    }
    if let Some(entry) = client.entry(now() as u64) {
        spawn_local(async move {
            if let Err(why) = library_store::put(&entry.id.key(), &encode(&entry)).await {
                web_sys::console::warn_1(&format!("kawu: online game not kept: {why}").into());
            }
        });
    }
}

/// The online game `game`, joined with `credentials`: its state as last shown, and where the
/// player's steps go. Connects at once; the socket and the timers go with the component.
#[hook]
pub fn use_online(game: &str, credentials: Credentials) -> (Rc<Client>, Callback<Step>) {
    let start = use_memo((), {
        let game = game.to_owned();
        move |()| Client::new(game, credentials)
    });
    let shown = use_state(|| Rc::new((*start).clone()));
    let shared: Shared = {
        let show = shown.setter();
        use_mut_ref(move || Driver {
            client: (*start).clone(),
            socket: None,
            retry: None,
            watch: None,
            show,
        })
    };
    {
        let shared = shared.clone();
        use_effect_with((), move |()| {
            let effects = shared.borrow().client.effects.clone();
            for effect in effects {
                carry_out(&shared, effect);
            }
            move || {
                let mut driver = shared.borrow_mut();
                driver.socket = None;
                driver.retry = None;
                driver.watch = None;
            }
        });
    }
    {
        // Back online: no need to wait for the pause to end.
        let weak = Rc::downgrade(&shared);
        use_listeners((), move |()| {
            let back = later(&weak, || Step::Retry);
            let window = web_sys::window();
            let options = EventListenerOptions::default();
            listen(window.as_ref(), "online", options, move |_| back())
                .into_iter()
                .collect()
        });
    }
    let dispatch = Callback::from(move |player: Step| step(&shared, player));
    ((*shown).clone(), dispatch)
}
