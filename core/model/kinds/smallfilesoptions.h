// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/error.h"
#include "model/smallfiles.h"
#include "model/units.h"

#include <QVariantMap>

#include <cstdint>

namespace Sektor {

class WireDictionaryReader;

namespace Limits {
inline constexpr int MinSmallFiles = 64;
inline constexpr int MaxSmallFiles = 16 * 1024 * 1024;
inline constexpr std::uint32_t MaxSmallFileBytes = 1 * MiB;
} // namespace Limits

/// The small-files test's own settings: files per round (all threads together; bonnie++'s -n 16 is 16 × 1024), each
/// one's size (0: empty files, as bonnie++'s default), and what each create and delete makes durable.
struct SmallFilesOptions
{
    int files = 16 * 1024;
    std::uint32_t fileBytes = 0;
    FileSync sync = FileSync::None;

    Error validate() const;
    QVariantMap toWire() const;
    static SmallFilesOptions fromWire(WireDictionaryReader &wire);
    bool operator==(const SmallFilesOptions &) const = default;
};

} // namespace Sektor
