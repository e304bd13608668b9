#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# smallfiles-vs-bonnie.sh: holds the Small Files test to bonnie++'s file test, as fio holds the block tests. In one run,
# alternately, on the same directory (ext4 on a loop device whose backing file lies in --dir, or --plain DIR itself):
#   ours:    sektor-cli run --profile "Small Files" --files Nk --file-size S --time T …
#   bonnie:  bonnie++ -s 0 -n N:S:S:1 -u root        (its block tests skipped; one folder, as ours with one thread)
# and prints each phase's files/s, the medians, the ratio ours/bonnie++, and bonnie++'s A/A noise. bonnie++ prints
# "+++++" for a phase too quick for it to time: shown as such, with no ratio. Needs root. Removes all it made on exit.
# Usage: smallfiles-vs-bonnie.sh [--cli PATH] [--files K] [--file-size BYTES] [--pairs N] [--dir DIR | --plain DIR]
set -euo pipefail
readonly HERE=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
. "$HERE/../support/skip-or-fail.sh"
cli=${SEKTOR_CLI:-$HERE/../../build/bin/sektor-cli}
files_k=16
file_size=0
pairs=3
dir=/var/tmp
plain=""
while [ $# -gt 0 ]; do
    case "$1" in
    --cli) cli=$2; shift 2 ;;
    --files) files_k=$2; shift 2 ;;
    --file-size) file_size=$2; shift 2 ;;
    --pairs) pairs=$2; shift 2 ;;
    --dir) dir=$2; shift 2 ;;
    --plain) plain=$2; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
    esac
done
[ -x "$cli" ] || { echo "sektor-cli not found: $cli" >&2; exit 2; }
command -v bonnie++ >/dev/null || skip_or_fail_in_ci "bonnie++ is not installed (packaging/install-build-deps.sh installs it)"
[ "$(id -u)" -eq 0 ] || skip_or_fail_in_ci "needs root (loop devices, bonnie++ -u root)"

work=$(mktemp -d /tmp/sektor-smallfiles-vs-bonnie.XXXXXX)
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

if [ -n "$plain" ]; then
    target=$(mktemp -d "$plain/sektor-smallfiles-vs-bonnie.XXXXXX")
    where="$plain (its own filesystem)"
    trap 'rm -rf -- "$target"; cleanup' EXIT
else
    backing=$(mktemp "$dir/sektor-smallfiles-vs-bonnie.XXXXXX")
    truncate -s 2G "$backing"
    loop=$(losetup --find --show -- "$backing")
    [[ "$loop" =~ ^/dev/loop[0-9]+$ ]] || { echo "unexpected loop device $loop" >&2; exit 2; }
    mkfs.ext4 -q -F -N 1000000 "$loop"
    mkdir "$work/mnt"
    mount -o noinit_itable "$loop" "$work/mnt"
    mounted="$work/mnt"
    target=$mounted
    where="ext4 on a loop device over $dir"
fi

for i in $(seq "$pairs"); do
    "$cli" run --profile "Small Files" --files "${files_k}k" --file-size "$file_size" --time 1s --no-save --quiet \
        --json "$work/ours-$i.json" "$target" >/dev/null 2>"$work/ours-$i.err" || { cat "$work/ours-$i.err" >&2; exit 1; }
    bonnie++ -d "$target" -s 0 -n "$files_k:$file_size:$file_size:1" -u root -q >"$work/bonnie-$i.csv" 2>/dev/null
    echo "smallfiles-vs-bonnie: pair $i/$pairs done" >&2
done

python3 - "$work" "$pairs" "$files_k" "$file_size" "$where" <<'PY'
import json, statistics, sys
work, pairs, files_k, size, where = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5]
phases = [("sequential", "create"), ("sequential", "read"), ("sequential", "delete"),
          ("random", "create"), ("random", "read"), ("random", "delete")]
bonnie_fields = [26, 28, 30, 32, 34, 36]  # files/s of each phase in bonnie++ 1.98's CSV line
ours = {p: [] for p in phases}
bonnie = {p: [] for p in phases}
for i in range(1, pairs + 1):
    r = json.load(open(f"{work}/ours-{i}.json"))["tests"][0]["smallFiles"]
    for ph in r["phases"]:
        ours[(ph["order"], ph["operation"])].append(ph["filesPerSecond"])
    line = open(f"{work}/bonnie-{i}.csv").read().strip().splitlines()[-1].split(",")
    for p, field in zip(phases, bonnie_fields):
        bonnie[p].append(None if "+" in line[field] else float(line[field]))
m = statistics.median
print(f"Small files: {files_k} x 1024 files of {size} bytes, one folder, {where}; {pairs} pairs (files/s)")
print(f"{'phase':20}{'ours':>12}{'bonnie++':>12}{'ours/bonnie':>13}{'bonnie A/A':>12}")
for p in phases:
    o = m(ours[p])
    timed = [x for x in bonnie[p] if x is not None]
    b = m(timed) if len(timed) == pairs else None
    aa = (m(timed[0::2]) / m(timed[1::2])) if b and pairs > 1 else None
    name = f"{p[0]} {'stat' if p[1] == 'read' and size == '0' else p[1]}"
    print(f"{name:20}{o:12.0f}{(f'{b:.0f}' if b else '+++++'):>12}{(f'{o / b:.3f}' if b else '-'):>13}"
          f"{(f'{aa:.3f}' if aa else '-'):>12}")
PY
