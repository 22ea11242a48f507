#!/usr/bin/env python3
"""Reads screenshots for scripts/e2e-native.sh: where the home screen's cards, chips and
"Play" bars are, where the game panel's "Menu" button is, and what lies on a board point.
tests/web/e2e.mjs does the same analysis in JavaScript for the browser.

    screen.py home  SHOT WX WY WW WH   -> shell assignments (home_found, sheet_*, plays, cards, chip_rows)
    screen.py panel SHOT WX WY WW WH   -> "X Y" of the panel's "Menu" button
    screen.py stone SHOT X Y D         -> black | white | wood | other(r,g,b)

Coordinates in and out are screen pixels; WX WY WW WH is the game window. The screenshot
is read through ImageMagick's `convert` as a PPM. The colours come from
src/game/ui/theme.rs: the home screen is a maple sheet (SHEET_FILL) holding wooden cards
and chips (CARD_FILL, CARD_HOVERED under the pointer, CHOSEN_FILL for the chosen chip) and
jade bars (PLAY_FILL, PLAY_HOVERED); the panel's buttons are WIDGET_FILL; the board is tan
wood, its stones black and white.
"""

import functools
import pathlib
import re
import subprocess
import sys

THEME = pathlib.Path(__file__).resolve().parents[2] / "src" / "game" / "ui" / "theme.rs"
PALETTE = {name: (int(r), int(g), int(b)) for name, r, g, b in re.findall(
    r"const (\w+): \[u8; 3\] = \[(\d+), (\d+), (\d+)\];", THEME.read_text())}
WIDGET_COLOURS = [PALETTE["WIDGET_FILL"], PALETTE["WIDGET_HOVERED"]]


def near(colours):
    """A test for pixels within 4 of one of the palette's colours (remembered per colour:
    a screenshot has few)."""
    cs = [PALETTE[name] for name in colours]

    @functools.lru_cache(maxsize=None)
    def test(r, g, b):
        return any(abs(r - c[0]) <= 4 and abs(g - c[1]) <= 4 and abs(b - c[2]) <= 4 for c in cs)
    return test


widget_pixel = near(["WIDGET_FILL", "WIDGET_HOVERED"])
sheet_pixel = near(["SHEET_FILL"])
chip_pixel = near(["CARD_FILL", "CARD_HOVERED", "CHOSEN_FILL"])
play_pixel = near(["PLAY_FILL", "PLAY_HOVERED"])


class Shot:
    def __init__(self, path):
        data = subprocess.run(["convert", path, "-depth", "8", "ppm:-"], check=True, capture_output=True).stdout
        fields, pos = [], 0
        while len(fields) < 4:  # P6, width, height, maxval, separated by whitespace
            while data[pos:pos + 1].isspace():
                pos += 1
            end = pos
            while not data[end:end + 1].isspace():
                end += 1
            fields.append(data[pos:end])
            pos = end
        self.w, self.h = int(fields[1]), int(fields[2])
        self.px = data[pos + 1:]

    def at(self, x, y):
        i = (y * self.w + x) * 3
        return self.px[i], self.px[i + 1], self.px[i + 2]


def find_sheet(shot, wx, wy, ww, wh):
    """The home screen's sheet: the box around the rows and columns with many maple pixels
    (sampled every third pixel), or None."""
    rows, cols = {}, {}
    for y in range(wy, wy + wh, 3):
        for x in range(wx, wx + ww, 3):
            if sheet_pixel(*shot.at(x, y)):
                rows[y] = rows.get(y, 0) + 1
                cols[x] = cols.get(x, 0) + 1
    ys = [y for y, n in rows.items() if n >= 12]
    xs = [x for x, n in cols.items() if n >= 12]
    if not ys or not xs:
        return None
    left, top, right, bottom = min(xs), min(ys), max(xs), max(ys)
    if right - left < 150 or bottom - top < 120:
        return None
    return left, top, right, bottom


def widget_blobs(shot, left, top, right, bottom, is_widget=widget_pixel):
    """Connected groups of pixels of a widget's colours inside a rectangle, as bounding
    boxes with their pixel counts: (x0, y0, x1, y1, count)."""
    def widget(x, y):
        return is_widget(*shot.at(x, y))

    seen = set()
    blobs = []
    for y in range(top, bottom + 1):
        for x in range(left, right + 1):
            if (x, y) in seen or not widget(x, y):
                continue
            stack = [(x, y)]
            seen.add((x, y))
            x0 = x1 = x
            y0 = y1 = y
            count = 0
            while stack:
                px, py = stack.pop()
                count += 1
                x0, x1, y0, y1 = min(x0, px), max(x1, px), min(y0, py), max(y1, py)
                for nx, ny in ((px + 1, py), (px - 1, py), (px, py + 1), (px, py - 1)):
                    if left <= nx <= right and top <= ny <= bottom and (nx, ny) not in seen and widget(nx, ny):
                        seen.add((nx, ny))
                        stack.append((nx, ny))
            blobs.append((x0, y0, x1, y1, count))
    return blobs


def solid(blobs, min_w, min_h):
    """The blobs that are filled shapes at least this big: centres and sizes."""
    return [((x0 + x1) // 2, (y0 + y1) // 2, x1 - x0 + 1, y1 - y0 + 1)
            for x0, y0, x1, y1, count in blobs
            if x1 - x0 + 1 >= min_w and y1 - y0 + 1 >= min_h and count >= 0.4 * (x1 - x0 + 1) * (y1 - y0 + 1)]


def cmd_home(shot, wx, wy, ww, wh):
    """The home screen's pieces in window coordinates, top to bottom: the jade bars
    ("Continue", "Play again", "Play", "Done"), the wide cards (the modes, "Board and rules")
    and the chips in rows (left to right within a row)."""
    sheet = find_sheet(shot, wx, wy, ww, wh)
    if not sheet:
        print("home_found=")
        return 1
    left, top, right, bottom = sheet
    inside = (left + 2, top + 2, right - 2, bottom - 2)
    width = right - left
    plays = sorted(solid(widget_blobs(shot, *inside, is_widget=play_pixel), 60, 30), key=lambda b: b[1])
    pieces = solid(widget_blobs(shot, *inside, is_widget=chip_pixel), 30, 20)
    cards = sorted((p for p in pieces if p[2] >= 0.7 * width), key=lambda b: b[1])
    chips = sorted((p for p in pieces if p[2] < 0.7 * width), key=lambda b: (b[1], b[0]))
    rows = []
    for chip in chips:
        if rows and abs(rows[-1][0][1] - chip[1]) <= 6:
            rows[-1].append(chip)
        else:
            rows.append([chip])
    at = lambda p: f"{p[0] - wx},{p[1] - wy}"
    print("home_found=1")
    print(f"sheet_left={left - wx} sheet_top={top - wy} sheet_right={right - wx} sheet_bottom={bottom - wy}")
    print(f"plays='{' '.join(at(p) for p in plays)}'")
    print(f"cards='{' '.join(at(p) for p in cards)}'")
    print(f"chip_rows='{'|'.join(' '.join(at(p) for p in sorted(row)) for row in rows)}'")
    return 0


def cmd_panel(shot, wx, wy, ww, wh):
    """The game panel's "Menu" button: the second button of the first row of two or more
    (a lone button above it, such as the coach's "Grade the moves", is no row)."""
    if ww >= wh:
        rect = (wx + 2, wy + 2, wx + min(230, int(ww * 0.4)) - 3, wy + wh - 3)
    else:
        rect = (wx + 2, wy + 2, wx + ww - 3, wy + int(min(max(wh - ww, 250), wh * 0.6)) - 3)
    buttons = []
    for x0, y0, x1, y1, count in widget_blobs(shot, *rect):
        w, h = x1 - x0 + 1, y1 - y0 + 1
        if w >= 30 and 14 <= h <= 46 and count >= 0.4 * w * h:
            buttons.append(((x0 + x1) // 2, (y0 + y1) // 2))
    if not buttons:
        return 1
    for top in sorted({b[1] for b in buttons}):
        row = sorted(b for b in buttons if abs(b[1] - top) <= 4)
        if len(row) >= 2:
            print(row[1][0], row[1][1])
            return 0
    return 1


def cmd_stone(shot, x, y, d):
    """What four points diagonally around (x, y) show: inside a stone, or wood between lines."""
    pts = [shot.at(x + dx, y + dy) for dx, dy in ((-d, -d), (d, -d), (-d, d), (d, d))]
    r, g, b = (sum(p[i] for p in pts) // 4 for i in range(3))
    if max(r, g, b) < 90:
        print("black")
    elif max(r, g, b) - min(r, g, b) < 40 and min(r, g, b) > 150:
        print("white")
    elif r - b > 50:
        print("wood")
    else:
        print(f"other({r},{g},{b})")
    return 0


def main(argv):
    cmd, path, *nums = argv[1:]
    nums = [int(n) for n in nums]
    shot = Shot(path)
    return {"home": cmd_home, "panel": cmd_panel, "stone": cmd_stone}[cmd](shot, *nums)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
