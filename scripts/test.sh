#!/usr/bin/env bash
# Sets everything up, then runs every test kawu has: native (engine, AI, tool, UI state),
# wasm in headless Chromium, and end to end against the built page.
# Ends with one line: "N passed, N failed". Exits non-zero if anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"

bash scripts/setup.sh || { echo "set-up failed"; echo "0 passed, 1 failed"; exit 1; }

passed=0
failed=0
log_dir=target/test-logs
mkdir -p "$log_dir"

# Adds the counts that a suite's runner printed; a suite that failed without saying how many
# of its tests failed (a build error) counts as one failure.
count() {
  local name=$1 status=$2 log=$3 p f
  read -r p f < <(python3 scripts/count-tests.py "$log")
  if [ "$status" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
  passed=$((passed + p))
  failed=$((failed + f))
  printf '== %s: %d passed, %d failed (log: %s)\n' "$name" "$p" "$f" "$log"
}

# Runs one suite, showing its output and keeping a log.
suite() {
  local name=$1
  shift
  local log="$log_dir/$name.log"
  echo "== $name: $*"
  "$@" 2>&1 | tee "$log"
  count "$name" "${PIPESTATUS[0]}" "$log"
}

suite lint bash -c 'cargo fmt --all -- --check && cargo clippy --workspace --all-targets -- -D warnings && echo "test result: ok. 1 passed; 0 failed"'
suite native cargo test --workspace

if ls tests/*.rs >/dev/null 2>&1; then
  for file in tests/*.rs; do
    name=$(basename "$file" .rs)
    suite "wasm-$name" env CHROMEDRIVER=/usr/bin/chromedriver \
      cargo test -p kawu --target wasm32-unknown-unknown --test "$name"
  done
fi

if [ -d tests/e2e ]; then
  suite build bash -c 'cargo build --release -p kawu-cli && trunk build --release && echo "test result: ok. 1 passed; 0 failed"'
  suite e2e node --test --test-reporter=spec tests/e2e/
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
