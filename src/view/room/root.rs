//! The root component of the rooms' app: the room asked for, drawn by its own component, each
//! of its callbacks turned into a [`RoomAnswer`].

use yew::prelude::*;

use crate::view::components::{
    GamePanel, Help, Lessons, LibraryPanel, OnlineRoom, Puzzles, SettingsPanel, SetupEditor,
};
use kawu_model::geometry::Geometry;
use kawu_model::room::{RoomAnswer, RoomRequest};

/// The request and where the answers go.
#[derive(Properties, PartialEq, Clone)]
pub struct RoomRootProps {
    /// The room and its inputs.
    pub request: RoomRequest,
    /// What the player did there.
    pub answer: Callback<RoomAnswer>,
}

/// The room: the lessons, the puzzles and online play as the page's main content (under the
/// page's header), the others as dialogs over the game.
#[component(RoomRoot)]
pub fn room_root(props: &RoomRootProps) -> Html {
    let answer = &props.answer;
    let close = answer.reform(|()| RoomAnswer::Close);
    match &props.request {
        RoomRequest::Lessons {
            lang,
            speed,
            sound,
            compact,
        } => html! {
            <main class="app learning lessons-room">
                <Lessons lang={*lang} speed={*speed} sound={*sound}
                    geometry={Geometry { compact: *compact }} on_leave={close} />
            </main>
        },
        RoomRequest::Puzzles {
            lang,
            speed,
            sound,
            compact,
            retries,
        } => html! {
            <main class="app learning lessons-room">
                <Puzzles lang={*lang} speed={*speed} sound={*sound}
                    geometry={Geometry { compact: *compact }} retries={retries.clone()} on_leave={close} />
            </main>
        },
        RoomRequest::Editor {
            start,
            settings,
            compact,
            bottom,
        } => html! {
            <SetupEditor start={*start} settings={*settings} geometry={Geometry { compact: *compact }}
                bottom={*bottom} on_cancel={close}
                on_play={answer.reform(|(position, opponent)| RoomAnswer::Play { position, opponent })} />
        },
        RoomRequest::Game { game, settings } => html! {
            <GamePanel game={game.clone()} settings={*settings} on_close={close}
                on_load={answer.reform(RoomAnswer::Loaded)} />
        },
        RoomRequest::Library { settings, current } => html! {
            <LibraryPanel settings={*settings} current={*current} on_close={close}
                on_open={answer.reform(|(entry, review)| RoomAnswer::Open { entry, review })} />
        },
        RoomRequest::Settings { settings } => html! {
            <SettingsPanel settings={*settings} on_set={answer.reform(RoomAnswer::Set)} on_close={close} />
        },
        RoomRequest::Help { lang } => html! { <Help lang={*lang} on_close={close} /> },
        RoomRequest::Online {
            lang,
            speed,
            sound,
            compact,
            rules,
        } => html! {
            <main class="app learning lessons-room">
                <OnlineRoom lang={*lang} speed={*speed} sound={*sound}
                    geometry={Geometry { compact: *compact }} rules={*rules} on_leave={close} />
            </main>
        },
    }
}
