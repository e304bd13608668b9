// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QByteArray>
#include <QString>

namespace Sektor::Golden {

/**
 * Compares @p actual byte for byte with tests/report/data/@p fileName and fails the test on any
 * difference, naming the first differing line. To regenerate the golden files after an intended
 * format change, run the tests with SEKTOR_UPDATE_GOLDEN=1 (it writes the files and passes),
 * then review the diff with git before committing.
 */
void expectMatches(const QString &fileName, const QByteArray &actual);

/// The same for a golden file elsewhere (tests/data/…), named by its whole @p path.
void expectMatchesFile(const QString &path, const QByteArray &actual);

} // namespace Sektor::Golden
