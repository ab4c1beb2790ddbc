//! Where a room opens: the page's stand-in for a room ([`kawu_model::room::Room`]), which lives
//! in the rooms' module
//! ([`crate::view::browser::rooms`]). On mount it loads that module (once for the page) and
//! opens the room in `#kawu-room` (the lessons) or `#kawu-dialog` (the others); it sends the room its
//! new inputs when they change, hands each answer over, and closes the room when it goes.
//! Meanwhile it says "Loading…" in the room's place; if the module cannot load, it says so and
//! the player closes it: the game is never affected.

use std::cell::RefCell;
use std::rc::Rc;

use yew::platform::spawn_local;
use yew::prelude::*;

use crate::view::browser::rooms::{self, OpenRoom};
use crate::view::components::Panel;
use kawu_model::room::{RoomAnswer, RoomRequest};

/// The room to open and where its answers go.
#[derive(Properties, PartialEq, Clone)]
pub struct RoomHostProps {
    /// The room and its inputs.
    pub request: RoomRequest,
    /// What the player did there ([`RoomAnswer::Close`] too when the room could not load).
    pub on_answer: Callback<RoomAnswer>,
}

/// Where the room stands.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Stage {
    /// The module is on its way.
    Loading,
    /// The module has started: the room is open (or opens now).
    Ready,
    /// The module or the room refused: why (for the console).
    Failed(String),
}

/// Opens the room of `request` in the started `module`, its answers handed to the latest
/// `on_answer` once the room's own event is over.
fn open_in(
    module: &wasm_bindgen::JsValue,
    request: &RoomRequest,
    on_answer: &Rc<RefCell<Callback<RoomAnswer>>>,
) -> Result<OpenRoom, String> {
    let on_answer = on_answer.clone();
    let dialog = request.room().is_dialog();
    OpenRoom::open(module, &request.to_string(), dialog, move |text: String| {
        let on_answer = on_answer.clone();
        // Not inside the room's own event handler: the answer may close the room.
        spawn_local(async move {
            match text.parse::<RoomAnswer>() {
                Ok(answer) => {
                    let callback = on_answer.borrow().clone();
                    callback.emit(answer);
                }
                Err(why) => web_sys::console::warn_1(&format!("kawu: {why}").into()),
            }
        });
    })
}

/// The room's place on the page.
#[component(RoomHost)]
pub fn room_host(props: &RoomHostProps) -> Html {
    let stage = use_state(|| {
        if rooms::started().is_some() {
            Stage::Ready
        } else {
            Stage::Loading
        }
    });
    let room = use_mut_ref(|| None::<OpenRoom>);
    let on_answer = use_mut_ref(|| props.on_answer.clone());
    *on_answer.borrow_mut() = props.on_answer.clone();
    {
        let stage = stage.clone();
        use_effect_with((), move |()| {
            if *stage == Stage::Loading {
                spawn_local(async move {
                    stage.set(match rooms::start().await {
                        Ok(_) => Stage::Ready,
                        Err(why) => Stage::Failed(why),
                    });
                });
            }
        });
    }
    {
        // Opens the room once the module is there, then sends it each new request.
        let (room, on_answer, stage) = (room.clone(), on_answer.clone(), stage.clone());
        use_effect_with(
            (*stage == Stage::Ready, props.request.clone()),
            move |(ready, request)| {
                let mut open = room.borrow_mut();
                match (&*open, rooms::started()) {
                    (Some(shown), _) => shown.update(&request.to_string()),
                    (None, Some(module)) if *ready => match open_in(&module, request, &on_answer) {
                        Ok(opened) => *open = Some(opened),
                        Err(why) => stage.set(Stage::Failed(why)),
                    },
                    _ => {}
                }
            },
        );
    }
    {
        // The room closes when its place goes.
        let room = room.clone();
        use_effect_with((), move |()| move || drop(room.borrow_mut().take()));
    }
    {
        let stage = (*stage).clone();
        use_effect_with(stage, |stage| {
            if let Stage::Failed(why) = stage {
                web_sys::console::warn_1(&format!("kawu: a room could not open: {why}").into());
            }
        });
    }
    let lang = props.request.lang();
    let texts = kawu_i18n::rooms::texts(lang);
    let close = props.on_answer.reform(|()| RoomAnswer::Close);
    let (title, said) = match &*stage {
        Stage::Ready => return html! {},
        Stage::Loading => (texts.loading, None),
        Stage::Failed(_) => (texts.unavailable, Some(texts.failed)),
    };
    if props.request.room().is_dialog() {
        return html! {
            <Panel class="room-wait" label={title} close={kawu_i18n::texts(lang).close} on_close={close}>
                <p class="room-said" role="status" data-room-failed={said.map(|_| "")}>{ said }</p>
            </Panel>
        };
    }
    // The lessons' place: the page's main content until the room draws its own.
    let back = kawu_i18n::lessons::texts(lang).back_to_game;
    html! {
        <main class="room-wait-page">
            <p class="room-said" role="status" data-room-failed={said.map(|_| "")}>{ said.unwrap_or(title) }</p>
            if said.is_some() {
                <button type="button" class="round-text" data-action="leave-lesson"
                    onclick={close.reform(|_: MouseEvent| ())}>{ back }</button>
            }
        </main>
    }
}
