// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <array>
#include <cstddef>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace Sektor::Test {

/// Values scanned for enumerators: every enum with ids numbers its values from 0 upward, far below this.
inline constexpr int EnumeratorScanEnd = 256;

namespace Detail {

// Whether @p Value is a named enumerator. C++20 cannot list an enum's enumerators, but the compiler's name of this
// function spells its argument as the enumerator ("Sektor::IoMode::Read") when it has one, and as a cast
// ("(Sektor::IoMode)7") when it has none; GCC and Clang agree on both.
template<auto Value>
constexpr bool isEnumerator()
{
    constexpr std::string_view signature = __PRETTY_FUNCTION__;
    constexpr std::string_view marker = "Value = ";
    return signature.at(signature.rfind(marker) + marker.size()) != '(';
}

// Which of @p Values are enumerators, decided while compiling: one constant table, not a branch per value in the
// test's code (256 branches per enum took a minute to compile with the sanitizers).
template<typename Enum, int... Values>
constexpr std::array<bool, sizeof...(Values)> enumeratorMask(std::integer_sequence<int, Values...>)
{
    return {isEnumerator<Enum(Values)>()...};
}

} // namespace Detail

/// Every enumerator of @p Enum, in value order, found by the compiler rather than listed by hand: a test that loops
/// over them covers an enumerator added later, where a loop up to "the last one" would stop short of it.
template<typename Enum>
std::vector<Enum> allEnumerators()
{
    // A scoped enum: every int in the scan is a valid value of it, named or not.
    static_assert(std::is_enum_v<Enum> && !std::is_convertible_v<Enum, int>, "a scoped enum (enum class)");
    static constexpr auto isNamed = Detail::enumeratorMask<Enum>(std::make_integer_sequence<int, EnumeratorScanEnd>());
    std::vector<Enum> found;
    for (int value = 0; value < EnumeratorScanEnd; ++value) {
        if (isNamed[std::size_t(value)])
            found.push_back(Enum(value));
    }
    return found;
}

} // namespace Sektor::Test
