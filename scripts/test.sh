#!/usr/bin/env bash
# Sets everything up, then runs every test kawu has: lint (format, clippy, the pure layers),
# native (engine, AI, tool, UI logic, doctests), wasm in headless Chromium, and end to end
# against the built page. Ends with one line: "N passed, N failed, N skipped". Exits non-zero if
# anything failed.
#
# The line is exact: every test binary runs (no stop at the first failure), a cancelled node
# test counts as failed, ignored and skipped tests are counted apart, a suite that reports no
# test at all fails, and the end-to-end suite does not run on a failed build (it counts as one
# failure instead of testing a stale dist/).
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"

bash scripts/setup.sh || { echo "set-up failed"; echo "0 passed, 1 failed, 0 skipped"; exit 1; }

# The server's tests run against a real PostgreSQL: start it (installed from Debian's package
# once) and say where. Without it those tests fail under CI, never skip.
if postgres_url=$(bash scripts/postgres.sh); then
  export KAWU_TEST_POSTGRES_URL=$postgres_url
else
  echo "== PostgreSQL could not start: the server's PostgreSQL tests will fail"
fi

passed=0
failed=0
skipped=0
log_dir=target/test-logs
mkdir -p "$log_dir"

# Adds the counts that a suite's runner printed. A suite that failed without saying how many
# of its tests failed (a build error), or that reports no test at all, counts as one failure.
count() {
  local name=$1 status=$2 log=$3 p f s
  read -r p f s < <(node scripts/count-tests.mjs "$log")
  if [ "$status" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
  if [ $((p + f + s)) -eq 0 ]; then
    echo "== $name reported no test"
    f=1
  fi
  passed=$((passed + p))
  failed=$((failed + f))
  skipped=$((skipped + s))
  printf '== %s: %d passed, %d failed, %d skipped (log: %s)\n' "$name" "$p" "$f" "$s" "$log"
}

# Runs one suite, showing its output and keeping a log; returns the suite's exit status.
suite() {
  local name=$1
  shift
  local log="$log_dir/$name.log"
  echo "== $name: $*"
  "$@" 2>&1 | tee "$log"
  local status=${PIPESTATUS[0]}
  count "$name" "$status" "$log"
  return "$status"
}

suite lint bash scripts/lint.sh
suite native cargo test --workspace --no-fail-fast

for file in tests/*.rs; do
  name=$(basename "$file" .rs)
  suite "wasm-$name" env CHROMEDRIVER=/usr/bin/chromedriver \
    cargo test -p kawu --target wasm32-unknown-unknown --test "$name"
done

# The end-to-end tests run the server the native tests built (target/debug/kawu-server): fast
# enough for a test, and no second build of its dependencies.
export KAWU_SERVER=$PWD/target/debug/kawu-server
if suite build bash -c 'cargo build --release -p kawu-cli && trunk build --release && cargo build -p kawu-server && echo "test result: ok. 1 passed; 0 failed; 0 ignored"'; then
  suite e2e node --test --test-reporter=spec tests/e2e/
else
  echo "== e2e: not run, the build failed"
  failed=$((failed + 1))
fi

echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
