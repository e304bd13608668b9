// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/error.h"
#include "model/kindtraits.h"
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

/// "--OPTION is for the Position Map profile." or "--OPTION is for the Sustained Write and Verify profiles.": the
/// built-in profiles whose kind takes @p setting (model/kindtraits), then @p otherwise (what other profiles do instead,
/// or why they do not take it) if given. @p option is what was given without its dashes ("samples", "size all").
Error optionIsFor(const QString &option, KindSetting setting, const QString &otherwise = {});
/// An option for the setting @p setting given with a profile whose kind does not take it: refused (optionIsFor()), so
/// that the first thing said is the mix-up rather than a value that would be ignored. None when @p value is empty (not
/// given).
Error optionBelongsTo(const QString &value, const char *option, const Profile &profile, KindSetting setting);
/// "Invalid value VALUE for --OPTION.", translated.
Error invalidOptionValue(const QString &value, const char *option);

} // namespace Sektor::Cli
