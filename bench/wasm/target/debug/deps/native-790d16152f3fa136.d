/work/main/bench/wasm/target/debug/deps/native-790d16152f3fa136.d: src/bin/native.rs Cargo.toml

/work/main/bench/wasm/target/debug/deps/libnative-790d16152f3fa136.rmeta: src/bin/native.rs Cargo.toml

src/bin/native.rs:
Cargo.toml:

# env-dep:CLIPPY_ARGS=-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__
# env-dep:CLIPPY_CONF_DIR
