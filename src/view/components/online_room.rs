//! Play online, in the game's place under the page's header: first whether this copy of kawu
//! has its server (a static host has none: said in words, and nothing else changes), then the
//! form that creates a game, or the game of the address's `#online/…` link. The game on the
//! page's board waits meanwhile, untouched.

use yew::platform::spawn_local;
use yew::prelude::*;

use crate::view::browser::online;
use crate::view::components::{OnlineGame, OnlineSetup};
use crate::view::hooks::use_address_link;
use kawu_engine::Rules;
use kawu_i18n::online::{self as words, texts};
use kawu_model::geometry::Geometry;
use kawu_model::online::{Credentials, OnlineLink, Service};
use kawu_model::settings::{Lang, Sound, Speed};
use kawu_online::wire::Created;

/// What online play needs from the page.
#[derive(Properties, PartialEq, Clone)]
pub struct OnlineRoomProps {
    /// Language.
    pub lang: Lang,
    /// The animation speed.
    pub speed: Speed,
    /// Sounds on or muted.
    pub sound: Sound,
    /// With stores, or compact.
    pub geometry: Geometry,
    /// The rules chosen in the settings, offered first for a new game.
    pub rules: Rules,
    /// Back to the game.
    pub on_leave: Callback<()>,
}

/// What the room shows.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Shown {
    /// The form, for a new game.
    Form,
    /// A game.
    Game(String, Credentials),
}

/// How the device comes to `link`'s game: with the seat it kept, else the link's invitation.
fn shown(link: Option<&OnlineLink>) -> Shown {
    let Some(link) = link else {
        return Shown::Form;
    };
    let seats = online::seats();
    let kept = seats.at(&link.game);
    Shown::Game(
        link.game.clone(),
        Credentials {
            secret: kept.map(|seated| seated.secret.clone()),
            invite: link
                .invite
                .clone()
                .or_else(|| kept.and_then(|seated| seated.invite.clone())),
            name: None,
        },
    )
}

/// The room.
#[component(OnlineRoom)]
pub fn online_room(props: &OnlineRoomProps) -> Html {
    let lang = props.lang;
    let words = texts(lang);
    let service = use_state(|| None::<Service>);
    {
        let service = service.clone();
        use_effect_with((), move |()| {
            spawn_local(async move { service.set(Some(online::info().await)) });
        });
    }
    // The game of the address's link, if any; another link opened meanwhile starts afresh.
    let link = use_address_link();
    let showing = use_state(|| shown(link.as_ref()));
    {
        let showing = showing.clone();
        use_effect_with(link, move |link| showing.set(shown(link.as_ref())));
    }
    let name = use_memo((), |()| online::seats().name.map(AttrValue::from));
    let on_created = {
        let showing = showing.clone();
        Callback::from(move |created: Created| {
            let link = OnlineLink {
                game: created.game.clone(),
                invite: None,
            };
            online::show_in_address(Some(&link));
            let credentials = Credentials {
                secret: Some(created.secret),
                invite: Some(created.invite),
                name: None,
            };
            showing.set(Shown::Game(created.game, credentials));
        })
    };
    let on_new = {
        let showing = showing.clone();
        Callback::from(move |()| {
            online::show_in_address(None);
            showing.set(Shown::Form);
        })
    };
    // However the player leaves (Back, another place), the address is the page's again, so
    // that a reload shows the game.
    use_effect_with((), |()| || online::show_in_address(None));
    let leave = props.on_leave.reform(|_: MouseEvent| ());
    let body = match (&*service, &*showing) {
        (None, _) => html! { <p class="online-status" role="status">{ words.checking }</p> },
        (Some(Service::Ready), Shown::Form) => html! {
            <OnlineSetup {lang} name={(*name).clone()} rules={props.rules} {on_created} />
        },
        (Some(Service::Ready), Shown::Game(game, credentials)) => html! {
            <OnlineGame key={game.clone()} {lang} speed={props.speed} sound={props.sound}
                geometry={props.geometry} game={game.clone()} credentials={credentials.clone()}
                name={(*name).clone()} {on_new} />
        },
        (Some(other), _) => html! {
            <p class="notice" role="alert" data-online-unavailable="">
                { words::service(lang, other) }
            </p>
        },
    };
    html! {
        <div class="lessons-page online-page">
            <section class="lessons online" aria-label={words.heading}>
                <div class="lesson-bar">
                    <h2>{ words.heading }</h2>
                    <button type="button" class="round-text" data-action="leave-online" onclick={leave}>
                        { words.back_to_game }
                    </button>
                </div>
                { body }
            </section>
        </div>
    }
}
