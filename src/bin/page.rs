//! The game page: a panic hook, then the Yew app.

fn main() {
    kawu::install_panic_hook();
    yew::Renderer::<kawu::App>::new().render();
}
