#!/usr/bin/env python3
"""Checks that PNG files hold the same pixels: `python3 scripts/png-pixels.py A.png B.png [C.png D.png …]`
compares each pair (A with B, C with D, …) pixel by pixel, as 16-bit RGBA, whatever their colour
type, bit depth, palette or transparency chunk. Exits non-zero, naming the first differing pixel,
when a pair differs.

Used by scripts/icons.sh to prove that oxipng's optimisation of the icons is lossless. Standard
library only (zlib), so it runs anywhere python3 does; reads non-interlaced PNGs (Chromium's
screenshots and oxipng's output are), and refuses an interlaced one rather than guess.
"""

import struct
import sys
import zlib

SIGNATURE = b"\x89PNG\r\n\x1a\n"
# Samples per pixel of each colour type: grey, RGB, palette, grey + alpha, RGBA.
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


def chunks(data):
    """The (type, body) of each chunk of a PNG file's bytes."""
    if not data.startswith(SIGNATURE):
        raise ValueError("not a PNG file")
    at = len(SIGNATURE)
    while at < len(data):
        (length,) = struct.unpack(">I", data[at : at + 4])
        kind = data[at + 4 : at + 8]
        yield kind, data[at + 8 : at + 8 + length]
        at += 12 + length


def unfilter(raw, width, height, bits_per_pixel):
    """The rows of samples' bytes, each row's filter undone (PNG's five filters)."""
    step = max(1, bits_per_pixel // 8)
    stride = (width * bits_per_pixel + 7) // 8
    rows, previous, at = [], bytearray(stride), 0
    for _ in range(height):
        kind, row = raw[at], bytearray(raw[at + 1 : at + 1 + stride])
        at += 1 + stride
        for i in range(stride):
            left = row[i - step] if i >= step else 0
            up = previous[i]
            corner = previous[i - step] if i >= step else 0
            if kind == 1:
                row[i] = (row[i] + left) & 0xFF
            elif kind == 2:
                row[i] = (row[i] + up) & 0xFF
            elif kind == 3:
                row[i] = (row[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                guess = left if pa <= pb and pa <= pc else up if pb <= pc else corner
                row[i] = (row[i] + guess) & 0xFF
            elif kind != 0:
                raise ValueError(f"unknown filter {kind}")
        rows.append(row)
        previous = row
    return rows


def samples(row, count, depth):
    """`count` samples of `depth` bits read from a row's bytes."""
    if depth == 8:
        return list(row[:count])
    if depth == 16:
        return [row[2 * i] << 8 | row[2 * i + 1] for i in range(count)]
    per_byte, mask = 8 // depth, (1 << depth) - 1
    return [(row[i // per_byte] >> (8 - depth * (i % per_byte + 1))) & mask for i in range(count)]


def pixels(path):
    """(width, height, list of (r, g, b, a) on a 16-bit scale) of a PNG file."""
    with open(path, "rb") as f:
        parts = list(chunks(f.read()))
    header = next(body for kind, body in parts if kind == b"IHDR")
    width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", header)
    if interlace:
        raise ValueError(f"{path}: interlaced PNG, not read here")
    palette = next((body for kind, body in parts if kind == b"PLTE"), b"")
    alpha = next((body for kind, body in parts if kind == b"tRNS"), None)
    raw = zlib.decompress(b"".join(body for kind, body in parts if kind == b"IDAT"))
    channels = CHANNELS[colour]
    top = (1 << depth) - 1
    scale = lambda v: v * 65535 // top  # noqa: E731 (a sample to the 16-bit scale)
    out = []
    for row in unfilter(raw, width, height, channels * depth):
        values = samples(row, width * channels, depth)
        for x in range(width):
            px = values[x * channels : (x + 1) * channels]
            if colour == 3:
                i = px[0]
                r, g, b = (palette[3 * i + k] * 257 for k in range(3))
                a = alpha[i] * 257 if alpha is not None and i < len(alpha) else 65535
            elif colour in (0, 4):
                r = g = b = scale(px[0])
                a = scale(px[1]) if colour == 4 else 65535
                if colour == 0 and alpha is not None and px[0] == struct.unpack(">H", alpha[:2])[0]:
                    a = 0
            else:
                r, g, b = (scale(v) for v in px[:3])
                a = scale(px[3]) if colour == 6 else 65535
                if colour == 2 and alpha is not None and tuple(px) == struct.unpack(">HHH", alpha[:6]):
                    a = 0
            out.append((r, g, b, a))
    return width, height, out


def same(a, b):
    """None when PNG files `a` and `b` hold the same pixels, else why not."""
    wa, ha, pa = pixels(a)
    wb, hb, pb = pixels(b)
    if (wa, ha) != (wb, hb):
        return f"{a} is {wa}×{ha}, {b} is {wb}×{hb}"
    for i, (x, y) in enumerate(zip(pa, pb)):
        if x != y:
            return f"pixel ({i % wa}, {i // wa}): {x} in {a}, {y} in {b} (16-bit RGBA)"
    return None


def main():
    paths = sys.argv[1:]
    if not paths or len(paths) % 2:
        sys.exit("usage: png-pixels.py A.png B.png [C.png D.png …]")
    failed = False
    for a, b in zip(paths[::2], paths[1::2]):
        why = same(a, b)
        print(f"png-pixels: {a} = {b}" if why is None else f"png-pixels: DIFFERENT: {why}")
        failed = failed or why is not None
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
