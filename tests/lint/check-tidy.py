#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
"""clang-tidy with the repo's .clang-tidy over the product code (app/, core/, helper/) of a build tree
with compile_commands.json; any finding fails (lint.clang-tidy).

Usage: check-tidy.py BUILD_DIR

A full analysis takes minutes on two cores, and most runs change few files, so each translation unit's
result is remembered, outside the checkout: ${SEKTOR_TIDY_CACHE:-${XDG_CACHE_HOME:-~/.cache}/sektor-clang-tidy}.
The key is everything the result depends on: the unit's preprocessed source (so a changed header
counts), its compile flags with the checkout's paths taken out, .clang-tidy, clang-tidy's version and
this script. A unit with the same key is not analysed again on this machine, from any checkout; a new
machine analyses everything. Entries unused for 60 days are removed.
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

SOURCE = os.path.realpath(os.path.join(os.path.dirname(__file__), '..', '..'))
PRODUCT_FILES = re.compile('^' + re.escape(SOURCE) + r'/(app|core|helper)/.*\.cpp$')
# Headers from the source tree only: the adaptor and proxy qdbusxml2cpp writes into the build tree are
# Qt's code, not ours (the build tree may lie inside the source tree, hence the anchor).
HEADER_FILTER = '^' + re.escape(SOURCE) + r'/(app|core|helper)/.*\.h$'
# GCC's warning options are unknown to clang; they say nothing about the code.
EXTRA_ARGUMENTS = ['--extra-arg=-Wno-unknown-warning-option']
FINDING = re.compile(r'(warning|error): ')
UNUSED_DAYS = 60
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


def preprocessing_command(entry):
    """The unit's compile command, made to print its preprocessed source without line markers."""
    arguments = entry['arguments'] if 'arguments' in entry else shlex.split(entry['command'])
    result, skip = [], False
    for argument in arguments:
        if skip:
            skip = False
        elif argument == '-o':
            skip = True
        elif argument != '-c':
            result.append(argument)
    return result + ['-E', '-P']


def unit_key(entry, build, fixed_part):
    preprocessed = subprocess.run(preprocessing_command(entry), cwd=entry['directory'], check=True,
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL).stdout
    digest = hashlib.sha256(fixed_part)
    flags = ' '.join(argument for argument in preprocessing_command(entry) if argument != entry['file'])
    digest.update(without_paths(flags + '\n' + entry['file'], build).encode())
    digest.update(preprocessed)
    return digest.hexdigest()


def analyse(entry, build, clang_tidy, fixed_part, cache):
    """(findings, analysed): the unit's finding lines, from the cache or from clang-tidy."""
    key = unit_key(entry, build, fixed_part)
    stored = os.path.join(cache, key[:2], key)
    try:
        with open(stored, encoding='utf-8') as file:
            text = file.read()
        os.utime(stored)
        return text.replace(BUILD_MARK, build).replace(SOURCE_MARK, SOURCE), False
    except FileNotFoundError:
        pass
    run = subprocess.run([clang_tidy, '-p', build, '-quiet', f'-header-filter={HEADER_FILTER}', *EXTRA_ARGUMENTS,
                          entry['file']], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, check=False)
    findings = '\n'.join(line for line in run.stdout.splitlines() if FINDING.search(line))
    if run.returncode != 0 and not findings:
        # A failure without a finding (a crash, a missing header) is reported and never remembered.
        return f'{entry["file"]}: error: clang-tidy exited with {run.returncode}:\n{run.stdout}', True
    os.makedirs(os.path.dirname(stored), exist_ok=True)
    partial = f'{stored}.{os.getpid()}'
    with open(partial, 'w', encoding='utf-8') as file:
        file.write(without_paths(findings, build))
    os.replace(partial, stored)
    return findings, True


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
    clang_tidy = find_clang_tidy()
    fixed_part = b''.join([
        subprocess.run([clang_tidy, '--version'], check=True, stdout=subprocess.PIPE).stdout,
        open(os.path.join(SOURCE, '.clang-tidy'), 'rb').read(),
        open(__file__, 'rb').read(),
    ])
    cache = cache_directory()
    started = time.monotonic()
    findings, analysed = set(), 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        jobs = [pool.submit(analyse, entry, build, clang_tidy, fixed_part, cache) for entry in units.values()]
        for job in concurrent.futures.as_completed(jobs):
            text, fresh = job.result()
            analysed += fresh
            findings.update(line for line in text.splitlines() if FINDING.search(line))
    prune(cache)
    for line in sorted(findings):
        print(line)
    print(f'clang-tidy: {len(units)} files, {analysed} analysed, {len(units) - analysed} unchanged since an '
          f'earlier analysis ({cache}); {len(findings)} findings; {time.monotonic() - started:.0f} s')
    return 1 if findings else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
