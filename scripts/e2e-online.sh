#!/usr/bin/env bash
# End-to-end test of online play: two headless Chromium pages of the web build (dist/web)
# play each other through a local matchbox_server, inside a network namespace of its own
# (scripts/netns.sh --lan: loopback and a veth pair that leads nowhere) with an empty ICE
# server list, so no packet leaves the machine. Runs tests/web/online.mjs; screenshots go to
# shots/online/ (shots/online-<lang>/ with GOMOKU_LANG=zh-Hans and the like). Ends with "e2e-online: N passed, M failed".
#
# When the native game is built (GOMOKU_NATIVE, default the debug build in CARGO_TARGET_DIR),
# it joins a web host's room too, in a virtual X server inside the same namespace: web to
# native, both ways.
#
#   scripts/e2e-online.sh [dist-dir]      (default: dist/web)
set -euo pipefail
cd "$(dirname "$0")/.."
dist=$(realpath "${1:-dist/web}")
[ -f "$dist/gomoku_bg.wasm" ] || { echo "e2e-online: no web bundle in $dist" >&2; exit 2; }
native=${GOMOKU_NATIVE-${CARGO_TARGET_DIR:-$HOME/.cache/gomoku-target}/debug/gomoku}
if [ -n "$native" ] && [ -x "$native" ]; then export GOMOKU_NATIVE=$native; else export GOMOKU_NATIVE=; fi

if [ "${GOMOKU_NETNS:-}" != 1 ]; then
    [ -n "$GOMOKU_NATIVE" ] && scripts/deps.sh xvfb
    scripts/deps.sh browser netns
    scripts/signal-server.sh --install-only >/dev/null
    exec scripts/netns.sh --lan "$0" "$dist"
fi

work=$(mktemp -d /tmp/gomoku-e2e-online.XXXXXX)
pids=()
cleanup() {
    local status=$?
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
    [ "$status" = 0 ] || { echo "e2e-online: server logs:"; sed 's/^/  /' "$work"/*.log; } >&2
    rm -rf "$work"
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
signal_port=$(free_port)
NO_COLOR=1 scripts/signal-server.sh "127.0.0.1:$signal_port" >"$work/signal.log" 2>&1 &
pids+=($!)
# Made first: the background job opens its log only once it runs, maybe after a read below.
: >"$work/web.log"
scripts/serve-web.py --port 0 --dir "$dist" >"$work/web.log" 2>&1 &
pids+=($!)
web_port=
for _ in $(seq 100); do
    web_port=$(sed -nE 's/.*port ([0-9]+).*/\1/p' "$work/web.log" | head -1)
    curl -sf "http://127.0.0.1:$signal_port/health" >/dev/null 2>&1 && [ -n "$web_port" ] && break
    sleep 0.1
done
[ -n "$web_port" ] || { echo "e2e-online: the file server did not start" >&2; exit 1; }
curl -sf "http://127.0.0.1:$signal_port/health" >/dev/null || { echo "e2e-online: the signaling server did not start" >&2; exit 1; }
echo "e2e-online: page http://127.0.0.1:$web_port/, signaling ws://127.0.0.1:$signal_port"
node tests/web/online.mjs "http://127.0.0.1:$web_port/" "ws://127.0.0.1:$signal_port" "$(pwd)/shots/online${GOMOKU_LANG:+-$GOMOKU_LANG}"
