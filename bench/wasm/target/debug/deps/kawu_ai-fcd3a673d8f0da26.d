/work/main/bench/wasm/target/debug/deps/kawu_ai-fcd3a673d8f0da26.d: /work/main/ai/src/lib.rs /work/main/ai/src/analysis.rs /work/main/ai/src/book.rs /work/main/ai/src/clock.rs /work/main/ai/src/endgame/mod.rs /work/main/ai/src/endgame/bytes.rs /work/main/ai/src/endgame/index.rs /work/main/ai/src/endgame/solve.rs /work/main/ai/src/eval.rs /work/main/ai/src/explain.rs /work/main/ai/src/level.rs /work/main/ai/src/levels/mod.rs /work/main/ai/src/levels/easy.rs /work/main/ai/src/levels/hard.rs /work/main/ai/src/levels/medium.rs /work/main/ai/src/mistake.rs /work/main/ai/src/puzzle/mod.rs /work/main/ai/src/puzzle/day.rs /work/main/ai/src/puzzle/find.rs /work/main/ai/src/puzzle/force.rs /work/main/ai/src/puzzle/judge.rs /work/main/ai/src/puzzle/text.rs /work/main/ai/src/puzzle/themes.rs /work/main/ai/src/rng.rs /work/main/ai/src/score.rs /work/main/ai/src/search/mod.rs /work/main/ai/src/search/alphabeta.rs /work/main/ai/src/search/node.rs /work/main/ai/src/search/ordering.rs /work/main/ai/src/search/path.rs /work/main/ai/src/tt.rs /work/main/ai/src/zobrist.rs /work/main/ai/src/../data/book.txt

/work/main/bench/wasm/target/debug/deps/libkawu_ai-fcd3a673d8f0da26.rmeta: /work/main/ai/src/lib.rs /work/main/ai/src/analysis.rs /work/main/ai/src/book.rs /work/main/ai/src/clock.rs /work/main/ai/src/endgame/mod.rs /work/main/ai/src/endgame/bytes.rs /work/main/ai/src/endgame/index.rs /work/main/ai/src/endgame/solve.rs /work/main/ai/src/eval.rs /work/main/ai/src/explain.rs /work/main/ai/src/level.rs /work/main/ai/src/levels/mod.rs /work/main/ai/src/levels/easy.rs /work/main/ai/src/levels/hard.rs /work/main/ai/src/levels/medium.rs /work/main/ai/src/mistake.rs /work/main/ai/src/puzzle/mod.rs /work/main/ai/src/puzzle/day.rs /work/main/ai/src/puzzle/find.rs /work/main/ai/src/puzzle/force.rs /work/main/ai/src/puzzle/judge.rs /work/main/ai/src/puzzle/text.rs /work/main/ai/src/puzzle/themes.rs /work/main/ai/src/rng.rs /work/main/ai/src/score.rs /work/main/ai/src/search/mod.rs /work/main/ai/src/search/alphabeta.rs /work/main/ai/src/search/node.rs /work/main/ai/src/search/ordering.rs /work/main/ai/src/search/path.rs /work/main/ai/src/tt.rs /work/main/ai/src/zobrist.rs /work/main/ai/src/../data/book.txt

/work/main/ai/src/lib.rs:
/work/main/ai/src/analysis.rs:
/work/main/ai/src/book.rs:
/work/main/ai/src/clock.rs:
/work/main/ai/src/endgame/mod.rs:
/work/main/ai/src/endgame/bytes.rs:
/work/main/ai/src/endgame/index.rs:
/work/main/ai/src/endgame/solve.rs:
/work/main/ai/src/eval.rs:
/work/main/ai/src/explain.rs:
/work/main/ai/src/level.rs:
/work/main/ai/src/levels/mod.rs:
/work/main/ai/src/levels/easy.rs:
/work/main/ai/src/levels/hard.rs:
/work/main/ai/src/levels/medium.rs:
/work/main/ai/src/mistake.rs:
/work/main/ai/src/puzzle/mod.rs:
/work/main/ai/src/puzzle/day.rs:
/work/main/ai/src/puzzle/find.rs:
/work/main/ai/src/puzzle/force.rs:
/work/main/ai/src/puzzle/judge.rs:
/work/main/ai/src/puzzle/text.rs:
/work/main/ai/src/puzzle/themes.rs:
/work/main/ai/src/rng.rs:
/work/main/ai/src/score.rs:
/work/main/ai/src/search/mod.rs:
/work/main/ai/src/search/alphabeta.rs:
/work/main/ai/src/search/node.rs:
/work/main/ai/src/search/ordering.rs:
/work/main/ai/src/search/path.rs:
/work/main/ai/src/tt.rs:
/work/main/ai/src/zobrist.rs:
/work/main/ai/src/../data/book.txt:
