// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QString>
#include <QStringList>

namespace Sektor::Cli {

/**
 * The name in @p known that @p typed most likely meant (a typo: a letter wrong, missing, extra or two swapped,
 * ignoring case), for a "did you mean" hint; empty when none is close enough to be a good guess.
 */
QString closestName(const QString &typed, const QStringList &known);

} // namespace Sektor::Cli
