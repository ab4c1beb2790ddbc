#!/usr/bin/env bash
# Installs every tool kawu needs to build and test, skipping what is already
# present at the right version. Safe to run again and again.
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14
# Must equal the wasm-bindgen version pinned in Cargo.toml / Cargo.lock.
WASM_BINDGEN_VERSION=0.2.130

export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
log() { printf '[setup] %s\n' "$*"; }

# Only these installs get the fast profile: the game keeps its own release profile.
fast_install() {
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    cargo install "$@"
}

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  log "adding the wasm32 target"
  rustup target add wasm32-unknown-unknown
fi

if [ "$(trunk --version 2>/dev/null || true)" != "trunk $TRUNK_VERSION" ]; then
  # Without its default features: no update check and no TLS (kawu serves plain HTTP on loopback
  # and Trunk.toml keeps it offline, so it never downloads).
  log "installing trunk $TRUNK_VERSION (about 5 minutes)"
  fast_install trunk --version "$TRUNK_VERSION" --locked --no-default-features
fi

if [ "$(wasm-bindgen --version 2>/dev/null || true)" != "wasm-bindgen $WASM_BINDGEN_VERSION" ]; then
  log "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (about 2 minutes)"
  # Its own lock pins a crate the registry lacks, so --locked may fail.
  # Without TLS: its test runner is given Debian's chromedriver and downloads nothing.
  fast_install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --locked --no-default-features ||
    fast_install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --no-default-features
fi

# Debian's packages, with sudo when not root.
apt_install() {
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo=sudo; fi
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "$@"
}

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  log "installing Debian's chromium and chromedriver"
  apt_install chromium chromium-driver
fi

# node draws the first paint of a release build, writes the CSP and the service worker after
# each build, counts the tests and runs the end-to-end tests; npm installs their dependencies.
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  log "installing node and npm"
  apt_install nodejs npm
fi

if [ -f package-lock.json ]; then
  if [ ! -x node_modules/.bin/wasm-opt ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    log "installing npm dev dependencies (binaryen, playwright-core)"
    npm ci --no-audit --no-fund
  fi
fi

if [ -f Cargo.lock ]; then
  cargo fetch --locked
  cargo fetch --locked --target wasm32-unknown-unknown
fi
log "tools ready"
