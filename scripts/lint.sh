#!/usr/bin/env bash
# The lint step of the test command: formatting and clippy (warnings are errors). Each check is
# one test; prints a cargo-style result line. The layers' arrows need no check: each layer is a
# crate, and cargo refuses an upward import.
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
echo "test result: $([ "$failed" -eq 0 ] && echo ok || echo FAILED). $passed passed; $failed failed; 0 ignored"
[ "$failed" -eq 0 ]
