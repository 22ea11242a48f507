#!/usr/bin/env bash
# Runs matchbox_server, the WebRTC signaling server online play uses: peers meet by websocket
# at ws://ADDR/<room> (every peer in the room meets every other) or ws://ADDR/<room>?next=2
# (the next two waiting peers are paired), swap offers, answers and ICE candidates through it,
# and then talk over a direct data channel. Installs the pinned version (0.15.0, the same
# minor as the game's matchbox_socket) into ~/.cache/gomoku-tools the first time, with
# `cargo install --locked` (a few minutes, once).
#
#   scripts/signal-server.sh [ADDR]          (default: 127.0.0.1:3536; 0.0.0.0:PORT to serve others)
#   scripts/signal-server.sh --install-only  (installs it if missing, prints its path)
#
# RUST_LOG (e.g. debug) sets how much the server logs (its default: connections and requests).
# GET http://ADDR/health answers 200 once it listens.
set -euo pipefail
cd "$(dirname "$0")/.."

version=0.15.0
root="$HOME/.cache/gomoku-tools"
bin="$root/bin/matchbox_server"

# The installed binary's version is in cargo's .crates.toml: reinstall when the pin moves.
installed() {
    [ -x "$bin" ] && grep -q "^\"matchbox_server $version " "$root/.crates.toml" 2>/dev/null
}

if ! installed; then
    echo "signal-server: installing matchbox_server $version into $root (a few minutes, once)" >&2
    start=$(date +%s)
    # A target dir of its own, so the game's target/ is left alone; nice, so a build running
    # beside it keeps the CPU.
    CARGO_TARGET_DIR="$HOME/.cache/gomoku-tools-target" \
        nice cargo install --locked --quiet --root "$root" matchbox_server --version "$version" >&2
    echo "signal-server: installed in $(($(date +%s) - start)) s" >&2
fi

case "${1:-}" in
    --install-only) echo "$bin"; exit 0 ;;
    -h | --help) sed -n '2,13p' "$0"; exit 0 ;;
esac

addr="${1:-127.0.0.1:3536}"
echo "signal-server: matchbox_server $version on ws://$addr/<room>" >&2
exec "$bin" "$addr"
