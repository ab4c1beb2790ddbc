//! The game page: a panic hook, the first paint taken down, then the Yew app.

fn main() {
    kawu::install_panic_hook();
    kawu::take_over_first_paint();
    yew::Renderer::<kawu::App>::new().render();
}
