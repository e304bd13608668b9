// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/caveats.h"
#include "model/enumids.h"
#include "model/health.h"
#include "model/selftest.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <span>

namespace Sektor {

/// What a Health Check says of a drive, for a customer: the worst level among the rules that fired; Unknown when the
/// drive told nothing (no health data, no self-test, no log: a loop device, a virtual disk) or the check was stopped
/// before its self-test ended, never a pass.
enum class HealthVerdict { Pass, Attention, Fail, Unknown };

template<>
struct EnumIds<HealthVerdict>
{
    static constexpr EnumId<HealthVerdict> table[] = {{HealthVerdict::Pass, "pass"},
                                                      {HealthVerdict::Attention, "attention"},
                                                      {HealthVerdict::Fail, "fail"},
                                                      {HealthVerdict::Unknown, "unknown"}};
};

/// What a Health Check decides from: the drive's health read before and after its self-test, the self-test's own
/// result, and the drive's log of earlier self-tests.
struct HealthFacts
{
    DriveHealth before; ///< Read as the check began.
    std::optional<DriveHealth> after; ///< Read as it ended (after the self-test); nullopt when it could not be.
    SelfTestRun selfTest; ///< This check's own self-test and how it ended.
    SelfTestLog log; ///< The drive's self-test log as read at the end (this check's test is its newest entry).
    /// The drive's own warning temperature (NVMe WCTEMP), 0 when unknown.
    int warningTemperatureMilliCelsius = 0;

    /// The newest health read: after the self-test where it could be read, else before.
    const DriveHealth &latest() const { return after && after->known() ? *after : before; }
    /// Whether this check's own test is the newest entry of the log (it ended with a result the drive logged).
    bool selfTestLogged() const
    {
        return selfTest.status == SelfTestStatus::Passed || selfTest.status == SelfTestStatus::Failed;
    }
    /// Whether the drive told anything: its health, a self-test's end, or its log.
    bool anythingRead() const
    {
        const bool aTestEnded = selfTest.ran() && selfTest.status != SelfTestStatus::Refused
            && selfTest.status != SelfTestStatus::AnotherRunning && selfTest.status != SelfTestStatus::Cancelled;
        return before.known() || (after && after->known()) || aTestEnded || !log.entries.isEmpty();
    }
};

/// One documented rule of the verdict: fires on the facts, and says so in a sentence (translated, or in English for
/// shared text). The table is the one place the rules live; the man page and the README list the same.
struct HealthRule
{
    const char *id; ///< Stable, for JSON: "self-test-failed".
    HealthVerdict level;
    const char *sentence; ///< QT_TRANSLATE_NOOP("Sektor::HealthRule", …)
    bool (*fires)(const HealthFacts &);
};

/// Every rule, FAIL rules first, in the order the documentation lists them.
std::span<const HealthRule> healthRules();

/// The verdict and the ids of the rules that fired, in the table's order.
struct HealthAssessment
{
    HealthVerdict verdict = HealthVerdict::Pass;
    QStringList firedRules;
};

HealthAssessment assessHealth(const HealthFacts &facts);

/// The rule @p id; null for an unknown id.
const HealthRule *findHealthRule(const QString &id);

/// The sentence of the rule @p id; empty for an unknown id.
QString healthRuleSentence(const QString &id, Wording wording = Wording::Translated);

} // namespace Sektor
