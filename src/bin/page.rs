//! The game page: a panic hook, the first paint taken down, then the Yew app in `#kawu-app`
//! (its rooms draw beside it, in `#kawu-room`).

fn main() {
    kawu::install_panic_hook();
    kawu::take_over_first_paint();
    let root = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.get_element_by_id("kawu-app"));
    match root {
        Some(root) => yew::Renderer::<kawu::App>::with_root(root).render(),
        None => yew::Renderer::<kawu::App>::new().render(),
    };
}
