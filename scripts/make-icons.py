#!/usr/bin/env python3
"""Draws the web app's icons (web/icons/icon-<size>.png) in the game's own look: the warm
wood, the board's ink lines and a black and a white stone as src/game/look.rs paints them
(the same wood colour, stone shading and shadow, in Python so no Bevy build is needed).

    python3 scripts/make-icons.py        # from the repository root; the standard library only
"""

import math
import pathlib
import struct
import zlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "web" / "icons"
SIZES = [192, 512]
INK = (41, 28, 15)  # look.rs INK: srgb(0.16, 0.11, 0.06)


def clamp(v, lo=0.0, hi=1.0):
    return max(lo, min(hi, v))


def wood(u, v):
    """look.rs wood_texel, over the icon's width."""
    grain = (math.sin(u * 38.0 + math.sin(v * 7.0) * 1.6 + math.sin(v * 23.0) * 0.25) * 0.5 + 0.5) ** 3
    fine = (math.sin(u * 170.0 + math.sin(v * 13.0) * 3.0) * 0.5 + 0.5) * 0.35
    dark = grain * 0.10 + fine * 0.05
    return (222.0 * (1 - dark), 178.0 * (1 - dark * 1.2), 110.0 * (1 - dark * 1.5))


def stone(u, v, white, texels):
    """look.rs stone_texel: (rgb, alpha) for a stone filling the unit square."""
    radius = lambda a, b: math.hypot(a - 0.5, b - 0.5)
    coverage = lambda r, edge: clamp((edge - r) * texels + 0.5)
    r = radius(u, v)
    body = coverage(r, 0.46)
    shadow = coverage(radius(u - 0.03, v - 0.03), 0.47) * 0.35
    light = 1.0 - clamp(radius(u + 0.14, v + 0.14) / 0.55)
    rim = clamp(r / 0.46) ** 3
    base, highlight, edge = (0.86, 1.0, 0.68) if white else (0.10, 0.52, 0.02)
    shade = (base + (highlight - base) * light ** (1.5 if white else 3.0)) * (1 - rim) + edge * rim
    grey = clamp(shade) * 255
    tint = (grey, grey, grey - 6) if white else (grey, grey, min(255, grey + 4))
    alpha = body + shadow * (1 - body)
    return tuple(c * body / max(alpha, 1e-3) for c in tint), alpha


def over(below, above, alpha):
    return tuple(b * (1 - alpha) + a * alpha for b, a in zip(below, above))


def draw(size):
    lines = 5  # A corner of the board: five lines each way, two stones on it.
    margin = size * 0.14
    step = (size - 2 * margin) / (lines - 1)
    line_half = max(1.0, size / 96)
    stones = [((1, 2), False), ((2, 1), True), ((2, 2), False), ((3, 1), True)]
    rows = []
    for y in range(size):
        row = bytearray([0])  # PNG filter: none
        for x in range(size):
            px = wood(x / size, y / size)
            near_line = lambda p: abs((p - margin) / step - round((p - margin) / step)) * step <= line_half
            inside = lambda p: margin - line_half <= p <= size - margin + line_half
            if inside(x) and inside(y) and (near_line(x) or near_line(y)):
                px = over(px, INK, 0.85)
            for (cx, cy), white in stones:
                u = (x - (margin + cx * step)) / step + 0.5
                v = (y - (margin + cy * step)) / step + 0.5
                if 0 <= u <= 1 and 0 <= v <= 1:
                    rgb, alpha = stone(u, v, white, step)
                    px = over(px, rgb, alpha)
            row += bytes(int(clamp(c, 0, 255)) for c in px)
        rows.append(bytes(row))
    return png(size, size, b"".join(rows))


def png(width, height, raw):
    chunk = lambda kind, data: (
        struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    )
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)  # 8-bit RGB
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    for size in SIZES:
        path = OUT / f"icon-{size}.png"
        path.write_bytes(draw(size))
        print(f"{path.relative_to(ROOT)}: {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
