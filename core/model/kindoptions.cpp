// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/kindoptions.h"

namespace Sektor {

KindOptions::KindOptions(const KindOptions &other)
{
    for (const auto &[type, slot] : other.m_parts)
        m_parts.emplace(type, slot->clone());
}

KindOptions &KindOptions::operator=(const KindOptions &other)
{
    if (this != &other)
        *this = KindOptions(other);
    return *this;
}

Error KindOptions::validate() const
{
    for (const auto &[type, slot] : m_parts) {
        if (Error e = slot->validate(); e.isError())
            return e;
    }
    return {};
}

bool KindOptions::operator==(const KindOptions &other) const
{
    // A part one side has and the other does not must be at its defaults.
    for (const auto &[type, slot] : m_parts) {
        const auto theirs = other.m_parts.find(type);
        if (theirs == other.m_parts.cend() ? !slot->isDefault() : !slot->equals(*theirs->second))
            return false;
    }
    for (const auto &[type, slot] : other.m_parts) {
        if (!m_parts.contains(type) && !slot->isDefault())
            return false;
    }
    return true;
}

} // namespace Sektor
