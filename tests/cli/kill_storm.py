#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
"""kill_storm.py: starts sektor-cli runs and kills each at a random point, then checks that nothing is left behind.

Each run measures a folder on an ext4 filesystem of the storm's own (a loop device over a file in /dev/shm), or, one
run in ten, the raw loop device of a second such file, as root with consent to destroy its data. A random delay later
the run gets SIGKILL, SIGTERM or SIGINT (a third each). After every kill:
  - the target folder is empty: no test file (".sektor-test-*"), no scratch folder (".sektor-files-*",
    ".sektor-verify-*"), nothing else;
  - the history folder holds the database and SQLite's own files only, the fallback folder for unsaved runs
    ($TMPDIR/sektor-unsaved) does not exist, and the database passes PRAGMA integrity_check;
  - a SIGTERM or SIGINT run ended with 143 or 130 as a shell reports it (or 0, had it finished first); one that
    printed figures marked them stopped (or finished: so must a run that died of the signal during its exit, after
    everything was kept), wrote them to its --json file and kept them in the
    history as one more run, and one that printed none kept nothing; every test its progress line (drawn on a
    pseudo-terminal) had left for the next one is among those kept;
  - the --json folder holds nothing but the result file, if any.
At the end the storm's mounts and loop devices are gone (also after a failure or Ctrl-C).

The kills follow --seed: the same seed replays the same storm (signals, targets, delays), so a failure can be run again.
Exit status: 0 when every check held, 1 when one failed (each failure is printed with its kill's number), 2 on bad
arguments, 77 when not root (skipped; a failure in CI).

Usage: kill_storm.py --cli PATH [--kills N] [--seed S] [--max-delay-ms MS] [--keep-going]
"""
import argparse
import json
import os
import pty
import re
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time

SIGNALS = [("SIGKILL", signal.SIGKILL), ("SIGTERM", signal.SIGTERM), ("SIGINT", signal.SIGINT)]
# 128 + the signal, as shells report it: what sektor-cli exits with when it handles the signal (exitcodes.h).
HANDLED_EXIT = {signal.SIGTERM: 143, signal.SIGINT: 130}
HISTORY_FILES = {"history.sqlite", "history.sqlite-wal", "history.sqlite-shm", "history.sqlite-journal"}
RUN_TIMEOUT_S = 60
# A progress line names the test it measures: "SEQ1M Q8T1 Read", "RND4K Q32T1 Write".
PROGRESS_TEST = re.compile(r"((?:SEQ|RND)\S+ Q\d+T\d+) (\S+) ")


def skip_or_fail_in_ci(reason):
    """The shell helper's rule (tests/support/skip-or-fail.sh): skipped outside CI, a failure in it."""
    if os.environ.get("CI", "") in ("", "0", "false"):
        print(f"SKIPPED: {reason}", file=sys.stderr)
        sys.exit(77)
    print(f"FAIL: CI must not skip this test, and it lacks a requirement: {reason}", file=sys.stderr)
    sys.exit(1)


def run(*argv):
    return subprocess.run(argv, check=True, capture_output=True, text=True).stdout.strip()


class Storm:
    """The storm's loop devices, filesystem and folders; close() removes them all, whatever happened."""

    def __init__(self):
        self.work = tempfile.mkdtemp(prefix="sektor-kill-storm.", dir="/var/tmp")
        self.loops = []
        self.mounted = None
        self.raw_loop = None
        self.target = None
        self.history = os.path.join(self.work, "history")
        self.tmp = os.path.join(self.work, "tmp")
        self.out = os.path.join(self.work, "out")
        for d in (self.history, self.tmp, self.out):
            os.mkdir(d)
        self.backing_dir = tempfile.mkdtemp(prefix="sektor-kill-storm.", dir="/dev/shm")
        try:
            self.set_up()
        except BaseException:
            self.close()
            raise

    def set_up(self):
        fs_loop = self.loop("fs.img", 160 << 20)
        self.raw_loop = self.loop("raw.img", 64 << 20)
        mount_point = os.path.join(self.work, "mnt")
        os.mkdir(mount_point)
        run("mkfs.ext4", "-q", "-F", fs_loop)
        run("mount", fs_loop, mount_point)
        self.mounted = mount_point
        self.target = os.path.join(mount_point, "target")
        os.mkdir(self.target)

    def loop(self, name, size):
        backing = os.path.join(self.backing_dir, name)
        with open(backing, "wb") as f:
            f.truncate(size)
        device = run("losetup", "--find", "--show", backing)
        self.loops.append((device, backing))
        return device

    def close(self):
        if self.mounted:
            subprocess.run(["umount", self.mounted], check=False)
            self.mounted = None
        for device, _ in self.loops:
            subprocess.run(["losetup", "-d", device], check=False)
        subprocess.run(["rm", "-rf", "--", self.work, self.backing_dir], check=False)

    def leftovers(self):
        """What of the storm's own is still there: loop devices over its files, its mounts, its folders."""
        # Listed by backing file, which a loop device keeps naming (as "(deleted)") once the file is removed.
        attached = run("losetup", "--list", "--noheadings", "--output", "NAME,BACK-FILE")
        left = [f"loop device {line}" for line in attached.splitlines() if self.backing_dir in line]
        with open("/proc/self/mountinfo") as mountinfo:
            left += [f"mount {line.split()[4]}" for line in mountinfo if self.work in line.split()[4]]
        left += [f"folder {d}" for d in (self.work, self.backing_dir) if os.path.exists(d)]
        return left


def stored_runs(history):
    """The number of runs in the history and its integrity check's answer (the database made if missing)."""
    path = os.path.join(history, "history.sqlite")
    if not os.path.exists(path):
        return 0, "ok"
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        check = "; ".join(row[0] for row in db.execute("PRAGMA integrity_check"))
        runs = db.execute("SELECT count(*) FROM runs").fetchone()[0]
    finally:
        db.close()
    return runs, check


def arguments(storm, raw, json_path):
    common = ["--runs", "1", "--warmup", "0", "--interval", "0", "--time", "150ms", "--json", json_path]
    if raw:
        return ["run", "--profile", "Demo", "--size", "32MiB", f"--allow-destroy-data={storm.raw_loop}"] + common + [
            storm.raw_loop
        ]
    return ["run", "--profile", "Default", "--size", "16MiB"] + common + [storm.target]


def tests_finished(progress):
    """How many tests surely finished: every test the progress line named before the last one."""
    seen = []
    for test in PROGRESS_TEST.findall(progress):
        if test not in seen:
            seen.append(test)
    return max(len(seen) - 1, 0)


class Terminal:
    """A pseudo-terminal for a run's standard error, so it draws its progress line; read as it comes."""

    def __init__(self):
        self.master, self.slave = pty.openpty()
        self.chunks = []
        self.reader = threading.Thread(target=self.read, daemon=True)

    def read(self):
        while True:
            try:
                data = os.read(self.master, 65536)
            except OSError:  # EIO: the run, the last holder of the other side, has ended
                return
            if not data:
                return
            self.chunks.append(data)

    def started(self):
        os.close(self.slave)
        self.reader.start()

    def text(self):
        self.reader.join(timeout=10)
        os.close(self.master)
        return b"".join(self.chunks).decode(errors="replace")


def check_kill(storm, number, signame, signum, process, out, err, json_path, runs_before):
    """Every check after one kill; the failures found, as sentences."""
    failures = []
    rc = process.returncode
    left = os.listdir(storm.target)
    if left:
        failures.append(f"left in the target folder: {left}")
    strays = sorted(set(os.listdir(storm.history)) - HISTORY_FILES)
    if strays:
        failures.append(f"left in the history folder: {strays}")
    if os.listdir(storm.tmp):
        failures.append(f"left in TMPDIR (a run kept aside, unsaved): {os.listdir(storm.tmp)}")
    outs = sorted(set(os.listdir(storm.out)) - {os.path.basename(json_path)})
    if outs:
        failures.append(f"left in the --json folder: {outs}")
    runs_after, check = stored_runs(storm.history)
    if check != "ok":
        failures.append(f"history integrity_check: {check}")
    # As a shell reports it: 128 + the signal for a process the signal ended, handled or not. One that dies of it before
    # its handler is set (the first milliseconds) has nothing to keep; one that dies of it later would lose what it
    # printed, which the checks below find.
    shell_rc = 128 - rc if rc < 0 else rc
    if signum == signal.SIGKILL:
        if shell_rc not in (0, 128 + signal.SIGKILL):
            failures.append(f"exit {rc} after SIGKILL")
        return failures, runs_after
    if shell_rc not in (0, HANDLED_EXIT[signum]):
        failures.append(f"exit {rc} after {signame}, not {HANDLED_EXIT[signum]} (or 0 when finished first): {err}")
        return failures, runs_after
    figures = "Sektor " in out
    # sektor-cli handles the signal from before its run until its figures are kept, and exits with 128 + the signal
    # itself when the signal stopped the run. Dying of the signal (rc < 0) means it came while no handler was set:
    # before the run (nothing printed, which the checks below hold) or after everything was kept, during the exit
    # (slow under the sanitizers): then the run had finished, and its figures must say finished, not stopped.
    handled_stop = rc > 0
    kept = runs_after - runs_before
    finished = tests_finished(err)
    if finished and not figures:
        failures.append(f"{finished} test(s) finished before {signame}, yet no figures were printed")
    if figures:
        if kept != 1:
            failures.append(f"printed figures but the history gained {kept} runs")
        if not os.path.exists(json_path):
            failures.append("printed figures but wrote no --json file")
        else:
            with open(json_path) as f:
                result = json.load(f)
            stopped = "stopped" in result.get("warnings", [])
            if handled_stop and not stopped and not result.get("surface"):
                failures.append("a stopped run's JSON is not marked stopped")
            if not handled_stop and stopped:
                failures.append("a finished run is marked stopped")
            if not result.get("tests"):
                failures.append("kept a run without a finished test")
            elif len(result["tests"]) < finished:
                failures.append(f"kept {len(result['tests'])} tests of the {finished} that finished")
        if handled_stop and "Stopped run" not in out:
            failures.append("the text of a stopped run does not say so")
    else:
        if kept != 0:
            failures.append(f"printed no figures but the history gained {kept} runs")
        if os.path.exists(json_path):
            failures.append("printed no figures but wrote a --json file")
    return failures, runs_after


OUTCOMES = ("finished first", "stopped with figures", "stopped before a test", "died of the signal", "killed")


def outcome(signum, rc, out):
    """How a kill ended, for the figures."""
    if signum == signal.SIGKILL and rc < 0:
        return "killed"
    if rc < 0:
        return "died of the signal"
    if rc == 0:
        return "finished first"
    return "stopped with figures" if "Sektor " in out else "stopped before a test"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", required=True)
    parser.add_argument("--kills", type=int, default=20)
    parser.add_argument("--seed", type=int, default=38)
    parser.add_argument("--max-delay-ms", type=int, default=2500, help="kill points are drawn from 0 to this")
    parser.add_argument("--keep-going", action="store_true", help="go on after a failure (for the figures)")
    args = parser.parse_args()
    if not os.access(args.cli, os.X_OK):
        print(f"sektor-cli not found: {args.cli}", file=sys.stderr)
        return 2
    if os.geteuid() != 0:
        skip_or_fail_in_ci("needs root (loop devices, mounts)")

    rng = random.Random(args.seed)
    storm = Storm()
    counts = {name: 0 for name, _ in SIGNALS}
    outcomes = {name: 0 for name in OUTCOMES}
    raw_runs = 0
    failed = []
    env = dict(os.environ, SEKTOR_HISTORY=os.path.join(storm.history, "history.sqlite"), TMPDIR=storm.tmp)
    started = time.monotonic()
    try:
        runs_before = 0
        for number in range(1, args.kills + 1):
            signame, signum = rng.choice(SIGNALS)
            raw = rng.random() < 0.1
            delay = rng.uniform(0, args.max_delay_ms / 1000)
            counts[signame] += 1
            raw_runs += raw
            json_path = os.path.join(storm.out, f"run-{number}.json")
            terminal = Terminal()
            process = subprocess.Popen([args.cli] + arguments(storm, raw, json_path), env=env,
                                       stdout=subprocess.PIPE, stderr=terminal.slave, text=True)
            terminal.started()
            time.sleep(delay)  # the random point the kill lands at: the storm's subject, not a synchronisation
            process.send_signal(signum)
            try:
                out, _ = process.communicate(timeout=RUN_TIMEOUT_S)
            except subprocess.TimeoutExpired:
                process.kill()
                process.communicate()
                terminal.text()
                failed.append((number, signame, raw, [f"still running {RUN_TIMEOUT_S} s after {signame}"]))
                continue
            err = terminal.text()
            failures, runs_before = check_kill(storm, number, signame, signum, process, out, err, json_path,
                                               runs_before)
            rc = process.returncode
            outcomes[outcome(signum, rc, out)] += 1
            if os.path.exists(json_path):
                os.remove(json_path)
            if failures:
                failed.append((number, signame, raw, failures))
                print(f"kill {number} ({signame} after {delay:.3f} s, {'raw device' if raw else 'file'}): "
                      + "; ".join(failures), file=sys.stderr)
                if not args.keep_going:
                    break
    finally:
        storm.close()
    left = storm.leftovers()
    took = time.monotonic() - started
    print(f"kill storm: seed {args.seed}, {sum(counts.values())} kills in {took:.0f} s "
          f"({', '.join(f'{n} {c}' for n, c in counts.items())}; {raw_runs} on the raw loop device); "
          f"{', '.join(f'{n} {c}' for n, c in outcomes.items())}; {len(failed)} failed")
    for item in left:
        print(f"left at the end: {item}", file=sys.stderr)
    if failed:
        print(f"replay: {sys.argv[0]} --cli {args.cli} --seed {args.seed} --kills {failed[0][0]}", file=sys.stderr)
    return 1 if failed or left else 0


if __name__ == "__main__":
    sys.exit(main())
