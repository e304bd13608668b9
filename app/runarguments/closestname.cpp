// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "closestname.h"

#include <algorithm>
#include <vector>

namespace Sektor::Cli {

namespace {
/// Edits (insert, delete, replace, swap of neighbours) that turn @p a into @p b.
qsizetype editDistance(const QString &a, const QString &b)
{
    const qsizetype n = a.size(), m = b.size();
    std::vector<std::vector<qsizetype>> d(n + 1, std::vector<qsizetype>(m + 1));
    for (qsizetype i = 0; i <= n; ++i)
        d[i][0] = i;
    for (qsizetype j = 0; j <= m; ++j)
        d[0][j] = j;
    for (qsizetype i = 1; i <= n; ++i) {
        for (qsizetype j = 1; j <= m; ++j) {
            const qsizetype cost = a.at(i - 1) == b.at(j - 1) ? 0 : 1;
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
            if (i > 1 && j > 1 && a.at(i - 1) == b.at(j - 2) && a.at(i - 2) == b.at(j - 1))
                d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    }
    return d[n][m];
}
} // namespace

QString closestName(const QString &typed, const QStringList &known)
{
    const QString t = typed.toLower();
    QString best;
    qsizetype bestDistance = 0;
    for (const QString &name : known) {
        const qsizetype distance = editDistance(t, name.toLower());
        if (best.isEmpty() || distance < bestDistance) {
            best = name;
            bestDistance = distance;
        }
    }
    // Up to one edit in three letters (at least one): "profle" → "profile", but "x" is no typo of "size".
    const qsizetype allowed = std::max<qsizetype>(1, t.size() / 3);
    return bestDistance <= allowed ? best : QString();
}

} // namespace Sektor::Cli
