#!/usr/bin/env bash
# Smoke test of online play's network plumbing, with nothing leaving the machine: in a fresh
# network namespace (scripts/netns.sh --lan: loopback and a veth pair of its own, no way out)
# it starts matchbox_server on a free 127.0.0.1 port and runs tests/web/signal-smoke.mjs,
# where two headless Chromium pages join
# a room with the plain-JS matchbox peer (tests/web/matchbox-peer.mjs), open the WebRTC data
# channel, send messages both ways and time them; then checks ?next=2 pairing.
# Installs Chromium, playwright-core and matchbox_server first if missing (outside the
# namespace: that needs the network). Ends with "signal-smoke: N passed, M failed".
#
#   scripts/signal-smoke.sh            (SIGNAL_SMOKE_FLAGS: more Chromium flags, space-separated)
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${GOMOKU_NETNS:-}" != 1 ]; then
    scripts/deps.sh browser netns
    scripts/signal-server.sh --install-only >/dev/null
    exec scripts/netns.sh --lan "$0" "$@"
fi

# From here on, inside the namespace.
work=$(mktemp -d /tmp/gomoku-signal-smoke.XXXXXX)
server_pid=
# Keeps the test's exit status: the server killed here makes `wait` return 143.
cleanup() {
    local status=$?
    if [ -n "$server_pid" ]; then
        kill "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    [ "$status" = 0 ] || { echo "signal-smoke: server log:"; sed 's/^/  /' "$work/server.log"; } >&2
    rm -rf "$work"
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# A new namespace has every port free, but ask the kernel anyway (the script may run twice
# in one namespace).
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
NO_COLOR=1 scripts/signal-server.sh "127.0.0.1:$port" >"$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 100); do
    curl -sf "http://127.0.0.1:$port/health" >/dev/null 2>&1 && break
    kill -0 "$server_pid" 2>/dev/null || { echo "signal-smoke: the server exited" >&2; exit 1; }
    sleep 0.05
done
curl -sf "http://127.0.0.1:$port/health" >/dev/null || { echo "signal-smoke: the server did not start" >&2; exit 1; }
echo "signal-smoke: matchbox_server on ws://127.0.0.1:$port (network namespace: $(ip -br link | awk '{print $1}' | paste -sd' '))"
node tests/web/signal-smoke.mjs "ws://127.0.0.1:$port"
