#!/usr/bin/env bash
# kawu (hard) against Aalina, the engine of Aualé, at equal time per move.
#
#   AALINA=/path/to/aalina.jar bench/aalina/match.sh [match.py options]
#
# AALINA is an aalina.jar built from Aualé's own project by whoever runs the match (kawu carries
# no recipe for it); its books oware-roots.bin and oware-leaves.bin must sit beside it. Options go to match.py, e.g. `--movetime 1000 --games 40 --log games.txt`
# (`python3 bench/aalina/match.py --help`). kawu is built here in release mode first, unless KAWU
# names a kawu binary to use.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
: "${AALINA:?set AALINA to an aalina.jar built from the Auale project itself}"
books=$(dirname "$(realpath "$AALINA")")
for book in oware-roots.bin oware-leaves.bin; do
    [ -f "$books/$book" ] || { echo "missing $books/$book (it must sit beside the jar)" >&2; exit 1; }
done
# KAWU: a kawu binary to use as it is; otherwise this checkout's is built.
if [ -z "${KAWU:-}" ]; then
    (cd "$root" && cargo build --release --quiet -p kawu-cli)
    KAWU=${CARGO_TARGET_DIR:-$root/target}/release/kawu
fi
aalina="java --add-opens java.base/java.lang=ALL-UNNAMED -jar $(printf %q "$AALINA")"
aalina+=" --roots=$(printf %q "$books/oware-roots.bin") --leaves=$(printf %q "$books/oware-leaves.bin")"
exec python3 "$root/bench/aalina/match.py" --kawu "$KAWU" --aalina "$aalina service" "$@"
