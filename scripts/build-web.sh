#!/usr/bin/env bash
# Builds the release web bundle into dist/web: the wasm game (profile wasm-release, tuned for
# size), its wasm-bindgen glue, and web/index.html. Any static file server can serve it.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh web
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/gomoku-target}"
out=dist/web

cargo build --profile wasm-release --target wasm32-unknown-unknown --bin gomoku
rm -rf "$out" && mkdir -p "$out"
wasm-bindgen --target web --no-typescript --out-dir "$out" --out-name gomoku \
    "$CARGO_TARGET_DIR/wasm32-unknown-unknown/wasm-release/gomoku.wasm"

# wasm-opt shrinks the bundle further (it also drops the function-name section); Debian's
# binaryen may be too old for some features, in which case the unoptimised (but working)
# module is kept. WASM_OPT=0 skips it (CI: the browser test needs behaviour, not size).
if [ "${WASM_OPT:-1}" != 0 ] && command -v wasm-opt >/dev/null; then
    if wasm-opt -Os --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
        --enable-mutable-globals --enable-reference-types --enable-multivalue \
        "$out/gomoku_bg.wasm" -o "$out/gomoku_bg.opt.wasm" 2>/tmp/wasm-opt.log; then
        mv "$out/gomoku_bg.opt.wasm" "$out/gomoku_bg.wasm"
    else
        echo "build-web: wasm-opt could not process the module (kept unoptimised):"
        tail -3 /tmp/wasm-opt.log
        rm -f "$out/gomoku_bg.opt.wasm"
    fi
fi
cp web/index.html "$out/"
mkdir -p "$out/assets" && cp -r assets/sounds "$out/assets/"
raw=$(stat -c %s "$out/gomoku_bg.wasm")
gz=$(gzip -9 -c "$out/gomoku_bg.wasm" | wc -c)
echo "build-web: $out/gomoku_bg.wasm is $((raw / 1024)) KiB raw, $((gz / 1024)) KiB gzipped"
