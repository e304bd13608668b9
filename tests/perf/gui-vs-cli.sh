#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# gui-vs-cli.sh: the same test from the desktop app and from sektor-cli on the same target,
# interleaved (cli, gui, cli, gui, …), so the live charts and the widgets are shown not to slow
# the engine. The GUI runs through its real window and runner (`sektor --autorun`), under the
# current $DISPLAY, or under xvfb-run when there is none. Prints per test and direction the
# median MB/s of each program, the ratio gui/cli, and cli-against-cli as the noise floor
# (median of |cli[i] / cli[i+1] - 1| over consecutive CLI runs). Also prints the start-up time
# of the window (`sektor --quit-when-shown`, median of 5).
#
# Usage: gui-vs-cli.sh --gui BIN/sektor --cli BIN/sektor-cli [--pairs 5] [--profile Default]
#                      [--size 256MiB] [--time 2s] [--warmup 1s] [--runs 1] DIRECTORY
set -euo pipefail

gui="" cli="" pairs=5 profile=Default size=256MiB time=2s warmup=1s runs=1 target=""
while [ $# -gt 0 ]; do
    case "$1" in
        --gui) gui="$2"; shift 2 ;;
        --cli) cli="$2"; shift 2 ;;
        --pairs) pairs="$2"; shift 2 ;;
        --profile) profile="$2"; shift 2 ;;
        --size) size="$2"; shift 2 ;;
        --time) time="$2"; shift 2 ;;
        --warmup) warmup="$2"; shift 2 ;;
        --runs) runs="$2"; shift 2 ;;
        -h|--help) sed -n '4,15p' "$0"; exit 0 ;;
        *) target="$1"; shift ;;
    esac
done
[ -x "$gui" ] && [ -x "$cli" ] && [ -d "$target" ] || { echo "usage: $0 --gui BIN/sektor --cli BIN/sektor-cli DIRECTORY" >&2; exit 2; }

display=()
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    command -v xvfb-run >/dev/null || { echo "no display and no xvfb-run" >&2; exit 2; }
    display=(xvfb-run -a -s "-screen 0 1920x1200x24")
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/sektor-gui-vs-cli.XXXXXX")"
trap 'rm -rf "$work"' EXIT
# The runs of both programs go to a history of the script's own, never to the account's.
export XDG_DATA_HOME="$work/data-home"
options=(--profile "$profile" --size "$size" --time "$time" --warmup "$warmup" --interval 0 --runs "$runs" --seed 1)

echo "start-up (launch to window shown):" >&2
for i in 1 2 3 4 5; do "${display[@]}" "$gui" --quit-when-shown 2>/dev/null; done | tee "$work/startup.txt" >&2

for i in $(seq 1 "$pairs"); do
    echo "pair $i/$pairs: cli" >&2
    "$cli" run "${options[@]}" --quiet --json "$work/cli-$i.json" "$target" >/dev/null
    echo "pair $i/$pairs: gui" >&2
    "${display[@]}" "$gui" --autorun "${options[@]}" --json "$work/gui-$i.json" "$target" 2>/dev/null
done

python3 - "$work" "$pairs" <<'PY'
import json, statistics, sys, re
work, pairs = sys.argv[1], int(sys.argv[2])
def load(kind):
    runs = []
    for i in range(1, pairs + 1):
        with open(f"{work}/{kind}-{i}.json") as f:
            runs.append({(t["name"], t["mode"]): t["median"]["megabytesPerSecond"] for t in json.load(f)["tests"]})
    return runs
cli, gui = load("cli"), load("gui")
startup = [float(m.group(1)) for m in re.finditer(r"shown after (\d+)", open(f"{work}/startup.txt").read())]
print(f"window shown after {statistics.median(startup):.0f} ms (median of {len(startup)}; each: {', '.join(f'{s:.0f}' for s in startup)})")
print(f"{'test':<16} {'mode':<6} {'cli MB/s':>10} {'gui MB/s':>10} {'gui/cli':>8} {'cli/cli noise':>14}")
for key in cli[0]:
    c = [r[key] for r in cli]
    g = [r[key] for r in gui]
    noise = statistics.median(abs(a / b - 1) for a, b in zip(c, c[1:]) if b > 0) if len(c) > 1 else float("nan")
    print(f"{key[0]:<16} {key[1]:<6} {statistics.median(c):>10.1f} {statistics.median(g):>10.1f} "
          f"{statistics.median(g) / statistics.median(c):>8.3f} {noise * 100:>13.1f}%")
PY
