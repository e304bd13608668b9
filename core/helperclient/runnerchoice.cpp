// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "helperclient/runnerchoice.h"

#include "health/drivehealthreader.h"
#include "helperclient/helperrunner.h"
#include "runner/localrunner.h"
#include "runner/refusedrunner.h"

namespace Sektor {

bool runsThroughHelper(bool targetIsDevice, bool processIsRoot)
{
    return targetIsDevice && !processIsRoot;
}

std::unique_ptr<Runner> createRunner(bool targetIsDevice, bool processIsRoot)
{
    if (!runsThroughHelper(targetIsDevice, processIsRoot))
        return std::make_unique<LocalRunner>();
    const std::optional<QDBusConnection> bus = Health::systemBusIfAThreadCanStart();
    if (!bus)
        return std::make_unique<RefusedRunner>(
            RefusedRunner::threadRefused(QStringLiteral("the D-Bus thread to reach sektor-helper could not start")));
    return std::make_unique<HelperRunner>(nullptr, *bus);
}

} // namespace Sektor
