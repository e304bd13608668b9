#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# verify-vs-fio.sh: holds the verify's write and read-back rates to fio's plain sequential write and read of the same
# amount, on the same filesystem (ext4 on a loop device whose backing file lies in --dir). In one run, alternately:
#   ours:   sektor-cli run --profile Verify --size N …     (4 MiB writes and reads, one at a time, direct I/O, plus
#                                                          stamping and checking every 4 KiB on a second thread)
#   fio 4M: --rw=write then --rw=read, --bs=4M --iodepth=1 --direct=1 on a file of N   (the same I/O, no stamps)
#   fio QD8: the same at --iodepth=8                                                    (what the drive can do)
# and prints the medians, the ratios, and fio's A/A noise. Needs root. Removes everything it made on exit.
# Usage: verify-vs-fio.sh [--cli PATH] [--size MiB] [--pairs N] [--dir DIR]
set -euo pipefail
readonly HERE=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
. "$HERE/../support/skip-or-fail.sh"
cli=${SEKTOR_CLI:-$HERE/../../build/bin/sektor-cli}
size_mib=1024
pairs=3
dir=/var/tmp
while [ $# -gt 0 ]; do
    case "$1" in
    --cli) cli=$2; shift 2 ;;
    --size) size_mib=$2; shift 2 ;;
    --pairs) pairs=$2; shift 2 ;;
    --dir) dir=$2; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
    esac
done
[ -x "$cli" ] || { echo "sektor-cli not found: $cli" >&2; exit 2; }
[ "$(id -u)" -eq 0 ] || skip_or_fail_in_ci "needs root (loop devices)"

work=$(mktemp -d /tmp/sektor-verify-vs-fio.XXXXXX)
backing="" loop="" mounted=""
cleanup() {
    [ -z "$mounted" ] || umount "$mounted" 2>/dev/null || true
    [ -z "$loop" ] || losetup -d "$loop" 2>/dev/null || true
    [ -z "$backing" ] || rm -f -- "$backing"
    rm -rf -- "$work"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

backing=$(mktemp "$dir/sektor-verify-vs-fio.XXXXXX")
truncate -s $(((size_mib + 256) << 20)) "$backing"
loop=$(losetup --find --show --direct-io=on -- "$backing" 2>/dev/null || losetup --find --show -- "$backing")
[[ "$loop" =~ ^/dev/loop[0-9]+$ ]] || { echo "unexpected loop device $loop" >&2; exit 2; }
mkfs.ext4 -q -F "$loop"
mkdir "$work/mnt"
mount "$loop" "$work/mnt"
mounted="$work/mnt"

fio_pass() { # $1 name, $2 rw, $3 depth
    fio --output-format=json --eta=never --name="$1" --filename="$mounted/fio.data" --ioengine=io_uring --direct=1 \
        --thread --rw="$2" --bs=4M --iodepth="$3" --size="${size_mib}M" --output="$work/$1" >/dev/null
}

for i in $(seq "$pairs"); do
    rc=0
    "$cli" run --profile Verify --size "${size_mib}MiB" --no-save --quiet --json "$work/ours-$i.json" "$mounted" \
        >/dev/null 2>"$work/ours-$i.err" || rc=$?
    # 29: it ran to its end, and a verify of part of the free space gives no verdict (GENUINE, 0, over all of it).
    [ "$rc" -eq 0 ] || [ "$rc" -eq 29 ] || { echo "sektor-cli exited with $rc" >&2; cat "$work/ours-$i.err" >&2; exit 1; }
    for depth in 1 8; do
        fio_pass "w$depth-$i" write "$depth"
        fio_pass "r$depth-$i" read "$depth"
        rm -f -- "$mounted/fio.data"
    done
    echo "verify-vs-fio: pair $i/$pairs done" >&2
done

python3 - "$work" "$pairs" "$size_mib" <<'PY'
import json, statistics, sys
work, pairs, size = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
m = statistics.median
rows = {k: [] for k in ("ours w", "ours r", "fio w1", "fio r1", "fio w8", "fio r8")}
for i in range(1, pairs + 1):
    v = json.load(open(f"{work}/ours-{i}.json"))["tests"][0]["verify"]
    # A fill of a chosen size below the free space keeps everything but gives no verdict on the drive ("partial").
    assert v["verdict"] in ("genuine", "partial"), v["verdict"]
    assert v["stamps"]["corrupted"] == v["stamps"]["aliased"] == v["stamps"]["missing"] == 0, v["stamps"]
    assert v["claimedBytes"] == size << 20, v["claimedBytes"]
    rows["ours w"].append(v["bytesWritten"] / v["writeNs"] * 1e3)
    rows["ours r"].append(v["bytesRead"] / v["readNs"] * 1e3)
    for d in (1, 8):
        rows[f"fio w{d}"].append(json.load(open(f"{work}/w{d}-{i}"))["jobs"][0]["write"]["bw_bytes"] / 1e6)
        rows[f"fio r{d}"].append(json.load(open(f"{work}/r{d}-{i}"))["jobs"][0]["read"]["bw_bytes"] / 1e6)
print(f"Verify of {size} MiB on ext4 over a loop device, {pairs} rounds (MB/s)")
for name, values in rows.items():
    print(f"{name:10}{m(values):10.1f}   " + " ".join(f"{x:.0f}" for x in values))
aa = m(rows["fio w1"][0::2]) / m(rows["fio w1"][1::2]) if pairs > 1 else float("nan")
print(f"write: ours/fio 4M QD1 {m(rows['ours w']) / m(rows['fio w1']):.3f}, ours/fio QD8 "
      f"{m(rows['ours w']) / m(rows['fio w8']):.3f};  read: ours/fio 4M QD1 {m(rows['ours r']) / m(rows['fio r1']):.3f}, "
      f"ours/fio QD8 {m(rows['ours r']) / m(rows['fio r8']):.3f};  fio write A/A {aa:.3f}")
PY
