#!/usr/bin/env bash
# The lint step of the test command: formatting and clippy (warnings are errors). Each check is
# one test; prints a cargo-style result line. The layers' arrows need no check: each layer is a
# crate, and cargo refuses an upward import. What cargo allows is a browser crate added to a
# pure layer's Cargo.toml: the last check refuses it.
set -uo pipefail
cd "$(dirname "$0")/.."
passed=0
failed=0
check() {
  local name=$1
  shift
  echo "-- lint: $name"
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "-- lint: $name FAILED"; fi
}
check fmt cargo fmt --all -- --check
check clippy cargo clippy --workspace --all-targets -- -D warnings

# The pure layers depend on no browser crate, not even through another crate.
pure_layers() {
  local layer browser
  for layer in kawu-engine kawu-ai kawu-protocol kawu-worker kawu-model kawu-i18n kawu-online; do
    browser=$(cargo tree --offline -q -e normal --prefix none -p "$layer" |
      grep -oE '^(yew|web-sys|js-sys|wasm-bindgen|gloo)[a-z-]*' | sort -u | tr '\n' ' ')
    if [ -n "$browser" ]; then
      echo "$layer depends on a browser crate: $browser"
      return 1
    fi
  done
}
check pure-layers pure_layers
echo "test result: $([ "$failed" -eq 0 ] && echo ok || echo FAILED). $passed passed; $failed failed; 0 ignored"
[ "$failed" -eq 0 ]
