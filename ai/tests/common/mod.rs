//! Helpers shared by the AI's integration tests.

use kawu_ai::{Level, Request};

/// A search limited by depth only: the results do not depend on the machine's speed.
pub fn at_depth(level: Level, depth: u32, seed: u64) -> Request {
    Request {
        movetime_ms: u64::MAX / 4,
        max_depth: Some(depth),
        // The table is tested on its own; built in a debug test run it would take most of it.
        endgame_table: false,
        ..Request::new(level, seed)
    }
}
