#!/usr/bin/env python3
"""Subset Noto Sans CJK to the characters the message catalog uses.

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

Taking every character of the files (comments too) over-collects a little, which is
harmless; tests/i18n.rs checks the other way: that every rendered message has glyphs.
"""

import argparse
import pathlib
import sys

from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = pathlib.Path(__file__).resolve().parent.parent
CATALOG = ROOT / "src" / "i18n"
COLLECTION = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
FACES = {
    "Noto Sans CJK SC": ROOT / "assets" / "fonts" / "NotoSansCJKsc-Subset.otf",
    "Noto Sans CJK TC": ROOT / "assets" / "fonts" / "NotoSansCJKtc-Subset.otf",
}
# Punctuation a translation may reach for without the catalog's files holding it yet.
EXTRA = "，。、：；！？（）「」『』“”‘’…—·×←→↑↓⟳　"


def catalog_chars() -> set[str]:
    chars = {chr(c) for c in range(0x20, 0x7F)}
    chars.update(EXTRA)
    for path in sorted(CATALOG.glob("*.rs")):
        chars.update(c for c in path.read_text(encoding="utf-8") if c.isprintable())
    return chars


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--collection", default=COLLECTION)
    args = parser.parse_args()
    chars = catalog_chars()
    for face, output in FACES.items():
        subset_face(args.collection, face, output, chars)
    return 0


def subset_face(collection_path: str, face: str, output: pathlib.Path, chars: set[str]):
    collection = TTCollection(collection_path, lazy=False)
    font = next(
        (f for f in collection.fonts if f["name"].getDebugName(4) == face), None
    )
    if font is None:
        sys.exit(f"no face named {face!r} in {collection_path}")
    options = subset.Options()
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
