#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
"""clang-tidy with the repo's .clang-tidy over the product code (app/, core/, helper/) of a build tree
with compile_commands.json; any finding fails (lint.clang-tidy).

Usage: check-tidy.py BUILD_DIR

Most of clang-tidy's time on one file goes to parsing Qt's headers and running every check's matchers
over them (about 5 s a file here, 0.3 s of it our own code). So neighbouring files (by path) that compile with
the same flags are analysed together, in groups of GROUP_SIZE: one translation unit that includes
them, with the header filter widened to our .cpp files, so each finding still names its own file and
line. A group that does not compile as one unit (two files' internal names collide) is halved until each
part does, down to a file alone. Grouped and file by file find the same: compare-tidy-grouping.py shows it
with a much wider set of checks (1,353 findings in 48 files, none different, with clang-tidy 14).

Each group's result is remembered, outside the checkout:
${SEKTOR_TIDY_CACHE:-${XDG_CACHE_HOME:-~/.cache}/sektor-clang-tidy}. The key is everything the result
depends on: the group's preprocessed source (so a changed header counts), its compile flags with the
checkout's paths taken out, .clang-tidy, clang-tidy's version and this script. A group with the same
key is not analysed again on this machine, from any checkout; a new machine analyses everything.
Entries unused for 60 days are removed.
"""

import concurrent.futures
import hashlib
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import time

# The checkout whose app/, core/ and helper/ are checked (tidy-groups-test.py points it at planted files).
SOURCE = os.path.realpath(os.environ.get('SEKTOR_TIDY_SOURCE') or os.path.join(os.path.dirname(__file__), '..', '..'))
PRODUCT_FILES = re.compile('^' + re.escape(SOURCE) + r'/(app|core|helper)/.*\.cpp$')
# Headers, and in a group our .cpp files, from the source tree only: the adaptor and proxy qdbusxml2cpp
# writes into the build tree are Qt's code, not ours (the build tree may lie inside the source tree,
# hence the anchor).
HEADER_FILTER = '^' + re.escape(SOURCE) + r'/(app|core|helper)/.*\.(h|cpp)$'
# GCC's warning options are unknown to clang; they say nothing about the code.
EXTRA_ARGUMENTS = ['--extra-arg=-Wno-unknown-warning-option']
FINDING = re.compile(r'(warning|error): ')
# A group's own file includes .cpp files on purpose; clang-tidy says so on each line.
GROUP_FILE_NOTE = re.compile(r'tidy-groups/[0-9a-f]+/unit\.cpp:.*\[bugprone-suspicious-include')
# A group that does not compile as one unit: analysed file by file.
DOES_NOT_COMPILE = re.compile(r'\[clang-diagnostic-error')
# Larger groups parse Qt's headers less often, smaller ones re-analyse less after a change: at 8, a cold
# analysis takes a fraction of the file-by-file time and a one-file change costs seconds.
GROUP_SIZE = 8
UNUSED_DAYS = 60
# The checks: the repo's own (compare-tidy-grouping.py points it at a wider set).
CONFIGURATION = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '.clang-tidy')
# Stands for the checkout's and the build's paths in keys and stored findings, so another clone hits.
SOURCE_MARK, BUILD_MARK = '@SEKTOR_SOURCE@', '@SEKTOR_BUILD@'


def find_clang_tidy():
    for name in ('clang-tidy', 'clang-tidy-14'):
        path = shutil.which(name)
        if path:
            return path
    sys.exit('clang-tidy is missing (package clang-tidy)')


def cache_directory():
    base = os.environ.get('XDG_CACHE_HOME') or os.path.join(os.path.expanduser('~'), '.cache')
    return os.environ.get('SEKTOR_TIDY_CACHE') or os.path.join(base, 'sektor-clang-tidy')


def without_paths(text, build):
    return text.replace(build, BUILD_MARK).replace(SOURCE, SOURCE_MARK)


def arguments_of(entry):
    """The unit's compile command without its output, its -c and its source file."""
    arguments = entry['arguments'] if 'arguments' in entry else shlex.split(entry['command'])
    result, skip = [], False
    for argument in arguments:
        if skip:
            skip = False
        elif argument == '-o':
            skip = True
        elif argument not in ('-c', entry['file']):
            result.append(argument)
    return result


class Group:
    """Files compiled with the same flags (of one target), analysed as one translation unit."""

    def __init__(self, build, directory, arguments, files):
        self.build, self.directory, self.arguments, self.files = build, directory, arguments, files

    def unit(self, files):
        """The translation unit that includes FILES, in a folder of its own with its compile command; written once
        per run (the folder is named by the files, and main() empties tidy-groups/ first), though the key asks for
        the whole group's unit before the analysis does."""
        name = hashlib.sha256('\n'.join(files).encode()).hexdigest()[:16]
        folder = os.path.join(self.build, 'tidy-groups', name)
        path = os.path.join(folder, 'unit.cpp')
        if os.path.isfile(path):
            return path
        os.makedirs(folder, exist_ok=True)
        with open(path, 'w', encoding='utf-8') as file:
            file.write(''.join(f'#include "{file}"\n' for file in files))
        with open(os.path.join(folder, 'compile_commands.json'), 'w', encoding='utf-8') as file:
            json.dump([{'directory': self.directory, 'file': path, 'arguments': [*self.arguments, '-c', path]}], file)
        return path

    def key(self, fixed_part):
        preprocessed = subprocess.run([*self.arguments, '-E', '-P', self.unit(self.files)], cwd=self.directory,
                                      check=True, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL).stdout
        digest = hashlib.sha256(fixed_part)
        names = '\n'.join(without_paths(path, self.build) for path in self.files)
        digest.update(without_paths(' '.join(self.arguments) + '\n' + names, self.build).encode())
        digest.update(preprocessed)
        return digest.hexdigest()


def groups_of(units, build):
    """The product's files in groups of up to GROUP_SIZE neighbours (by path) with the same compile flags."""
    alike = {}
    for entry in units:
        arguments = tuple(arguments_of(entry))
        alike.setdefault((entry['directory'], arguments), []).append(entry['file'])
    groups = []
    for (directory, arguments), files in sorted(alike.items()):
        files.sort()
        for start in range(0, len(files), GROUP_SIZE):
            groups.append(Group(build, directory, list(arguments), files[start:start + GROUP_SIZE]))
    return groups


class Failure(Exception):
    """clang-tidy failed without a finding (a crash, a missing header): reported, never remembered."""


def run_clang_tidy(clang_tidy, database, path):
    """(finding lines, whether it compiled) of one translation unit."""
    run = subprocess.run([clang_tidy, f'--config-file={CONFIGURATION}', '-p', database,
                          '-quiet', f'-header-filter={HEADER_FILTER}', *EXTRA_ARGUMENTS, path],
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, check=False)
    said = [line for line in run.stdout.splitlines() if FINDING.search(line)]
    if run.returncode != 0 and not said:
        raise Failure(f'{path}: error: clang-tidy exited with {run.returncode}:\n{run.stdout}')
    lines = [line for line in said if not GROUP_FILE_NOTE.search(line)]
    return lines, not any(DOES_NOT_COMPILE.search(line) for line in lines)


def findings_of(group, files, clang_tidy):
    """FILES analysed together; halved until each part compiles as one unit, down to a file alone (which
    then reports its own compile errors, as it would outside a group)."""
    if len(files) == 1:
        return run_clang_tidy(clang_tidy, group.build, files[0])[0]
    unit = group.unit(files)
    lines, compiled = run_clang_tidy(clang_tidy, os.path.dirname(unit), unit)
    if compiled:
        return lines
    half = len(files) // 2
    return findings_of(group, files[:half], clang_tidy) + findings_of(group, files[half:], clang_tidy)


def analyse(group, clang_tidy, fixed_part, cache):
    """(findings, analysed files): the group's finding lines, from the cache or from clang-tidy."""
    key = group.key(fixed_part)
    stored = os.path.join(cache, key[:2], key)
    try:
        with open(stored, encoding='utf-8') as file:
            text = file.read()
        os.utime(stored)
        return text.replace(BUILD_MARK, group.build).replace(SOURCE_MARK, SOURCE), 0
    except FileNotFoundError:
        pass
    try:
        findings = '\n'.join(findings_of(group, group.files, clang_tidy))
    except Failure as failure:
        return str(failure), len(group.files)
    os.makedirs(os.path.dirname(stored), exist_ok=True)
    partial = f'{stored}.{os.getpid()}'
    with open(partial, 'w', encoding='utf-8') as file:
        file.write(without_paths(findings, group.build))
    os.replace(partial, stored)
    return findings, len(group.files)


def prune(cache):
    limit = time.time() - UNUSED_DAYS * 86400
    for folder, _subfolders, files in os.walk(cache):
        for name in files:
            path = os.path.join(folder, name)
            try:
                if os.stat(path).st_mtime < limit:
                    os.remove(path)
            except FileNotFoundError:
                pass


def main(arguments):
    if len(arguments) != 1:
        sys.exit('usage: check-tidy.py BUILD_DIR')
    build = os.path.realpath(arguments[0])
    commands = os.path.join(build, 'compile_commands.json')
    if not os.path.isfile(commands):
        sys.exit(f'{commands} is missing')
    with open(commands, encoding='utf-8') as file:
        units = {entry['file']: entry for entry in json.load(file) if PRODUCT_FILES.match(entry['file'])}
    groups = groups_of(units.values(), build)
    shutil.rmtree(os.path.join(build, 'tidy-groups'), ignore_errors=True)
    clang_tidy = find_clang_tidy()
    fixed_part = b''.join([
        subprocess.run([clang_tidy, '--version'], check=True, stdout=subprocess.PIPE).stdout,
        open(CONFIGURATION, 'rb').read(),
        open(__file__, 'rb').read(),
    ])
    cache = cache_directory()
    started = time.monotonic()
    findings, analysed = set(), 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        jobs = [pool.submit(analyse, group, clang_tidy, fixed_part, cache) for group in groups]
        for job in concurrent.futures.as_completed(jobs):
            text, files = job.result()
            analysed += files
            findings.update(line for line in text.splitlines() if FINDING.search(line))
    prune(cache)
    for line in sorted(findings):
        print(line)
    print(f'clang-tidy: {len(units)} files in {len(groups)} groups, {analysed} analysed, {len(units) - analysed} '
          f'unchanged since an earlier analysis ({cache}); {len(findings)} findings; '
          f'{time.monotonic() - started:.0f} s')
    return 1 if findings else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
