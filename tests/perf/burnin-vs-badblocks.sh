#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# burnin-vs-badblocks.sh: holds the burn-in to badblocks' destructive test, the reference for its time, on
# the same shaped device (design.md §9) of --size MiB with a constant write and read rate and a few faults set by this
# script: its ground truth. In rounds that take turns at going first (ours first in odd rounds, badblocks in even):
#   ours:      sektor-cli run --profile burn-in --patterns P …   (128 KiB blocks at QD1, each pattern written over the
#                                                                 whole device and read back; failed I/Os halved down to
#                                                                 the logical block, 512 bytes here)
#   badblocks: badblocks -w -t T -b 4096 -c N -o FILE           (the same patterns: random ↔ random, zeros ↔ 0x00,
#                                                                 ones ↔ 0xff, stamps ↔ random; -c 32: 128 KiB I/Os)
# and prints each round's wall times and their ratio, the medians, the time the shaped rates alone allow, our mean
# rates against the shaped ceilings, badblocks' A/A noise (its rounds as second against those as first), and the
# findings side by side against the faults: ours (kind, first–last byte) and badblocks' bad block numbers as byte
# ranges (block × 4096), with the reason where badblocks lists a block that is not a fault's. The faults: an
# unreadable and unwritable range, a range whose writes fail, one whose writes are stored altered, one that reads
# back flipped and is not 4 KiB-aligned (ours are exact to the logical block; badblocks works in whole blocks of -b,
# numbered in 32 bits), and a slow block (ours times every block; badblocks does not); --no-faults leaves them out,
# for the time alone. Exits 1 when our findings are not exactly the faults.
# Needs root, /dev/fuse, nbdkit and badblocks. Everything it creates is removed on exit, failure or Ctrl-C.
# Usage: burnin-vs-badblocks.sh [--cli PATH] [--size MiB] [--write-rate MB/s] [--read-rate MB/s] [--rounds N]
#                               [--patterns P[,P…]] [--blocks-at-once N] [--slow SECONDS | --no-faults]
set -euo pipefail
readonly HERE=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
. "$HERE/../support/skip-or-fail.sh"
readonly SHAPED="$HERE/../support/shaped/shaped-device.sh"
cli=${SEKTOR_CLI:-$HERE/../../build/bin/sektor-cli}
size_mib=256
write_rate=80
read_rate=120
rounds=4
patterns=random
blocks_at_once=32
slow=0.6
faults=1
args=("$@")
while [ $# -gt 0 ]; do
    case "$1" in
    --cli) cli=$2; shift 2 ;;
    --size) size_mib=$2; shift 2 ;;
    --write-rate) write_rate=$2; shift 2 ;;
    --read-rate) read_rate=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    --patterns) patterns=$2; shift 2 ;;
    --blocks-at-once) blocks_at_once=$2; shift 2 ;;
    --slow) slow=$2; shift 2 ;;
    --no-faults) faults=0; shift ;;
    --inside) spec_file=$2; shift 2 ;; # set by the script itself around the shaped device
    *) echo "unknown option $1" >&2; exit 2 ;;
    esac
done
[ -x "$cli" ] || { echo "sektor-cli not found: $cli" >&2; exit 2; }
[ "$size_mib" -ge 16 ] || { echo "--size must be at least 16 MiB (the faults lie an eighth apart)" >&2; exit 2; }
python3 -c 'import sys; sys.exit(not all(float(x) > 0 for x in sys.argv[1:]))' "$write_rate" "$read_rate" \
    || { echo "--write-rate and --read-rate must be above 0 (they set the time)" >&2; exit 2; }
[ "$(id -u)" -eq 0 ] || skip_or_fail_in_ci "needs root (loop devices)"
command -v badblocks >/dev/null || skip_or_fail_in_ci "badblocks is not installed (e2fsprogs)"
if ! command -v nbdkit >/dev/null || ! command -v nbdfuse >/dev/null || [ ! -e /dev/fuse ]; then
    skip_or_fail_in_ci "needs nbdkit, nbdfuse and /dev/fuse for the shaped device"
fi

bb_patterns=() # badblocks' -t for each of ours, in the same order
for p in ${patterns//,/ }; do
    case "$p" in
    random | stamps) bb_patterns+=(-t random) ;; # badblocks has no stamps; its random data is the nearest
    zeros) bb_patterns+=(-t 0x00) ;;
    ones) bb_patterns+=(-t 0xff) ;;
    *) echo "unknown pattern $p (stamps, random, zeros, ones)" >&2; exit 2 ;;
    esac
done

if [ -z "${spec_file:-}" ]; then
    # Shape the device around this same script, which then runs with $SHAPED_DEVICE.
    work=$(mktemp -d /tmp/sektor-burnin-vs-badblocks.XXXXXX)
    trap 'rm -rf -- "$work"' EXIT
    python3 - "$size_mib" "$write_rate" "$read_rate" "$slow" "$faults" >"$work/spec.json" <<'PY'
import json, sys
size, write_rate, read_rate, slow = int(sys.argv[1]) << 20, float(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4])
eighth = size // 8
spec = {
    "size": size,
    "write_fast": 0, "write_slow_rate": write_rate * 1e6,  # a constant write rate
    "read_zones": [[size, read_rate * 1e6]],              # a constant read rate
}
if sys.argv[5] == "1":
    spec.update({
        "errors": [[eighth, 64 << 10]],                        # reads and writes fail
        "write_errors": [[3 * eighth + (8 << 10), 8 << 10]],   # writes fail, reads return what was there
        "altered_writes": [[5 * eighth, 4 << 10]],             # stored with every bit flipped
        "corrupt": [[6 * eighth + 1536, 1024]],                # read back flipped; not 4 KiB-aligned
    })
    if slow > 0:
        spec["slow"] = [[7 * eighth, 4 << 10, slow]]
print(json.dumps(spec))
PY
    "$SHAPED" run "$work/spec.json" -- "$0" --inside "$work/spec.json" "${args[@]}" || exit $?
    exit 0
fi

loop=$SHAPED_DEVICE
[[ "$loop" =~ ^/dev/loop[0-9]+$ ]] || { echo "unexpected device $loop" >&2; exit 2; }
spec=$(cat -- "$spec_file")
work=$(mktemp -d /tmp/sektor-burnin-vs-badblocks-run.XXXXXX)
trap 'rm -rf -- "$work"' EXIT

now() { date +%s%N; } # ns
ours() {
    local start
    start=$(now)
    local rc=0
    "$cli" run --profile burn-in --patterns "$patterns" --allow-destroy-data="$loop" --no-save --quiet \
        --json "$work/ours-$1.json" "$loop" >/dev/null 2>"$work/ours-$1.err" || rc=$?
    # 27: it ran to its end and the faults made it FAIL (the findings, in the JSON, are checked below).
    [ "$rc" -eq 27 ] || { echo "sektor-cli exited with $rc" >&2; cat "$work/ours-$1.err" >&2; exit 1; }
    echo $(($(now) - start)) >"$work/ours-$1.time"
}
theirs() {
    local start
    start=$(now)
    # -o lists the bad blocks, one number a line; badblocks exits 0 whether it found any or not.
    badblocks -w "${bb_patterns[@]}" -b 4096 -c "$blocks_at_once" -o "$work/bb-$1.txt" "$loop" 2>"$work/bb-$1.err" \
        || { cat "$work/bb-$1.err" >&2; exit 1; }
    echo $(($(now) - start)) >"$work/bb-$1.time"
}
for i in $(seq "$rounds"); do
    if [ $((i % 2)) -eq 1 ]; then ours "$i"; theirs "$i"; else theirs "$i"; ours "$i"; fi
    echo "burnin-vs-badblocks: round $i/$rounds done" >&2
done

logical_block=$(cat "/sys/block/${loop#/dev/}/queue/logical_block_size")
python3 - "$work" "$rounds" "$spec" "$patterns" "$blocks_at_once" "$logical_block" <<'PY'
import json, statistics, sys

work, rounds, spec, patterns, chunk = sys.argv[1], int(sys.argv[2]), json.loads(sys.argv[3]), sys.argv[4], \
    int(sys.argv[5])
LB, BB = int(sys.argv[6]), 4096  # the device's logical block (ours are exact to it), badblocks' -b
size, npat = spec["size"], len(patterns.split(","))
wceil, rceil = spec["write_slow_rate"], spec["read_zones"][0][1]
slow_s = sum(r[2] for r in spec.get("slow", []))
m = statistics.median


def union(ranges):
    """[(start, end)] merged into disjoint sorted stretches."""
    out = []
    for s, e in sorted(ranges):
        if out and s <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], e))
        else:
            out.append((s, e))
    return out


def rounded(ranges, unit):
    return union([(s // unit * unit, -(-e // unit) * unit) for s, e in ranges])


def covers(outer, inner):
    return all(any(o[0] <= s and e <= o[1] for o in outer) for s, e in inner)


def span(s, e):
    return f"{s}–{e - 1}"


def blocks(a, b):
    return f"blocks {a}–{b} (bytes {span(a * BB, (b + 1) * BB)})"


# The ground truth: each fault, what our burn-in must report there, and what it may report too.
faults = []  # (name, [(start, end)], required kinds, allowed kinds)
for key, name, required, allowed in (
        ("errors", "unreadable and unwritable", {"write-error", "error"}, set()),
        ("write_errors", "writes fail", {"write-error"}, {"corrupt"}),  # its reads return what was there before
        ("altered_writes", "writes stored altered", {"corrupt"}, set()),
        ("corrupt", "reads flipped", {"corrupt"}, set()),
        ("slow", f"slow (+{slow_s:g} s an I/O)", {"slow"}, set())):
    for r in spec.get(key, []):
        faults.append((key, name, [(r[0], r[0] + r[1])], required, required | allowed))
# badblocks' blocks that touch a failing fault, and the chunks (-c) in which its writes fail
bb_truth = {b for key, _, rs, _, _ in faults if key != "slow" for s, e in rs for b in range(s // BB, -(-e // BB))}
write_fail_chunks = {b // chunk for key, _, rs, _, _ in faults if key in ("errors", "write_errors")
                     for s, e in rs for b in range(s // BB, -(-e // BB))}


def ours_verdict(key, truth, required, allowed, here, block):
    """What is wrong with our ranges @here for one fault: [] when they are it exactly."""
    unit = block if key == "slow" else LB  # a slow range is the whole block that took too long
    wrong = []
    for kind in sorted(allowed):
        got = union([(r["offset"], r["offset"] + r["length"]) for r in here if r["kind"] == kind])
        if kind in required and not covers(got, rounded(truth, unit)):
            wrong.append(f"{kind} MISSED")
        elif got and not covers(rounded(truth, unit), got):
            wrong.append(f"{kind} TOO WIDE")
        n = sum(r["kind"] == kind for r in here)
        if n > len(got):
            wrong.append(f"{kind} SPLIT: one stretch reported as {n} ranges")
    return wrong


def why_extra(a, b):
    """Why badblocks listed blocks a–b where no fault is."""
    for k in (chunk, 1):
        if all(x - k in bb_truth for x in range(a, b + 1)):
            return (f"a real finding numbered {k} block(s) too far: in its read-back badblocks -w adds the blocks it "
                    f"read to its position before comparing them")
    if all((x - chunk) // chunk in write_fail_chunks for x in range(a, b + 1)):
        return (f"blocks {a - chunk}–{b - chunk} (numbered {chunk} too far, as above) were written one by "
                "one after a write error, each from the start of badblocks' buffer, and with -t random that is "
                "not the data its read-back expects there")
    return "no fault here"


def report_round(ranges, bb_ranges, block):
    """Prints the findings of round beside the faults; returns whether ours are exactly the faults."""
    ok, used, bb_used = True, set(), set()
    for key, name, truth, required, allowed in faults:
        here = [r for r in ranges if any(r["offset"] < e and s < r["offset"] + r["length"] for s, e in truth)]
        used.update(id(r) for r in here)
        wrong = ours_verdict(key, truth, required, allowed, here, block)
        ok = ok and not wrong
        print(f"  {name}: bytes {', '.join(span(s, e) for s, e in truth)}")
        mine = "; ".join(f"{r['kind']} {span(r['offset'], r['offset'] + r['length'])}" for r in here) or "none"
        print(f"    ours:      {mine}" + ("  " + "; ".join(wrong) if wrong else "  exact"))
        theirs = [r for r in bb_ranges if any(r[0] * BB < e and s < (r[1] + 1) * BB for s, e in truth)]
        bb_used.update(theirs)
        listed = "; ".join(blocks(a, b) for a, b in theirs)
        if key == "slow":
            listed = "-  (badblocks does not time its blocks)"
        elif not theirs:
            listed = "MISSED"
        elif union([(a * BB, (b + 1) * BB) for a, b in theirs]) != rounded(truth, BB):
            listed += "  NOT the fault's blocks"
        elif any(s % BB or e % BB for s, e in truth):
            listed += "  coarser: whole 4 KiB blocks"
        print(f"    badblocks: {listed}")
    for r in ranges:
        if id(r) not in used:
            ok = False
            print(f"  no fault: ours INVENTED {r['kind']} {span(r['offset'], r['offset'] + r['length'])}")
    for a, b in bb_ranges:
        if (a, b) not in bb_used:
            print(f"  no fault: badblocks {blocks(a, b)}: {why_extra(a, b)}")
    return ok


ok = True
ours_t, ours_io, bb_t, wrate, rrate, first = [], [], [], [], [], None
for i in range(1, rounds + 1):
    o = json.load(open(f"{work}/ours-{i}.json"))
    test = o["tests"][0]
    burn, summary, ranges = test["burnIn"], o["burnIn"], test["surface"]["ranges"]
    assert burn["writtenBytes"] == burn["readBytes"] == npat * size, "every block written and read back"
    ours_t.append(int(open(f"{work}/ours-{i}.time").read()) / 1e9)
    ours_io.append((burn["writeNs"] + burn["readNs"]) / 1e9)
    bb_t.append(int(open(f"{work}/bb-{i}.time").read()) / 1e9)
    # The rates without the slow block's waits (one write and one read of it per pattern), for the ceilings.
    wrate.append(burn["writtenBytes"] / (burn["writeNs"] / 1e9 - npat * slow_s) / 1e6)
    rrate.append(burn["readBytes"] / (burn["readNs"] / 1e9 - npat * slow_s) / 1e6)
    bad = sorted({int(x) for x in open(f"{work}/bb-{i}.txt").read().split()})
    bb_ranges = []  # consecutive bad blocks as (first, last)
    for b in bad:
        if bb_ranges and b == bb_ranges[-1][1] + 1:
            bb_ranges[-1] = (bb_ranges[-1][0], b)
        else:
            bb_ranges.append((b, b))
    times = f"ours {ours_t[-1]:.2f} s, badblocks {bb_t[-1]:.2f} s, ours/badblocks {ours_t[-1] / bb_t[-1]:.3f}"
    findings = (sorted((r["kind"], r["offset"], r["length"]) for r in ranges), bad)
    if findings == first:
        print(f"round {i}: {times}; the same findings as round 1")
        continue
    first = first or findings
    print(f"round {i} ({'ours' if i % 2 else 'badblocks'} first): {times}; our verdict {summary['verdict']}, "
          f"badblocks {len(bad)} bad blocks")
    ok = report_round(ranges, bb_ranges, burn["blockBytes"]) and ok

t_shaped = npat * (size / wceil + size / rceil + 2 * slow_s)
print()
print(f"Burn-in against badblocks -w on a shaped device of {size >> 20} MiB (write {wceil / 1e6:g} MB/s, read "
      f"{rceil / 1e6:g} MB/s), pattern(s) {patterns}, {rounds} rounds taking turns at going first")
print(f"{'':36}{'seconds':>8}   rounds (s)")
print(f"{'Sektor burn-in':36}{m(ours_t):8.2f}   " + " ".join(f"{x:.2f}" for x in ours_t))
print(f"{'  its write and read steps':36}{m(ours_io):8.2f}   " + " ".join(f"{x:.2f}" for x in ours_io)
      + "   (the rest: starting, looking at the device, the result)")
print(f"{f'badblocks -w -b 4096 -c {chunk}':36}{m(bb_t):8.2f}   " + " ".join(f"{x:.2f}" for x in bb_t))
print(f"{'the shaped rates and waits alone':36}{t_shaped:8.2f}")
# badblocks against itself, its rounds as second against those as first: the noise floor, order included.
aa = f"{m(bb_t[0::2]) / m(bb_t[1::2]):.3f}" if rounds > 1 else "-"
print(f"ours/badblocks {m(ours_t) / m(bb_t):.3f}   ours/shaped {m(ours_t) / t_shaped:.3f}   "
      f"badblocks/shaped {m(bb_t) / t_shaped:.3f}   badblocks A/A {aa}")
print(f"Our rates{' without the slow block’s waits' if slow_s else ''}: write {m(wrate):.1f} MB/s "
      f"({m(wrate) * 1e6 / wceil:.2f} of the shaped {wceil / 1e6:g}), read {m(rrate):.1f} MB/s "
      f"({m(rrate) * 1e6 / rceil:.2f} of {rceil / 1e6:g})")
print(f"Ours are exact to the {LB}-byte logical block; badblocks' to its -b of {BB} bytes, numbered in 32 bits "
      f"(at most {BB * 2**32 >> 40} TiB at this -b).")
print("Our findings are exactly the faults." if ok else "OUR FINDINGS ARE NOT EXACTLY THE FAULTS (above).")
sys.exit(0 if ok else 1)
PY
