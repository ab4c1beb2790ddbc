//! Keeps the document's language and title in step with the settings.

use yew::prelude::*;

use kawu_model::settings::Lang;

/// Sets `<html lang>` and the title whenever the language changes.
#[hook]
pub fn use_document_lang(lang: Lang) {
    use_effect_with(lang, |&lang| {
        if let Some(document) = web_sys::window().and_then(|window| window.document()) {
            document.set_title(kawu_i18n::texts(lang).title);
            if let Some(root) = document.document_element() {
                let _ = root.set_attribute("lang", lang.word());
            }
        }
    });
}
