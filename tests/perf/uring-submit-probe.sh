#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# uring-submit-probe.sh: why the engine submits and waits in two io_uring_enter() calls.
# Runs uringsubmitprobe (QD1 random 4 KiB reads, one call against two calls, alternated) on
#   loop-shm   a loop device over a file in /dev/shm filled with random data, and
#   dir        a file of the same size in --dir (default /var/tmp: the machine's disk),
# also pinned to one CPU (taskset -c 0), and once more while a lowest-priority busy loop keeps
# every CPU awake, and prints the medians and the ratio two/one. The last row separates what the
# I/O path costs from what waking an idle CPU costs: on a VM (cpuidle haltpoll) a sleeping vCPU
# takes tens of microseconds to wake, which at QD1 can halve the result of both calls alike.
# Read-only on both; everything it creates is removed on exit, failure or Ctrl-C. Needs root.
# Usage: uring-submit-probe.sh --probe PATH/uringsubmitprobe [--size MiB] [--time s] [--pairs N] [--dir D]
set -euo pipefail
. "$(dirname -- "${BASH_SOURCE[0]}")/../support/skip-or-fail.sh"
probe="" size=512 seconds=2 pairs=5 dir=/var/tmp
while [ $# -gt 0 ]; do
    case "$1" in
        --probe) probe=$2; shift 2 ;;
        --size) size=$2; shift 2 ;;
        --time) seconds=$2; shift 2 ;;
        --pairs) pairs=$2; shift 2 ;;
        --dir) dir=$2; shift 2 ;;
        *) echo "unknown option $1" >&2; exit 2 ;;
    esac
done
[ -x "$probe" ] || { echo "--probe: the built uringsubmitprobe is needed" >&2; exit 2; }
[ "$(id -u)" -eq 0 ] || skip_or_fail_in_ci "needs root (loop devices)"

shm_file=$(mktemp /dev/shm/sektor-probe.XXXXXX)
dir_file=$(mktemp "$dir/.sektor-probe.XXXXXX")
loop="" spinner=""
cleanup() {
    [ -n "$spinner" ] && kill "$spinner" 2>/dev/null || true
    [ -n "$loop" ] && losetup -d "$loop" 2>/dev/null || true
    rm -f "$shm_file" "$dir_file"
}
trap cleanup EXIT INT TERM

dd if=/dev/urandom of="$shm_file" bs=1M count="$size" status=none
cp "$shm_file" "$dir_file"
sync
loop=$(losetup --find --show "$shm_file")

# With haltpoll, guest_halt_poll_ns decides whether an idle vCPU polls before it halts: at 0 each wake-up is a halt
# exit, which is what the first two rows measure (fio-compare.sh --halt-poll sets it for a comparison).
cpuidle=$(cat /sys/devices/system/cpu/cpuidle/current_driver 2>/dev/null || echo 'no cpuidle')
[ "$cpuidle" = haltpoll ] && [ -r /sys/module/haltpoll/parameters/guest_halt_poll_ns ] &&
    cpuidle+=", guest_halt_poll_ns $(cat /sys/module/haltpoll/parameters/guest_halt_poll_ns)"
echo "cpuidle: $cpuidle"
for target in "loop-shm:$loop" "dir:$dir_file"; do
    name=${target%%:*} path=${target#*:}
    echo "== $name, both CPUs"
    "$probe" "$path" "$seconds" "$pairs" | tail -n 1
    echo "== $name, pinned to CPU 0"
    taskset -c 0 "$probe" "$path" "$seconds" "$pairs" | tail -n 1
    echo "== $name, both CPUs kept awake by a nice-19 busy loop ($cpuidle)"
    nice -n 19 sh -c 'while :; do :; done' &
    spinner=$!
    "$probe" "$path" "$seconds" "$pairs" | tail -n 1
    kill "$spinner"
    wait "$spinner" 2>/dev/null || true
    spinner=""
done
