#!/usr/bin/env bash
# Sets everything up, builds the game and serves it on http://127.0.0.1:8080/ (PORT to change).
# The release build, as players get it, but for its first paint: drawing it starts headless
# Chromium, so the rebuilds of an edit do without it (KAWU_FIRST_PAINT=off) and the page
# draws itself once its wasm is in; `scripts/build.sh` draws it.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
bash scripts/setup.sh
port=${PORT:-8080}
# Trunk watches the sources and ignores these two; it refuses to start if they do not exist yet.
mkdir -p target dist
echo "kawu: building, then serving at http://127.0.0.1:$port/"
KAWU_FIRST_PAINT=off exec trunk serve --release --port "$port"
