#!/usr/bin/env bash
# Builds the release web bundle into dist/web: the wasm game (profile wasm-release, tuned for
# size), its wasm-bindgen glue, and web/index.html. Any static file server can serve it.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh web
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/gomoku-target}"
out=dist/web

# The game only: the default features also hold the arena (threads and child processes),
# a strength tool the page has no use for.
cargo build --profile wasm-release --target wasm32-unknown-unknown --no-default-features --features game --bin gomoku
module="$CARGO_TARGET_DIR/wasm32-unknown-unknown/wasm-release/gomoku.wasm"
gzipped() { gzip -9 -c "$1" | wc -c; }

# The function-name section is half the module and only names frames in stack traces.
bindgen() {
    rm -rf "$2" && mkdir -p "$2"
    wasm-bindgen --target web --no-typescript --remove-name-section --remove-producers-section \
        --out-dir "$2" --out-name gomoku "$1"
}
bindgen "$module" "$out"

# wasm-opt (Debian's binaryen) runs on rustc's module, before wasm-bindgen: run after it,
# binaryen 108 retypes wasm-bindgen's externref table as a funcref table and the page dies
# with "WebAssembly.Table.set(): Argument 1 is invalid". Measured on this game: -Os takes
# ~4 minutes and gives 33 MB raw but 9.1 MB gzipped against 38 MB / 8.5 MB without it, so
# the smaller download (gzipped: what a server sends) is kept. WASM_OPT=0 skips it.
if [ "${WASM_OPT:-1}" != 0 ] && command -v wasm-opt >/dev/null; then
    work=$(mktemp -d)
    if wasm-opt -Os --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
        --enable-mutable-globals --enable-reference-types --enable-multivalue \
        "$module" -o "$work/opt.wasm" 2>"$work/wasm-opt.log" &&
        bindgen "$work/opt.wasm" "$work/web" 2>>"$work/wasm-opt.log"; then
        plain=$(gzipped "$out/gomoku_bg.wasm") optimised=$(gzipped "$work/web/gomoku_bg.wasm")
        echo "build-web: gzipped $((plain / 1024)) KiB as rustc made it, $((optimised / 1024)) KiB after wasm-opt"
        if [ "$optimised" -lt "$plain" ]; then
            cp "$work/web/gomoku_bg.wasm" "$work/web/gomoku.js" "$out/"
        fi
    else
        # (-Oz, for one, leaves a function table wasm-bindgen cannot read.)
        echo "build-web: wasm-opt or wasm-bindgen failed on the optimised module (kept unoptimised):"
        tail -3 "$work/wasm-opt.log"
    fi
    rm -rf "$work"
fi
cp web/index.html "$out/"
mkdir -p "$out/assets" && cp -r assets/sounds "$out/assets/"
raw=$(stat -c %s "$out/gomoku_bg.wasm")
gz=$(gzipped "$out/gomoku_bg.wasm")
echo "build-web: $out/gomoku_bg.wasm is $((raw / 1024)) KiB raw, $((gz / 1024)) KiB gzipped"
