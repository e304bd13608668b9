// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "promptdetails.h"

#include "catalog/drivecatalog.h"

#include <QLocale>

namespace Sektor::Helper {

QString promptSafe(const QString &text)
{
    QString out;
    out.reserve(qMin<qsizetype>(text.size(), MaxPromptText));
    for (const uint c : text.toUcs4()) {
        // Tabs, newlines and the Unicode line separators become one space, like any blank.
        const bool space = QChar::isSpace(c);
        switch (space ? QChar::Separator_Space : QChar::category(c)) {
        case QChar::Other_Control: // C0/C1 controls, ESC
        case QChar::Other_Format: // bidi overrides/isolates, zero-width characters
        case QChar::Other_Surrogate:
        case QChar::Other_PrivateUse:
        case QChar::Other_NotAssigned:
            continue;
        default:
            break;
        }
        if (space && (out.isEmpty() || out.endsWith(QLatin1Char(' '))))
            continue;
        const QString piece
            = space ? QStringLiteral(" ") : QString::fromUcs4(reinterpret_cast<const char32_t *>(&c), 1);
        if (out.size() + piece.size() > MaxPromptText)
            break;
        out += piece;
    }
    return out.trimmed();
}

QString driveDescription(const QString &name, const QString &sysRoot)
{
    const Catalog::DriveCatalog catalog(sysRoot, QStringLiteral("/proc"));
    const Catalog::Drive *drive = catalog.drive(catalog.diskOf(name));
    const auto sized = [](const QString &node, std::uint64_t bytes) -> QString {
        return node + QLatin1String(", ") + QLocale::c().formattedDataSize(qint64(bytes));
    };
    QString node = QLatin1String("/dev/") + name;
    if (!drive)
        return node;
    const QString model = promptSafe(drive->model);
    QString disk = (model.isEmpty() ? QString() : model + QLatin1Char(' '))
        + sized(QLatin1String("/dev/") + drive->name, drive->sizeBytes);
    if (drive->name == name)
        return disk;
    // A partition: its own size, after the drive it is on (the disk's size alone read as if all of it were asked
    // for). Signs, not words: polkit puts this into each language's message as it is.
    for (const Catalog::Partition &partition : drive->partitions) {
        if (partition.name == name)
            return disk + QStringLiteral(" \u203a ") + sized(node, partition.sizeBytes);
    }
    return disk + QStringLiteral(" \u203a ") + node;
}

} // namespace Sektor::Helper
