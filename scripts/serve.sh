#!/usr/bin/env bash
# Sets everything up, builds the game and serves it on http://127.0.0.1:8080/ (PORT to change).
# The release build, as players get it, its first paint drawn again at each rebuild (in headless
# Chromium); `trunk serve` without --release makes debug builds, which skip the first paint.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
bash scripts/setup.sh
port=${PORT:-8080}
# Trunk watches the sources and ignores these two; it refuses to start if they do not exist yet.
mkdir -p target dist
echo "kawu: building, then serving at http://127.0.0.1:$port/"
exec trunk serve --release --port "$port"
