#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# Captures the result files of this folder: one run of every built-in profile, a stopped run and a run on RAM, each
# written by `sektor-cli run --json`. Kept so that the capture can be redone for a new profile or studied; the files
# captured with version 0.1.0 are fixed data and are never captured again (README.md).
#
# Usage (root: it makes loop devices, filesystems and mounts, and removes them when it ends, also on failure):
#   tests/data/results-0.1.0/capture.sh build/bin/sektor-cli [OUTPUT_FOLDER] [NAME...]
# OUTPUT_FOLDER defaults to this script's folder; NAMEs (file names without .json) capture only those.
#
# Raw writes go only to the loop device this script attached (capacity-probe, burn-in). The backing files live in a
# temporary folder under /var/tmp (a real disk, so that only the run on tmpfs is memory-backed).
set -euo pipefail

cli=$(realpath "${1:?usage: capture.sh SEKTOR_CLI [OUTPUT_FOLDER] [NAME...]}")
out=$(realpath "${2:-$(dirname "$0")}")
shift $(($# >= 2 ? 2 : $#))
only=("$@")
[ "$(id -u)" = 0 ] || { echo "capture.sh: needs root (loop devices, mounts)" >&2; exit 1; }

work=$(mktemp -d /var/tmp/sektor-capture.XXXXXX)
mounts=()
loops=()
cleanup() {
    local m l
    for m in "${mounts[@]}"; do umount "$m" || umount -l "$m" || true; done
    for l in "${loops[@]}"; do losetup -d "$l" || true; done
    rm -rf "$work"
}
trap cleanup EXIT

# The same settings and environment for every file, so that a recapture differs only in what was measured. The
# dates carry +01:00 (Berlin in winter): the tests render in UTC, so a report that showed a date in the machine's
# time zone instead of the one the file carries would differ from its golden form.
export LC_ALL=C TZ=Europe/Berlin XDG_DATA_HOME="$work/data-home"
common=(--quiet --no-save --seed 0x5e4701 --warmup 0 --interval 0)
short=(--runs 1 --time 0.1s)

wanted() { # NAME: whether this file is to be captured
    [ ${#only[@]} = 0 ] && return 0
    local n
    for n in "${only[@]}"; do [ "$n" = "$1" ] && return 0; done
    return 1
}

run() { # NAME TARGET OPTION...: sektor-cli run into NAME.json
    local name=$1 target=$2
    shift 2
    wanted "$name" || return 0
    echo "== $name: sektor-cli run $* $target" >&2
    "$cli" run "${common[@]}" "$@" --comment "golden $name" --json "$out/$name.json" "$target" >/dev/null
}

# A filesystem on a disk-backed loop device: the file profiles, verify and small files.
truncate -s 160M "$work/ext4.img"
fsloop=$(losetup --find --show --direct-io=on "$work/ext4.img")
loops+=("$fsloop")
mkfs.ext4 -q -F "$fsloop"
mkdir -p "$work/ext4"
mount "$fsloop" "$work/ext4"
mounts+=("$work/ext4")
folder="$work/ext4"

# A bare disk-backed loop device for the whole-device kinds (they read it from its first sector to its last).
truncate -s 64M "$work/raw.img"
rawloop=$(losetup --find --show --direct-io=on "$work/raw.img")
loops+=("$rawloop")
dd if=/dev/urandom of="$rawloop" bs=1M count=64 oflag=direct status=none

for profile in default nvme peak real demo; do
    run "$profile" "$folder" --profile "$profile" --size 4MiB "${short[@]}"
    run "$profile-mix" "$folder" --profile "$profile-mix" --size 4MiB "${short[@]}"
done
# Three of the nine queue depths, and the block sizes from 256 KiB: all of them would make files of megabytes (every
# test's latency histogram is written bucket by bucket). 8 MiB is above the test size: skipped with its reason, which
# the reports show too.
run qd-sweep "$folder" --profile qd-sweep --size 4MiB --runs 1 --time 0.1s --tests RND4K-Q1T1,RND4K-Q8T1,RND4K-Q64T1
run sync-write "$folder" --profile sync-write --size 4MiB "${short[@]}"
run block-size-sweep "$folder" --profile block-size-sweep --size 4MiB --runs 1 --time 0.1s --block-sizes 256KiB-8MiB
run sustained-write "$folder" --profile sustained-write --size 32MiB --time 10s
run verify "$folder" --profile verify --size 8MiB
run small-files "$folder" --profile small-files --size 4MiB --files 64 --time 0.1s

run position-map "$rawloop" --profile position-map --samples 100
run access-time "$rawloop" --profile access-time --reads 100
run read-scan "$rawloop" --profile read-scan
# A loop device has no self-tests and no SMART: the check says so, and its verdict is UNKNOWN.
run health-check "$rawloop" --profile health-check
# Last on the raw loop device: they write over the data the others read.
run capacity-probe "$rawloop" --profile capacity-probe --allow-destroy-data "$rawloop"
run burn-in "$rawloop" --profile burn-in --allow-destroy-data "$rawloop"

# The trust caveat "measures RAM": a folder on tmpfs.
mkdir -p "$work/tmpfs"
mount -t tmpfs -o size=64m sektor-capture "$work/tmpfs"
mounts+=("$work/tmpfs")
run demo-on-tmpfs "$work/tmpfs" --profile demo --size 4MiB "${short[@]}"

# A stopped run: Default stopped with SIGINT (Ctrl-C) once its first tests finished. It keeps those tests, marked
# "stopped", and exits with 130.
if wanted default-stopped; then
    echo "== default-stopped: sektor-cli run --profile default, SIGINT after 2.5 s" >&2
    "$cli" run "${common[@]}" --profile default --size 4MiB --runs 1 --time 1s --comment "golden default-stopped" \
        --json "$out/default-stopped.json" "$folder" >/dev/null &
    pid=$!
    sleep 2.5
    kill -INT "$pid"
    status=0
    wait "$pid" || status=$?
    [ "$status" = 130 ] || { echo "capture.sh: the stopped run exited with $status, not 130" >&2; exit 1; }
    grep -q '"stopped"' "$out/default-stopped.json" || { echo "capture.sh: no stopped caveat" >&2; exit 1; }
fi

ls -l "$out"/*.json >&2
