// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "runner/runner.h"

#include <memory>

namespace Sektor::Health {

/// The runner both programs run: @p inner (local or the helper) inside a ConditionsRunner that reads each drive's
/// temperature around and during the run and its health before and after it (readDriveHealth()).
std::unique_ptr<Runner> watchedRunner(std::unique_ptr<Runner> inner);

} // namespace Sektor::Health
