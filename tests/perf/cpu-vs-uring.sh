#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# cpu-vs-uring.sh: what Sektor's io_uring lane costs in CPU per I/O, against fio and fio's t/io_uring.
#
# RND4K Q32T1 read, in rotated rounds on the same target (round r starts with tool r mod n: ours, [before], [peak],
# fio, t/io_uring, then ours, ... so that no tool always runs right after the same neighbour), and prints medians:
# IOPS, CPU time per I/O (user + system), the ratios ours/t-io_uring and ours/fio, and the latency percentiles of
# ours beside fio's lat and clat.
#
# Targets
#   loop   a loop device over a file in /dev/shm (--size), filled with random data once; every tool reads the raw
#          device. Memory-backed: the figures are the tools' own CPU cost and the block layer's, not a drive's.
#   disk   (unless --no-disk) a file in --disk-dir (default /var/tmp: the machine's own disk), throughput only: it
#          shows whether a change to how the lane submits costs throughput on a real (virtio) queue, where handing
#          the kernel a plugged batch measured 20-25 % less at QD32 (uringlane.cpp). Ours reads its own test file
#          (which every invocation creates and fills, outside its window); fio and t/io_uring read one file filled
#          once here. Read-only otherwise, and nothing but files this script made is written.
#
# How the jobs correspond
#   ours        sektor-cli run --profile Default --tests RND4K-Q32T1 --modes read --runs 1 --time T --warmup W
#               --interval 0 --size S --seed r --no-save --quiet --json FILE TARGET
#               CPU per I/O = (cpuUserNs + cpuSystemNs) / read.ios: the lane's getrusage(RUSAGE_THREAD) over
#               the window; latency from before the submit call to the completion seen (fio's "lat").
#   --cli-before PATH  the same for another build (e.g. main before a change), as tool "before".
#   --peak      also ours with --peak (the opt-in peak mode), as tool "peak".
#   fio         ioengine=io_uring direct=1 thread rw=randread bs=4k iodepth=32 numjobs=1 registerfiles=1
#               fixedbufs=1 hipri=0 sqthread_poll=0 norandommap=0 randrepeat=1 time_based, a warm-up job
#               (runtime=W) and then, stonewalled, the measured one (runtime=T, randseed=r), as fio-compare.sh.
#               CPU per I/O = (usr_cpu + sys_cpu) / 100 × job_runtime / total_ios (the job thread's getrusage).
#   t/io_uring  -d32 -s8 -c8 -b4096 -p0 -B1 -F1 -n1 -O1 -R1 -r (T+W), fio's own test program, built from fio's
#               source outside this tree (--t-io-uring PATH; not shipped or built here): QD 32, submits in
#               batches of 8 and reaps up to 8 per call, registered buffers and file, O_DIRECT, one thread, no
#               polling, random offsets, no latency tracking. It measures no window of its own: its IOPS is the
#               mean of the per-second lines it prints; its CPU is the whole process's user + system time from
#               wait4()'s rusage (its submitter thread, and the main thread that only sleeps and prints; setup and
#               exit included), divided by the reads the loop device counted (/sys/block/loopN/stat) while it ran.
#               Its CPU per I/O is thus a little high, never low, against ours. No CPU figure on the disk target
#               (the machine's disk counts other programs' reads too).
#
# System calls: CPU time on a shared machine varies from run to run; how many io_uring_enter() calls each tool makes
# per I/O does not. Where perf can count the syscalls:sys_enter_io_uring_enter tracepoint, one more run of each tool
# on the loop device (after the rounds, not in their figures: counting adds its own cost) prints that per I/O.
#
# Load: 2 CPUs may be shared with other work (compilers); each run's 1-min loadavg is recorded and the report
# gives its median and max. Re-run in a quiet moment before drawing conclusions from small differences.
# No assertion here: this prints figures, it does not pass or fail them.
#
# Safety: writes go only to the loop device this script created over its own /dev/shm file (checked again before
# use) and to files it creates in --disk-dir. Everything is removed on exit, failure, Ctrl-C or TERM.
set -euo pipefail

readonly SCRIPT_DIR=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
. "$SCRIPT_DIR/../support/skip-or-fail.sh"
. "$SCRIPT_DIR/runchild.sh"
readonly HELPER_PY="$SCRIPT_DIR/cpu_vs_uring_report.py"
readonly TEST=RND4K-Q32T1

usage() {
    cat <<EOF
Usage: $(basename "$0") --t-io-uring PATH [options]

Runs sektor-cli, fio and t/io_uring (RND4K Q32T1 read) in rotated rounds on a RAM-backed loop device and on a file
on the machine's disk, and prints IOPS, CPU time per I/O and their ratios (medians). Needs root. Builds nothing.

Options:
  --t-io-uring PATH  fio's t/io_uring, built from fio's source (required).
  --cli PATH         sektor-cli (default: \$SEKTOR_CLI, else ../../build/bin/sektor-cli relative to this script).
  --cli-before PATH  another sektor-cli to run alongside, as "before" (e.g. a build of main before a change).
  --peak             also run ours with --peak, as "peak".
  --rounds N         rounds on the loop device (default 5).
  --disk-rounds N    rounds on the disk file (default 3).
  --time SECONDS     measured time of each run, whole seconds (default 3).
  --warmup SECONDS   warm-up before it, whole seconds (default 1): ours --warmup, fio a warm-up job, t/io_uring
                     runs that much longer.
  --size MiB         loop device size (default 512).
  --disk-dir DIR     where the disk file goes (default /var/tmp); --disk-size MiB (default 256).
  --no-disk          skip the disk target.
  --pin CPUS         run every tool on these CPUs only (taskset -c CPUS, e.g. 1). Where the submitting thread
                     lands beside the loop device's kernel worker, or on the same CPU, moves the figures of every
                     tool by 2-4x on a 2-CPU machine; pinned, the rounds scatter far less.
  --results DIR      keep every run's raw output in DIR (default: a temp dir, removed).
  -h, --help         this text.

Exit status: 0 done, 2 usage or setup error, 77 skipped (not root; 1 in CI), else the failing tool's status.
EOF
}

die() {
    echo "cpu-vs-uring: $*" >&2
    exit 2
}

cli=${SEKTOR_CLI:-$SCRIPT_DIR/../../build/bin/sektor-cli}
cli_before="" tio="" peak=0 rounds=5 disk_rounds=3 run_time=3 warmup=1 size_mib=512
disk_dir=/var/tmp disk_size_mib=256 disk=1 results="" pin=""
while [ $# -gt 0 ]; do
    case "$1" in
    -h | --help) usage; exit 0 ;;
    --t-io-uring) tio=${2:?}; shift 2 ;;
    --cli) cli=${2:?}; shift 2 ;;
    --cli-before) cli_before=${2:?}; shift 2 ;;
    --peak) peak=1; shift ;;
    --rounds) rounds=${2:?}; shift 2 ;;
    --disk-rounds) disk_rounds=${2:?}; shift 2 ;;
    --time) run_time=${2:?}; shift 2 ;;
    --warmup) warmup=${2:?}; shift 2 ;;
    --size) size_mib=${2:?}; shift 2 ;;
    --disk-dir) disk_dir=${2:?}; shift 2 ;;
    --disk-size) disk_size_mib=${2:?}; shift 2 ;;
    --no-disk) disk=0; shift ;;
    --pin) pin=${2:?}; shift 2 ;;
    --results) results=${2:?}; shift 2 ;;
    *) usage >&2; die "unknown argument: $1" ;;
    esac
done
for n in rounds disk_rounds run_time size_mib disk_size_mib; do
    [[ "${!n}" =~ ^[1-9][0-9]*$ ]] || die "--${n//_/-} must be a positive whole number"
done
[[ "$warmup" =~ ^[0-9]+$ ]] || die "--warmup must be a whole number of seconds"
# t/io_uring prints one IOPS line per whole second, but none for its last one.
[ $((run_time + warmup)) -ge 2 ] || die "--time plus --warmup must be at least 2 s (t/io_uring prints no figure for a 1 s run)"
[ -n "$tio" ] || { usage >&2; die "--t-io-uring is required"; }
[ -x "$tio" ] || die "t/io_uring not found or not executable: $tio"
[ -x "$cli" ] || die "sektor-cli not found or not executable: $cli"
[ -z "$cli_before" ] || [ -x "$cli_before" ] || die "--cli-before: not executable: $cli_before"
command -v fio >/dev/null || die "fio is not installed"
[ "$(id -u)" -eq 0 ] || skip_or_fail_in_ci "cpu-vs-uring: needs root (losetup)"

# --- cleanup: everything created is recorded here and removed on any exit ----------------------------------------
loop_dev="" backing_file="" disk_file="" work_dir="" child_pid=""
cleanup() {
    local status=$?
    trap - EXIT INT TERM
    if [ -n "$child_pid" ]; then
        kill "$child_pid" 2>/dev/null || true
        wait "$child_pid" 2>/dev/null || true
    fi
    [ -z "$loop_dev" ] || losetup -d "$loop_dev" 2>/dev/null || echo "cpu-vs-uring: could not detach $loop_dev" >&2
    [ -z "$backing_file" ] || rm -f -- "$backing_file"
    [ -z "$disk_file" ] || rm -f -- "$disk_file"
    [ -z "$work_dir" ] || rm -rf -- "$work_dir"
    exit "$status"
}
trap cleanup EXIT
trap 'echo "cpu-vs-uring: interrupted" >&2; exit 130' INT
trap 'exit 143' TERM


work_dir=$(mktemp -d /tmp/sektor-cpu-vs-uring.XXXXXX)
raw_dir=${results:-$work_dir/raw}
mkdir -p -- "$raw_dir"

backing_file=$(mktemp /dev/shm/sektor-cpu-vs-uring.XXXXXX)
echo "cpu-vs-uring: filling $size_mib MiB of random data in $backing_file" >&2
dd if=/dev/urandom of="$backing_file" bs=1M count="$size_mib" status=none
loop_dev=$(losetup --find --show -- "$backing_file")
[[ "$loop_dev" =~ ^/dev/loop[0-9]+$ ]] || die "unexpected loop device name: $loop_dev"
[ "$(losetup -n -O BACK-FILE -- "$loop_dev" | sed 's/[[:space:]]*$//')" = "$backing_file" ] ||
    die "$loop_dev is not backed by $backing_file"
loop_stat=/sys/block/${loop_dev#/dev/}/stat
if [ "$disk" -eq 1 ]; then
    [ -d "$disk_dir" ] || die "--disk-dir: no directory $disk_dir"
    disk_file=$(mktemp "$disk_dir/.sektor-cpu-vs-uring.XXXXXX")
    echo "cpu-vs-uring: filling $disk_size_mib MiB in $disk_file" >&2
    dd if=/dev/urandom of="$disk_file" bs=1M count="$disk_size_mib" conv=fsync status=none
fi

# Runs a tool's command under perf stat, counting its io_uring_enter() calls into out.enters, when counting is on.
counted() {
    local out=$1
    shift
    [ -z "$pin" ] || set -- taskset -c "$pin" "$@"
    if [ -n "$count_enters" ]; then
        perf stat -x, -e syscalls:sys_enter_io_uring_enter -o "$out.perf" -- "$@"
        awk -F, '/io_uring_enter/ {print $1}' "$out.perf" >"$out.enters"
    else
        "$@"
    fi
}
count_enters=""

# --- one run of one tool: section tool round out ------------------------------------------------------------------
run_tool() {
    local section=$1 tool=$2 round=$3 out=$4 target size_arg
    if [ "$section" = loop ]; then target=$loop_dev size_arg="${size_mib}MiB"; else size_arg="${disk_size_mib}MiB"; fi
    case "$tool" in
    ours | before | peak)
        local bin=$cli extra=()
        [ "$tool" = before ] && bin=$cli_before
        [ "$tool" = peak ] && extra=(--peak)
        # On the disk, ours makes and fills its own test file in the directory, as it does for a user.
        [ "$section" = disk ] && target=$disk_dir
        run_child counted "$out" "$bin" run --profile Default --tests "$TEST" --modes read --runs 1 --time "${run_time}s" \
            --warmup "${warmup}s" --interval 0 --size "$size_arg" --seed "$round" --no-save --quiet \
            ${extra[@]+"${extra[@]}"} --json "$out" "$target" >/dev/null
        ;;
    fio)
        [ "$section" = disk ] && target=$disk_file
        local warmup_job=()
        [ "$warmup" -eq 0 ] || warmup_job=(--name=warmup --runtime="${warmup}s" --fixedbufs=0 --randseed=$((round + 1000003)))
        run_child counted "$out" fio --output-format=json --eta=never --ioengine=io_uring --direct=1 --thread --registerfiles=1 \
            --hipri=0 --sqthread_poll=0 --filename="$target" --rw=randread --bs=4k --iodepth=32 --numjobs=1 \
            --size="$size_arg" --time_based=1 --norandommap=0 --randrepeat=1 --clat_percentiles=1 \
            --lat_percentiles=1 --percentile_list=50:90:99:99.9 --output="$out" ${warmup_job[@]+"${warmup_job[@]}"} \
            --name=measured --stonewall --runtime="${run_time}s" --randseed="$round" --fixedbufs=1
        ;;
    t-io_uring)
        local stat=$loop_stat
        [ "$section" = disk ] && target=$disk_file stat=-
        run_child python3 "$HELPER_PY" run-tio "$out" "$stat" -- ${pin:+taskset -c "$pin"} \
            ${count_enters:+perf stat -x, -e syscalls:sys_enter_io_uring_enter -o "$out.perf" --} "$tio" -d32 -s8 -c8 -b4096 -p0 -B1 -F1 -n1 -O1 -R1 \
            -r $((run_time + warmup)) "$target"
        ;;
    esac
}

tools=(ours)
[ -z "$cli_before" ] || tools+=(before)
[ "$peak" -eq 0 ] || tools+=(peak)
tools+=(fio t-io_uring)
manifest=$work_dir/manifest.tsv
: >"$manifest"
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
sections=(loop)
[ "$disk" -eq 0 ] || sections+=(disk)
for section in "${sections[@]}"; do
    n=$rounds
    [ "$section" = disk ] && n=$disk_rounds
    for ((r = 1; r <= n; r++)); do
        for ((k = 0; k < ${#tools[@]}; k++)); do
            tool=${tools[$(((r - 1 + k) % ${#tools[@]}))]}
            out="$raw_dir/${section}_${tool}_${r}.json"
            load=$(cut -d' ' -f1 /proc/loadavg)
            printf 'cpu-vs-uring: %s round %d/%d %s (load %s)\n' "$section" "$r" "$n" "$tool" "$load" >&2
            run_tool "$section" "$tool" "$r" "$out"
            printf '%s\t%s\t%d\t%s\t%s\n' "$section" "$tool" "$r" "$out" "$load" >>"$manifest"
        done
    done
done

runs_text="$TEST read, ${run_time} s measured after ${warmup} s warm-up; tools rotated per round: ${tools[*]}${pin:+; every tool on CPU(s) $pin (taskset)}"
# One more run of each tool on the loop device, its io_uring_enter() calls counted (see the header).
if command -v perf >/dev/null && perf stat -e syscalls:sys_enter_io_uring_enter -o /dev/null -- true 2>/dev/null; then
    count_enters=1
    # The count divides by the measured I/Os: no warm-up's calls in it (t/io_uring needs 2 s to print a figure).
    warmup=0
    [ "$run_time" -ge 2 ] || run_time=2
    for tool in "${tools[@]}"; do
        out="$raw_dir/count_${tool}.json"
        printf 'cpu-vs-uring: counting io_uring_enter calls: %s\n' "$tool" >&2
        run_tool loop "$tool" 0 "$out"
        [ -s "$out.enters" ] || awk -F, '/io_uring_enter/ {print $1}' "$out.perf" >"$out.enters"
        printf 'count\t%s\t0\t%s\t%s\n' "$tool" "$out" "$(cut -d' ' -f1 /proc/loadavg)" >>"$manifest"
    done
else
    echo "cpu-vs-uring: perf cannot count syscalls:sys_enter_io_uring_enter here: no system call counts" >&2
fi

disk_text="none (--no-disk)"
[ "$disk" -eq 0 ] || disk_text="$disk_dir ($(findmnt -n -o FSTYPE -T "$disk_dir"), device $(df --output=source -- "$disk_dir" | tail -n 1)), $disk_size_mib MiB"
python3 "$HELPER_PY" report "$manifest" \
    --header "loop:     $loop_dev over $backing_file (tmpfs), $size_mib MiB of random data" \
    --header "disk:     $disk_text" \
    --header "sektor:   $("$cli" --version 2>/dev/null | head -n 1 || echo '?') ($cli)${cli_before:+; before: $cli_before}" \
    --header "fio:      $(fio --version); t/io_uring: $tio" \
    --header "kernel:   $(uname -r), $(nproc) CPUs, cpuidle $(cat /sys/devices/system/cpu/cpuidle/current_driver 2>/dev/null || echo none)" \
    --header "runs:     $runs_text" \
    --header "loadavg:  $load_before before, $(cut -d' ' -f1-3 /proc/loadavg) after"
