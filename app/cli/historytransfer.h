// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QStringList>

namespace Sektor::Cli {

/// `history export ID (--json | --csv) [--output FILE]`: one stored run, to a file or standard output.
int exportRun(const QStringList &arguments);

/// `history import FILE…`: JSON results from this or other machines; runs already stored are recognised.
/// Reference packs (docs/reference-packs.md) too: refused whole when one result's hash does not match.
int importRuns(const QStringList &arguments);

/// `history pack --model M --output FILE [--name N] [--author A]`: the runs measured here of one model, as a
/// reference pack.
int packRuns(const QStringList &arguments);

} // namespace Sektor::Cli
