#!/usr/bin/env python3
"""Reads screenshots for scripts/e2e-native.sh: where the egui menu's widgets are, where the
game panel's "Menu" button is, and what lies on a board point. tests/web/e2e.mjs does the
same analysis in JavaScript for the browser.

    screen.py menu  SHOT WX WY WW WH   -> shell assignments (menu_*, hvh_*, hvc_*, combo_*, renju_*, start_*)
    screen.py panel SHOT WX WY WW WH   -> "X Y" of the panel's "Menu" button
    screen.py stone SHOT X Y D         -> black | white | wood | other(r,g,b)

Coordinates are screen pixels; WX WY WW WH is the game window. The screenshot is read
through ImageMagick's `convert` as a PPM. The overlay's colours come from
src/game/ui/theme.rs: a warm near-neutral window fill, text and widgets (radio discs,
buttons, combo boxes, separators) in WIDGET_FILL (WIDGET_HOVERED under the pointer); the
board is tan wood, its stones black and white.
"""

import pathlib
import re
import subprocess
import sys

THEME = pathlib.Path(__file__).resolve().parents[2] / "src" / "game" / "ui" / "theme.rs"
PALETTE = {name: (int(r), int(g), int(b)) for name, r, g, b in re.findall(
    r"const (\w+): \[u8; 3\] = \[(\d+), (\d+), (\d+)\];", THEME.read_text())}
WIDGET_COLOURS = [PALETTE["WIDGET_FILL"], PALETTE["WIDGET_HOVERED"]]


def overlay_pixel(r, g, b):
    """A pixel of the overlay's warm near-neutrals (fill, widgets, text and their blends):
    red over green over blue, by a little. The wood is far redder, the background cooler."""
    return r + 2 >= g and g + 2 >= b and r - b <= 48


def widget_pixel(r, g, b):
    return any(all(abs(c - w) <= 4 for c, w in zip((r, g, b), colour)) for colour in WIDGET_COLOURS)


def separator_pixel(r, g, b):
    """A separator's pixel: the widgets' colour over the window's fill, whole or (a line
    between two rows of pixels, as on a 2x screen shot at CSS scale) in part."""
    fill, widget = PALETTE["WINDOW_FILL"], PALETTE["WIDGET_FILL"]
    t = (r - fill[0]) / (widget[0] - fill[0])
    return 0.3 <= t <= 1.1 and all(abs(c - (f + t * (w - f))) <= 4 for c, f, w in zip((r, g, b), fill, widget))


def separator_rows(shot, left, top, right, bottom):
    """The rows where a separator runs across most of a rectangle: the first row of each
    run of at most three such rows (a filled title bar is a longer run, not a separator)."""
    width = right - left + 1
    marked = [sum(separator_pixel(*shot.at(x, y)) for x in range(left, right + 1)) > 0.6 * width
              for y in range(top, bottom + 1)]
    rows, y = [], 0
    while y < len(marked):
        if not marked[y]:
            y += 1
            continue
        end = y
        while end + 1 < len(marked) and marked[end + 1]:
            end += 1
        if end - y < 3:
            rows.append(top + y)
        y = end + 1
    return rows


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

    def overlay(self, x, y):
        return overlay_pixel(*self.at(x, y))


def overlay_run(shot, axis, x, y):
    """The extent of the run of overlay pixels through (x, y) along a column or a row."""
    if not shot.overlay(x, y):
        return None
    if axis == "col":
        lo = hi = y
        while lo > 0 and shot.overlay(x, lo - 1):
            lo -= 1
        while hi < shot.h - 1 and shot.overlay(x, hi + 1):
            hi += 1
    else:
        lo = hi = x
        while lo > 0 and shot.overlay(lo - 1, y):
            lo -= 1
        while hi < shot.w - 1 and shot.overlay(hi + 1, y):
            hi += 1
    return lo, hi


def find_menu(shot, wx, wy, ww, wh):
    """The menu window, centred in the game window: (left, top, right, bottom) or None."""
    cx, cy = wx + ww // 2, wy + wh // 2
    col = overlay_run(shot, "col", min(cx + 100, wx + ww - 1), cy)
    if not col:
        return None
    row = overlay_run(shot, "row", cx, col[0] + 8)
    if not row:
        return None
    left, right, top, bottom = row[0], row[1], col[0], col[1]
    # A menu's size, not a uniform screen before the first frame.
    if not (120 < bottom - top < wh - 40 and 250 < right - left < ww - 20):
        return None
    return left, top, right, bottom


def widget_blobs(shot, left, top, right, bottom):
    """Connected groups of widget-coloured pixels inside a rectangle, as bounding boxes
    with their pixel counts: (x0, y0, x1, y1, count)."""
    def widget(x, y):
        return widget_pixel(*shot.at(x, y))

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


def menu_widgets(shot, menu):
    """Radio buttons, buttons (and combo boxes) and separators of the menu, below its title
    bar (whose border is skipped by starting a few pixels inside)."""
    left, top, right, bottom = menu
    width = right - left
    radios, buttons, separators = [], [], []
    for x0, y0, x1, y1, count in widget_blobs(shot, left + 3, top + 3, right - 3, bottom - 3):
        w, h = x1 - x0 + 1, y1 - y0 + 1
        if 10 <= w <= 18 and 9 <= h <= 17 and count >= 0.4 * w * h:
            radios.append(((x0 + x1) // 2, (y0 + y1) // 2))
        elif w >= 30 and 14 <= h <= 46 and count >= 0.4 * w * h:
            buttons.append(((x0 + x1) // 2, (y0 + y1) // 2, w))
    # Reading order: lines of radios (centres within 4 pixels of each other), left to right.
    radios.sort(key=lambda p: p[1])
    line_y, ordered = None, []
    for x, y in radios:
        if line_y is None or y - line_y > 4:
            line_y = y
        ordered.append((line_y, x, y))
    radios = [(x, y) for _, x, y in sorted(ordered)]
    separators = separator_rows(shot, left + 3, top + 3, right - 3, bottom - 3)
    return radios, buttons, separators


def cmd_menu(shot, wx, wy, ww, wh):
    menu = find_menu(shot, wx, wy, ww, wh)
    if not menu:
        print("menu_found=")
        return 1
    left, top, right, bottom = menu
    radios, buttons, seps = menu_widgets(shot, menu)
    out = {"menu_found": 1, "menu_left": left, "menu_top": top, "menu_right": right, "menu_bottom": bottom}
    # The players are chosen in the first section (between two separators; the title bar's
    # border counts as one) that holds radio buttons: "Human vs Human" is its first radio,
    # "Human vs Computer" its second, and the level combo box its wide widget.
    sections = [(above, below) for above, below in zip(seps, seps[1:])
                if len([r for r in radios if above < r[1] < below]) >= 2]
    if sections:
        above, below = sections[0]
        players = [r for r in radios if above < r[1] < below]
        out.update(hvh_x=players[0][0], hvh_y=players[0][1], hvc_x=players[1][0], hvc_y=players[1][1])
        combos = [b for b in buttons if above < b[1] < below]
        if combos:
            out.update(combo_x=combos[0][0], combo_y=combos[0][1])
    # The board and the rule come next: the rules are that section's last line of radios,
    # and renju is the last of them.
    if len(sections) >= 2:
        above, below = sections[1]
        board_and_rule = [r for r in radios if above < r[1] < below]
        out.update(renju_x=board_and_rule[-1][0], renju_y=board_and_rule[-1][1])
    # "Start new game" is the first button after the last separator.
    starts = sorted((b for b in buttons if seps and b[1] > seps[-1]), key=lambda b: b[0])
    if starts:
        out.update(start_x=starts[0][0], start_y=starts[0][1])
    out["menu_separators"] = len(seps)
    out["menu_radios"] = len(radios)
    for name in ("hvh_x", "hvh_y", "hvc_x", "hvc_y", "combo_x", "combo_y", "renju_x", "renju_y", "start_x", "start_y"):
        out.setdefault(name, "")
    for k, v in out.items():
        print(f"{k}={v}")
    return 0


def cmd_panel(shot, wx, wy, ww, wh):
    """The game panel's "Menu" button: the second button of the first row of buttons."""
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
    first_row = min(b[1] for b in buttons)
    row = sorted(b for b in buttons if abs(b[1] - first_row) <= 4)
    if len(row) < 2:
        return 1
    print(row[1][0], row[1][1])
    return 0


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
    return {"menu": cmd_menu, "panel": cmd_panel, "stone": cmd_stone}[cmd](shot, *nums)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
