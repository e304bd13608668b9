#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# rewrite-vs-fio.sh: holds the rewrite mode (read a block, change it, write it back where it was) to fio's numbers.
# On a loop device over a file in /dev/shm (--backing DIR), filled once with fio, alternately (ours, fio, …):
#   ours: sektor-cli run --profile Default --tests T --modes rewrite --runs 1 --time t --warmup 0ms --interval 0
#         --size SPAN --seed i --no-save --quiet --allow-destroy-data=LOOP --json …     (tests[0].median.bytesPerSecond)
#   fio:  an iolog v2 replay of the same blocks: "read o bs", "write o bs" for every block o, in order, wrapping
#         around the span; ioengine=io_uring direct=1 thread fixedbufs=1 replay_no_stall=1 end_fsync=1 runtime=t.
#
# What each counts
#   ours: MB/s = bytes written back / window (MB = 10^6 B); the reads are inside the window, not in the figure; the
#         window closes after an fdatasync. At QD Q one thread keeps Q blocks in flight, each its read then its write;
#         a block read when time is up is still written back (read bytes = write bytes, within Q blocks).
#   fio:  Σ jobs' write.io_bytes / the longest job's write.runtime (ms, ends after the end_fsync, which fio issues
#         through io_uring: strace sees no fsync, the loop device's flush counter does) = fio's group_reporting
#         bw_bytes. Reads in flight at the runtime cap are not written back: read bytes exceed write bytes by at most
#         one block per slot.
#
# Why an iolog replay: rw=rw keeps one sequential position per direction and picks each I/O's direction at random
# (rwmixread): reads and writes walk the span on their own, no write waits for the read of its block, and the split
# is 50/50 only on average. That is a mix, not a rewrite; a replay issues exactly our sequence. fio 3.33, as measured:
#   - loops= and time_based=1 are ignored for replays: the job ends when its log does. So the log holds as many
#     blocks as the fastest plausible rate needs (20 GB/s, at most 500 k blocks/s; each log twice its share) and
#     runtime=t caps it; every job's runtime is checked against t (a log run out is an error, not a number).
#   - registerfiles=1 fails ("registered files require nr_files to be identical to open_files"), fixedbufs=1 works
#     (it is worth +30-50 % at 1 MiB QD1 on a memory-backed loop device, so the plain references use it too; ours
#     uses fixed buffers and files). write_iolog= cannot be combined with read_iolog (fio refuses the job).
#   - The log is read whole before the job's clock starts (about 0.3 s for 650 k entries, outside the runtime).
#   - Order checked with write_lat_log + log_offset=1 (per-I/O direction and offset): every job alternates read o,
#     write o, then the next block of its stride.
# Layouts for QD Q (--fio-layout):
#   jobs   (default) Q jobs, iodepth=1, job j replaying blocks j, j+Q, j+2Q, … of its thread's range: Q blocks in
#          flight, each pair ordered by the job itself. Q fio threads against our one (matters on few CPUs).
#   queue  one job per thread, iodepth=Q, serialize_overlap=1, log "read b0 … read bQ-1, write b0, read bQ, write
#          b1, …": a block's write waits for its read (serialize_overlap holds an I/O that overlaps one in flight),
#          Q in flight, one thread as ours; a slow read holds back the writes behind it (ours does not wait).
# With T threads (…T2) each thread takes a disjoint range span/T, as our sequential tests do.
#
# Verdict: ok when |ours/fio − 1| ≤ max(3 %, fio A/A noise), the A/A noise being fio's runs 1,3,5,… against 2,4,…
# (ratio of medians). --fio-only runs just fio: the rewrite and, for reference, plain rw=read and rw=write at the same
# bs/QD/threads, and 1/(1/R + 1/W). On a memory-backed device the rewrite beats that (1.4x at 1 MiB QD1 here): its
# write copies a block just read, still in the CPU's cache; a replay writing a block 256 MiB away came out at it.
#
# Safety: writes go only to the loop device created here; its backing file is checked (losetup BACK-FILE) before
# every run. Everything created is removed on exit, failure, Ctrl-C or TERM. Needs root (exit 77 otherwise, 1 in
# CI).
set -euo pipefail
readonly HERE=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
. "$HERE/../support/skip-or-fail.sh"
. "$HERE/runchild.sh"
readonly DEFAULT_TESTS="SEQ1M-Q1T1,SEQ1M-Q8T1"
readonly MIN_PAIRS=5

usage() {
    cat <<EOF
Usage: $(basename "$0") [options]

Runs sektor-cli's rewrite and fio's iolog replay of the same rewrite alternately (ABAB) on a loop device it creates,
and prints per test the median MB/s of each, ours/fio, fio's A/A noise and a verdict. Needs root. Builds nothing.

Options:
  --cli PATH        sektor-cli (default: \$SEKTOR_CLI, else ../../build/bin/sektor-cli relative to this script).
  --tests LIST      comma-separated sequential tests (default $DEFAULT_TESTS).
  --pairs N         ours/fio pairs per test (default 5, at least $MIN_PAIRS).
  --time SECONDS    measured time of each run (default 2; decimals allowed).
  --size SIZE       the loop device and test span, whole MiB (default 512MiB).
  --backing DIR     where the loop device's backing file goes (default /dev/shm).
  --fio-layout L    jobs (Q jobs at iodepth 1, default) or queue (one job at iodepth Q, serialize_overlap=1).
  --fio-only        run only fio: the rewrite and plain read and write references; no sektor-cli needed.
  --results DIR     keep every run's JSON in DIR (default: a temp dir, removed).
  --allow-short     permit fewer than $MIN_PAIRS pairs (smoke tests; the output says so).
  -h, --help        this text.
Exit status: 0 done (verdicts in the output), 2 usage or setup error, 77 not root (1 in CI), else a failing run's
status.
EOF
}
die() { echo "rewrite-vs-fio: $*" >&2; exit 2; }

cli=${SEKTOR_CLI:-$HERE/../../build/bin/sektor-cli}
tests=$DEFAULT_TESTS pairs=5 run_time=2 size_text=512MiB backing_dir=/dev/shm layout=jobs fio_only=0 allow_short=0
results=""
while [ $# -gt 0 ]; do
    case "$1" in
    -h | --help) usage; exit 0 ;;
    --cli) cli=${2:?}; shift 2 ;;
    --tests) tests=${2:?}; shift 2 ;;
    --pairs) pairs=${2:?}; shift 2 ;;
    --time) run_time=${2:?}; shift 2 ;;
    --size) size_text=${2:?}; shift 2 ;;
    --backing) backing_dir=${2:?}; shift 2 ;;
    --fio-layout) layout=${2:?}; shift 2 ;;
    --fio-only) fio_only=1; shift ;;
    --results) results=${2:?}; shift 2 ;;
    --allow-short) allow_short=1; shift ;;
    *) usage >&2; die "unknown argument: $1" ;;
    esac
done
[[ "$pairs" =~ ^[1-9][0-9]*$ ]] || die "--pairs must be a positive integer"
[ "$pairs" -ge "$MIN_PAIRS" ] || [ "$allow_short" -eq 1 ] || die "--pairs $pairs is below $MIN_PAIRS (--allow-short for smoke runs)"
[[ "$run_time" =~ ^([0-9]+)(\.([0-9]{1,3}))?$ ]] || die "invalid --time: $run_time (seconds)"
frac=${BASH_REMATCH[3]:-0}
while [ ${#frac} -lt 3 ]; do frac="${frac}0"; done
time_ms=$((10#${BASH_REMATCH[1]} * 1000 + 10#$frac))
[ "$time_ms" -ge 100 ] || die "--time must be at least 0.1 s"
[[ "$size_text" =~ ^([0-9]+)([MGmg])(i?B)?$ ]] || die "invalid --size: $size_text (whole MiB, e.g. 512MiB, 1GiB)"
size=$((10#${BASH_REMATCH[1]} << $([ "${BASH_REMATCH[2]^^}" = G ] && echo 30 || echo 20)))
[ "$size" -ge 16777216 ] || die "--size must be at least 16MiB"
[[ "$layout" =~ ^(jobs|queue)$ ]] || die "--fio-layout is jobs or queue"
[ -d "$backing_dir" ] || die "--backing $backing_dir is not a directory"
backing_dir=$(realpath -e -- "$backing_dir")
[ "$fio_only" -eq 1 ] || [ -x "$cli" ] || die "sektor-cli not found or not executable: $cli (use --cli, or --fio-only)"
command -v fio >/dev/null || die "fio is not installed"
command -v python3 >/dev/null || die "python3 is not installed"
IFS=, read -r -a test_list <<<"$tests"
job_of() { # SEQ1M-Q8T1 → job_bs job_qd job_threads
    local name=${1^^}
    name=${name//[-_ ]/}
    [[ "$name" =~ ^SEQ([0-9]+)([KM])Q([0-9]+)T([0-9]+)$ ]] || die "cannot read test $1 (a sequential test, like SEQ1M-Q8T1)"
    job_bs=$((10#${BASH_REMATCH[1]} * $([ "${BASH_REMATCH[2]}" = M ] && echo 1048576 || echo 1024)))
    job_qd=$((10#${BASH_REMATCH[3]})) job_threads=$((10#${BASH_REMATCH[4]}))
    [ "$job_qd" -ge 1 ] && [ "$job_threads" -ge 1 ] || die "$1: QD and threads must be at least 1"
    [ $((size / job_threads / job_bs)) -ge "$job_qd" ] || die "$1: --size too small for QD $job_qd"
}
for t in "${test_list[@]}"; do job_of "$t"; done
[ "$(id -u)" -eq 0 ] || skip_or_fail_in_ci "rewrite-vs-fio: needs root (loop devices)"

work="" loop="" backing="" child_pid=""
cleanup() {
    local status=$?
    trap - EXIT INT TERM
    if [ -n "$child_pid" ]; then kill "$child_pid" 2>/dev/null || true; wait "$child_pid" 2>/dev/null || true; fi
    [ -z "$loop" ] || losetup -d "$loop" 2>/dev/null || echo "rewrite-vs-fio: could not detach $loop" >&2
    [ -z "$backing" ] || rm -f -- "$backing"
    [ -z "$work" ] || rm -rf -- "$work"
    exit "$status"
}
trap cleanup EXIT
trap 'echo "rewrite-vs-fio: interrupted" >&2; exit 130' INT
trap 'exit 143' TERM

work=$(mktemp -d /tmp/sektor-rewrite-vs-fio.XXXXXX)
raw=${results:-$work/raw}
mkdir -p -- "$raw"
backing=$(mktemp "$backing_dir/sektor-rewrite-vs-fio.XXXXXX")
truncate -s "$size" -- "$backing"
loop=$(losetup --find --show --direct-io=on -- "$backing" 2>/dev/null || losetup --find --show -- "$backing") ||
    die "losetup failed"
check_loop() { # before every write: our loop device, still over our file
    [[ "$loop" =~ ^/dev/loop[0-9]+$ ]] || die "unexpected loop device name: $loop"
    [ "$(losetup -n -O BACK-FILE -- "$loop" | sed 's/[[:space:]]*$//')" = "$backing" ] || die "$loop is not backed by $backing"
}
check_loop
dev_rw() { awk '{printf "%.0f %.0f\n", $3 * 512, $7 * 512}' "/sys/block/${loop#/dev/}/stat"; } # bytes read, written so far
fio_common=(--output-format=json --eta=never --ioengine=io_uring --direct=1 --thread --fixedbufs=1 --sqthread_poll=0)
echo "rewrite-vs-fio: filling $loop ($size_text over $backing)" >&2
run_child fio "${fio_common[@]}" --name=fill --filename="$loop" --rw=write --bs=1M --iodepth=8 --size="$size" \
    --end_fsync=1 --output="$work/fill.json" >/dev/null

# The iologs of one test, made once: how many logs, each one job's replay (see the header for the two layouts).
make_logs() { # test
    job_of "$1"
    python3 - "$loop" "$size" "$job_bs" "$job_threads" "$job_qd" "$time_ms" "$layout" "$work/$1.log" <<'PY'
import itertools, math, sys
dev, layout, prefix = sys.argv[1], sys.argv[7], sys.argv[8]
span, bs, threads, q, time_ms = map(int, sys.argv[2:7])
need = math.ceil(time_ms / 1e3 * min(20e9 / bs, 5e5)) + threads * q  # blocks: more than any run can do in time
share = 2 * need // (threads * (q if layout == "jobs" else 1)) + 1  # blocks per log: twice its fair share
per = span // threads // bs  # blocks in each thread's range
logs = 0
def put(lines):
    global logs
    open(f"{prefix}{logs}", "w").write(f"fio version 2 iolog\n{dev} add\n{dev} open\n{''.join(lines)}{dev} close\n")
    logs += 1
for t in range(threads):
    base = t * per * bs
    if layout == "jobs":
        for j in range(q):  # blocks j, j+q, … of the range, wrapping
            offsets = itertools.islice(itertools.cycle(range(base + j * bs, base + per * bs, q * bs)), share)
            put([f"{dev} read {o} {bs}\n{dev} write {o} {bs}\n" for o in offsets])
    else:  # q reads ahead, then each write followed by the next read
        offsets = list(itertools.islice(itertools.cycle(range(base, base + per * bs, bs)), share))
        lines = [f"{dev} read {o} {bs}\n" for o in offsets[:q]]
        for i, o in enumerate(offsets):
            lines.append(f"{dev} write {o} {bs}\n")
            if i + q < len(offsets):
                lines.append(f"{dev} read {offsets[i + q]} {bs}\n")
        put(lines)
print(logs)
PY
}

run_fio_rewrite() { # test logs out
    local args=() k depth=1 before
    [ "$layout" = queue ] && depth=$job_qd args=(--serialize_overlap=1)
    for ((k = 0; k < $2; k++)); do args+=(--name="rewrite$k" --read_iolog="$work/$1.log$k"); done
    check_loop
    before=$(dev_rw)
    run_child fio "${fio_common[@]}" --filename="$loop" --iodepth="$depth" --replay_no_stall=1 --end_fsync=1 \
        --runtime="${time_ms}ms" "${args[@]}" --output="$3" >/dev/null
    echo "$before $(dev_rw)" >"$3.dev"
}
run_fio_plain() { # test rw out
    job_of "$1"
    local range=$((size / job_threads / job_bs * job_bs))
    check_loop
    run_child fio "${fio_common[@]}" --name="$2" --filename="$loop" --rw="$2" --bs="$job_bs" --iodepth="$job_qd" \
        --numjobs="$job_threads" --size="$range" --offset_increment="$range" --time_based=1 \
        --runtime="${time_ms}ms" --end_fsync=1 --group_reporting=1 --output="$3" >/dev/null
}
run_ours() { # test seed out
    check_loop
    run_child "$cli" run --profile Default --tests "$1" --modes rewrite --runs 1 --time "${time_ms}ms" --warmup 0ms \
        --interval 0 --size "$size" --seed "$2" --no-save --quiet "--allow-destroy-data=$loop" --json "$3" "$loop" \
        >/dev/null 2>"$3.err" || { cat "$3.err" >&2; exit 1; }
}

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
manifest=$work/manifest.tsv
: >"$manifest"
for t in "${test_list[@]}"; do
    logs=$(make_logs "$t")
    job_of "$t"
    for ((p = 1; p <= pairs; p++)); do
        kinds="ours fio"
        [ "$fio_only" -eq 1 ] && kinds="fio read write"
        for kind in $kinds; do
            out="$raw/${t}_${p}_$kind.json"
            echo "rewrite-vs-fio: $t pair $p/$pairs $kind" >&2
            case $kind in
            ours) run_ours "$t" "$p" "$out" ;;
            fio) run_fio_rewrite "$t" "$logs" "$out" ;;
            *) run_fio_plain "$t" "$kind" "$out" ;;
            esac
            printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$t" "$p" "$kind" "$out" "$job_bs" "$job_qd" "$job_threads" >>"$manifest"
        done
    done
done

echo "machine:  $(nproc) CPUs, kernel $(uname -r), cpuidle $(cat /sys/devices/system/cpu/cpuidle/current_driver 2>/dev/null ||
    echo none), loadavg $load_before before, $(cut -d' ' -f1-3 /proc/loadavg) after"
echo "target:   $loop over $backing ($(df --output=fstype -- "$backing_dir" | tail -n 1)), $size_text," \
    "direct-io $(cat "/sys/block/${loop#/dev/}/loop/dio" 2>/dev/null || echo ?)"
echo "tools:    $(fio --version), fio layout $layout$([ "$fio_only" -eq 1 ] || echo ", $("$cli" --version 2>/dev/null | head -n 1)")"
echo "runs:     ABAB, $pairs pair(s) per test, ${time_ms} ms each$([ "$pairs" -ge "$MIN_PAIRS" ] || echo \
    ", SHORT RUN (--allow-short): smoke test only, not a result")"
python3 - "$manifest" "$time_ms" "$layout" <<'PY'
import json, math, statistics, sys
from collections import defaultdict
manifest, time_ms, layout = sys.argv[1], int(sys.argv[2]), sys.argv[3]
rows = defaultdict(lambda: defaultdict(list))
med = statistics.median
for line in open(manifest):
    test, pair, kind, path, bs, qd, threads = line.rstrip("\n").split("\t")
    rows[(test, int(bs), int(qd), int(threads))][kind].append(path)
def fio_rewrite(path, bs, qd):
    jobs = json.load(open(path))["jobs"]
    slack = bs * (1 if layout == "jobs" else qd)
    for j in jobs:
        r, w = j["read"]["io_bytes"], j["write"]["io_bytes"]
        if j["error"]:
            sys.exit(f"{path}: fio job {j['jobname']} failed (error {j['error']})")
        if j["write"]["runtime"] < time_ms * 0.99:
            sys.exit(f"{path}: job {j['jobname']} ran out of its iolog after {j['write']['runtime']} ms of {time_ms}")
        if not 0 <= r - w <= slack:
            sys.exit(f"{path}: job {j['jobname']} read {r} B but wrote {w} B back")
    r0, w0, r1, w1 = map(int, open(path + ".dev").read().split())
    return (sum(j["write"]["io_bytes"] for j in jobs) * 1e3 / max(j["write"]["runtime"] for j in jobs) / 1e6,
            sum(j["read"]["io_bytes"] for j in jobs), sum(j["write"]["io_bytes"] for j in jobs), r1 - r0, w1 - w0)
def plain(path, rw):
    j = json.load(open(path))["jobs"][0][rw]
    return j["io_bytes"] * 1e3 / j["runtime"] / 1e6
def fmt(xs): return " ".join(f"{x:.0f}" for x in xs)
for (test, bs, qd, threads), kinds in rows.items():
    fio = [fio_rewrite(p, bs, qd) for p in kinds["fio"]]
    m = med(rates := [f[0] for f in fio])
    aa = med(rates[0::2]) / med(rates[1::2]) if len(rates) > 1 else float("nan")
    i = min(range(len(rates)), key=lambda k: abs(rates[k] - m))
    print(f"\n{test} rewrite ({bs} B blocks, QD{qd}, {threads} thread(s))")
    print(f"  fio     {m:9.1f} MB/s   runs {fmt(rates)}   A/A {aa:.3f}")
    print(f"          run {i + 1}: fio read {fio[i][1]} B, wrote {fio[i][2]} B; the device saw {fio[i][3]} B read, "
          f"{fio[i][4]} B written")
    if "read" in kinds:
        R, W = med([plain(p, "read") for p in kinds["read"]]), med([plain(p, "write") for p in kinds["write"]])
        h = 1 / (1 / R + 1 / W)
        print(f"  plain   read {R:.1f} MB/s, write {W:.1f} MB/s; 1/(1/R+1/W) = {h:.1f} MB/s; rewrite/that {m / h:.3f}")
    if "ours" not in kinds: continue
    ours = []
    for p in kinds["ours"]:
        t = json.load(open(p))["tests"][0]
        if (t["mode"], t["blockSize"], t["queueDepth"], t["threads"]) != ("rewrite", bs, qd, threads):
            sys.exit(f"{p}: not a {bs} B QD{qd} T{threads} rewrite: {t['mode']} {t['name']}")
        ours.append((t["median"]["bytesPerSecond"] / 1e6, t["runs"][0]["read"]["bytes"], t["runs"][0]["write"]["bytes"]))
    o = med([x[0] for x in ours])
    k = min(range(len(ours)), key=lambda n: abs(ours[n][0] - o))
    ratio, tol = o / m, max(0.03, abs(aa - 1) if not math.isnan(aa) else 0)
    balanced = abs(ours[k][1] - ours[k][2]) <= bs * qd * threads
    print(f"  Sektor  {o:9.1f} MB/s   runs {fmt(x[0] for x in ours)}")
    print(f"          run {k + 1}: read {ours[k][1]} B, wrote back {ours[k][2]} B"
          f"{'' if balanced else '   MISMATCH: more than one block per slot apart'}")
    verdict = "ok" if abs(ratio - 1) <= tol else f"{'FASTER' if ratio > 1 else 'SLOWER'} {abs(ratio - 1) * 100:.1f}%"
    print(f"  ours/fio {ratio:.3f}   tolerance ±{tol * 100:.1f}%   {verdict}")
PY
