// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/error.h"
#include "model/profile.h"

#include <QString>

#include <chrono>
#include <cstdint>
#include <optional>

namespace Sektor::Cli {

/// "1GiB", "512MiB", "64M", "4096" or "4096B" (bytes), "1.5G": binary units, as CrystalDiskMark's test sizes.
/// Decimal units ("64MB") do not parse.
std::optional<std::uint64_t> parseSize(const QString &text);
/// Why a --size value that looks like a size is refused: a decimal unit, or a bare number below the smallest size;
/// none for anything else (parseSize() decides that).
Error sizeUnitError(const QString &text);
/// "5s", "500ms", "2m", "5" (seconds).
std::optional<std::chrono::milliseconds> parseDuration(const QString &text);
std::optional<int> parseInt(const QString &text);

/// An option of one kind of profile (@p kind, whose built-in id is @p id) given with another: refused, so that the
/// first thing said is the mix-up rather than a value that would be ignored. None when @p value is empty (not given).
Error optionBelongsTo(
    const QString &value, const char *option, const Profile &profile, Profile::Kind kind, const char *id);
/// "Invalid value VALUE for --OPTION.", translated.
Error invalidOptionValue(const QString &value, const char *option);

} // namespace Sektor::Cli
