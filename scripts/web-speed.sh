#!/usr/bin/env bash
# The web engine's search speed as a share of native code's (issue 37 asks for 70%): builds
# the native example (examples/search_speed_bench.rs) and the engine's wasm module as
# scripts/build-web.sh builds it, then lets the two take turns PAIRS times (default 6),
# each pinned to the same core and three runs of the 16 searches a turn, and prints every
# pair's share and their median. Taking turns matters: on a shared machine the speed of
# both drifts by several percent over minutes, and a pair sees the same drift.
#
#   scripts/web-speed.sh [PAIRS]
set -euo pipefail
cd "$(dirname "$0")/.."
pairs="${1:-6}"
scripts/deps.sh toolchain browser
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/gomoku-target}"

cargo build --quiet --profile bench-engine --no-default-features --example search_speed_bench
cargo rustc --quiet --lib --crate-type cdylib --profile web-engine --target wasm32-unknown-unknown \
    --no-default-features --features worker
native="$CARGO_TARGET_DIR/bench-engine/examples/search_speed_bench"
module="$CARGO_TARGET_DIR/wasm32-unknown-unknown/web-engine/gomoku.wasm"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The core the two share: the last one, away from the system's own work on the first.
core=$(($(nproc) - 1))
median_of() { grep -o 'median [0-9]*k' | grep -o '[0-9]*'; }
"$native" 1 "$work/requests.txt" >/dev/null
for pair in $(seq "$pairs"); do
    native_knps=$(taskset -c "$core" "$native" 3 | median_of)
    web_knps=$(taskset -c "$core" node tests/web/search-speed.mjs "$module" "$work/requests.txt" --runs=3 | median_of)
    echo "pair $pair: native ${native_knps}k, web ${web_knps}k nodes/s:" \
        "$((1000 * web_knps / native_knps / 10)).$((1000 * web_knps / native_knps % 10))%" | tee -a "$work/pairs"
done
echo "web-speed: the web's share of native speed, median of $pairs pairs:" \
    "$(grep -o '[0-9.]*%$' "$work/pairs" | sort -n | awk '{a[NR]=$1} END {print a[int((NR + 1) / 2)]}')"
