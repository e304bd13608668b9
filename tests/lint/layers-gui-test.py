#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
"""lint.layers (check-layers.py) on planted trees: the desktop app's feature folders. A feature that
includes its own files, widgets/, core and what another feature offers passes; each planted reach
into another feature's insides, a widget that uses a feature, a feature that includes the program's
own files, and core including the app fails, each named with its file.
"""

import importlib.util
import os
import subprocess
import sys
import tempfile

CHECK_LAYERS = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'check-layers.py')
SPEC = importlib.util.spec_from_file_location('check_layers', CHECK_LAYERS)
check_layers = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(check_layers)
CLEAN = {
    'core/history/historystore.h': '',
    'app/gui/widgets/plaintooltip.h': '',
    'app/gui/history/historyrunsmodel.h': '',
    'app/gui/history/comparedialog.cpp': ('#include "gui/history/historyrunsmodel.h"\n'
                                          '#include "gui/results/trustbanner.h"\n'
                                          '#include "gui/widgets/plaintooltip.h"\n'
                                          '#include "history/historystore.h"\n'),
    'app/gui/window/mainwindow.cpp': '#include "gui/history/historypage.h"\n#include "gui/window/mainwindow.h"\n',
    'app/gui/autorun.h': '',
    'app/gui/main.cpp': '#include "gui/autorun.h"\n#include "gui/window/mainwindow.h"\n',
}
VIOLATIONS = {  # planted file: (its text, what the lint must say of it)
    'app/gui/results/resultsgrid.cpp': ('#include "gui/history/historyrunsmodel.h"\n',
                                        'includes gui/history/historyrunsmodel.h, which history/ does not offer to '
                                        'results'),
    'app/gui/widgets/fieldrow.cpp': ('#include "gui/run/progresspanel.h"\n',
                                     'includes gui/run/progresspanel.h; widgets/ uses no feature'),
    'app/gui/charts/chartspage.cpp': ('#include "gui/autorun.h"\n', "includes gui/autorun.h, the program's own"),
    'core/history/historystore.cpp': ('#include "gui/history/historypage.h"\n',
                                      'includes gui/, which is not below history'),
    'app/gui/reports/reportview.cpp': ('', 'in no layer'),
}


def plant(source, files):
    # Every header the lint says a feature offers exists in the tree, as the lint checks.
    for feature, names in check_layers.GUI_OFFERS.items():
        files = {f'app/gui/{feature}/{name}': '' for name in names or ()} | files
    for path, text in files.items():
        os.makedirs(os.path.dirname(os.path.join(source, path)), exist_ok=True)
        with open(os.path.join(source, path), 'w', encoding='utf-8') as file:
            file.write(text)


def check(source):
    run = subprocess.run([sys.executable, CHECK_LAYERS, source], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         text=True, check=False)
    return run.returncode, run.stdout


def main():
    with tempfile.TemporaryDirectory() as folder:
        plant(folder, CLEAN)
        status, output = check(folder)
        if status != 0:
            sys.exit(f'FAIL: the clean tree is refused\n{output}')
    for path, (text, said) in VIOLATIONS.items():
        with tempfile.TemporaryDirectory() as folder:
            plant(folder, CLEAN | {path: text})
            status, output = check(folder)
            if status != 1 or f'{path}: ' not in output or said not in output:
                sys.exit(f'FAIL: {path} planted with {text.strip() or "nothing"}: expected "{said}", got '
                         f'status {status}\n{output}')
    print(f'check-layers.py: the clean tree passes, {len(VIOLATIONS)} planted violations fail, each named')
    return 0


if __name__ == '__main__':
    sys.exit(main())
