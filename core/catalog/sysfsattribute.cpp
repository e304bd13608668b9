// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "catalog/sysfsattribute.h"

#include <QFile>

namespace Sektor::Catalog {

QString readAttribute(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    // Attributes are short; the cap keeps a mistaken path (a huge file) from being read whole.
    QString text = QString::fromUtf8(f.read(4096));
    text.removeIf([](QChar c) {
        return c.category() == QChar::Other_Control && !c.isSpace();
    });
    return text.simplified();
}

QString readRawAttribute(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QByteArray data = f.read(8192);
    if (data.endsWith('\n'))
        data.chop(1);
    return QString::fromUtf8(data);
}

QString firstAttribute(const QString &dir, std::initializer_list<const char *> names)
{
    for (const char *name : names) {
        QString value = readAttribute(dir + QLatin1Char('/') + QLatin1String(name));
        if (!value.isEmpty())
            return value;
    }
    return {};
}

std::uint64_t readNumber(const QString &path, std::uint64_t fallback)
{
    bool ok = false;
    const std::uint64_t value = readAttribute(path).toULongLong(&ok);
    return ok ? value : fallback;
}

} // namespace Sektor::Catalog
