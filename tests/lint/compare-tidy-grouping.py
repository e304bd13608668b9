#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
"""Shows that lint.clang-tidy's groups find what file-by-file analysis finds (check-tidy.py).

Usage: compare-tidy-grouping.py BUILD_DIR [GROUPS]

Our code is clean, so the repo's own checks would compare two empty sets. This runs a much wider set
(.clang-tidy plus readability-*, modernize-*, misc-*, cppcoreguidelines-*: about a thousand findings)
over the first GROUPS groups (default 6) of the engine, the reports and the window, once grouped and
once file by file, and prints the findings only one of them made. Run it after a clang-tidy upgrade;
it takes minutes, so it is a tool, not a test.
"""

import concurrent.futures
import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SPEC = importlib.util.spec_from_file_location('check_tidy', os.path.join(HERE, 'check-tidy.py'))
check_tidy = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(check_tidy)
WIDER_CHECKS = '  -*,\n  readability-*,\n  modernize-*,\n  misc-*,\n  cppcoreguidelines-*,\n' \
               '  -modernize-use-trailing-return-type,\n  -readability-identifier-length,\n'
FOLDERS = re.compile('^' + re.escape(check_tidy.SOURCE) + r'/(core/report|core/engine|app/gui)/')


def main(arguments):
    if len(arguments) not in (1, 2):
        sys.exit('usage: compare-tidy-grouping.py BUILD_DIR [GROUPS]')
    build = os.path.realpath(arguments[0])
    count = int(arguments[1]) if len(arguments) == 2 else 6
    with open(os.path.join(check_tidy.SOURCE, '.clang-tidy'), encoding='utf-8') as file:
        configuration = file.read().replace('  -*,\n', WIDER_CHECKS, 1)
    with tempfile.TemporaryDirectory() as folder:
        wider = os.path.join(folder, '.clang-tidy')
        with open(wider, 'w', encoding='utf-8') as file:
            file.write(configuration)
        check_tidy.CONFIGURATION = wider
        with open(os.path.join(build, 'compile_commands.json'), encoding='utf-8') as file:
            units = [entry for entry in json.load(file) if FOLDERS.match(entry['file'])]
        groups = check_tidy.groups_of(units, build)[:count]
        files = [path for group in groups for path in group.files]
        clang_tidy = check_tidy.find_clang_tidy()
        with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
            grouped = {line for lines in pool.map(lambda g: check_tidy.findings_of(g, g.files, clang_tidy), groups)
                       for line in lines}
            alone = {line for lines in pool.map(lambda f: check_tidy.run_clang_tidy(clang_tidy, build, f)[0], files)
                     for line in lines}
    for line in sorted(grouped - alone):
        print('only grouped:', line)
    for line in sorted(alone - grouped):
        print('only alone:  ', line)
    print(f'{len(files)} files in {len(groups)} groups: {len(grouped)} findings grouped, {len(alone)} alone, '
          f'{len(grouped ^ alone)} different')
    return 1 if grouped != alone else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
