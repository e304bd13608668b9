// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/error.h"
#include "model/profile.h"

#include <QString>

#include <optional>

namespace Sektor::Cli {

/**
 * --tests and --modes: keeps the profile's tests and modes named in each comma-separated list, in the order given;
 * each name known to the profile, none twice, at least one (an empty choice would run nothing and still exit 0).
 * An option not given (nullopt) leaves that part of the profile as it is. A standard profile also offers the
 * rewrite, which runs only when named. Errors are translated InvalidArgument sentences.
 */
Error filterProfile(Profile &profile, const std::optional<QString> &tests, const std::optional<QString> &modes);

} // namespace Sektor::Cli
