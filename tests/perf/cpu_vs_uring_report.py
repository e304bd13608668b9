#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
"""cpu-vs-uring.sh's helper: runs t/io_uring with its CPU time measured, and prints the tables (medians only).

  run-tio OUT STATFILE -- CMD...   runs CMD (t/io_uring), writes OUT (JSON): its IOPS (the mean of the per-second
                                   lines it prints), the process's CPU time (user + system, from wait4()'s rusage:
                                   every thread, setup and exit included) and the reads the device counted meanwhile
                                   (STATFILE: /sys/block/X/stat; "-" for none, then CPU per I/O is not computed).
  report MANIFEST [--header TEXT]...  reads the runs listed in MANIFEST (section, tool, round, file) and prints them.
"""

import json
import math
import os
import re
import statistics
import subprocess
import sys
import time

PERCENTILES = [("p50", "50.000000", "p50Ns"), ("p90", "90.000000", "p90Ns"), ("p99", "99.000000", "p99Ns"),
               ("p99.9", "99.900000", "p999Ns")]


def device_reads(stat_file):
    if stat_file == "-":
        return None
    with open(stat_file) as f:
        return int(f.read().split()[0])


def run_tio(out, stat_file, cmd):
    before = device_reads(stat_file)
    start = time.monotonic()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True)
    text = proc.stdout.read()
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.monotonic() - start
    after = device_reads(stat_file)
    if os.waitstatus_to_exitcode(status) != 0:
        sys.stderr.write(text)
        raise SystemExit(f"t/io_uring failed: {os.waitstatus_to_exitcode(status)}")
    scale = {"": 1, "K": 1e3, "M": 1e6}
    per_second = [float(m.group(1)) * scale[m.group(2)] for m in re.finditer(r"^IOPS=([0-9.]+)([KM]?),", text, re.M)]
    if not per_second:
        sys.stderr.write(text)
        raise SystemExit("t/io_uring printed no IOPS line")
    ios = None if before is None else after - before
    cpu = usage.ru_utime + usage.ru_stime
    with open(out, "w") as f:
        json.dump({"iops": statistics.mean(per_second), "ios": ios, "cpu_s": cpu, "user_s": usage.ru_utime,
                   "wall_s": wall, "output": text}, f)


def ours(path):
    with open(path) as f:
        doc = json.load(f)
    run = doc["tests"][0]["runs"][0]
    read = run["read"]
    ios = read["ios"]
    result = {"ios": ios, "iops": run["iops"], "cpu_us": (run["cpuUserNs"] + run["cpuSystemNs"]) / 1e3 / ios if ios else math.nan,
              "user_us": run["cpuUserNs"] / 1e3 / ios if ios else math.nan}
    for name, _, key in PERCENTILES:
        result["lat " + name] = read["latency"][key] / 1e3
    return result


def fio(path):
    with open(path) as f:
        text = f.read()
    doc = json.loads(text[text.index("{"):])
    job = [j for j in doc["jobs"] if j.get("jobname") != "warmup"][0]
    read = job["read"]
    ios = read["total_ios"]
    cpu_ms = (job["usr_cpu"] + job["sys_cpu"]) / 100.0 * job["job_runtime"]
    result = {"ios": ios, "iops": ios * 1000.0 / read["runtime"] if read["runtime"] else math.nan,
              "cpu_us": cpu_ms * 1e3 / ios if ios else math.nan,
              "user_us": job["usr_cpu"] / 100.0 * job["job_runtime"] * 1e3 / ios if ios else math.nan}
    for name, key, _ in PERCENTILES:
        result["lat " + name] = read["lat_ns"]["percentile"][key] / 1e3
        result["clat " + name] = read["clat_ns"]["percentile"][key] / 1e3
    return result


def tio(path):
    with open(path) as f:
        doc = json.load(f)
    ios = doc["ios"]
    return {"ios": ios, "iops": doc["iops"], "cpu_us": doc["cpu_s"] * 1e6 / ios if ios else math.nan,
            "user_us": doc["user_s"] * 1e6 / ios if ios else math.nan}


READERS = {"ours": ours, "before": ours, "peak": ours, "fio": fio, "t-io_uring": tio}


def fmt(value, spec):
    return "n/a" if value is None or (isinstance(value, float) and math.isnan(value)) else format(value, spec)


def report(manifest, headers):
    runs = {}  # (section, tool) -> [metrics]
    loads = []
    enters = {}  # tool -> io_uring_enter() calls per I/O, from the counted run
    with open(manifest) as f:
        for line in f:
            section, tool, _, path, load = line.rstrip("\n").split("\t")
            if section == "count":
                with open(path + ".enters") as e:
                    calls = int(e.read().split()[0])
                ios = READERS[tool](path).get("ios")
                enters[tool] = calls / ios if ios else math.nan
                continue
            runs.setdefault((section, tool), []).append(READERS[tool](path))
            loads.append(float(load))
    for h in headers:
        print(h)
    print(f"load:     1-min loadavg at the start of each run: median {statistics.median(loads):.2f}, "
          f"max {max(loads):.2f} (2 CPUs are shared with other work)")

    def med(section, tool, key):
        values = [r[key] for r in runs.get((section, tool), []) if key in r and not math.isnan(r[key])]
        return statistics.median(values) if values else math.nan

    def ratio(a, b):
        return a / b if b and not math.isnan(a) and not math.isnan(b) else math.nan

    for section, title in (("loop", "RND4K Q32T1 read on the RAM-backed loop device"),
                           ("disk", "RND4K Q32T1 read on a file on the machine's disk (throughput only)")):
        tools = [t for t in READERS if (section, t) in runs]
        if not tools:
            continue
        print()
        print(f"== {title}: medians of {len(runs[(section, tools[0])])} rotated round(s)")
        print(f"{'tool':<12}{'IOPS':>12}{'CPU us/IO':>11}{'user us/IO':>12}")
        for t in tools:
            print(f"{t:<12}{fmt(med(section, t, 'iops'), ',.0f'):>12}{fmt(med(section, t, 'cpu_us'), '.3f'):>11}"
                  f"{fmt(med(section, t, 'user_us'), '.3f'):>12}")
        for mine in [t for t in ("ours", "peak", "before") if t in tools]:
            for other in [t for t in ("t-io_uring", "fio", "before") if t in tools and t != mine]:
                print(f"{mine}/{other}: IOPS {fmt(ratio(med(section, mine, 'iops'), med(section, other, 'iops')), '.2f')}"
                      f", CPU per I/O {fmt(ratio(med(section, mine, 'cpu_us'), med(section, other, 'cpu_us')), '.2f')}")
        if section == "loop" and "fio" in tools:
            print()
            print("latency (us, medians over rounds): ours runs from before the submit call, as fio's lat; fio's clat "
                  "from after it")
            print(f"{'':<14}" + "".join(f"{name:>10}" for name, _, _ in PERCENTILES))
            for t, kind in [(t, "lat") for t in ("ours", "before", "peak") if t in tools] + [("fio", "lat"), ("fio", "clat")]:
                print(f"{t + ' ' + kind:<14}" + "".join(
                    f"{fmt(med(section, t, kind + ' ' + name), '.1f'):>10}" for name, _, _ in PERCENTILES))


    if enters:
        print()
        print("io_uring_enter() calls per I/O on the loop device (one more run of each tool, counted by perf; not in the "
              "figures above)")
        for t, value in enters.items():
            print(f"{t:<12}{fmt(value, '.3f'):>8}")


def main():
    if len(sys.argv) >= 5 and sys.argv[1] == "run-tio" and sys.argv[4] == "--":
        run_tio(sys.argv[2], sys.argv[3], sys.argv[5:])
    elif len(sys.argv) >= 3 and sys.argv[1] == "report":
        args = sys.argv[3:]
        headers = [args[i + 1] for i in range(0, len(args) - 1, 2) if args[i] == "--header"]
        report(sys.argv[2], headers)
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main()
