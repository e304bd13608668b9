#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# sustained-vs-fio.sh: holds the Sustained Write profile to fio's numbers (the target: at least 0.97 of fio's
# MB/s, CPU per byte no worse). Both write a fresh loop device over /dev/shm once, start to end, sequentially in
# 1 MiB blocks at QD8, direct, io_uring, ending with a flush:
#   ours: sektor-cli run --profile sustained-write --size SIZE --time 10min --json …   (MB/s = bytes / window)
#   fio:  --rw=write --bs=1M --iodepth=8 --size=SIZE --end_fsync=1                       (bw_bytes)
# alternately (ours, fio, ours, fio, …), each on a device freshly zeroed by being re-created, and prints medians, the
# ratio, fio's A/A noise (its odd runs against its even ones) and CPU time per GB. Needs root. Everything it creates
# is removed on exit, failure or Ctrl-C.
# Usage: sustained-vs-fio.sh [--cli PATH] [--size MiB] [--pairs N]
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

work=$(mktemp -d /tmp/sektor-sustained-vs-fio.XXXXXX)
backing="" loop=""
detach() {
    [ -z "$loop" ] || losetup -d "$loop" 2>/dev/null || true
    [ -z "$backing" ] || rm -f -- "$backing"
    loop="" backing=""
}
trap 'detach; rm -rf -- "$work"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# A new backing file per run, written in full before it (its pages exist and hold data): over a sparse or merely
# fallocated tmpfs file the loop driver's writes populate pages as they go, and that path fell to 200 MB/s for
# seconds in about a third of the runs of either tool, burying their difference (fio 918-3748 MB/s in one series).
fresh_device() {
    detach
    backing=$(mktemp /dev/shm/sektor-sustained.XXXXXX)
    dd if=/dev/zero of="$backing" bs=1M count="$size_mib" status=none
    loop=$(losetup --find --show -- "$backing")
    [[ "$loop" =~ ^/dev/loop[0-9]+$ ]] || { echo "unexpected loop device $loop" >&2; exit 2; }
}

for i in $(seq "$pairs"); do
    fresh_device
    "$cli" run --profile sustained-write --size "${size_mib}MiB" --time 10min --seed "$i" --no-save --quiet \
        --json "$work/ours-$i.json" "--allow-destroy-data=$loop" "$loop" >/dev/null 2>"$work/ours-$i.err"
    fresh_device
    fio --output-format=json --eta=never --name=sustained --filename="$loop" --ioengine=io_uring --direct=1 \
        --thread --registerfiles=1 --fixedbufs=1 --rw=write --bs=1M --iodepth=8 --size="${size_mib}M" \
        --end_fsync=1 --output="$work/fio-$i.json"
    echo "sustained-vs-fio: pair $i/$pairs done" >&2
done
detach

python3 - "$work" "$pairs" "$size_mib" <<'PY'
import json, statistics, sys
work, pairs, size = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
ours, fio, ours_cpu, fio_cpu = [], [], [], []
for i in range(1, pairs + 1):
    o = json.load(open(f"{work}/ours-{i}.json"))
    run = o["tests"][0]["runs"][0]
    written, window = run["write"]["bytes"], run["windowNs"]
    ours.append(written / window * 1e3)  # MB/s
    ours_cpu.append((run["cpuUserNs"] + run["cpuSystemNs"]) / 1e9 / (written / 1e9))
    j = json.load(open(f"{work}/fio-{i}.json"))["jobs"][0]
    fio.append(j["write"]["bw_bytes"] / 1e6)
    runtime_s = j["job_runtime"] / 1e3
    fio_cpu.append((j["usr_cpu"] + j["sys_cpu"]) / 100 * runtime_s / (j["write"]["io_bytes"] / 1e9))
m = statistics.median
aa = m(fio[0::2]) / m(fio[1::2]) if pairs > 1 else float("nan")
print(f"Sustained write, loop device over /dev/shm, {size} MiB written once per run, {pairs} pairs (ours, fio alternately)")
print(f"{'':12}{'MB/s':>10}{'CPU s/GB':>10}   runs (MB/s)")
print(f"{'Sektor':12}{m(ours):10.1f}{m(ours_cpu):10.3f}   " + " ".join(f"{x:.0f}" for x in ours))
print(f"{'fio':12}{m(fio):10.1f}{m(fio_cpu):10.3f}   " + " ".join(f"{x:.0f}" for x in fio))
print(f"ours/fio MB/s {m(ours) / m(fio):.3f}   fio A/A {aa:.3f}   CPU per byte ours/fio {m(ours_cpu) / m(fio_cpu):.3f}")
PY
