#!/usr/bin/env bash
# Installs what the project needs and is missing, for the groups named on the command line:
#   toolchain  the pinned Rust toolchain (rust-toolchain.toml) with the wasm32 target
#   build      Debian libraries the native Bevy build and window need
#   xvfb       a virtual X server, software Vulkan, xdotool and ImageMagick for screenshots
#   web        wasm-bindgen-cli at the version in Cargo.lock, binaryen's wasm-opt, brotli
#   browser    Debian's chromium and playwright-core (npm) for the browser test
#   netns      iproute2 and curl for the online tests' network namespace
# Safe to run again: it only installs what is not there.
set -euo pipefail
cd "$(dirname "$0")/.."

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

apt_updated=
apt_install() {
    local missing=()
    for pkg in "$@"; do
        dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    if [ -z "$apt_updated" ]; then
        as_root apt-get update -qq
        apt_updated=1
    fi
    echo "deps: installing ${missing[*]}"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

toolchain() {
    # rustup reads rust-toolchain.toml; this installs the pinned version if it is missing.
    rustup toolchain install >/dev/null 2>&1 || rustup show active-toolchain >/dev/null
    rustup target add wasm32-unknown-unknown >/dev/null 2>&1 || true
    # The web build compiles std (scripts/build-web.sh); a toolchain installed before
    # rust-toolchain.toml listed rust-src may lack its sources.
    rustup component add rust-src >/dev/null 2>&1 || true
}

wasm_bindgen_version() {
    awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock
}

web() {
    toolchain
    local want have
    want=$(wasm_bindgen_version)
    have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
    if [ "$have" != "$want" ]; then
        echo "deps: installing wasm-bindgen-cli $want (a few minutes, once)"
        cargo install wasm-bindgen-cli --version "$want" >/dev/null
    fi
    apt_install binaryen brotli
}

for group in "$@"; do
    case "$group" in
        toolchain) toolchain ;;
        build) apt_install pkg-config gcc libasound2-dev libx11-dev libxcursor-dev libxrandr-dev libxi-dev libxkbcommon-dev libvulkan1 ;;
        xvfb) apt_install xvfb xauth xdotool mesa-vulkan-drivers libvulkan1 imagemagick x11-utils ;;
        web) web ;;
        browser)
            apt_install chromium
            # NodeSource's nodejs package bundles npm and conflicts with Debian's npm package:
            # ask apt only for what is missing as a command.
            command -v node >/dev/null || apt_install nodejs
            command -v npm >/dev/null || apt_install npm
            [ -d tests/web/node_modules/playwright-core ] || (cd tests/web && npm ci --silent --no-audit --no-fund 2>/dev/null || npm install --silent --no-audit --no-fund)
            ;;
        netns)
            # The online tests' network namespace (scripts/netns.sh) and its health checks.
            apt_install iproute2 curl
            ;;
        *) echo "deps: unknown group '$group'" >&2; exit 2 ;;
    esac
done
