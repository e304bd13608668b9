#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
"""lint.layers (check-layers.py) holds docs/ARCHITECTURE.md's folder tables to its own lists: the repository's page
passes; a row that lets a folder include one more, a row gone and a feature offering another header each fail,
naming the folder.
Usage: layers-doc-test.py SOURCE_DIR"""

import os
import subprocess
import sys
import tempfile

CHECK_LAYERS = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'check-layers.py')


def check(page):
    with tempfile.TemporaryDirectory() as source:
        os.makedirs(os.path.join(source, 'docs'))
        with open(os.path.join(source, 'docs', 'ARCHITECTURE.md'), 'w', encoding='utf-8') as file:
            file.write(page)
        run = subprocess.run([sys.executable, CHECK_LAYERS, source], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                             text=True, check=False)
        return run.returncode, run.stdout


def main():
    with open(os.path.join(sys.argv[1], 'docs', 'ARCHITECTURE.md'), encoding='utf-8') as file:
        page = file.read()
    failures = []
    code, out = check(page)
    if code != 0:
        failures.append(f'the page as it is fails:\n{out}')
    plants = {
        'core/peers': page.replace('| `core/peers` |', '| `core/peers` | x | stats, model, report |\n| `unused` |', 1),
        'core/batch': '\n'.join(line for line in page.splitlines() if not line.startswith('| `core/batch` |')),
        'gui/burnin': page.replace('| burninwindowparts.h |', '| burninwindowparts.h, burninpanel.h |', 1),
    }
    for folder, planted in plants.items():
        if planted == page:
            failures.append(f'could not plant a change of {folder}')
            continue
        code, out = check(planted)
        if code == 0 or folder not in out:
            failures.append(f'a changed row of {folder} passed ({code}):\n{out}')
    for failure in failures:
        print('FAIL:', failure)
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
