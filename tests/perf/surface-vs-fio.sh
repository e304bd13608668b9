#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# surface-vs-fio.sh: holds the Position Map over a whole device (--samples all) to fio's reads of the same device.
# On a loop device over /dev/shm (its backing file written in full first, so every page exists), alternately:
#   ours:    sektor-cli run --profile position-map --samples all …    (1 MiB reads at QD8 as one stream; MB/s = the
#                                                                      bytes read / the window, and the mean of the map)
#   fio QD8: --rw=read --bs=1M --iodepth=8                            (the same reads)
#   fio 64M: --rw=read --bs=64M --iodepth=1                           (one read per 64 MiB chunk, as the scan reads)
# and prints the medians and ratios, and fio's A/A noise (its odd runs against its even ones). Needs root.
# Everything it creates is removed on exit, failure or Ctrl-C.
# Usage: surface-vs-fio.sh [--cli PATH] [--size MiB] [--pairs N]
set -euo pipefail
readonly HERE=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
. "$HERE/../support/skip-or-fail.sh"
cli=${SEKTOR_CLI:-$HERE/../../build/bin/sektor-cli}
size_mib=4096
pairs=5
while [ $# -gt 0 ]; do
    case "$1" in
    --cli) cli=$2; shift 2 ;;
    --size) size_mib=$2; shift 2 ;;
    --pairs) pairs=$2; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
    esac
done
[ -x "$cli" ] || { echo "sektor-cli not found: $cli" >&2; exit 2; }
[ "$(id -u)" -eq 0 ] || skip_or_fail_in_ci "needs root (loop devices)"

work=$(mktemp -d /tmp/sektor-surface-vs-fio.XXXXXX)
backing="" loop=""
cleanup() {
    [ -z "$loop" ] || losetup -d "$loop" 2>/dev/null || true
    [ -z "$backing" ] || rm -f -- "$backing"
    rm -rf -- "$work"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

backing=$(mktemp /dev/shm/sektor-surface.XXXXXX)
dd if=/dev/urandom of="$backing" bs=1M count="$size_mib" status=none
loop=$(losetup --find --show --direct-io=on -- "$backing" 2>/dev/null || losetup --find --show -- "$backing")
[[ "$loop" =~ ^/dev/loop[0-9]+$ ]] || { echo "unexpected loop device $loop" >&2; exit 2; }

fio_read() { # $1 name, $2 block size, $3 depth
    fio --output-format=json --eta=never --name="$1" --filename="$loop" --ioengine=io_uring --direct=1 --thread \
        --rw=read --bs="$2" --iodepth="$3" --size="${size_mib}M" --output="$work/$1"
}

for i in $(seq "$pairs"); do
    "$cli" run --profile position-map --samples all --no-save --quiet --json "$work/ours-$i.json" "$loop" \
        >/dev/null 2>"$work/ours-$i.err" || { cat "$work/ours-$i.err" >&2; exit 1; }
    fio_read "qd8-$i" 1M 8
    fio_read "big-$i" 64M 1
    echo "surface-vs-fio: pair $i/$pairs done" >&2
done

python3 - "$work" "$pairs" "$size_mib" <<'PY'
import json, statistics, sys
work, pairs, size = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
ours, mapmean, qd8, big = [], [], [], []
for i in range(1, pairs + 1):
    o = json.load(open(f"{work}/ours-{i}.json"))
    run = o["tests"][0]["runs"][0]
    ours.append(run["read"]["bytes"] / run["windowNs"] * 1e3)  # MB/s
    mapmean.append(o["surface"]["meanBytesPerSecond"] / 1e6)
    assert o["tests"][0]["surface"]["readBytes"] == size << 20, "the map read the whole device"
    qd8.append(json.load(open(f"{work}/qd8-{i}"))["jobs"][0]["read"]["bw_bytes"] / 1e6)
    big.append(json.load(open(f"{work}/big-{i}"))["jobs"][0]["read"]["bw_bytes"] / 1e6)
m = statistics.median
aa = m(qd8[0::2]) / m(qd8[1::2]) if pairs > 1 else float("nan")
print(f"Position map of a whole loop device over /dev/shm ({size} MiB), {pairs} rounds (ours, fio QD8, fio 64M)")
print(f"{'':22}{'MB/s':>10}   runs (MB/s)")
for name, values in (("Sektor (window)", ours), ("Sektor (map mean)", mapmean), ("fio 1M QD8", qd8),
                     ("fio 64M QD1", big)):
    print(f"{name:22}{m(values):10.1f}   " + " ".join(f"{x:.0f}" for x in values))
print(f"ours/fio 1M QD8 {m(ours) / m(qd8):.3f}   ours/fio 64M QD1 {m(ours) / m(big):.3f}   "
      f"map mean/fio 1M QD8 {m(mapmean) / m(qd8):.3f}   fio A/A {aa:.3f}")
PY
