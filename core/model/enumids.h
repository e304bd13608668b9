// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QLatin1String>
#include <QStringView>

#include <optional>

namespace Sektor {

/// An enum value and its stable id: the name result files, the helper's wire, the CLI's
/// options and logs use for it ("sequential", "read", "not-enough-space").
template<typename Enum>
struct EnumId
{
    Enum value;
    const char *id;
};

/**
 * Each enum that has ids states them once, beside its declaration, as a specialization
 *     template<> struct EnumIds<IoMode> { static constexpr EnumId<IoMode> table[] = {...}; };
 * and everything that writes or reads them goes through idOf() and fromId().
 */
template<typename Enum>
struct EnumIds;

/// The id of @p value; empty for a value the table lacks.
template<typename Enum>
const char *idOf(Enum value)
{
    for (const EnumId<Enum> &entry : EnumIds<Enum>::table) {
        if (entry.value == value)
            return entry.id;
    }
    return "";
}

/// The value whose id is @p id (exactly, case-sensitive); nullopt for an unknown id.
template<typename Enum>
std::optional<Enum> fromId(QStringView id)
{
    for (const EnumId<Enum> &entry : EnumIds<Enum>::table) {
        if (id == QLatin1String(entry.id))
            return entry.value;
    }
    return std::nullopt;
}

} // namespace Sektor
