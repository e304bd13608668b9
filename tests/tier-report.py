#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
"""The suite's closing summary, from the JUnit files ctest wrote for each tier (tests/run-all.sh).

Usage: tier-report.py [build:NAME=SECONDS ...] TIER=JUNIT.xml:WALL_SECONDS ...

Prints how long each build took, each tier's counts and wall time, the slowest tests, every skipped test with its reason
(a skip is never silent) and every failed test with the lines that say why (at the end, where a reader of only the
output's tail still sees them), then the plain closing line 'Total: N passed, N failed, N skipped'.

>>> tier, path, wall = parse_tier_argument('unit=/b/junit-unit.xml:12.5')
>>> (tier, path, wall)
('unit', '/b/junit-unit.xml', 12.5)
>>> skip_reason('x.cpp:87: Skipped\\nio_uring unavailable here: EPERM\\n\\n[  SKIPPED ] A.B (0 ms)\\n')
'io_uring unavailable here: EPERM'
>>> skip_reason('setting up\\nnot root: loop devices need it\\n')
'not root: loop devices need it'
>>> skip_reason('')
'(the test printed no reason)'
>>> failure_lines('[ RUN      ] A.B\\nrate 3\\nx.cpp:9: Failure\\nExpected: (a) < (b)\\n  Which is: 3\\n\\n[  FAILED  ] A.B\\n')
['x.cpp:9: Failure', 'Expected: (a) < (b)', '  Which is: 3']
>>> failure_lines('ASAN: heap-use-after-free\\n#0 0x1 in f\\n')
['ASAN: heap-use-after-free', '#0 0x1 in f']
"""

import sys
import xml.etree.ElementTree as ElementTree

SLOWEST = 15
# Lines of each failed test's own words in the summary; the whole output is further up, in its tier's log.
FAILURE_LINES = 24


def parse_tier_argument(argument):
    tier, rest = argument.split('=', 1)
    path, wall = rest.rsplit(':', 1)
    return tier, path, float(wall)


def skip_reason(output):
    """The reason a skipped test gave: GoogleTest's message after 'Skipped', else its last line."""
    lines = [line.strip() for line in output.splitlines() if line.strip()]
    for index, line in enumerate(lines):
        if line.endswith('Skipped') and index + 1 < len(lines):
            return lines[index + 1]
    lines = [line for line in lines if not line.startswith('[')]
    return lines[-1] if lines else '(the test printed no reason)'


def failure_lines(output, most=FAILURE_LINES):
    """What a failed test said about its failure: GoogleTest's 'Failure' blocks, else the output's last lines."""
    lines = output.splitlines()
    said, inside = [], False
    for line in lines:
        if line.endswith(': Failure') or line.endswith('): error:'):
            inside = True
        elif not line.strip() or line.startswith('['):
            inside = False
        if inside:
            said.append(line)
    if not said:
        said = [line for line in lines if line.strip()][-most:]
    return said[:most]


def read_cases(path):
    """(name, seconds, status, output) of each test case; status: passed, failed or skipped."""
    cases = []
    for case in ElementTree.parse(path).getroot().iter('testcase'):
        status = case.get('status', '')
        if case.find('failure') is not None or status == 'fail':
            status = 'failed'
        elif case.find('skipped') is not None or status in ('notrun', 'disabled'):
            status = 'skipped'
        else:
            status = 'passed'
        output = case.findtext('system-out') or ''
        cases.append((case.get('name', '?'), float(case.get('time') or 0), status, output))
    return cases


def main(arguments):
    builds = [argument[len('build:'):].split('=', 1) for argument in arguments if argument.startswith('build:')]
    tiers = [parse_tier_argument(argument) for argument in arguments if not argument.startswith('build:')]
    if builds:
        print('\n== Builds')
        for name, seconds in builds:
            print(f'{name:<9} {float(seconds):>8.0f} s')
    rows, everything = [], []
    for tier, path, wall in tiers:
        try:
            cases = read_cases(path)
        except (OSError, ElementTree.ParseError) as error:
            print(f'tier-report: {tier}: no JUnit results ({error})', file=sys.stderr)
            cases = [(f'{tier} (no results)', wall, 'failed', '')]
        counts = {status: sum(1 for case in cases if case[2] == status) for status in ('passed', 'failed', 'skipped')}
        rows.append((tier, len(cases), counts, wall))
        everything += [(tier,) + case for case in cases]

    print('\n== Tiers')
    print(f'{"tier":<9} {"tests":>6} {"passed":>7} {"failed":>7} {"skipped":>8} {"wall s":>8}')
    for tier, total, counts, wall in rows:
        print(f'{tier:<9} {total:>6} {counts["passed"]:>7} {counts["failed"]:>7} {counts["skipped"]:>8} {wall:>8.0f}')
    print(f'{"all":<9} {sum(row[1] for row in rows):>6} {"":>7} {"":>7} {"":>8} {sum(row[3] for row in rows):>8.0f}')

    print(f'\n== The {SLOWEST} slowest tests')
    for tier, name, seconds, _status, _output in sorted(everything, key=lambda case: -case[2])[:SLOWEST]:
        print(f'{seconds:8.1f} s  {tier:<8} {name}')

    skipped = [case for case in everything if case[3] == 'skipped']
    if skipped:
        print('\n== Skipped, with the reason each gave')
        for tier, name, _seconds, _status, output in skipped:
            print(f'{tier:<8} {name}: {skip_reason(output)}')
    failed = [case for case in everything if case[3] == 'failed']
    if failed:
        print('\n== Failed')
        for tier, name, *_rest in failed:
            print(f'{tier:<8} {name}')
        print('\n== Why they failed')
        for tier, name, _seconds, _status, output in failed:
            print(f'-- {tier} {name}')
            for line in failure_lines(output):
                print(f'   {line}')

    total = {status: sum(1 for case in everything if case[3] == status) for status in ('passed', 'failed', 'skipped')}
    print(f'\nTotal: {total["passed"]} passed, {total["failed"]} failed, {total["skipped"]} skipped')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
