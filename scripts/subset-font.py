#!/usr/bin/env python3
"""Subset the game's fonts: Noto Sans CJK to the characters the message catalog uses.

Reads every character of the catalog's language files (src/i18n/*.rs: the three
translations and the languages' own names), adds printable ASCII and common CJK and
Western punctuation, and writes two subsets from Debian's fonts-noto-cjk collection:
assets/fonts/NotoSansCJKsc-Subset.otf (the Simplified Chinese face) and
assets/fonts/NotoSansCJKtc-Subset.otf (the Traditional Chinese face). Each covers every
character of every language, so either alone renders any text (the language menu shows
both scripts); the game puts the TC face first for 繁體中文 and the SC face first
otherwise, because about a third of the Traditional text's characters (月 in 有/能,
辶 in 這/連, centred punctuation 。，：) have Taiwan-standard shapes in the TC face
that differ from the SC face's mainland shapes.

    apt-get install fonts-noto-cjk && pip install fonttools
    python3 scripts/subset-font.py            # from the repository root

These are the overlay's only fonts (egui's own, 1.4 MB of Latin, emoji and icon faces,
are not built in), so they also hold Latin-1 and Latin Extended-A for names a player
types. Two small companions: the ASCII of Noto Sans Mono CJK SC for move lists and scores
(assets/fonts/NotoSansMonoCJKsc-Subset.otf), and from Debian's fonts-dejavu-core the
symbols on the game's buttons that Noto Sans CJK lacks (assets/fonts/DejaVuSans-Symbols.ttf).

The web page downloads neither Chinese face with the game: it fetches the one a Chinese
player needs (src/game/platform/web.rs), so English players never download them. What
every page carries instead is a third subset of the SC face, Latin only
(assets/fonts/NotoSansCJKsc-Latin.otf): the Latin ranges above, the English catalog's
characters and the languages' own names, for the language menu.

Taking every character of the files (comments too) over-collects a little, which is
harmless; tests/i18n.rs checks the other way: that every rendered message has glyphs.
"""

import argparse
import pathlib
import sys

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

ROOT = pathlib.Path(__file__).resolve().parent.parent
CATALOG = ROOT / "src" / "i18n"
COLLECTION = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
FACES = {
    "Noto Sans CJK SC": ROOT / "assets" / "fonts" / "NotoSansCJKsc-Subset.otf",
    "Noto Sans CJK TC": ROOT / "assets" / "fonts" / "NotoSansCJKtc-Subset.otf",
}
# Punctuation a translation may reach for without the catalog's files holding it yet.
EXTRA = "，。、：；！？（）「」『』“”‘’…—·×←→↑↓⟳　"
LATIN_FACE = ("Noto Sans CJK SC", ROOT / "assets" / "fonts" / "NotoSansCJKsc-Latin.otf")
# The English catalog (explain_en.rs: the coach's sentences; explain.rs: the "…" that
# cuts a line of moves), and the languages' names as each writes its own.
LATIN_SOURCES = [
    CATALOG / "en.rs",
    CATALOG / "explain.rs",
    CATALOG / "explain_en.rs",
    CATALOG / "locale.rs",
]
# What the English side of a phrase file holding all three languages (access.rs: the
# keys' help and the phone's bar) draws beyond Latin; the files themselves would bring
# their Chinese.
LATIN_EXTRA = "←↑→↓▲▼"
MONO_FACE = ("Noto Sans Mono CJK SC", ROOT / "assets" / "fonts" / "NotoSansMonoCJKsc-Subset.otf")
SYMBOLS_FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
SYMBOLS_OUTPUT = ROOT / "assets" / "fonts" / "DejaVuSans-Symbols.ttf"
# The undo and redo buttons' arrows (src/game/ui/panel.rs), and the phone's compact bar's
# icons (src/game/ui/compact_bar.rs).
SYMBOLS = "⟲⟳✦☰⚐⚖▲▼"


def latin_ranges() -> set[str]:
    # ASCII, Latin-1 and Latin Extended-A.
    return {chr(c) for c in range(0x20, 0x7F)} | {chr(c) for c in range(0xA0, 0x180)}


def chars_of(paths) -> set[str]:
    chars = set()
    for path in paths:
        chars.update(c for c in path.read_text(encoding="utf-8") if c.isprintable())
    return chars


def catalog_chars() -> set[str]:
    return latin_ranges() | set(EXTRA) | chars_of(sorted(CATALOG.glob("*.rs")))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--collection", default=COLLECTION)
    args = parser.parse_args()
    chars = catalog_chars()
    for face, output in FACES.items():
        subset_face(args.collection, face, output, chars)
    # fontTools' default layout features (kerning, ligatures...) only: "*" would bring in
    # the full-width and vertical forms of every Latin letter, two thirds of its size.
    latin = latin_ranges() | chars_of(LATIN_SOURCES) | set(LATIN_EXTRA)
    subset_face(args.collection, LATIN_FACE[0], LATIN_FACE[1], latin, all_features=False)
    ascii_chars = {chr(c) for c in range(0x20, 0x7F)}
    subset_face(args.collection, MONO_FACE[0], MONO_FACE[1], ascii_chars)
    subset_font(TTFont(SYMBOLS_FONT), SYMBOLS_OUTPUT, set(SYMBOLS))
    return 0


def subset_face(collection_path: str, face: str, output: pathlib.Path, chars: set[str], all_features=True):
    collection = TTCollection(collection_path, lazy=False)
    font = next(
        (f for f in collection.fonts if f["name"].getDebugName(4) == face), None
    )
    if font is None:
        sys.exit(f"no face named {face!r} in {collection_path}")
    subset_font(font, output, chars, all_features)


def subset_font(font, output: pathlib.Path, chars: set[str], all_features: bool = True):
    options = subset.Options()
    if all_features:
        options.layout_features = ["*"]  # keep vert/locl etc.: cheap, and harfrust may use them
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.hinting = False  # egui rasterises unhinted
    options.desubroutinize = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[ord(c) for c in chars])
    subsetter.subset(font)
    font.save(output)
    print(f"{output}: {len(chars)} characters, {output.stat().st_size} bytes")


if __name__ == "__main__":
    sys.exit(main())
