// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "runnerfactory.h"

#include "runner/localrunner.h"

#include <unistd.h>

namespace Sektor::Gui {

std::unique_ptr<Runner> createRunner(const RunTarget &target)
{
    return createRunner(target, geteuid() == 0);
}

std::unique_ptr<Runner> createRunner(const RunTarget &target, bool processIsRoot)
{
    if (!target.isDevice() || processIsRoot)
        return std::make_unique<LocalRunner>();
    // Raw devices as a normal user go through sektor-helper (HelperRunner, core/helperclient),
    // which is wired in here once it lands; until then the caller explains that it is missing.
    return nullptr;
}

} // namespace Sektor::Gui
