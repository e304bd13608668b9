// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/run/runnerfactory.h"

#include "health/drivehealthreader.h"
#include "helperclient/helperrunner.h"
#include "runner/localrunner.h"
#include "runner/refusedrunner.h"

#include <unistd.h>

namespace Sektor::Gui {

std::unique_ptr<Runner> createRunner(const RunTarget &target)
{
    return createRunner(target, geteuid() == 0);
}

bool runsThroughHelper(const RunTarget &target, bool processIsRoot)
{
    // Raw devices as a normal user go through sektor-helper; polkit asks for the password.
    return target.isDevice() && !processIsRoot;
}

bool runsThroughHelper(const RunTarget &target)
{
    return runsThroughHelper(target, geteuid() == 0);
}

std::unique_ptr<Runner> createRunner(const RunTarget &target, bool processIsRoot)
{
    if (runsThroughHelper(target, processIsRoot)) {
        const std::optional<QDBusConnection> bus = Health::systemBusIfAThreadCanStart();
        if (!bus)
            return std::make_unique<RefusedRunner>(RefusedRunner::threadRefused(
                QStringLiteral("the D-Bus thread to reach sektor-helper could not start")));
        return std::make_unique<HelperRunner>(nullptr, *bus);
    }
    return std::make_unique<LocalRunner>();
}

} // namespace Sektor::Gui
