// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "golden.h"

#include <QDir>
#include <QFile>

#include <gtest/gtest.h>

namespace Sektor::Golden {

void expectMatches(const QString &fileName, const QByteArray &actual)
{
    expectMatchesFile(QStringLiteral(SEKTOR_TEST_DATA_DIR "/") + fileName, actual);
}

void expectMatchesFile(const QString &path, const QByteArray &actual)
{
    const QString fileName = path.section(QLatin1Char('/'), -2); // "data/cdm-default.txt", "golden/default.txt"
    QFile file(path);
    if (qEnvironmentVariableIntValue("SEKTOR_UPDATE_GOLDEN") == 1) {
        QDir().mkpath(path.section(QLatin1Char('/'), 0, -2));
        ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate)) << path.toStdString();
        file.write(actual);
        std::cout << "updated golden file " << path.toStdString() << std::endl;
        return;
    }
    ASSERT_TRUE(file.open(QIODevice::ReadOnly))
        << "missing golden file " << path.toStdString() << " (run with SEKTOR_UPDATE_GOLDEN=1 to create it)";
    const QByteArray expected = file.readAll();
    if (expected == actual)
        return;
    const QList<QByteArray> want = expected.split('\n');
    const QList<QByteArray> got = actual.split('\n');
    for (qsizetype i = 0; i < std::max(want.size(), got.size()); ++i) {
        const QByteArray w = i < want.size() ? want.at(i) : QByteArray("<end of file>");
        const QByteArray g = i < got.size() ? got.at(i) : QByteArray("<end of output>");
        if (w != g) {
            ADD_FAILURE() << fileName.toStdString() << " differs at line " << (i + 1) << "\n  expected: \""
                          << w.toStdString() << "\"\n    actual: \"" << g.toStdString()
                          << "\"\n(SEKTOR_UPDATE_GOLDEN=1 rewrites the golden files)";
            return;
        }
    }
}

} // namespace Sektor::Golden
