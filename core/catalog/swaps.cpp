// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "catalog/swaps.h"
#include "catalog/mountinfo.h"

#include <QFile>

namespace Sektor::Catalog {

QStringList parseSwaps(const QByteArray &text)
{
    QStringList result;
    const QList<QByteArray> lines = text.split('\n');
    // The first line is the column header.
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines[i].trimmed();
        if (line.isEmpty())
            continue;
        // Like mountinfo, the kernel escapes spaces in the file name, so the first blank ends it.
        const qsizetype end = line.indexOf(' ') < 0 ? line.indexOf('\t') : line.indexOf(' ');
        result.append(unescapeMountField(end < 0 ? line : line.left(end)));
    }
    return result;
}

QStringList readSwaps(const QString &procRoot)
{
    QFile f(procRoot + QLatin1String("/swaps"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return parseSwaps(f.readAll());
}

} // namespace Sektor::Catalog
