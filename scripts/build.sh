#!/usr/bin/env bash
# Sets everything up (scripts/setup.sh), builds the game's release build and says where it is:
# a folder of static files to copy to any static host, at the root of a site or under a sub-path.
#
#   bash scripts/build.sh [--public-url URL] [--dist DIR]
#
# --public-url  the folder the page links its files from. The default (Trunk.toml) is "./":
#               every link is relative to the page, so one build works at https://example.org/
#               and at https://example.org/kawu/ alike. "/kawu/" gives absolute links to that
#               folder of the same site (the Content-Security-Policy allows the site's own
#               origin only). Either way the page is opened at its folder (…/kawu/ or
#               …/kawu/index.html), where its service worker and the computer's worker are.
# --dist        the output folder (default: dist/).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"

usage() { sed -n '2,13s/^# \{0,1\}//p' "$0"; }

public_url=""
dist="dist"
while [ $# -gt 0 ]; do
  case $1 in
    --public-url) public_url=${2:?--public-url needs a URL}; shift 2 ;;
    --public-url=*) public_url=${1#*=}; shift ;;
    --dist) dist=${2:?--dist needs a folder}; shift 2 ;;
    --dist=*) dist=${1#*=}; shift ;;
    -h | --help) usage; exit 0 ;;
    *) echo "build: unknown argument: $1" >&2; usage >&2; exit 2 ;;
  esac
done

bash scripts/setup.sh

args=(build --release --dist "$dist")
if [ -n "$public_url" ]; then args+=(--public-url "$public_url"); fi
started=$SECONDS
trunk "${args[@]}"

echo "build: the game is in $(cd "$dist" && pwd)/ ($(find "$dist" -type f | wc -l) files, $(du -sk "$dist" | cut -f1) KiB)," \
  "built in $((SECONDS - started)) s, links ${public_url:-relative (./)}: copy that folder to any static host"
