#!/usr/bin/env bash
# Sets everything up, builds the game and the server, and serves the game with online play on
# http://127.0.0.1:8080/ (PORT to change; LISTEN=0.0.0.0:8080 lets the other devices of the
# network play through it). Games are kept in the SQLite file kawu.db (DATABASE to change: a
# sqlite:// or postgres:// URL). The release build, as players get it, but for its first
# paint: drawing it starts headless Chromium, so this build does without it
# (KAWU_FIRST_PAINT=off) and the page draws itself once its wasm is in; `scripts/build.sh`
# draws it.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
bash scripts/setup.sh
listen=${LISTEN:-127.0.0.1:${PORT:-8080}}
echo "kawu: building the page and the server"
KAWU_FIRST_PAINT=off trunk build --release
cargo build --profile server -p kawu-server
exec target/server/kawu-server --listen "$listen" --dist dist \
  --database "${DATABASE:-sqlite://kawu.db}"
