//! The invitation of a game waiting for its second player: the whole link as text (to select
//! by hand too), Copy, the share sheet where the browser has one, and the link's QR code for a
//! friend across the table.

use yew::platform::spawn_local;
use yew::prelude::*;

use crate::view::browser::{online, transfer};
use crate::view::components::QrCodeView;
use kawu_i18n::online::texts;
use kawu_model::settings::Lang;

/// The link and the language.
#[derive(Properties, PartialEq, Clone)]
pub struct OnlineInviteProps {
    /// Language.
    pub lang: Lang,
    /// The whole invitation link.
    pub link: AttrValue,
}

/// The invitation.
#[component(OnlineInvite)]
pub fn online_invite(props: &OnlineInviteProps) -> Html {
    let words = texts(props.lang);
    // Whether the last copy worked.
    let copied = use_state(|| None::<bool>);
    let on_copy = {
        let (copied, link) = (copied.clone(), props.link.clone());
        Callback::from(move |_: MouseEvent| {
            let (copied, link) = (copied.clone(), link.clone());
            spawn_local(async move { copied.set(Some(transfer::copy_to_clipboard(&link).await)) });
        })
    };
    let on_share = online::can_share().then(|| {
        let (link, title) = (
            props.link.clone(),
            kawu_i18n::online::texts(props.lang).heading,
        );
        Callback::from(move |_: MouseEvent| {
            let link = link.clone();
            spawn_local(async move {
                // Closing the sheet is no error to tell.
                let _ = online::share(&link, title).await;
            });
        })
    });
    let said = (*copied).map(|done| {
        if done {
            words.copied
        } else {
            words.copy_failed
        }
    });
    html! {
        <section class="online-invite" aria-labelledby="online-invite-title">
            <h3 id="online-invite-title">{ words.invite }</h3>
            <p class="online-help">{ words.invite_help }</p>
            <p class="invite-link" data-invite-link="">{ props.link.clone() }</p>
            <div class="online-buttons">
                <button type="button" class="control" data-action="copy-invite" onclick={on_copy}>
                    { words.copy }
                </button>
                if let Some(on_share) = on_share {
                    <button type="button" class="control" data-action="share-invite" onclick={on_share}>
                        { words.share }
                    </button>
                }
            </div>
            <p class="online-said" role="status">{ said }</p>
            <QrCodeView text={props.link.clone()} label={words.qr} />
        </section>
    }
}
