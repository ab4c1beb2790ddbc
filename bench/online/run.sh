#!/usr/bin/env bash
# Load on kawu-server over loopback: one node on SQLite, then two nodes sharing PostgreSQL
# (scripts/postgres.sh starts it). Bounded: each run stops after SECONDS of play.
#
#   bash bench/online/run.sh [games, default 5000] [moves a second, default 1000] [seconds, default 60]
#
# BACKENDS=sqlite or BACKENDS=postgres runs one of the two.
# Prints, per run, the time to open the games, the memory per game held, the moves a second, the
# move relay time (a player's send to the opponent's receipt) p50/p99/max, and each node's CPU.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="$HOME/.cargo/bin:$PATH"
games=${1:-5000}
rate=${2:-1000}
seconds=${3:-60}
ulimit -n "$(ulimit -Hn)"

trunk_dist=$(mktemp -d)
printf '%s' '<meta http-equiv="Content-Security-Policy" content="default-src '"'"'self'"'"'; connect-src '"'"'self'"'"'">' > "$trunk_dist/index.html"
cargo build --profile server -p kawu-server
(cd bench/online && cargo build --release)
bench=bench/online/target/release/kawu-online-bench
server=target/server/kawu-server

# Starts a node; prints its URL once it serves.
start() {
  local log=$1; shift
  "$server" --listen 127.0.0.1:0 --dist "$trunk_dist" --rate-scale 10000 "$@" >"$log" 2>&1 &
  echo $! >"$log.pid"
  until grep -q 'kawu: serving' "$log"; do sleep 0.1; done
  sed -n 's/^kawu: serving \(http:[^ ]*\)\/$/\1/p' "$log"
}

work=$(mktemp -d)
backends=${BACKENDS:-sqlite postgres}
if [[ $backends == *sqlite* ]]; then
echo "== one node, SQLite: $games games, $rate moves a second, $seconds s"
url=$(start "$work/sqlite.log" --database "sqlite://$work/kawu.db")
"$bench" --nodes "$url" --games "$games" --rate "$rate" --seconds "$seconds" --pids "$(cat "$work/sqlite.log.pid")"
kill "$(cat "$work/sqlite.log.pid")"
fi

if [[ $backends == *postgres* ]]; then

admin=$(bash scripts/postgres.sh)
database=${admin%/*}/kawu_bench
runuser -u postgres -- psql -qtA -c "DROP DATABASE IF EXISTS kawu_bench WITH (FORCE)" -c "CREATE DATABASE kawu_bench OWNER kawu"
echo "== two nodes, PostgreSQL: $games games, $rate moves a second, $seconds s"
one=$(start "$work/one.log" --database "$database")
two=$(start "$work/two.log" --database "$database")
"$bench" --nodes "$one,$two" --games "$games" --rate "$rate" --seconds "$seconds" \
  --pids "$(cat "$work/one.log.pid"),$(cat "$work/two.log.pid")"
kill "$(cat "$work/one.log.pid")" "$(cat "$work/two.log.pid")"
fi
rm -rf "$work" "$trunk_dist"
