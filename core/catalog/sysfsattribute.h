// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QString>

#include <cstdint>
#include <initializer_list>

namespace Sektor::Catalog {

/**
 * The text of a sysfs attribute, cleaned for display: whitespace trimmed and collapsed (SCSI pads
 * model strings with spaces), control characters dropped. Empty when missing or unreadable.
 */
QString readAttribute(const QString &path);

/// The attribute with only the trailing newline removed: for file names, where every space counts.
QString readRawAttribute(const QString &path);

/// The first of @p names present and not empty in @p dir, read as readAttribute() does: drivers name the same fact
/// differently (MMC's "name" for a model, SCSI's "rev" and MMC's "fwrev" for a firmware).
QString firstAttribute(const QString &dir, std::initializer_list<const char *> names);

/// A decimal attribute, or fallback when it is missing or not a number.
std::uint64_t readNumber(const QString &path, std::uint64_t fallback = 0);

} // namespace Sektor::Catalog
