#!/usr/bin/env bash
# Renders the app icons (static/icons/*.png) from static/icons/icon.svg with headless Chromium,
# then optimises each losslessly with oxipng (installed by scripts/setup.sh) and checks that the
# optimised file has the very pixels of the rendered one (scripts/png-pixels.py).
# Run by hand after editing the SVG, then commit the PNGs: the build only copies them.
#   icon-192.png, icon-512.png   the icon as drawn ("any" purpose: rounded table, transparent corners)
#   icon-maskable-512.png        the board on a full-bleed table, inside the central 80 % safe zone
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
chromium=${KAWU_CHROMIUM:-/usr/bin/chromium}
command -v oxipng >/dev/null || { echo "icons: no oxipng (run scripts/setup.sh)" >&2; exit 1; }
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
  # change how the image looks may go (none is written by Chromium).
  oxipng --quiet --opt max --strip safe --out "$work/$name.opt.png" "$work/$name.png"
  if ! check=$(python3 scripts/png-pixels.py "$work/$name.png" "$work/$name.opt.png"); then
    echo "icons: oxipng changed the pixels of $name.png: $check" >&2
    exit 1
  fi
  mv "$work/$name.opt.png" "$icons/$name.png"
  echo "wrote static/icons/$name.png ($(stat -c %s "$work/$name.png") bytes rendered, $(stat -c %s "$icons/$name.png") optimised)"
}

render icon-192 192 "" "width:192px;height:192px"
render icon-512 512 "" "width:512px;height:512px"
# The icon's own table is cropped by the mask: paint the table behind and shrink the board to 80 %.
render icon-maskable-512 512 "background:#2b1a10" "width:410px;height:410px;margin:51px"
