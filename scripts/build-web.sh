#!/usr/bin/env bash
# Builds the release web bundle into dist/web: the wasm game (profile wasm-fat, tuned for
# size), its wasm-bindgen glue, the engine's own module for the page's Web Worker (profile
# web-engine, tuned for speed), the page and the worker's script, each with precompressed
# .gz and .br copies. scripts/serve-web.py serves it (any static server can, uncompressed).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh web
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/gomoku-target}"
out=dist/web

# The game only: the default features also hold the arena (threads and child processes),
# a strength tool the page has no use for.
#
# With the standard library built for it too, so that these size options reach std and
# every crate: a panic aborts at once, with no message formatted and no unwinding
# machinery (a panic on the page was already fatal: wasm32 aborts); panics carry no file
# and line; std itself is optimised for size. Those cut the gzipped module by 328 KiB
# (5,136 to 4,808 KiB, measured with nothing else changed). And derived Debug prints only
# the type's or variant's name: 73 KiB more. Only derived impls change (not a string's,
# a number's or a JS value's, nor the log's messages); nothing in the game reads a derived
# Debug text but log lines. (fmt-debug=none would save 30 KiB more but empties every {:?},
# the log's messages with them.) They are unstable options of this same pinned toolchain
# (rust-toolchain.toml, which also installs rust-src), unlocked for this one build by
# RUSTC_BOOTSTRAP, as Firefox builds its Rust: no second toolchain. The target's rustflags
# are given in full because the variable replaces .cargo/config.toml's.
RUSTC_BOOTSTRAP=1 \
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-C target-feature=+simd128 -Z unstable-options -C panic=immediate-abort -Z location-detail=none -Z fmt-debug=shallow" \
    cargo build --profile wasm-fat --target wasm32-unknown-unknown --no-default-features --features game --bin gomoku \
    -Z build-std=std,panic_abort
module="$CARGO_TARGET_DIR/wasm32-unknown-unknown/wasm-fat/gomoku.wasm"
gzipped() { gzip -9 -c "$1" | wc -c; }

# The function-name section is half the module and only names frames in stack traces.
bindgen() {
    rm -rf "$2" && mkdir -p "$2"
    wasm-bindgen --target web --no-typescript --remove-name-section --remove-producers-section \
        --out-dir "$2" --out-name gomoku "$1"
}
bindgen "$module" "$out"

# wasm-opt (Debian's binaryen), only with WASM_OPT=1: it has never made the download
# smaller. It runs on rustc's module, before wasm-bindgen: run after it, binaryen 108
# retypes wasm-bindgen's externref table as a funcref table and the page dies with
# "WebAssembly.Table.set(): Argument 1 is invalid". Measured on this game: -Os gave 33 MB
# raw but 9.1 MB gzipped against 38 MB / 8.5 MB without it (thin LTO), and on today's
# opt-level "z" module 18.1 MB raw but 5.47 MB gzipped against 19.3 / 5.44 MB. npm's
# binaryen 132 (-Oz after wasm-bindgen, on the "s" module) likewise: 23.4 -> 19.4 MB raw,
# gzip -1%, brotli +2%.
# If asked for, the smaller gzipped module (what a server sends) is kept.
if [ "${WASM_OPT:-0}" = 1 ] && command -v wasm-opt >/dev/null; then
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

# The engine alone (rules and search, no Bevy, no wasm-bindgen): a few seconds to build.
cargo rustc --lib --crate-type cdylib --profile web-engine --target wasm32-unknown-unknown \
    --no-default-features --features worker
cp "$CARGO_TARGET_DIR/wasm32-unknown-unknown/web-engine/gomoku.wasm" "$out/engine.wasm"

# The same engine for threads (engine-threads.wasm), which the page loads where workers can
# share memory (a cross-origin isolated page): Master's search then has helper threads
# beside it, each in a worker of its own (web/engine-worker.js, web/engine-helper.js). Its
# memory is imported and shared (the worker makes it: INITIAL_PAGES and MAXIMUM_PAGES there
# are these sizes), std is built with atomics (its allocator then takes a lock), and each
# helper's instance needs its stack pointer and thread-local storage set before it runs,
# hence the exports. In a target directory of its own: its flags differ from engine.wasm's,
# and in one directory each build would undo the other's.
RUSTC_BOOTSTRAP=1 CARGO_TARGET_DIR="$CARGO_TARGET_DIR/threads" \
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-C target-feature=+simd128,+atomics,+bulk-memory,+mutable-globals \
    -C link-arg=--shared-memory -C link-arg=--import-memory \
    -C link-arg=--initial-memory=33554432 -C link-arg=--max-memory=1073741824 \
    -C link-arg=--export=__stack_pointer -C link-arg=--export=__wasm_init_tls \
    -C link-arg=--export=__tls_size -C link-arg=--export=__tls_align" \
    cargo rustc --lib --crate-type cdylib --profile web-engine --target wasm32-unknown-unknown \
    --no-default-features --features worker -Z build-std=std,panic_abort
cp "$CARGO_TARGET_DIR/threads/wasm32-unknown-unknown/web-engine/gomoku.wasm" "$out/engine-threads.wasm"

cp web/index.html web/engine-worker.js web/engine-helper.js web/sw.js web/manifest.webmanifest "$out/"
cp -r web/icons "$out/"
# The loading bar's total when the server compresses the download.
sed -i "s/@MODULE_BYTES@/$(stat -c %s "$out/gomoku_bg.wasm")/" "$out/index.html"
# The service worker's cache is named after the build, so a new build replaces it.
build_id=$(cat "$out"/*.wasm "$out"/*.js "$out/index.html" | sha256sum | cut -c1-12)
sed -i "s/@BUILD_ID@/$build_id/" "$out/sw.js"
mkdir -p "$out/assets/fonts" && cp -r assets/sounds "$out/assets/"
# The Chinese faces, which the page fetches for a Chinese player (the game's module holds
# only the Latin one): src/game/platform/web.rs.
cp assets/fonts/NotoSansCJKsc-Subset.otf assets/fonts/NotoSansCJKtc-Subset.otf "$out/assets/fonts/"

# What a server sends: gzip -9 and brotli -q 11 beside each file that compresses.
for file in "$out"/*.wasm "$out"/*.js "$out"/*.html "$out"/assets/fonts/*.otf; do
    gzip -9 -k -f "$file"
    brotli -q 11 -k -f "$file"
done
for module in gomoku_bg engine engine-threads; do
    raw=$(stat -c %s "$out/$module.wasm") gz=$(stat -c %s "$out/$module.wasm.gz") br=$(stat -c %s "$out/$module.wasm.br")
    echo "build-web: $module.wasm is $((raw / 1024)) KiB raw, $((gz / 1024)) KiB gzip, $((br / 1024)) KiB brotli"
done
