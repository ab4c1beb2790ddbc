#!/usr/bin/env bash
# Fuzzes every parser of untrusted text for a fixed time each and prints, per target, the inputs
# run and the time taken:
#
#   bash fuzz/run.sh [seconds per target, default 60] [target…, default all]
#
# Installs what it needs only when missing: the nightly toolchain (only for fuzzing: the game
# stays on stable) and cargo-fuzz. Each target starts from its seeds (fuzz/seeds/<target>, kept
# in git, and the engine's test records for the record targets) and grows its own corpus
# (fuzz/corpus/<target>, not kept). A crash ends its target with libFuzzer's report, the input
# saved under fuzz/artifacts/<target>/; the other targets still run, and the script then fails.
# Not part of the test command.
set -euo pipefail
cd "$(dirname "$0")/.."

SECONDS_PER_TARGET=${1:-60}
shift || true
export PATH="$HOME/.cargo/bin:$PATH"
log() { printf '[fuzz] %s\n' "$*"; }

if ! rustup run nightly rustc --version >/dev/null 2>&1; then
  log "installing the nightly toolchain (for fuzzing only)"
  rustup toolchain install nightly --profile minimal
fi
if ! cargo fuzz --version >/dev/null 2>&1; then
  log "installing cargo-fuzz (a few minutes)"
  # The fast profile for this install only, as scripts/setup.sh does.
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    cargo install cargo-fuzz --locked
fi

if [ "$#" -gt 0 ]; then
  targets=("$@")
else
  mapfile -t targets < <(cargo +nightly fuzz list)
fi

# The code fuzzed is safe Rust (no `unsafe` in kawu): AddressSanitizer would find nothing there
# and halve the inputs run. Panics, overflow checks and debug assertions stay on.
FUZZ=(cargo +nightly fuzz run --sanitizer none)
log "building ${#targets[@]} targets"
cargo +nightly fuzz build --sanitizer none

# The seeds of a target: its own, and for records the engine's test records too.
seeds_of() {
  echo "fuzz/seeds/$1"
  case "$1" in ogn | record_file) echo engine/tests/data/ogn ;; esac
}

summary=()
for target in "${targets[@]}"; do
  corpus=fuzz/corpus/$target
  mkdir -p "$corpus" "fuzz/seeds/$target"
  mapfile -t seeds < <(seeds_of "$target")
  log "$target: ${SECONDS_PER_TARGET} s"
  output=$(mktemp)
  status=0
  "${FUZZ[@]}" "$target" "$corpus" "${seeds[@]}" -- \
    -max_total_time="$SECONDS_PER_TARGET" -print_final_stats=1 >"$output" 2>&1 || status=$?
  grep -E '^(#[0-9]+[[:space:]]+(INITED|DONE)|Done [0-9]+ runs|==[0-9]+==|thread .* panicked)' \
    "$output" || true
  # libFuzzer's own figures: its final stats, and "Done N runs in T second(s)".
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$output" | tail -1)
  speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$output" | tail -1)
  took=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$output" | tail -1)
  files=$(find "$corpus" -type f | wc -l)
  if [ "$status" -ne 0 ]; then
    tail -n 40 "$output"
    summary+=("$(printf '%-12s CRASH after %s inputs (input in fuzz/artifacts/%s/)' \
      "$target" "${runs:-?}" "$target")")
  else
    summary+=("$(printf '%-12s %11s inputs in %4s s  %7s/s  corpus %s files' \
      "$target" "${runs:-?}" "${took:-?}" "${speed:-?}" "$files")")
  fi
  rm -f "$output"
done

log "summary: inputs run and time, per target"
printf '%s\n' "${summary[@]}"
for line in "${summary[@]}"; do
  case "$line" in *CRASH*) exit 1 ;; esac
done
