#!/usr/bin/env bash
# Trunk's post-build hook (Trunk.toml), on its staging directory, in this order:
#   1. scripts/first-paint.mjs  draws the page's first paint into index.html (headless Chromium),
#                               for release builds only (`scripts/build.sh`, the test command):
#                               a debug build, and every build of `scripts/serve.sh` (which sets
#                               KAWU_FIRST_PAINT=off), skip it and start no Chromium; their page
#                               simply starts without a picture (static/start.js);
#   2. scripts/precache.mjs     writes the CSP (scripts/csp.mjs), the service worker and the
#                               build's version, from the files as they will be shipped.
# Trunk says which build it runs in TRUNK_PROFILE ("release" or "debug").
# By hand on a built directory: bash scripts/post-build.sh dist (a release build unless
# TRUNK_PROFILE=debug is set).
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-${TRUNK_STAGING_DIR:?run by Trunk, or give the built directory}}
if [ "${KAWU_FIRST_PAINT:-on}" = off ]; then
  echo "first-paint: skipped (KAWU_FIRST_PAINT=off)"
elif [ "${TRUNK_PROFILE:-release}" = release ]; then
  node scripts/first-paint.mjs "$dir"
else
  echo "first-paint: skipped (a ${TRUNK_PROFILE} build: release builds only)"
fi
node scripts/precache.mjs "$dir"
