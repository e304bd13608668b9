// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "peers/drivemodel.h"

namespace Sektor {

namespace {

/// Words before the model name that only some paths report: libata's SCSI vendor field, and the makers whose name
/// one path puts before the model and another not. Lower case; removed from the front only, one after another.
const char *const VendorWords[] = {
    "ata",     "samsung", "wdc",   "western digital", "seagate", "crucial",   "kingston", "intel",  "toshiba",
    "kioxia",  "hitachi", "hgst",  "sandisk",         "micron",  "sk hynix",  "hynix",    "adata",  "transcend",
    "corsair", "sabrent", "lexar", "patriot",         "pny",     "teamgroup", "hp",       "lenovo", "apple",
};

QString collapsed(const QString &model)
{
    QString text = model;
    text.replace(QLatin1Char('_'), QLatin1Char(' '));
    return text.simplified();
}

} // namespace

QString normalisedModel(const QString &model)
{
    QString text = collapsed(model).toLower();
    for (bool removed = true; removed;) {
        removed = false;
        for (const char *vendor : VendorWords) {
            const QString prefix = QLatin1String(vendor) + QLatin1Char(' ');
            // Only a word followed by more: a drive named "Intel" alone keeps its name.
            if (text.startsWith(prefix) && text.size() > prefix.size()) {
                text = text.mid(prefix.size());
                removed = true;
            }
        }
    }
    return text;
}

QString displayedModel(const QString &model)
{
    QString text = collapsed(model);
    if (text.startsWith(QLatin1String("ATA "), Qt::CaseInsensitive) && text.size() > 4)
        text = text.mid(4);
    return text;
}

QString capacityLabel(std::uint64_t bytes)
{
    const double value = double(bytes);
    const bool terabytes = value >= 1e12;
    const double inUnit = value / (terabytes ? 1e12 : 1e9);
    // Three significant digits at most, no trailing zeros: 1 TB, 1.92 TB, 960 GB, 32 GB.
    const QString number = QString::number(inUnit, 'g', 3);
    return number + QLatin1String(terabytes ? " TB" : " GB");
}

QString modelWithCapacity(const MeasuredDrive &drive)
{
    QString model = displayedModel(drive.model);
    if (drive.sizeBytes == 0)
        return model;
    const QString label = capacityLabel(drive.sizeBytes);
    const QString squeezed = QString(label).remove(QLatin1Char(' '));
    if (model.contains(label, Qt::CaseInsensitive) || model.contains(squeezed, Qt::CaseInsensitive))
        return model;
    return model.isEmpty() ? label : model + QLatin1String(" (") + label + QLatin1Char(')');
}

QString modelGroupKey(const MeasuredDrive &drive)
{
    const QString size = QString::number(drive.sizeBytes);
    if (const QString model = normalisedModel(drive.model); !model.isEmpty())
        return QStringLiteral("model:") + model + QLatin1Char(':') + size;
    return QStringLiteral("transport:") + drive.transport + QLatin1Char(':') + size;
}

} // namespace Sektor
