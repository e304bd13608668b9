// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/testkind.h"

#include <array>
#include <cstddef>

namespace Sektor {

inline constexpr std::size_t TestKindCount = std::size_t(LastTestKind) + 1;

/// One entry of a registry keyed by kind: the kind and what is registered for it.
template<class Value>
struct KindEntry
{
    TestKind kind;
    Value value;
};

/**
 * A registry keyed by kind, the one idiom of every layer's list of kind parts: each kind registered once, looked up
 * by the kind itself. Built while compiling from entries in any order; one missing or twice is a compile error (a
 * call of one of the functions below, which are never defined and cannot run while compiling: the compiler names
 * it), so that a new kind cannot be forgotten in a registry.
 */
void aKindIsRegisteredTwiceOrOutOfRange();
void aKindIsMissingFromTheRegistry();

template<class Value>
class KindTable
{
public:
    template<std::size_t N>
    consteval explicit KindTable(const KindEntry<Value> (&entries)[N])
    {
        std::array<bool, TestKindCount> seen {};
        for (const KindEntry<Value> &entry : entries) {
            const auto at = std::size_t(entry.kind);
            if (at >= TestKindCount || seen[at])
                aKindIsRegisteredTwiceOrOutOfRange();
            seen[at] = true;
            m_values[at] = entry.value;
        }
        for (const bool registered : seen) {
            if (!registered)
                aKindIsMissingFromTheRegistry();
        }
    }

    constexpr const Value &operator[](TestKind kind) const { return m_values.at(std::size_t(kind)); }
    /// The values in the order of TestKind.
    constexpr auto begin() const { return m_values.cbegin(); }
    constexpr auto end() const { return m_values.cend(); }

private:
    std::array<Value, TestKindCount> m_values {};
};

} // namespace Sektor
