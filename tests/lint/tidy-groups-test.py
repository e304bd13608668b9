#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
"""lint.clang-tidy's grouping (check-tidy.py) on planted files: a finding in one file of a group is
reported at its own file and line; two files whose internal names collide (they cannot compile as one
unit) are still analysed, without a false compile error; a file that does not compile alone fails the
check; the second run takes every group's result from the cache and reports the same.
"""

import os
import subprocess
import sys
import tempfile

CHECK_TIDY = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'check-tidy.py')
CLEAN = 'namespace {\nint twice(int value) { return 2 * value; }\n}\nint {name}(int value) { return twice(value); }\n'
PLANTED = '#include <vector>\nint lengthOf(std::vector<int> values) { return static_cast<int>(values.size()); }\n'


def plant(source):
    core = os.path.join(source, 'core')
    os.makedirs(core)
    files = {f'clean{n}.cpp': CLEAN.replace('{name}', f'clean{n}') for n in range(5)}  # all define twice()
    files['planted.cpp'] = PLANTED
    for name, text in files.items():
        with open(os.path.join(core, name), 'w', encoding='utf-8') as file:
            file.write(text)
    return [os.path.join(core, name) for name in files]


def database(build, files):
    os.makedirs(build, exist_ok=True)
    entries = [{'directory': build, 'file': path, 'command': f'c++ -std=gnu++20 -o {path}.o -c {path}'} for path in files]
    with open(os.path.join(build, 'compile_commands.json'), 'w', encoding='utf-8') as file:
        file.write(repr(entries).replace("'", '"'))


def check(source, build, cache):
    environment = dict(os.environ, SEKTOR_TIDY_SOURCE=source, SEKTOR_TIDY_CACHE=cache)
    run = subprocess.run([sys.executable, CHECK_TIDY, build], env=environment, stdout=subprocess.PIPE,
                         stderr=subprocess.STDOUT, text=True, check=False)
    return run.returncode, run.stdout


def expect(condition, what, output):
    if not condition:
        sys.exit(f'FAIL: {what}\n{output}')


def main():
    with tempfile.TemporaryDirectory() as folder:
        source, build, cache = (os.path.join(folder, name) for name in ('source', 'build', 'cache'))
        files = plant(source)
        database(build, files)
        planted = os.path.join(source, 'core', 'planted.cpp')
        for run in ('first', 'second'):
            status, output = check(source, build, cache)
            expect(status == 1, f'{run} run: a finding fails the check', output)
            expect(f'{planted}:2:31: error: the parameter \'values\' is copied' in output,
                   f'{run} run: the finding names its own file and line', output)
            expect('clang-diagnostic-error' not in output and 'unit.cpp' not in output,
                   f'{run} run: colliding names are no finding, the group file is never named', output)
        expect('0 analysed, 6 unchanged' in output, 'the second run takes every result from the cache', output)
        with open(files[0], 'a', encoding='utf-8') as file:
            file.write('int broken(int value) { return undeclared(value); }\n')
        status, output = check(source, build, cache)
        expect(status == 1 and "use of undeclared identifier 'undeclared'" in output,
               'a file that does not compile fails the check', output)
    print('check-tidy.py: findings at their own lines, colliding files analysed, the cache used')
    return 0


if __name__ == '__main__':
    sys.exit(main())
