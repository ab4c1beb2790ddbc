/work/main/bench/wasm/target/debug/deps/kawu_wasm_bench-aec1654f60128a1a.d: src/lib.rs Cargo.toml

/work/main/bench/wasm/target/debug/deps/libkawu_wasm_bench-aec1654f60128a1a.rmeta: src/lib.rs Cargo.toml

src/lib.rs:
Cargo.toml:

# env-dep:CLIPPY_ARGS=-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__
# env-dep:CLIPPY_CONF_DIR
