#!/usr/bin/env bash
# Trunk's post-build hook (Trunk.toml), on its staging directory, in this order:
#   1. scripts/first-paint.mjs  draws the page's first paint into index.html (headless Chromium);
#   2. scripts/precache.py      writes the CSP (scripts/csp.py), the service worker and the
#                               build's version, from the files as they will be shipped.
# By hand on a built directory: bash scripts/post-build.sh dist
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-${TRUNK_STAGING_DIR:?run by Trunk, or give the built directory}}
node scripts/first-paint.mjs "$dir"
python3 scripts/precache.py "$dir"
