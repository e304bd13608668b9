// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "station/poweroff.h"

#include "health/udisksbus.h"

#include <QCoreApplication>
#include <QDBusMessage>

namespace Sektor::Station {

namespace {
const QString DriveInterface = QStringLiteral("org.freedesktop.UDisks2.Drive");
// udisks syncs and spins the drive down before it answers: a disk takes seconds.
constexpr int PowerOffTimeoutMs = 60000;

PowerOffOutcome notDone(const QString &why)
{
    return PowerOffOutcome {false, why};
}

QString say(const char *text)
{
    return QCoreApplication::translate("Sektor::Station", text);
}
} // namespace

PowerOffOutcome powerOffDrive(const QDBusConnection &bus, const QString &kernelName)
{
    if (!Health::udisksRuns(bus))
        return notDone(say(QT_TRANSLATE_NOOP("Sektor::Station", "udisks2 does not run.")));
    const std::optional<QString> drive = Health::udisksDriveOf(bus, kernelName);
    if (!drive)
        return notDone(say(QT_TRANSLATE_NOOP("Sektor::Station", "udisks2 does not know this block device.")));
    if (drive->isEmpty())
        return notDone(say(QT_TRANSLATE_NOOP("Sektor::Station", "udisks2 knows no drive behind it (a loop device?).")));
    const std::optional<QVariantMap> properties = Health::udisksProperties(bus, *drive, DriveInterface);
    if (!properties || !properties->value(QStringLiteral("CanPowerOff")).toBool())
        return notDone(say(QT_TRANSLATE_NOOP("Sektor::Station", "udisks2 says this drive cannot be powered off.")));
    const QDBusMessage reply = Health::callUdisks(
        bus, *drive, DriveInterface, QStringLiteral("PowerOff"), {QVariantMap {}}, PowerOffTimeoutMs);
    if (reply.type() != QDBusMessage::ReplyMessage)
        return notDone(reply.errorMessage().isEmpty() ? reply.errorName() : reply.errorMessage());
    return PowerOffOutcome {true, {}};
}

} // namespace Sektor::Station
