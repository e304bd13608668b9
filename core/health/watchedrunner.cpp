// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "health/watchedrunner.h"
#include "health/drivehealthreader.h"
#include "runner/conditionsrunner.h"

namespace Sektor::Health {

std::unique_ptr<Runner> watchedRunner(std::unique_ptr<Runner> inner)
{
    auto runner = std::make_unique<ConditionsRunner>(std::move(inner));
    runner->setHealthSource([](const Catalog::Drive &drive) {
        return readDriveHealth(drive);
    });
    return runner;
}

} // namespace Sektor::Health
