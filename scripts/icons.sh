#!/usr/bin/env bash
# Renders the app icons (static/icons/*.png) from static/icons/icon.svg with headless Chromium,
# then optimises each losslessly with oxipng, built with its `sanity-checks` feature: oxipng
# decodes what it wrote and fails when a pixel differs from the rendered image. oxipng is needed
# here only, so it is installed here, on first use (about 3 minutes), not by scripts/setup.sh.
# Run by hand after editing the SVG, then commit the PNGs: the build only copies them.
#   icon-192.png, icon-512.png   the icon as drawn ("any" purpose: rounded table, transparent corners)
#   icon-maskable-512.png        the board on a full-bleed table, inside the central 80 % safe zone
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
chromium=${KAWU_CHROMIUM:-/usr/bin/chromium}
OXIPNG_VERSION=10.2.1

# oxipng at that version with the sanity checks, else installed so (the fast profile of
# scripts/setup.sh: the tool's speed hardly matters for three icons). `cargo install` keeps
# the features it built with in ~/.cargo/.crates2.json, so an oxipng without them is replaced.
has_checks() {
  grep -q "\"oxipng $OXIPNG_VERSION [^\"]*\":{[^}]*\"features\":\[[^]]*\"sanity-checks\"" \
    "$HOME/.cargo/.crates2.json" 2>/dev/null
}
if [ "$(oxipng --version 2>/dev/null || true)" != "oxipng $OXIPNG_VERSION" ] || ! has_checks; then
  echo "icons: installing oxipng $OXIPNG_VERSION with its sanity checks (about 3 minutes)"
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    cargo install oxipng --version "$OXIPNG_VERSION" --locked --features sanity-checks --force
fi
icons=$PWD/static/icons
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# render NAME SIZE BODY_STYLE IMG_STYLE: one PNG of SIZE×SIZE pixels, optimised.
render() {
  local name=$1 size=$2 body=$3 img=$4
  cat >"$work/$name.html" <<HTML
<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;overflow:hidden;$body">
<img src="file://$icons/icon.svg" style="display:block;$img"></body></html>
HTML
  "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --allow-file-access-from-files \
    --default-background-color=00000000 --window-size="$size,$size" \
    --screenshot="$work/$name.png" "file://$work/$name.html" 2>/dev/null
  # Lossless: the best of oxipng's filters and deflate settings; only metadata that does not
  # change how the image looks may go (none is written by Chromium). Its sanity check compares
  # the decoded pixels of both files (RGBA, the colour of fully transparent pixels aside) and
  # aborts when they differ, so a failure here is a changed pixel.
  if ! oxipng --quiet --opt max --strip safe --out "$work/$name.opt.png" "$work/$name.png"; then
    echo "icons: oxipng failed on $name.png (or its output's pixels differ from the rendered ones)" >&2
    exit 1
  fi
  mv "$work/$name.opt.png" "$icons/$name.png"
  echo "wrote static/icons/$name.png ($(stat -c %s "$work/$name.png") bytes rendered, $(stat -c %s "$icons/$name.png") optimised)"
}

render icon-192 192 "" "width:192px;height:192px"
render icon-512 512 "" "width:512px;height:512px"
# The icon's own table is cropped by the mask: paint the table behind and shrink the board to 80 %.
render icon-maskable-512 512 "background:#2b1a10" "width:410px;height:410px;margin:51px"
