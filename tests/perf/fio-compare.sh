#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# fio-compare.sh: holds Sektor's engine to fio's numbers (design.md §3, "Reference").
#
# For each test and direction it runs sektor-cli and fio alternately (ours, fio, ours, fio, …;
# ABAB, at least 5 pairs) with equivalent jobs on the same target, and prints medians: our
# MB/s and IOPS against fio's, the fio-against-fio noise floor, QD1 mean latency and CPU time
# per I/O. It builds nothing; point it at a built sektor-cli.
#
# How the two jobs correspond
#   ours: sektor-cli run --profile Default --tests T --modes M --runs 1 --time t --warmup w
#         --interval 0 --seed S --quiet --json FILE TARGET          (tests[0].runs[0] is read)
#   fio:  ioengine=io_uring direct=1 thread bs iodepth numjobs(=threads) rw=read|write|
#         randread|randwrite, time_based, norandommap=0 randrepeat=1, registerfiles=1 hipri=0
#         sqthread_poll=0, end_fsync=1 for writes; a job "warmup" (runtime=w, its own seed,
#         fixedbufs=0) and then, stonewalled, the measured job (runtime=t, randseed=S,
#         fixedbufs=1; its skipped flush timed after it, see Runtime); sequential jobs with
#         T threads get size=span/T and offset_increment=span/T (disjoint ranges, as ours);
#         random jobs with T threads each cover the whole span.
#   Both rings use SINGLE_ISSUER|DEFER_TASKRUN (falling back to COOP_TASKRUN), as fio 3.33 does.
#
# What fio counts (read in fio 3.33's backend.c, time.c, stat.c, engines/io_uring.c)
#   - Runtime: td->start is taken before do_io(); do_io() ends by reaping the I/Os still in
#     flight and, with end_fsync=1, fsync()ing the file; only then is the runtime updated. So
#     fio's write bandwidth includes the drain and the final fsync, like our window, which
#     closes after the final fdatasync. But not with fixedbufs=1: fio 3.33's io_uring engine
#     then skips the end_fsync without an error (its runtime is exactly t, and an fdatasync
#     right after fio still has the whole flush to do: 55-570 ms on ext4 over a virtio disk).
#     Without registered buffers fio's writes cost more CPU, so the measured job keeps them and
#     the script times one fdatasync of fio's target as soon as fio has exited (FILE.flush_ns);
#     the report adds it to fio's write runtime. fio keeps runtime in whole ms, rounded up
#     (< 0.05 % on a 2 s run); bw is computed here as io_bytes * 1000 / runtime_ms (+ flush).
#   - Warm-up: a separate fio job, as ours (own seed, queue drained, writes flushed), not
#     ramp_time: at the end of a ramp fio resets its counters but neither drains the queue nor
#     flushes, so the measured window's end_fsync would also flush the ramp's writes.
#   - Latency: fio's clat runs from issue_time, taken AFTER io_uring_enter() has returned from
#     the submit, to the reap; fio's lat runs from before the submit. Our latency starts
#     before io_uring_submit(), so it is fio's lat in scope, not its clat: the QD1
#     latency verdict compares with fio lat; fio clat is shown for reference.
#     Both submit and wait in separate io_uring_enter() calls (fio: commit, then getevents).
#   - CPU: fio's usr_cpu/sys_cpu are percent of job_runtime (ms, from the start of the
#     measured job to the end of its thread, including end_fsync); CPU time per I/O for fio is
#     (usr_cpu + sys_cpu) / 100 × job_runtime / total_ios. Ours is the lanes' own getrusage
#     (RUSAGE_THREAD) over the window plus the closing fdatasync (on the coordinator thread);
#     the 100 ms sampler is not in it, as fio's status/helper threads are not in fio's.
#   - Data: fio fills its buffers once with random data and scrambles them per I/O (default
#     scramble_buffers=1); ours stamps every 4 KiB sector. Neither is compressible or dedupable.
#   - Random offsets: fio's random map (norandommap=0) and our permutation both visit each
#     block once per pass over the span, in a seeded order; the orders differ.
#   - Preparation: each of our invocations first writes the whole span (a fresh test file on
#     dir: targets; the whole device span before write tests on a device). That happens before
#     our warm-up and is outside our window, but it is I/O the device has just absorbed when our
#     window starts. By default (--fio-prepare each) fio's target is prepared the same way just
#     before each fio run: on dir: a new file, preallocated and filled (the previous one
#     removed); on a device the whole span written before a write run. On a device with a write
#     cache in front (a VM disk, whose host caches a file written moments ago differently from
#     one written minutes ago) this decided write rows: SEQ1M-Q1T1 write on ext4 over the virtio
#     disk measured fio 2.2 GB/s on a file filled once and 2.9 GB/s on one filled just before.
#     The preparation is outside fio's runtime, as ours is outside our window.
#
# Targets
#   loop-shm   a loop device over a sparse file in /dev/shm (--size), filled once with fio
#              before any test; both tools test the raw device /dev/loopN (ours with
#              --allow-destroy-data=/dev/loopN). Memory-backed: measures CPU and block-layer
#              overhead, which is exactly what the engine adds.
#   dir:PATH   ours uses its own unnamed test file in PATH (preallocated and filled by every
#              invocation); fio uses PATH/.sektor-fio-compare.<pid>, preallocated and written in
#              full before each fio run (--fio-prepare each) or once before the first test
#              (once), and deleted at the end. PATH is created if missing and removed again if
#              the script created it.
#
# Noise floor (A/A): fio's own runs split into two interleaved halves (runs 1,3,5,… against
# 2,4,…), ratio of their medians. No extra runs; with 5 pairs that is 3 against 2 runs, so the
# floor is a little wider than the 5-against-5 comparison it qualifies (conservative).
#
# Safety: writes go only to a loop device this script created itself (its backing file checked
# again before use) or to files in the dir: target. Everything created is removed on exit,
# failure, Ctrl-C or TERM.
set -euo pipefail

readonly SCRIPT_DIR=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
. "$SCRIPT_DIR/../support/skip-or-fail.sh"
. "$SCRIPT_DIR/runchild.sh"
readonly REPORT_PY="$SCRIPT_DIR/fio_compare_report.py"
readonly DEFAULT_TESTS="SEQ1M-Q8T1,SEQ1M-Q1T1,RND4K-Q32T1,RND4K-Q1T1"
readonly MIN_PAIRS=5
# fio's warm-up job: its name (the report leaves it out) and how far its seed is from the measured job's.
readonly WARMUP_JOB=warmup
readonly WARMUP_SEED_OFFSET=1000003
# The shape of the fill that prepares fio's target: sektor-cli's preparation (1 MiB blocks, QD 8).
readonly FILL_SHAPE=SEQ1M-Q8T1

usage() {
    cat <<EOF
Usage: $(basename "$0") --target loop-shm|dir:PATH [options]

Runs sektor-cli and fio alternately (ABAB) on the same target with equivalent jobs and prints
a table of medians: MB/s, IOPS, ours/fio, the fio A/A noise floor, QD1 mean latency and CPU
time per I/O. Needs root for loop-shm. Builds nothing.

Options:
  --target T      loop-shm: a loop device over a file in /dev/shm (created and removed here);
                  dir:PATH: a test file in directory PATH (created if missing).
  --cli PATH      sektor-cli to test (default: \$SEKTOR_CLI, else ../../build/bin/sektor-cli
                  relative to this script).
  --pairs N       ours/fio pairs per test and direction (default 5; at least $MIN_PAIRS).
  --time SECONDS  measured time of each run (default 2; decimals allowed).
  --warmup SEC    discarded warm-up of each run: ours --warmup, fio a warm-up job (default 1).
  --size SIZE     test span: device size for loop-shm, file size for dir: (default 512MiB;
                  a whole number of MiB, e.g. 256MiB, 1GiB).
  --tests LIST    comma-separated (default $DEFAULT_TESTS).
  --modes LIST    read,write (default both).
  --seed N        base seed; pair i uses N+i for both tools (default 1).
  --results DIR   keep the raw JSON of every run in DIR (default: a temp dir, removed).
  --keep-cpus-awake
                  run nice-19 busy loops (one fewer than CPUs, at least one) for the whole
                  comparison, so that CPUs do not sleep between I/Os. On a VM (cpuidle haltpoll) waking a sleeping vCPU costs
                  tens of microseconds, which at QD1 on a memory-backed device outweighs the
                  I/O path and depends on which CPU each tool's thread and the loop worker
                  happen to share; with every CPU awake the rows compare the engines' I/O
                  paths. The busy loops take CPU time from both tools alike.
  --halt-poll NS  on a VM whose cpuidle driver is haltpoll: let an idle vCPU poll up to NS
                  nanoseconds before it halts (guest_halt_poll_ns; the kernel's default is
                  200000) for the comparison, and put the machine's own value back on exit.
                  With 0 every idle vCPU halts at once and each QD1 I/O on a memory-backed
                  device pays for two vCPU wake-ups, which decide the figure more than the
                  I/O path does. The header always prints the value the runs had.
  --fio-mem M     fio's I/O buffers: shmhuge (default) puts them in huge pages, as Sektor's
                  are for blocks larger than a page, reserving the pages for the comparison
                  (vm.nr_hugepages, put back on exit); malloc is fio's default. The buffers'
                  pages decide how many DMA segments a large request takes: on a virtio disk
                  without indirect descriptors SEQ1M Q8T1 read measured 1.2-1.5 GB/s from
                  malloc'd buffers and 1.9-2.5 GB/s from huge pages, for fio and Sektor alike.
                  Without the pages (not root, no memory), malloc, and the header says so.
  --fio-prepare P each (default): before every fio run, prepare fio's target as sektor-cli
                  prepares its own before every run: on dir: a new file, preallocated and
                  filled; on loop-shm the whole span written before a write run. once: fill
                  fio's target once before the first test only (fio's own habit). The
                  preparation is outside both tools' measured time; on a disk whose cache
                  remembers recent writes (a VM's) it changes what the write rows measure.
  --allow-short   permit fewer than $MIN_PAIRS pairs: smoke tests only, the output says so.
  -h, --help      this text.

Exit status: 0 done (the verdicts are in the table), 2 usage or setup error, 77 skipped (not
root, for loop-shm; 1 in CI), else the status of the failing sektor-cli or fio run.
EOF
}

die() {
    echo "fio-compare: $*" >&2
    exit 2
}

# --- arguments ------------------------------------------------------------------------------
cli=${SEKTOR_CLI:-$SCRIPT_DIR/../../build/bin/sektor-cli}
target=""
pairs=5
run_time=2
warmup=1
size_text=512MiB
tests=$DEFAULT_TESTS
modes=read,write
seed=1
results=""
allow_short=0
keep_cpus_awake=0
halt_poll=""
fio_mem=shmhuge
fio_prepare=each
while [ $# -gt 0 ]; do
    case "$1" in
    -h | --help) usage; exit 0 ;;
    --target) target=${2:?}; shift 2 ;;
    --target=*) target=${1#*=}; shift ;;
    --cli) cli=${2:?}; shift 2 ;;
    --cli=*) cli=${1#*=}; shift ;;
    --pairs) pairs=${2:?}; shift 2 ;;
    --pairs=*) pairs=${1#*=}; shift ;;
    --time) run_time=${2:?}; shift 2 ;;
    --time=*) run_time=${1#*=}; shift ;;
    --warmup) warmup=${2:?}; shift 2 ;;
    --warmup=*) warmup=${1#*=}; shift ;;
    --size) size_text=${2:?}; shift 2 ;;
    --size=*) size_text=${1#*=}; shift ;;
    --tests) tests=${2:?}; shift 2 ;;
    --tests=*) tests=${1#*=}; shift ;;
    --modes) modes=${2:?}; shift 2 ;;
    --modes=*) modes=${1#*=}; shift ;;
    --seed) seed=${2:?}; shift 2 ;;
    --seed=*) seed=${1#*=}; shift ;;
    --results) results=${2:?}; shift 2 ;;
    --results=*) results=${1#*=}; shift ;;
    --allow-short) allow_short=1; shift ;;
    --keep-cpus-awake) keep_cpus_awake=1; shift ;;
    --halt-poll) halt_poll=${2:?}; shift 2 ;;
    --halt-poll=*) halt_poll=${1#*=}; shift ;;
    --fio-mem) fio_mem=${2:?}; shift 2 ;;
    --fio-mem=*) fio_mem=${1#*=}; shift ;;
    --fio-prepare) fio_prepare=${2:?}; shift 2 ;;
    --fio-prepare=*) fio_prepare=${1#*=}; shift ;;
    *) usage >&2; die "unknown argument: $1" ;;
    esac
done

[ -n "$target" ] || { usage >&2; die "--target is required"; }
[[ "$pairs" =~ ^[1-9][0-9]*$ ]] || die "--pairs must be a positive integer"
if [ "$pairs" -lt "$MIN_PAIRS" ] && [ "$allow_short" -ne 1 ]; then
    die "--pairs $pairs is below $MIN_PAIRS: too few for a comparison (--allow-short for smoke runs)"
fi
[[ "$seed" =~ ^[0-9]+$ ]] || die "--seed must be a non-negative integer"
[[ "$fio_prepare" =~ ^(each|once)$ ]] || die "--fio-prepare: each or once, not $fio_prepare"

# Seconds (decimals allowed) to whole milliseconds.
to_ms() {
    [[ "$1" =~ ^([0-9]+)(\.([0-9]{1,3}))?$ ]] || die "invalid duration: $1 (seconds)"
    local frac=${BASH_REMATCH[3]:-0}
    while [ ${#frac} -lt 3 ]; do frac="${frac}0"; done
    echo $((10#${BASH_REMATCH[1]} * 1000 + 10#$frac))
}
time_ms=$(to_ms "$run_time")
warmup_ms=$(to_ms "$warmup")
[ "$time_ms" -ge 100 ] || die "--time must be at least 0.1 s"

# Sizes as sektor-cli reads them: K/M/G/T are powers of 1024, with or without "iB".
size_bytes() {
    [[ "$1" =~ ^([0-9]+)([KMGTkmgt]?)(i?B)?$ ]] || die "invalid size: $1"
    local n=${BASH_REMATCH[1]} unit=${BASH_REMATCH[2]^^} shift=0
    case "$unit" in K) shift=10 ;; M) shift=20 ;; G) shift=30 ;; T) shift=40 ;; esac
    echo $((n << shift))
}
size=$(size_bytes "$size_text")
[ $((size % 1048576)) -eq 0 ] && [ "$size" -ge 16777216 ] || die "--size must be a whole number of MiB, at least 16MiB"

[ -x "$cli" ] || die "sektor-cli not found or not executable: $cli (use --cli or \$SEKTOR_CLI)"
command -v fio >/dev/null || die "fio is not installed"
command -v python3 >/dev/null || die "python3 is not installed"
[ -r "$REPORT_PY" ] || die "missing $REPORT_PY"

# --- cleanup: everything this script creates is recorded here and removed on any exit -------
loop_dev=""
backing_file=""
fio_file=""
created_dir_top=""
target_dir=""
work_dir=""
child_pid=""
spinner_pids=()
halt_poll_file=/sys/module/haltpoll/parameters/guest_halt_poll_ns
halt_poll_saved=""
hugepages_saved=""
cleanup() {
    local status=$?
    trap - EXIT INT TERM
    if [ -n "$child_pid" ]; then
        kill "$child_pid" 2>/dev/null || true
        wait "$child_pid" 2>/dev/null || true
    fi
    local spinner
    for spinner in "${spinner_pids[@]}"; do kill "$spinner" 2>/dev/null || true; done
    [ -z "$halt_poll_saved" ] || echo "$halt_poll_saved" >"$halt_poll_file" ||
        echo "fio-compare: could not put guest_halt_poll_ns back to $halt_poll_saved" >&2
    [ -z "$hugepages_saved" ] || echo "$hugepages_saved" >/proc/sys/vm/nr_hugepages ||
        echo "fio-compare: could not put vm.nr_hugepages back to $hugepages_saved" >&2
    [ -z "$loop_dev" ] || losetup -d "$loop_dev" 2>/dev/null || echo "fio-compare: could not detach $loop_dev" >&2
    [ -z "$backing_file" ] || rm -f -- "$backing_file"
    [ -z "$fio_file" ] || rm -f -- "$fio_file"
    if [ -n "$created_dir_top" ]; then
        # Remove the directories we created, innermost first, and only those.
        local d=$target_dir
        while :; do
            rmdir -- "$d" 2>/dev/null || break
            [ "$d" != "$created_dir_top" ] || break
            d=$(dirname -- "$d")
        done
    fi
    [ -z "$work_dir" ] || rm -rf -- "$work_dir"
    exit "$status"
}
trap cleanup EXIT
trap 'echo "fio-compare: interrupted" >&2; exit 130' INT
trap 'exit 143' TERM

# Runs a command in the background and waits, so INT/TERM reach the trap at once and the
# cleanup can stop the child.

work_dir=$(mktemp -d /tmp/sektor-fio-compare.XXXXXX)
raw_dir=${results:-$work_dir/raw}
mkdir -p -- "$raw_dir"

# --- target ---------------------------------------------------------------------------------
case "$target" in
loop-shm)
    [ "$(id -u)" -eq 0 ] || skip_or_fail_in_ci "fio-compare: loop-shm needs root (losetup)"
    backing_file=$(mktemp /dev/shm/sektor-fio-compare.XXXXXX)
    truncate -s "$size" -- "$backing_file"
    loop_dev=$(losetup --find --show -- "$backing_file")
    # Final guard before any write: the device must be a loop device backed by our file.
    [[ "$loop_dev" =~ ^/dev/loop[0-9]+$ ]] || die "unexpected loop device name: $loop_dev"
    [ "$(losetup -n -O BACK-FILE -- "$loop_dev" | sed 's/[[:space:]]*$//')" = "$backing_file" ] ||
        die "$loop_dev is not backed by $backing_file"
    our_target=$loop_dev
    fio_target=$loop_dev
    our_write_args=("--allow-destroy-data=$loop_dev")
    target_text="loop-shm: $loop_dev over $backing_file (tmpfs), $size_text"
    ;;
dir:*)
    target_dir=${target#dir:}
    [ -n "$target_dir" ] || die "dir: needs a path"
    target_dir=$(realpath -m -- "$target_dir")
    if [ ! -d "$target_dir" ]; then
        created_dir_top=$target_dir
        while [ ! -e "$(dirname -- "$created_dir_top")" ]; do created_dir_top=$(dirname -- "$created_dir_top"); done
        mkdir -p -- "$target_dir"
    fi
    fio_file="$target_dir/.sektor-fio-compare.$$"
    our_target=$target_dir
    fio_target=$fio_file
    our_write_args=()
    fs=$(findmnt -n -o FSTYPE -T "$target_dir")
    target_text="dir: $target_dir ($fs, device $(df --output=source -- "$target_dir" | tail -n 1)), $size_text"
    ;;
*) die "unknown target: $target (loop-shm or dir:PATH)" ;;
esac

fio_common=(--output-format=json --eta=never --ioengine=io_uring --direct=1 --thread
    --registerfiles=1 --hipri=0 --sqthread_poll=0)

# --- one test: SEQ1M-Q8T1 → bs, iodepth, threads, pattern ------------------------------------
job_of() {
    local name=${1^^}
    name=${name//[-_ ]/}
    [[ "$name" =~ ^(SEQ|RND)([0-9]+)([KM])Q([0-9]+)T([0-9]+)$ ]] || die "cannot read test name $1 (like SEQ1M-Q8T1)"
    local unit=1024
    [ "${BASH_REMATCH[3]}" = M ] && unit=1048576
    job_pattern=${BASH_REMATCH[1]}
    job_bs=$((BASH_REMATCH[2] * unit))
    job_qd=${BASH_REMATCH[4]}
    job_threads=${BASH_REMATCH[5]}
}

# Writes the whole fio target with random data, as sektor-cli fills its own (FILL_SHAPE, synced
# at the end): reads of never-written space measure nothing (design.md §3). On dir: the
# file is made anew and preallocated, as our unnamed test file is for every run.
fill_fio_target() {
    [ -z "$fio_file" ] || rm -f -- "$fio_file"
    job_of "$FILL_SHAPE"
    run_child fio "${fio_common[@]}" --name=fill --filename="$fio_target" --rw=write --bs="$job_bs" \
        --iodepth="$job_qd" --size="$size" --fallocate=native --end_fsync=1 --fixedbufs=0 \
        --output="$work_dir/fill.json"
}

# Before a fio run (mode): what sektor-cli does before its own run of that mode.
prepare_fio_target() {
    [ "$fio_prepare" = each ] || return 0
    if [ -n "$fio_file" ] || [ "$1" = write ]; then fill_fio_target; fi
}

# Filled once before any test in either case: reads on a device read what was written here.
echo "fio-compare: filling $fio_target ($size_text) before the first test" >&2
fill_fio_target

run_ours() { # test mode seed out
    local mode_args=()
    [ "$2" = write ] && mode_args=("${our_write_args[@]}")
    run_child "$cli" run --profile Default --tests "$1" --modes "$2" --runs 1 \
        --time "${time_ms}ms" --warmup "${warmup_ms}ms" --interval 0 --size "$size" \
        --seed "$3" --no-save --quiet --json "$4" ${mode_args[@]+"${mode_args[@]}"} "$our_target" >/dev/null
}

run_fio() { # test mode seed out
    job_of "$1"
    local rw=$2 job_size=$size extra=()
    [ "$job_pattern" = RND ] && rw=rand$2
    if [ "$job_pattern" = SEQ ] && [ "$job_threads" -gt 1 ]; then
        # Disjoint ranges as ours: thread t gets [t·span/T, (t+1)·span/T), aligned to bs.
        job_size=$((size / job_threads / job_bs * job_bs))
        extra+=(--offset_increment="$job_size")
    fi
    [ "$2" = write ] && extra+=(--end_fsync=1)
    # The warm-up is a job of its own, run before the measured one (stonewall), as ours is: its queue drained and,
    # for writes, flushed before the measured window opens, so that the window's flush covers only its own writes.
    # Its speed does not count, so it goes without registered buffers, with which fio skips end_fsync (see below).
    local warmup_job=()
    [ "$warmup_ms" -eq 0 ] || warmup_job=(--name="$WARMUP_JOB" --runtime="${warmup_ms}ms" --fixedbufs=0
        --randseed="$(($3 + WARMUP_SEED_OFFSET))")
    run_child fio "${fio_common[@]}" --filename="$fio_target" --rw="$rw" \
        --bs="$job_bs" --iodepth="$job_qd" --numjobs="$job_threads" --size="$job_size" --time_based=1 \
        --norandommap=0 --randrepeat=1 ${extra[@]+"${extra[@]}"} --output="$4" ${warmup_job[@]+"${warmup_job[@]}"} \
        --name="$1-$2" --stonewall --runtime="${time_ms}ms" --randseed="$3" --fixedbufs=1
    # With registered buffers fio 3.33 may skip its end_fsync (header, "Runtime"); without them it pins pages for
    # every I/O (CPU per 4 KiB write 5.3 against 3.4 us on loop-shm). So the measured job keeps them and the flush
    # it may have skipped is timed here at once; the report adds it to fio's runtime (about 0.2 ms if fio flushed).
    [ "$2" != write ] || flush_ns "$fio_target" >"$4.flush_ns"
}

# Nanoseconds one fdatasync() of PATH takes: the flush of what was written to it and not yet made durable.
flush_ns() {
    python3 -c 'import os, sys, time
fd = os.open(sys.argv[1], os.O_WRONLY)
start = time.monotonic_ns()
os.fdatasync(fd)
print(time.monotonic_ns() - start)' "$1"
}

# --- the ABAB runs --------------------------------------------------------------------------
IFS=, read -r -a test_list <<<"$tests"
IFS=, read -r -a mode_list <<<"$modes"
for m in "${mode_list[@]}"; do [[ "$m" =~ ^(read|write)$ ]] || die "unknown mode: $m"; done
for t in "${test_list[@]}"; do job_of "$t"; done

# fio's buffers in huge pages, as ours: enough 2 MiB pages for the largest job's buffers (threads × QD × block size,
# each thread's rounded up, plus two: fio's alignment and its own rounding), added to what the machine reserves and given back on exit.
case "$fio_mem" in
shmhuge)
    pages_needed=1
    # The fill before each run needs its pages too.
    for t in "${test_list[@]}" "$FILL_SHAPE"; do
        job_of "$t"
        pages=$((job_threads * ((job_qd * job_bs + 2097151) / 2097152 + 2)))
        [ "$pages" -le "$pages_needed" ] || pages_needed=$pages
    done
    hugepages_before=$(cat /proc/sys/vm/nr_hugepages 2>/dev/null || echo "")
    if [ -n "$hugepages_before" ] && [ -w /proc/sys/vm/nr_hugepages ]; then
        hugepages_saved=$hugepages_before
        echo $((hugepages_before + pages_needed)) >/proc/sys/vm/nr_hugepages
    fi
    free_pages=$(awk '/^HugePages_Free:/ {print $2}' /proc/meminfo)
    if [ -n "$hugepages_saved" ] && [ "${free_pages:-0}" -ge "$pages_needed" ]; then
        fio_common+=(--mem=shmhuge)
        fio_mem_text="huge pages (--mem=shmhuge, $pages_needed of 2 MiB reserved for the comparison), as Sektor's"
    else
        fio_mem_text="malloc: no $pages_needed free huge pages could be reserved; Sektor's blocks larger than a page are in huge pages where it can have them"
    fi
    ;;
malloc) fio_mem_text="malloc (--fio-mem malloc); Sektor's blocks larger than a page are in huge pages where it can have them" ;;
*) die "--fio-mem: shmhuge or malloc, not $fio_mem" ;;
esac

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
cpuidle_driver=$(cat /sys/devices/system/cpu/cpuidle/current_driver 2>/dev/null || echo none)
if [ -n "$halt_poll" ]; then
    [[ "$halt_poll" =~ ^[0-9]+$ ]] || die "--halt-poll: a number of nanoseconds, not $halt_poll"
    # The parameter exists wherever the haltpoll module is built in, but only that cpuidle driver reads it.
    [ "$cpuidle_driver" = haltpoll ] || die "--halt-poll: the cpuidle driver is $cpuidle_driver, not haltpoll: guest_halt_poll_ns does nothing here"
    [ -w "$halt_poll_file" ] || die "--halt-poll: $halt_poll_file is missing or not writable"
    halt_poll_saved=$(cat "$halt_poll_file")
    echo "$halt_poll" >"$halt_poll_file"
fi
cpus_note="CPUs may sleep between I/Os (cpuidle: $cpuidle_driver"
if [ "$cpuidle_driver" = haltpoll ] && [ -r "$halt_poll_file" ]; then
    cpus_note+=", guest_halt_poll_ns $(cat "$halt_poll_file")"
    [ -z "$halt_poll_saved" ] || cpus_note+=" for these runs (--halt-poll; the machine's own: $halt_poll_saved)"
fi
cpus_note+=")"
if [ "$keep_cpus_awake" -eq 1 ]; then
    cpus=$(nproc)
    for _ in $(seq $((cpus > 1 ? cpus - 1 : 1))); do
        nice -n 19 sh -c 'while :; do :; done' &
        spinner_pids+=($!)
    done
    cpus_note="kept awake by ${#spinner_pids[@]} nice-19 busy loop(s) (--keep-cpus-awake)"
fi
if [ "$fio_prepare" = once ]; then
    prepare_text="fio's target filled once before the first test (--fio-prepare once); ours prepares its own before every run"
elif [ -n "$fio_file" ]; then
    prepare_text="each tool's file made anew, preallocated and filled before every run (fio's outside its runtime, ours before its warm-up)"
else
    prepare_text="the device span written before every write run by each tool (fio's outside its runtime, ours before its warm-up)"
fi
manifest=$work_dir/manifest.tsv
: >"$manifest"
total=$((${#test_list[@]} * ${#mode_list[@]} * pairs * 2))
step=0
for t in "${test_list[@]}"; do
    for m in "${mode_list[@]}"; do
        for ((p = 1; p <= pairs; p++)); do
            s=$((seed + p))
            for tool in ours fio; do
                step=$((step + 1))
                out="$raw_dir/${t}_${m}_${p}_${tool}.json"
                printf 'fio-compare: [%d/%d] %s %s pair %d/%d %s\n' "$step" "$total" "$t" "$m" "$p" "$pairs" "$tool" >&2
                if [ "$tool" = ours ]; then
                    run_ours "$t" "$m" "$s" "$out"
                else
                    prepare_fio_target "$m"
                    run_fio "$t" "$m" "$s" "$out"
                fi
                printf '%s\t%s\t%d\t%s\t%s\n' "$t" "$m" "$p" "$tool" "$out" >>"$manifest"
            done
        done
    done
done

# --- the report -----------------------------------------------------------------------------
short_note=""
[ "$pairs" -lt "$MIN_PAIRS" ] && short_note="SHORT RUN (--allow-short): $pairs pair(s), below the $MIN_PAIRS needed for a comparison; smoke test only, not a result."
python3 "$REPORT_PY" --manifest "$manifest" --warmup-job "$WARMUP_JOB" \
    --header "target:   $target_text" \
    --header "sektor:   $("$cli" --version 2>/dev/null | head -n 1 || echo '?') ($cli)" \
    --header "fio:      $(fio --version), buffers: $fio_mem_text" \
    --header "prepare:  $prepare_text" \
    --header "kernel:   $(uname -r), $(nproc) CPUs, $cpus_note" \
    --header "load:     $load_before before, $(cut -d' ' -f1-3 /proc/loadavg) after (1/5/15 min loadavg)" \
    --header "runs:     ABAB, $pairs pair(s) per row, ${time_ms} ms measured + ${warmup_ms} ms warm-up each (fio: a job of its own), seeds $((seed + 1))..$((seed + pairs))" \
    ${short_note:+--header "$short_note"}
