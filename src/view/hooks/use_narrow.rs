//! Whether the screen is narrow (a phone held upright), kept up to date as it turns.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::MediaQueryList;
use yew::prelude::*;

/// Screens where the board is compact: its stores give way to score chips.
const NARROW_QUERY: &str = "(max-width: 640px)";

fn query() -> Option<MediaQueryList> {
    web_sys::window()?.match_media(NARROW_QUERY).ok().flatten()
}

/// True while the board should be compact.
#[hook]
pub fn use_narrow() -> bool {
    let narrow = use_state(|| query().is_some_and(|list| list.matches()));
    {
        let narrow = narrow.clone();
        use_effect_with((), move |()| {
            let list = query();
            let on_change = Closure::<dyn FnMut()>::new({
                let list = list.clone();
                move || narrow.set(list.as_ref().is_some_and(MediaQueryList::matches))
            });
            if let Some(list) = &list {
                list.set_onchange(Some(on_change.as_ref().unchecked_ref()));
            }
            move || {
                if let Some(list) = &list {
                    list.set_onchange(None);
                }
                drop(on_change);
            }
        });
    }
    *narrow
}
