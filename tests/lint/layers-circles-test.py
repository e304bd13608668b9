#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
"""lint.layers (check-layers.py) on planted trees: two files that include each other's header are an include circle,
and so are three around a longer circle, across folders and through headers, each named with the path around it; the
same files with the circle broken pass; an include against the layers fails.
"""

import os
import subprocess
import sys
import tempfile

CHECK_LAYERS = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'check-layers.py')


def plant(source, files):
    for name, text in files.items():
        path = os.path.join(source, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, 'w', encoding='utf-8') as file:
            file.write(text)


def check(source):
    run = subprocess.run([sys.executable, CHECK_LAYERS, source], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         text=True, check=False)
    return run.returncode, run.stdout


def expect(condition, what, output):
    if not condition:
        sys.exit(f'FAIL: {what}\n{output}')


# cdmtext.cpp and sustainedreport.cpp each included the other's header.
TWO = {
    'core/report/text.h': '#pragma once\nint text();\n',
    'core/report/text.cpp': '#include "report/text.h"\n#include "report/block.h"\nint text() { return block(); }\n',
    'core/report/block.h': '#pragma once\nint block();\nint label();\n',
    'core/report/block.cpp': '#include "report/block.h"\n#include "report/text.h"\nint block() { return 1; }\n'
                             'int label() { return text(); }\n',
}
# history -> report -> model -> history, through a header of each.
THREE = {
    'core/model/fact.h': '#pragma once\n#include "history/store.h"\n',
    'core/history/store.h': '#pragma once\nint store();\n',
    'core/history/store.cpp': '#include "history/store.h"\n#include "report/words.h"\n',
    'core/report/words.h': '#pragma once\n#include "model/fact.h"\n',
}


def expect_circle(source, files, circle):
    """Plants @p files in @p source and expects the check to fail naming @p circle; returns what it said."""
    plant(source, files)
    status, output = check(source)
    expect(status == 1 and circle in output, f'the check fails naming "{circle}"', output)
    return output


def main():
    with tempfile.TemporaryDirectory() as folder:
        two = os.path.join(folder, 'two')
        expect_circle(two, TWO, 'include circle between core/report/block, core/report/text: '
                      'core/report/block -> core/report/text -> core/report/block')
        plant(two, {'core/report/block.cpp': '#include "report/block.h"\nint block() { return 1; }\n'})
        status, output = check(two)
        expect(status == 0 and output == '', 'the circle broken, the check passes', output)

        output = expect_circle(os.path.join(folder, 'three'), THREE,
                               'include circle between core/history/store, core/model/fact, core/report/words: '
                               'core/history/store -> core/report/words -> core/model/fact -> core/history/store')
        expect('core/model/fact.h: includes history/, which is not below model' in output,
               'the include against the layers is named too', output)
    print('check-layers.py: include circles of two and three found and named, a broken circle passes')
    return 0


if __name__ == '__main__':
    sys.exit(main())
