// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QDBusConnection>
#include <QString>

namespace Sektor::Station {

/// What asking udisks2 to power a drive off did.
struct PowerOffOutcome
{
    bool done = false;
    QString why; ///< Why not, translated, when !done.
};

/**
 * Powers the drive behind block device @p kernelName off through udisks2 (Drive.PowerOff on the drive object its Block
 * names), so the technician can pull it safely. Not where udisks2 does not run (it is never started for this), knows
 * no drive behind the device (a loop device), or says the drive cannot be powered off (CanPowerOff false).
 */
PowerOffOutcome powerOffDrive(const QDBusConnection &bus, const QString &kernelName);

} // namespace Sektor::Station
