#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# shaped-device.sh: a real block device (/dev/loopN) whose speed, errors or capacity a test
# chooses (design.md §9): nbdkit serves shapeddevice.py, nbdfuse shows it as a file, losetup
# (direct I/O, no merges) makes it a block device that O_DIRECT, io_uring, fio and the
# /sys/block counters all work on. Needs root and /dev/fuse.
#
#   shaped-device.sh up SPEC.json STATEDIR    set up; prints /dev/loopN; STATEDIR must not exist
#   shaped-device.sh down STATEDIR            tear down whatever of it exists (idempotent)
#   shaped-device.sh run SPEC.json -- CMD…    set up, run CMD with $SHAPED_DEVICE, tear down
#                                             (also on failure, Ctrl-C or TERM)
# The SPEC keys are described in shapeddevice.py.
set -euo pipefail

readonly HERE=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
readonly PLUGIN="$HERE/shapeddevice.py"

die() {
    echo "shaped-device: $*" >&2
    exit 2
}

up() {
    local spec=$1 state=$2
    [ -r "$spec" ] || die "no spec file: $spec"
    command -v nbdkit >/dev/null && command -v nbdfuse >/dev/null || die "needs nbdkit, nbdkit-plugin-python and nbdfuse (libnbd-bin)"
    mkdir "$state" || die "state directory exists or cannot be made: $state"
    mkdir "$state/mnt"
    cp -- "$spec" "$state/spec.json"
    # nbdfuse stays in the foreground serving FUSE; nbdkit (-s: over stdin/stdout) exits with it.
    nbdfuse "$state/mnt/nbd" --command nbdkit -s python "$PLUGIN" "spec=$state/spec.json" \
        >"$state/nbdfuse.log" 2>&1 </dev/null &
    echo $! >"$state/nbdfuse.pid"
    local i
    for i in $(seq 100); do
        [ -e "$state/mnt/nbd" ] && break
        kill -0 "$(cat "$state/nbdfuse.pid")" 2>/dev/null || break
        sleep 0.1
    done
    if [ ! -e "$state/mnt/nbd" ]; then
        cat "$state/nbdfuse.log" >&2 || true
        down "$state"
        die "the shaped device did not appear"
    fi
    local loop
    if ! loop=$(losetup --find --show --direct-io=on "$state/mnt/nbd"); then
        down "$state"
        die "losetup failed"
    fi
    echo "$loop" >"$state/loop"
    # Request counts then equal the I/Os issued, for tests that compare them.
    echo 2 >"/sys/block/${loop#/dev/}/queue/nomerges"
    echo "$loop"
}

down() {
    local state=$1
    [ -d "$state" ] || return 0
    if [ -s "$state/loop" ]; then
        local loop i
        loop=$(cat "$state/loop")
        # A test's ring or process can hold the device for a moment after it let go.
        for i in $(seq 50); do
            losetup --detach "$loop" 2>/dev/null && break
            # Detached already (or by someone else): nothing more to do for it.
            losetup "$loop" 2>/dev/null | grep -qF "$state/mnt/nbd" || break
            sleep 0.1
        done
    fi
    if mountpoint -q "$state/mnt" 2>/dev/null || grep -qF " $state/mnt " /proc/mounts; then
        fusermount3 -u "$state/mnt" 2>/dev/null || fusermount3 -u -z "$state/mnt" 2>/dev/null || true
    fi
    if [ -s "$state/nbdfuse.pid" ]; then
        local pid
        pid=$(cat "$state/nbdfuse.pid")
        for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
        kill "$pid" 2>/dev/null || true
    fi
    rm -rf -- "$state"
}

case "${1:-}" in
up)
    [ $# -eq 3 ] || die "usage: $0 up SPEC.json STATEDIR"
    up "$2" "$3"
    ;;
down)
    [ $# -eq 2 ] || die "usage: $0 down STATEDIR"
    down "$2"
    ;;
run)
    [ $# -ge 4 ] && [ "$3" = "--" ] || die "usage: $0 run SPEC.json -- COMMAND [ARGS…]"
    spec=$2
    shift 3
    state=$(mktemp -u /tmp/sektor-shaped.XXXXXX)
    trap 'down "$state"' EXIT
    trap 'exit 130' INT
    trap 'exit 143' TERM
    SHAPED_DEVICE=$(up "$spec" "$state")
    export SHAPED_DEVICE
    "$@"
    ;;
*)
    die "usage: $0 up SPEC.json STATEDIR | down STATEDIR | run SPEC.json -- COMMAND…"
    ;;
esac
