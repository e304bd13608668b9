#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# probe-vs-fill.sh: what the capacity probe costs against what finding a fake by filling it costs (H2testw's and
# f3write + f3read's way: write every byte, read every byte back), on the same shaped fake device (design.md §9)
# that claims --size MiB and keeps a quarter of it, wrapping around. In one run, alternately:
#   ours: sektor-cli run --profile "Capacity Probe" …   (its verdict must be fake, usable = the real size, exactly)
#   fill: fio --rw=write --bs=1M --iodepth=8 over the whole claim, then --rw=read over it
# and prints the medians of the wall times and their ratio, and how much each wrote. Needs root, /dev/fuse, nbdkit.
# Everything it creates is removed on exit, failure or Ctrl-C.
# Usage: probe-vs-fill.sh [--cli PATH] [--size MiB] [--pairs N]
set -euo pipefail
readonly HERE=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
. "$HERE/../support/skip-or-fail.sh"
readonly SHAPED="$HERE/../support/shaped/shaped-device.sh"
cli=${SEKTOR_CLI:-$HERE/../../build/bin/sektor-cli}
size_mib=1024
pairs=3
while [ $# -gt 0 ]; do
    case "$1" in
    --cli) cli=$2; shift 2 ;;
    --size) size_mib=$2; shift 2 ;;
    --pairs) pairs=$2; shift 2 ;;
    --inside) inside=1; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
    esac
done
[ -x "$cli" ] || { echo "sektor-cli not found: $cli" >&2; exit 2; }
[ "$(id -u)" -eq 0 ] || skip_or_fail_in_ci "needs root (loop devices)"

if [ -z "${inside:-}" ]; then
    # Set up the shaped device around this same script, which then runs with $SHAPED_DEVICE.
    work=$(mktemp -d /tmp/sektor-probe-vs-fill.XXXXXX)
    trap 'rm -rf -- "$work"' EXIT
    printf '{"size": %d, "real_size": %d}\n' $((size_mib << 20)) $((size_mib << 18)) >"$work/spec.json"
    "$SHAPED" run "$work/spec.json" -- "$0" --inside --cli "$cli" --size "$size_mib" --pairs "$pairs"
    exit $?
fi

loop=$SHAPED_DEVICE
[[ "$loop" =~ ^/dev/loop[0-9]+$ ]] || { echo "unexpected device $loop" >&2; exit 2; }
work=$(mktemp -d /tmp/sektor-probe-vs-fill-run.XXXXXX)
trap 'rm -rf -- "$work"' EXIT

now() { date +%s%N; } # ns
for i in $(seq "$pairs"); do
    start=$(now)
    rc=0
    "$cli" run --profile "Capacity Probe" --allow-destroy-data="$loop" --no-save --quiet --json "$work/ours-$i.json" \
        "$loop" >/dev/null 2>"$work/ours-$i.err" || rc=$?
    # 27: the probe ran to its end with the verdict FAKE (checked in the JSON below).
    [ "$rc" -eq 27 ] || { echo "sektor-cli exited with $rc" >&2; cat "$work/ours-$i.err" >&2; exit 1; }
    echo $(($(now) - start)) >"$work/ours-$i.time"
    start=$(now)
    for rw in write read; do
        fio --output-format=json --eta=never --name="fill-$rw" --filename="$loop" --ioengine=io_uring --direct=1 \
            --thread --rw="$rw" --bs=1M --iodepth=8 --size="${size_mib}M" --output="$work/fill-$rw-$i" >/dev/null
    done
    echo $(($(now) - start)) >"$work/fill-$i.time"
    echo "probe-vs-fill: pair $i/$pairs done" >&2
done

python3 - "$work" "$pairs" "$size_mib" <<'PY'
import json, statistics, sys
work, pairs, size = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
ours, fill, written = [], [], []
for i in range(1, pairs + 1):
    v = json.load(open(f"{work}/ours-{i}.json"))["tests"][0]["verify"]
    assert v["verdict"] == "fake", v["verdict"]
    assert v["usableBytes"] == size << 18, ("usable", v["usableBytes"])
    assert v["wrapBytes"] == size << 18, ("wrap", v["wrapBytes"])
    written.append(v["bytesWritten"] + v["bytesRead"])
    ours.append(int(open(f"{work}/ours-{i}.time").read()) / 1e9)
    fill.append(int(open(f"{work}/fill-{i}.time").read()) / 1e9)
m = statistics.median
print(f"A shaped fake claiming {size} MiB, keeping {size // 4} MiB (wraps around), {pairs} rounds")
print(f"{'':28}{'seconds':>10}   runs (s)          MiB moved")
print(f"{'Sektor capacity probe':28}{m(ours):10.2f}   " + " ".join(f"{x:.2f}" for x in ours)
      + f"   {m(written) / 2**20:.1f}")
print(f"{'fio fill: write + read':28}{m(fill):10.2f}   " + " ".join(f"{x:.2f}" for x in fill) + f"   {2 * size}")
print(f"probe/fill time {m(ours) / m(fill):.4f}; every probe found it fake with {size // 4} MiB usable, exactly")
PY
