#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
"""Reads the runs listed by fio-compare.sh and prints the comparison tables (medians only)."""

import argparse
import json
import math
import os
import statistics
import sys

MB = 1e6
TARGET_PERCENT = 3.0  # design.md §3: within ±3 % of fio on medians


def ours_metrics(path, mode):
    with open(path) as f:
        doc = json.load(f)
    if len(doc.get("tests", [])) != 1:
        raise SystemExit(f"{path}: expected exactly one test, found {len(doc.get('tests', []))}")
    run = doc["tests"][0]["runs"][0]
    direction = run[mode]
    ios = direction["ios"]
    return {
        "bw": run["bytesPerSecond"],
        "iops": run["iops"],
        "lat_us": direction["latency"]["meanNs"] / 1e3,
        "cpu_us": (run["cpuUserNs"] + run["cpuSystemNs"]) / 1e3 / ios if ios else float("nan"),
        "backend": doc.get("backend", "?"),
    }


def fio_metrics(path, mode, warmup_job):
    with open(path) as f:
        text = f.read()
    # fio may print notes before the JSON document.
    doc = json.loads(text[text.index("{"):])
    # fio-compare.sh runs a warm-up job before the measured one; it is not part of the result.
    jobs = [j for j in doc["jobs"] if j.get("jobname") != warmup_job]
    io_bytes = sum(j[mode]["io_bytes"] for j in jobs)
    ios = sum(j[mode]["total_ios"] for j in jobs)
    runtime_ms = max(j[mode]["runtime"] for j in jobs)
    # The flush fio skipped with registered buffers, timed by fio-compare.sh right after fio (writes only).
    if mode == "write" and os.path.exists(path + ".flush_ns"):
        with open(path + ".flush_ns") as f:
            runtime_ms += int(f.read()) / 1e6
    cpu_ms = sum((j["usr_cpu"] + j["sys_cpu"]) / 100.0 * j["job_runtime"] for j in jobs)
    weighted = lambda key: sum(j[mode][key]["mean"] * j[mode]["total_ios"] for j in jobs) / ios
    return {
        "bw": io_bytes * 1000.0 / runtime_ms if runtime_ms else float("nan"),
        "iops": ios * 1000.0 / runtime_ms if runtime_ms else float("nan"),
        "lat_us": weighted("clat_ns") / 1e3,
        "tlat_us": weighted("lat_ns") / 1e3,
        "cpu_us": cpu_ms * 1e3 / ios if ios else float("nan"),
    }


def med(values):
    return statistics.median(values) if values else float("nan")


def ratio(a, b):
    return a / b if b else float("nan")


def sign_test(ahead, n):
    """Two-sided sign test: how likely a split this uneven (or more) of n pairs is when neither tool is faster.

    >>> sign_test(0, 7), sign_test(7, 7)     # all seven pairs one way: 2/128
    (0.015625, 0.015625)
    >>> sign_test(2, 8)                      # 2 of 8: (1 + 8 + 28) * 2 / 256
    0.2890625
    >>> sign_test(4, 8), sign_test(3, 7)     # an even split is no evidence at all
    (1.0, 1.0)
    """
    if n == 0:
        return float("nan")
    tail = min(ahead, n - ahead)
    return min(1.0, 2 * sum(math.comb(n, i) for i in range(tail + 1)) / 2 ** n)


def verdict(r, noise):
    """ok: within max(3 %, A/A noise) of fio; else which way and by how much."""
    if r != r:
        return "n/a"
    allowed = max(TARGET_PERCENT, abs(noise - 1) * 100 if noise == noise else 0)
    off = (r - 1) * 100
    if abs(off) <= allowed:
        return "ok"
    return f"{'SLOWER' if off < 0 else 'faster'} {abs(off):.0f}%"


def latency_verdict(ours_us, fio_lat_us):
    """ok: QD1 mean latency within max(3 %, 1 µs) of fio's lat (the same scope as ours)."""
    if ours_us != ours_us or fio_lat_us != fio_lat_us:
        return "n/a"
    diff = ours_us - fio_lat_us
    if abs(diff) <= max(fio_lat_us * TARGET_PERCENT / 100, 1.0):
        return "ok"
    return f"{'HIGHER' if diff > 0 else 'lower'} {abs(diff):.1f}us"


def fmt(value, spec):
    return "-" if value != value else format(value, spec)


def table(headers, rows):
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(headers)]
    line = lambda cells: "  ".join(c.ljust(w) if i < 2 else c.rjust(w) for i, (c, w) in enumerate(zip(cells, widths))).rstrip()
    out = [line(headers), line(["-" * w for w in widths])]
    out += [line(r) for r in rows]
    return "\n".join(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--manifest", required=True, help="TSV: test, mode, pair, tool, json path")
    parser.add_argument("--header", action="append", default=[])
    parser.add_argument("--warmup-job", default="", help="name of fio's warm-up job, left out of the figures")
    args = parser.parse_args()

    groups = {}  # (test, mode) -> {"ours": [...], "fio": [...]} in pair order
    with open(args.manifest) as f:
        for line in f:
            test, mode, pair, tool, path = line.rstrip("\n").split("\t")
            g = groups.setdefault((test, mode), {"ours": [], "fio": []})
            g[tool].append(ours_metrics(path, mode) if tool == "ours" else fio_metrics(path, mode, args.warmup_job))

    perf_rows, lat_rows, backends = [], [], set()
    for (test, mode), g in groups.items():
        ours, fio = g["ours"], g["fio"]
        backends.update(m["backend"] for m in ours)
        m = lambda runs, key: med([r[key] for r in runs])
        # A/A: fio's runs 1,3,5,… against 2,4,… (interleaved halves of the same series).
        aa = ratio(m(fio[0::2], "bw"), m(fio[1::2], "bw")) if len(fio) >= 2 else float("nan")
        bw_ratio = ratio(m(ours, "bw"), m(fio, "bw"))
        # The run-to-run spread of each tool: half the range, in % of the median. One A/A split
        # can land near 1.000 by chance; the spread shows how much a single run may move.
        spread = lambda runs: (max(r["bw"] for r in runs) - min(r["bw"] for r in runs)) / 2 / m(runs, "bw") * 100
        # Paired: each ours/fio pair ran back to back, so a drift of the device over the comparison (a host's
        # cache on a VM disk) cancels in the pair's ratio, where the ratio of medians carries it.
        pair_ratios = [ratio(o["bw"], f["bw"]) for o, f in zip(ours, fio)]
        ahead = sum(1 for r in pair_ratios if r > 1)
        perf_rows.append([test, mode, str(len(ours)),
                          fmt(m(ours, "bw") / MB, ".1f"), fmt(m(fio, "bw") / MB, ".1f"),
                          fmt(m(ours, "iops"), ".0f"), fmt(m(fio, "iops"), ".0f"),
                          fmt(bw_ratio, ".3f"), fmt(aa, ".3f"),
                          fmt(spread(ours), ".0f"), fmt(spread(fio), ".0f"), verdict(bw_ratio, aa),
                          fmt(med(pair_ratios), ".3f"), f"{ahead}/{len(pair_ratios)}",
                          fmt(sign_test(ahead, len(pair_ratios)), ".2f")])
        qd1 = test.upper().replace("-", "").endswith("Q1T1")
        lat_o, lat_f, lat_t = m(ours, "lat_us"), m(fio, "lat_us"), m(fio, "tlat_us")
        lat_rows.append([test, mode, str(len(ours)),
                         fmt(lat_o, ".1f") if qd1 else "-", fmt(lat_t, ".1f") if qd1 else "-",
                         fmt(lat_o - lat_t, "+.1f") if qd1 else "-", latency_verdict(lat_o, lat_t) if qd1 else "-",
                         fmt(lat_f, ".1f") if qd1 else "-",
                         fmt(m(ours, "cpu_us"), ".2f"), fmt(m(fio, "cpu_us"), ".2f"),
                         fmt(ratio(m(ours, "cpu_us"), m(fio, "cpu_us")), ".2f")])

    print("Sektor vs fio (medians; MB = 10^6 B)")
    for h in args.header:
        print(h)
    print(f"ours backend: {', '.join(sorted(backends))}")
    print()
    print(table(["Test", "Dir", "Pairs", "Ours MB/s", "fio MB/s", "Ours IOPS", "fio IOPS",
                 "Ours/fio", "fio A/A", "Ours ±%", "fio ±%", "Verdict", "Pair med", "Ours ahead", "Sign p"],
                perf_rows))
    print()
    print(table(["Test", "Dir", "Pairs", "QD1 lat ours us", "fio lat us", "ours-lat us", "Lat verdict",
                 "fio clat us", "CPU/IO ours us", "CPU/IO fio us", "CPU ours/fio"], lat_rows))
    print()
    print("Ours/fio and fio A/A are ratios of median MB/s; fio A/A = fio runs 1,3,5,... against 2,4,...")
    print("Ours ±%, fio ±%: half the range of each tool's runs, in % of its median (run-to-run spread).")
    print(f"Verdict: ok = within max({TARGET_PERCENT:.0f} %, A/A noise) of fio. Pair med: the median of the pairs'")
    print("ours/fio, each pair run back to back (a drift of the device cancels in it); Ours ahead: pairs where")
    print("ours was faster; Sign p: two-sided sign test, the chance of a split this uneven if neither tool is")
    print("faster (below 0.05: one is). QD1 latency (Q1T1 rows) is judged")
    print("against fio lat, which like ours starts before the submit syscall; fio clat starts after it")
    print("returns, shown for reference. CPU/IO = (user+sys) / I/Os,")
    print("both including the closing flush of write tests.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
