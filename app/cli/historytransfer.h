// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QStringList>

namespace Sektor::Cli {

/// `history export ID (--json | --csv) [--output FILE]`: one stored run, to a file or standard output.
int exportRun(const QStringList &arguments);

/// `history import FILE…`: JSON results from this or other machines; runs already stored are recognised.
int importRuns(const QStringList &arguments);

} // namespace Sektor::Cli
