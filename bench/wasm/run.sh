#!/usr/bin/env bash
# The search's speed in WebAssembly (Node) against native code, on `kawu bench`'s positions
# (ai/data/bench.txt) at a fixed depth, with the release settings of the game's worker
# (opt-level 3, lto, codegen-units 1; and once more after `wasm-opt -O3`, as Trunk does for the
# worker, when node_modules/.bin/wasm-opt is there).
#
#   bench/wasm/run.sh            DEPTH=20 ROUNDS=3 by default (about 4 s of search per run)
#
# Runs, ROUNDS times in turn: native `kawu bench`; the native runner of this crate (same
# searches, also timed by the CPU time of its thread); the wasm build under Node, raw and -O3;
# and the -O3 build in a Web Worker of headless Chromium (chromium.mjs, wall clock only), as
# the game's computer runs, when playwright-core and the browser are there.
# The runner and Node first search every position once to depth 12, untimed, so that V8 has
# tiered its code up (a browser's worker, searching for a second, gets there as fast).
# Keeps each one's best figure and prints the ratios wasm / native by wall clock (against
# `kawu bench`) and by thread CPU time (against the native runner): on a busy shared machine
# the CPU ratio is the one to trust. Every run's output is kept in $CARGO_TARGET_DIR/wasm-bench.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
depth=${DEPTH:-20}
rounds=${ROUNDS:-3}
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$root/target}
target=$CARGO_TARGET_DIR
positions=$root/ai/data/bench.txt
logs=$target/wasm-bench
mkdir -p "$logs"

(cd "$root" && cargo build --release --quiet -p kawu-cli)
(cd "$root/bench/wasm" && cargo build --release --quiet --bin native)
(cd "$root/bench/wasm" && cargo build --release --quiet --lib --target wasm32-unknown-unknown)
wasm=$target/wasm32-unknown-unknown/release/kawu_wasm_bench.wasm
runs=(kawu-bench native wasm)
if [ -x "$root/node_modules/.bin/wasm-opt" ]; then
    "$root/node_modules/.bin/wasm-opt" -O3 "$wasm" -o "$logs/kawu_wasm_bench.O3.wasm"
    runs+=(wasm-O3)
    if [ -d "$root/node_modules/playwright-core" ] && [ -x "${KAWU_CHROMIUM:-/usr/bin/chromium}" ]; then
        runs+=(chromium)
    fi
fi

# One run's output, in `kawu bench`'s format.
run() {
    case $1 in
        kawu-bench) "$target/release/kawu" bench --depth "$depth" ;;
        native) "$target/release/native" "$positions" "$depth" ;;
        wasm) node "$root/bench/wasm/bench.mjs" "$wasm" "$positions" "$depth" ;;
        wasm-O3) node "$root/bench/wasm/bench.mjs" "$logs/kawu_wasm_bench.O3.wasm" "$positions" "$depth" ;;
        chromium) node "$root/bench/wasm/chromium.mjs" "$logs/kawu_wasm_bench.O3.wasm" "$positions" "$depth" ;;
    esac
}

declare -A nodes wall cpu
for round in $(seq "$rounds"); do
    for name in "${runs[@]}"; do
        log=$logs/$name.$round.txt
        run "$name" >"$log"
        read -r n w < <(awk '/^total nodes/ {print $3, $8}' "$log")
        c=$(awk '/^cpu time/ {print $6}' "$log")
        nodes[$name]=$n
        [ "${wall[$name]:-0}" -ge "$w" ] || wall[$name]=$w
        [ -z "$c" ] || [ "${cpu[$name]:-0}" -ge "$c" ] || cpu[$name]=$c
        echo "round $round $name: nodes $n nodes/s $w${c:+ nodes/cpu-s $c}"
    done
done

echo "best of $rounds rounds, depth $depth, $(grep -c '' <(awk '!/^#/ && NF' "$positions")) positions" \
    "(load average: $(cut -d' ' -f1-3 /proc/loadavg))"
for name in "${runs[@]}"; do
    printf '%-10s nodes %10s  nodes/s %10s  nodes/cpu-s %10s\n' \
        "$name" "${nodes[$name]}" "${wall[$name]}" "${cpu[$name]:--}"
done
for name in "${runs[@]}"; do
    [ "${nodes[$name]}" = "${nodes[kawu-bench]}" ] ||
        echo "warning: $name searched ${nodes[$name]} nodes, kawu bench ${nodes[kawu-bench]}"
done
for name in wasm wasm-O3 chromium; do
    [ -n "${wall[$name]:-}" ] || continue
    awk -v n="$name" -v w="${wall[$name]}" -v kw="${wall[kawu-bench]}" -v c="${cpu[$name]:-}" \
        -v nw="${wall[native]}" -v nc="${cpu[native]}" 'BEGIN {
            if (c != "")
                printf "%s / native: %.2fx by wall clock (vs kawu bench), %.2fx by thread CPU time (vs native runner)\n",
                    n, w / kw, c / nc
            else
                printf "%s / native: %.2fx by wall clock (vs kawu bench), %.2fx by wall clock (vs native runner)\n",
                    n, w / kw, w / nw }'
done
