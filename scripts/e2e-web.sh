#!/usr/bin/env bash
# End-to-end test of the web build in headless Chromium, played like a person would:
# serves dist/web (made by scripts/build-web.sh) on a free localhost port and runs
# tests/web/e2e.mjs, which clicks the menu and the board on a desktop page and taps them on
# a phone-sized touch page, checking the moves the game logs to the console and the stones
# in screenshots (saved to shots/web/). Ends with "e2e-web: N passed, M failed".
#
#   scripts/e2e-web.sh [dist-dir]      (default: dist/web)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
dist=$(realpath "${1:-dist/web}")
[ -f "$dist/gomoku_bg.wasm" ] && [ -f "$dist/index.html" ] || {
    echo "e2e-web: no web bundle in $dist (build it with scripts/build-web.sh)" >&2
    exit 2
}
scripts/deps.sh browser

# The engine's own module under node, as the page's worker runs it: its jobs answer, and
# its bench is the native bench (the same signature: the same search, node for node, the
# network's WebAssembly SIMD pass included).
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/gomoku-target}"
native_signature=$(cargo run -q --bin pbrain-gomoku -- bench | sed -n 's/^signature: //p')
node tests/web/worker-jobs.mjs "$dist/engine.wasm" --bench-signature="$native_signature"
# The module for threads, with a helper worker beside the worker (Master's Lazy SMP).
node tests/web/worker-threads.mjs "$dist/engine-threads.wasm" --threads=2 --bench-signature="$native_signature"

work=$(mktemp -d /tmp/gomoku-e2e-web.XXXXXX)
server_pid=
# Keeps the test's exit status: the server killed here makes `wait` return 143.
cleanup() {
    local status=$?
    if [ -n "$server_pid" ]; then
        kill "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    rm -rf "$work"
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# Port 0: the server takes a free port and says which.
# The project's server sends the precompressed copies, as a real host would. Its log is
# made first: the background job opens it only once it runs, which on a busy machine can
# be after the first read below.
: >"$work/server.log"
scripts/serve-web.py --port 0 --dir "$dist" >"$work/server.log" 2>&1 &
server_pid=$!
port=
for _ in $(seq 50); do
    port=$(sed -nE 's/.*port ([0-9]+).*/\1/p' "$work/server.log" | head -1)
    [ -n "$port" ] && break
    sleep 0.1
done
[ -n "$port" ] || { echo "e2e-web: the file server did not start: $(cat "$work/server.log")" >&2; exit 1; }
# GOMOKU_LANG (en, zh-Hans, zh-Hant) plays the same test with ?lang= in the address (the
# console lines the checks read stay English); screenshots go to shots/web-<lang>/.
url="http://127.0.0.1:$port/${GOMOKU_LANG:+?lang=$GOMOKU_LANG}"
echo "e2e-web: serving $dist at $url"
node tests/web/e2e.mjs "$url" "$root/shots/web${GOMOKU_LANG:+-$GOMOKU_LANG}"
