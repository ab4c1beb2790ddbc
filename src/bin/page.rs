//! The game page: a panic hook, then the Yew app.

fn main() {
    kawu::components::app::install_panic_hook();
    yew::Renderer::<kawu::components::App>::new().render();
}
