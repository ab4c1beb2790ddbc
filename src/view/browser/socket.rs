//! A WebSocket as online play uses it: text in and out, and three things that happen to it
//! ([`SocketEvent`]). Its listeners go with it: a socket dropped says nothing more, and is
//! closed.

use gloo_events::EventListener;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, WebSocket};

use crate::view::browser::storage::describe;

/// What happens to a socket.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SocketEvent {
    /// It is open.
    Opened,
    /// A text message arrived.
    Text(String),
    /// It closed, or failed (a failure is followed by a close; it is told once).
    Closed,
}

/// An open (or opening) WebSocket; closed when dropped.
pub struct Socket {
    socket: WebSocket,
    _listeners: [EventListener; 4],
}

impl Socket {
    /// Opens a socket to `url`; what happens to it goes to `on_event`.
    ///
    /// # Errors
    /// Why the browser refused to open it (a malformed address, a policy).
    pub fn open(url: &str, on_event: impl Fn(SocketEvent) + 'static) -> Result<Socket, String> {
        let socket = WebSocket::new(url).map_err(|error| describe(&error))?;
        let on_event = std::rc::Rc::new(on_event);
        let told_closed = std::rc::Rc::new(std::cell::Cell::new(false));
        let listener = |name: &'static str, handler: Box<dyn Fn(&web_sys::Event)>| {
            EventListener::new(&socket, name, move |event| handler(event))
        };
        let opened = {
            let on_event = on_event.clone();
            listener("open", Box::new(move |_| on_event(SocketEvent::Opened)))
        };
        let message = {
            let on_event = on_event.clone();
            listener(
                "message",
                Box::new(move |event| {
                    let text = event
                        .dyn_ref::<MessageEvent>()
                        .and_then(|message| message.data().as_string());
                    // A binary frame is no message of the protocol: the server sends none.
                    if let Some(text) = text {
                        on_event(SocketEvent::Text(text));
                    }
                }),
            )
        };
        let closer = |name| {
            let (on_event, told_closed) = (on_event.clone(), told_closed.clone());
            listener(
                name,
                Box::new(move |_| {
                    if !told_closed.replace(true) {
                        on_event(SocketEvent::Closed);
                    }
                }),
            )
        };
        let (error, closed) = (closer("error"), closer("close"));
        Ok(Socket {
            socket,
            _listeners: [opened, message, error, closed],
        })
    }

    /// Sends `text`.
    ///
    /// # Errors
    /// Why the browser refused (the socket is not open).
    pub fn send(&self, text: &str) -> Result<(), String> {
        self.socket
            .send_with_str(text)
            .map_err(|error| describe(&error))
    }
}

impl Drop for Socket {
    fn drop(&mut self) {
        // The listeners go with the socket: its close is not told.
        let _ = self.socket.close();
    }
}
