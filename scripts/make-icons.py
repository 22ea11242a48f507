#!/usr/bin/env python3
"""Draws the web app's icons (web/icons/icon-<size>.png) in the game's own look: the wood
of src/game/view/board_theme.rs, the board's ink lines and stones shaded as src/game/view/look.rs
paints them, the same picture as the window's icon (`look::icon_rgba`), in Python so no
Bevy build is needed.

    python3 scripts/make-icons.py        # from the repository root; the standard library only
"""

import math
import pathlib
import struct
import zlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "web" / "icons"
SIZES = [192, 512]
INK = (41, 28, 15)  # board_theme.rs BoardTheme::Wood.ink(): srgb(0.16, 0.11, 0.06)


def clamp(v, lo=0.0, hi=1.0):
    return max(lo, min(hi, v))


def lattice(x, y, seed):
    """board_theme.rs lattice: a hashed value in 0..1 for an integer point."""
    m = 0xFFFFFFFF
    h = ((x * 0x8DA6B343) & m) ^ ((y * 0xD8163841) & m) ^ ((seed * 0xCB1AB31F) & m)
    h ^= h >> 13
    h = (h * 0x5BD1E995) & m
    h ^= h >> 15
    return (h & 0xFFFFFF) / 0xFFFFFF


def value_noise(x, y, seed):
    x0, y0 = math.floor(x), math.floor(y)
    smooth = lambda t: t * t * (3 - 2 * t)
    tx, ty = smooth(x - x0), smooth(y - y0)
    top = lattice(x0, y0, seed) * (1 - tx) + lattice(x0 + 1, y0, seed) * tx
    bottom = lattice(x0, y0 + 1, seed) * (1 - tx) + lattice(x0 + 1, y0 + 1, seed) * tx
    return top * (1 - ty) + bottom * ty


def fbm(x, y, seed, octaves):
    total = weight_sum = 0.0
    weight = 1.0
    for octave in range(octaves):
        scale = 1 << octave
        total += value_noise(x * scale, y * scale, seed + octave) * weight
        weight_sum += weight
        weight *= 0.5
    return total / weight_sum


def wood(u, v):
    """board_theme.rs wood, over the icon's width, in 0..255."""
    bend = fbm(u * 2.5, v * 0.9, 11, 4) * 3.2
    late_wood = (math.sin((u * 13.0 + bend) * math.tau) * 0.5 + 0.5) ** 5
    fibres = value_noise(u * 260.0, v * 5.0, 12)
    patches = fbm(u * 3.0, v * 3.0, 13, 3) - 0.5
    dark = late_wood * 0.13 + fibres * 0.06 + patches * 0.10
    base = (0.87, 0.70, 0.43)
    return tuple(255 * clamp(b * (1 - dark * k)) for b, k in zip(base, (1.0, 1.2, 1.5)))


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
