#!/usr/bin/env bash
# Lighthouse 12.2.3 on a release build of the game, served on a loopback port by http-server
# (with gzip unless told otherwise), in Debian's Chromium: for mobile (simulated slow 4G) and
# desktop, prints the four category scores, FCP/LCP/TBT/CLS and the failing audits.
#
#   bench/lighthouse/run.sh [--build] [--plain | --both] [--mobile | --desktop] [--runs=N] [DIR]
#
#   DIR        the release build to measure (default dist/); built first with
#              `trunk build --release --dist DIR` when --build is given or DIR has no index.html
#   --plain    serve it without compression (the figure "served without compression")
#   --both     with gzip, then without
#   --mobile, --desktop   only that run (both by default; each takes 15–30 s)
#   --runs=N   each run N times, then the medians (the blocking time varies on a busy machine)
#
# The JSON reports are kept in target/lighthouse/<mobile|desktop>-<gzip|plain>[-<run>].report.json.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
export PATH="$HOME/.cargo/bin:$root/node_modules/.bin:$PATH"

build=false
pass=()
dir=$root/dist
for arg in "$@"; do
  case $arg in
    --build) build=true ;;
    --plain | --both | --mobile | --desktop | --runs=*) pass+=("$arg") ;;
    -h | --help) sed -n '2,15p' "$0"; exit 0 ;;
    -*) echo "run.sh: unknown option $arg" >&2; exit 2 ;;
    *) dir=$arg ;;
  esac
done

if $build || [ ! -f "$dir/index.html" ]; then
  echo "lighthouse: building the release build into $dir"
  (cd "$root" && trunk build --release --dist "$dir")
fi
exec node "$root/bench/lighthouse/bench.mjs" "${pass[@]}" "$dir"
