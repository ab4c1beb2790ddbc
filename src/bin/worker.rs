//! The Web Worker where the computer thinks: only registers the handler.

fn main() {
    kawu::register_worker();
}
