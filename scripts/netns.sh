#!/usr/bin/env bash
# Runs a command in a fresh network namespace whose only interface is loopback (up), so
# that a networked test (signaling server, browsers, WebRTC) cannot send a packet off the
# machine, and cannot collide with ports in use outside. The command sees 127.0.0.1 and ::1
# and nothing else; files and processes are shared as usual.
#
#   scripts/netns.sh [--lan] CMD [ARGS...]      e.g. scripts/netns.sh --lan scripts/signal-smoke.sh
#
# --lan adds a pretend LAN for WebRTC: a veth pair, both of its ends inside the namespace
# (10.99.0.1/24 on v0, 10.99.0.2 on v1), and a default route through it. Chromium needs it:
# a page without camera/microphone permission gathers ICE candidates only on the default
# route's local address, and never on loopback (--allow-loopback-in-peer-connection only
# applies when it may list all interfaces), so with loopback alone it offers no candidate.
# What goes to the default route reaches v1, which forwards nothing: it goes no further.
#
# As root it uses plain `unshare --net`; otherwise a user namespace maps us to root in it
# (`unshare --net --map-root-user`), which needs unprivileged user namespaces enabled.
set -euo pipefail

lan=0
if [ "${1:-}" = --lan ]; then lan=1; shift; fi
[ $# -gt 0 ] || { echo "usage: scripts/netns.sh [--lan] CMD [ARGS...]" >&2; exit 2; }

# Already inside (this script calling itself, or a nested call): just run it.
if [ "${GOMOKU_NETNS:-}" = 1 ]; then exec "$@"; fi

if [ "$(id -u)" = 0 ]; then
    unshare_args=(--net)
else
    unshare_args=(--net --map-root-user)
fi

# A probe first, so that "not permitted" is told apart from the command's own failure.
if ! err=$(unshare "${unshare_args[@]}" true 2>&1); then
    echo "netns: cannot create a network namespace (unshare ${unshare_args[*]}): $err" >&2
    echo "netns: it needs root, CAP_SYS_ADMIN, or unprivileged user namespaces" \
        "(sysctl kernel.unprivileged_userns_clone=1 / user.max_user_namespaces > 0);" \
        "in a container, one started without seccomp/AppArmor limits on unshare" >&2
    exit 1
fi

command -v ip >/dev/null || { echo "netns: needs 'ip' (Debian package iproute2)" >&2; exit 1; }

setup='ip link set lo up'
if [ "$lan" = 1 ]; then
    setup+=' && ip link add v0 type veth peer name v1 && ip addr add 10.99.0.1/24 dev v0'
    setup+=' && ip addr add 10.99.0.2/24 dev v1 && ip link set v0 up && ip link set v1 up'
    setup+=' && ip route add default via 10.99.0.2 dev v0'
fi
exec unshare "${unshare_args[@]}" env GOMOKU_NETNS=1 bash -c "$setup"' && exec "$@"' netns "$@"
