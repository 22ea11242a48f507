#!/usr/bin/env python3
"""Writes the game's two sounds to assets/sounds/ as small 16-bit mono WAV files.

stone.wav: the click of a stone on wood (a short noise burst through a resonance).
end.wav:   a soft two-note chime for the end of a game.
They are committed; this script documents how they were made and remakes them."""
import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"


def write(name, samples):
    OUT.mkdir(parents=True, exist_ok=True)
    peak = max(1e-9, max(abs(s) for s in samples))
    with wave.open(str(OUT / name), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(s / peak * 0.8 * 32767)) for s in samples))


def stone():
    random.seed(7)
    n = int(RATE * 0.09)
    out, y1, y2 = [], 0.0, 0.0
    # A two-pole resonator around 1.9 kHz driven by a decaying noise burst: a hard "tock".
    f, r = 1900.0, 0.985
    a1, a2 = 2 * r * math.cos(2 * math.pi * f / RATE), -r * r
    for i in range(n):
        t = i / RATE
        x = random.uniform(-1, 1) * math.exp(-t * 400)
        y = x + a1 * y1 + a2 * y2
        y2, y1 = y1, y
        out.append(y * math.exp(-t * 45) + 0.3 * math.sin(2 * math.pi * 420 * t) * math.exp(-t * 80))
    return out


def chime():
    n = int(RATE * 0.9)
    out = []
    for i in range(n):
        t = i / RATE
        s = 0.0
        for start, freq in ((0.0, 659.25), (0.18, 987.77)):
            if t >= start:
                u = t - start
                env = math.exp(-u * 4.5) * min(1.0, u * 200)
                s += env * (math.sin(2 * math.pi * freq * u) + 0.3 * math.sin(4 * math.pi * freq * u))
        out.append(s)
    return out


if __name__ == "__main__":
    write("stone.wav", stone())
    write("end.wav", chime())
    for f in sorted(OUT.glob("*.wav")):
        print(f"{f.name}: {f.stat().st_size} bytes")
