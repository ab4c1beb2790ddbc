/work/main/bench/wasm/target/debug/deps/kawu_engine-ea068b7c6e818de1.d: /work/main/engine/src/lib.rs /work/main/engine/src/game.rs /work/main/engine/src/movelist.rs /work/main/engine/src/mover.rs /work/main/engine/src/notation/mod.rs /work/main/engine/src/notation/excerpt.rs /work/main/engine/src/notation/move_letters.rs /work/main/engine/src/notation/ogn.rs /work/main/engine/src/notation/ogn/error.rs /work/main/engine/src/notation/ogn/read.rs /work/main/engine/src/notation/pit_letter.rs /work/main/engine/src/notation/position_string.rs /work/main/engine/src/outcome.rs /work/main/engine/src/perft.rs /work/main/engine/src/pit.rs /work/main/engine/src/position.rs /work/main/engine/src/row.rs /work/main/engine/src/setup.rs /work/main/engine/src/side.rs /work/main/engine/src/sowing.rs /work/main/engine/src/trace.rs

/work/main/bench/wasm/target/debug/deps/libkawu_engine-ea068b7c6e818de1.rmeta: /work/main/engine/src/lib.rs /work/main/engine/src/game.rs /work/main/engine/src/movelist.rs /work/main/engine/src/mover.rs /work/main/engine/src/notation/mod.rs /work/main/engine/src/notation/excerpt.rs /work/main/engine/src/notation/move_letters.rs /work/main/engine/src/notation/ogn.rs /work/main/engine/src/notation/ogn/error.rs /work/main/engine/src/notation/ogn/read.rs /work/main/engine/src/notation/pit_letter.rs /work/main/engine/src/notation/position_string.rs /work/main/engine/src/outcome.rs /work/main/engine/src/perft.rs /work/main/engine/src/pit.rs /work/main/engine/src/position.rs /work/main/engine/src/row.rs /work/main/engine/src/setup.rs /work/main/engine/src/side.rs /work/main/engine/src/sowing.rs /work/main/engine/src/trace.rs

/work/main/engine/src/lib.rs:
/work/main/engine/src/game.rs:
/work/main/engine/src/movelist.rs:
/work/main/engine/src/mover.rs:
/work/main/engine/src/notation/mod.rs:
/work/main/engine/src/notation/excerpt.rs:
/work/main/engine/src/notation/move_letters.rs:
/work/main/engine/src/notation/ogn.rs:
/work/main/engine/src/notation/ogn/error.rs:
/work/main/engine/src/notation/ogn/read.rs:
/work/main/engine/src/notation/pit_letter.rs:
/work/main/engine/src/notation/position_string.rs:
/work/main/engine/src/outcome.rs:
/work/main/engine/src/perft.rs:
/work/main/engine/src/pit.rs:
/work/main/engine/src/position.rs:
/work/main/engine/src/row.rs:
/work/main/engine/src/setup.rs:
/work/main/engine/src/side.rs:
/work/main/engine/src/sowing.rs:
/work/main/engine/src/trace.rs:
