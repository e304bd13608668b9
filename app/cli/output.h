// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QString>

namespace Sektor::Cli {

/// Results and requested output: stdout, as is.
void printOut(const QString &text);
/// "sektor-cli: <sentence>" on stderr.
void printError(const QString &sentence);
/// A line of information on stderr (kept off stdout, which scripts parse).
void printNotice(const QString &sentence);

} // namespace Sektor::Cli
