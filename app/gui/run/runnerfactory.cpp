// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/run/runnerfactory.h"

#include "helperclient/runnerchoice.h"
#include "runner/runner.h"

#include <unistd.h>

namespace Sektor::Gui {

std::unique_ptr<Runner> createRunner(const RunTarget &target)
{
    return createRunner(target, geteuid() == 0);
}

bool runsThroughHelper(const RunTarget &target, bool processIsRoot)
{
    return Sektor::runsThroughHelper(target.isDevice(), processIsRoot);
}

bool runsThroughHelper(const RunTarget &target)
{
    return runsThroughHelper(target, geteuid() == 0);
}

std::unique_ptr<Runner> createRunner(const RunTarget &target, bool processIsRoot)
{
    return Sektor::createRunner(target.isDevice(), processIsRoot);
}

} // namespace Sektor::Gui
