#!/usr/bin/env bash
# `kawu perft N` against the careful C reference bench/perft.c (copy-make, no allocation).
#
# Usage: bench/perft-vs-c.sh [N] [RUNS]      (defaults: N = 10, RUNS = 20)
#
# Builds both (gcc -O3 -march=native; cargo --release), checks that they print the same counts,
# times both (hyperfine when installed, then our own best-of-RUNS loop) and prints the ratio
# Rust / C: 1.00 or less means kawu is at least as fast as the C reference.
set -euo pipefail
cd "$(dirname "$0")/.."

depth=${1:-10}
runs=${2:-20}
target=${CARGO_TARGET_DIR:-target}
c_bin="$target/perft-c"
rust_bin="$target/release/kawu"

mkdir -p "$target"
gcc -O3 -march=native -o "$c_bin" bench/perft.c
cargo build --quiet --release -p kawu-cli

if ! diff <("$c_bin" "$depth") <("$rust_bin" perft "$depth") >/dev/null; then
    echo "perft counts differ between C and Rust:" >&2
    diff <("$c_bin" "$depth") <("$rust_bin" perft "$depth") >&2 || true
    exit 1
fi
echo "same counts to depth $depth: $("$rust_bin" perft "$depth" | tail -n 1)"

if command -v hyperfine >/dev/null; then
    hyperfine --warmup 3 --runs "$runs" -N "$c_bin $depth" "$rust_bin perft $depth"
fi

# Best of `runs` in CPU time (user + system: the machine may be shared, and waiting for a core
# is not the program's cost), the two programs taking turns so that both see the same load.
cpu_ms() {
    local TIMEFORMAT='%3U %3S' times
    times=$( { time "$@" >/dev/null; } 2>&1 )
    awk -v t="$times" 'BEGIN { split(t, p, " "); printf "%d", (p[1] + p[2]) * 1000 }'
}
best_c=""
best_rust=""
for _ in $(seq "$runs"); do
    c=$(cpu_ms "$c_bin" "$depth")
    rust=$(cpu_ms "$rust_bin" perft "$depth")
    if [ -z "$best_c" ] || [ "$c" -lt "$best_c" ]; then best_c=$c; fi
    if [ -z "$best_rust" ] || [ "$rust" -lt "$best_rust" ]; then best_rust=$rust; fi
done
awk -v c="$best_c" -v r="$best_rust" -v runs="$runs" -v d="$depth" 'BEGIN {
    printf "perft 1..%d, best CPU time of %d runs: C %d ms, kawu %d ms, ratio kawu/C = %.2f\n",
        d, runs, c, r, r / c
}'
