// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/enumids.h"
#include "model/error.h"

#include <chrono>
#include <cstdint>
#include <optional>

namespace Sektor {

/// What ended a long pass over a drive before its end, by a rule the technician set; None: no rule fired.
enum class StopReason { None, Errors, Slower, Hotter };

template<>
struct EnumIds<StopReason>
{
    static constexpr EnumId<StopReason> table[] = {{StopReason::None, "none"},
                                                   {StopReason::Errors, "errors"},
                                                   {StopReason::Slower, "slower"},
                                                   {StopReason::Hotter, "hotter"}};
};

/// The rules that end a burn-in early: too many errors, too slow for too long, too hot. Each is off unless set.
struct StopRules
{
    /// A rate held below for a time: --stop-if-slower RATE --for TIME.
    struct Slower
    {
        double bytesPerSecond = 0;
        std::chrono::milliseconds lasting {0};
        bool operator==(const Slower &) const = default;
    };

    std::optional<std::uint64_t> afterErrors; ///< --stop-after-errors N: once N ranges failed (unreadable, corrupt…).
    std::optional<Slower> slower;
    std::optional<int> hotterMilliCelsius; ///< --stop-if-hotter °C: a reading above it.

    /// An error (InvalidArgument, translated) for a rule that cannot work: 0 errors, a rate or time of 0 or less, a
    /// temperature outside 1…150 °C.
    Error check() const;
    bool operator==(const StopRules &) const = default;
};

/**
 * Watches a pass against its StopRules, fed what the pass sees: the failed ranges found so far, the rate of each
 * sample and when it ended, the drive's temperature. The first rule that fires stays the pass's end reason.
 */
class StopRuleWatcher
{
public:
    explicit StopRuleWatcher(const StopRules &rules)
        : m_rules(rules)
    { }

    /// @p found failed ranges in all so far.
    void errorsFound(std::uint64_t found);
    /// A sample from @p fromNs to @p toNs into the pass ran at @p bytesPerSecond.
    void rate(std::int64_t fromNs, std::int64_t toNs, double bytesPerSecond);
    void temperature(int milliCelsius);

    StopReason fired() const { return m_fired; }

private:
    void fire(StopReason reason);

    StopRules m_rules;
    StopReason m_fired = StopReason::None;
    std::optional<std::int64_t> m_slowSinceNs; ///< When the rate fell below the rule's and stayed there.
};

} // namespace Sektor
