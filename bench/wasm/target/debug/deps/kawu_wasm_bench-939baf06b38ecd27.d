/work/main/bench/wasm/target/debug/deps/kawu_wasm_bench-939baf06b38ecd27.d: src/lib.rs Cargo.toml

/work/main/bench/wasm/target/debug/deps/libkawu_wasm_bench-939baf06b38ecd27.rmeta: src/lib.rs Cargo.toml

src/lib.rs:
Cargo.toml:

# env-dep:CLIPPY_ARGS=-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__
# env-dep:CLIPPY_CONF_DIR
