// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/healthverdict.h"

#include <algorithm>

namespace Sektor {

namespace {
using Warning = DriveHealth::CriticalWarning;

// The NVMe critical warnings that say the drive is failing; the temperature bit says it is hot now (ATTENTION).
constexpr int FailingWarnings = Warning::SpareBelowThreshold | Warning::ReliabilityDegraded | Warning::ReadOnly
    | Warning::VolatileBackupFailed | Warning::PersistentMemoryReadOnly;
// A drive's estimate of its life used from which a customer should plan its replacement.
constexpr int LifeUsedAttentionPercent = 90;

bool selfTestFailed(const HealthFacts &f)
{
    return f.selfTest.status == SelfTestStatus::Failed;
}

// Ended by the drive, a reset or another program, or still running long past its time: not a fault found, but not
// a drive to hand over without a look. A cancel by the user says nothing of the drive.
bool selfTestIncomplete(const HealthFacts &f)
{
    return f.selfTest.status == SelfTestStatus::Aborted || f.selfTest.status == SelfTestStatus::TimedOut;
}

bool smartFailing(const HealthFacts &f)
{
    return f.latest().smartFailing || f.latest().failingAttributes > 0;
}

bool criticalWarning(const HealthFacts &f)
{
    return (f.latest().criticalWarning & FailingWarnings) != 0;
}

bool spareBelowThreshold(const HealthFacts &f)
{
    const DriveHealth &h = f.latest();
    return h.availableSparePercent >= 0 && h.spareThresholdPercent > 0
        && h.availableSparePercent < h.spareThresholdPercent;
}

bool mediaErrorsGrew(const HealthFacts &f)
{
    if (!f.after || !f.after->known())
        return false;
    const bool nvme = f.after->mediaErrors > f.before.mediaErrors;
    const bool ata = f.before.badSectors >= 0 && f.after->badSectors > f.before.badSectors;
    return nvme || ata;
}

bool reallocatedSectors(const HealthFacts &f)
{
    return f.latest().reallocatedSectors > 0;
}

bool pendingSectors(const HealthFacts &f)
{
    return f.latest().pendingSectors > 0;
}

// udisks counts reallocated, pending and offline-uncorrectable sectors together: said on its own only when neither of
// the first two is known to be above 0, so one fault is not named twice.
bool otherBadSectors(const HealthFacts &f)
{
    const DriveHealth &h = f.latest();
    return h.badSectors > std::max<std::int64_t>(h.reallocatedSectors, 0) + std::max<std::int64_t>(h.pendingSectors, 0);
}

bool lifeUsed(const HealthFacts &f)
{
    return f.latest().percentageUsed >= LifeUsedAttentionPercent;
}

bool overWarningTemperature(const HealthFacts &f)
{
    const DriveHealth &h = f.latest();
    const bool measuredOver
        = f.warningTemperatureMilliCelsius > 0 && h.temperatureMilliCelsius > f.warningTemperatureMilliCelsius;
    return (h.criticalWarning & Warning::TemperatureThreshold) != 0 || measuredOver;
}

// A failure in the log other than this check's own test (its newest entry when it ran one).
bool earlierSelfTestFailed(const HealthFacts &f)
{
    const qsizetype from = f.selfTestLogged() && !f.log.entries.isEmpty() ? 1 : 0;
    return std::any_of(f.log.entries.cbegin() + from, f.log.entries.cend(), [](const SelfTestLogEntry &e) {
        return e.outcome == SelfTestOutcome::Failed;
    });
}

constexpr HealthRule rules[] = {
    {"self-test-failed",
     HealthVerdict::Fail,
     QT_TRANSLATE_NOOP("Sektor::HealthRule", "The drive's own self-test failed."),
     selfTestFailed},
    {"smart-failing",
     HealthVerdict::Fail,
     QT_TRANSLATE_NOOP("Sektor::HealthRule", "The drive's SMART status says it is failing."),
     smartFailing},
    {"critical-warning",
     HealthVerdict::Fail,
     QT_TRANSLATE_NOOP("Sektor::HealthRule",
                       "The drive reports a critical warning (spare, reliability, read-only or backup)."),
     criticalWarning},
    {"spare-below-threshold",
     HealthVerdict::Fail,
     QT_TRANSLATE_NOOP("Sektor::HealthRule", "The drive's available spare is below its threshold."),
     spareBelowThreshold},
    {"media-errors-grew",
     HealthVerdict::Fail,
     QT_TRANSLATE_NOOP("Sektor::HealthRule", "The drive counted new media errors or bad sectors during the check."),
     mediaErrorsGrew},
    {"reallocated-sectors",
     HealthVerdict::Attention,
     QT_TRANSLATE_NOOP("Sektor::HealthRule", "The drive has reallocated sectors."),
     reallocatedSectors},
    {"pending-sectors",
     HealthVerdict::Attention,
     QT_TRANSLATE_NOOP("Sektor::HealthRule", "The drive has sectors waiting to be reallocated (pending)."),
     pendingSectors},
    {"bad-sectors",
     HealthVerdict::Attention,
     QT_TRANSLATE_NOOP("Sektor::HealthRule", "The drive reports bad sectors (offline uncorrectable)."),
     otherBadSectors},
    {"life-used",
     HealthVerdict::Attention,
     QT_TRANSLATE_NOOP("Sektor::HealthRule", "The drive estimates that 90 % or more of its life is used."),
     lifeUsed},
    {"temperature",
     HealthVerdict::Attention,
     QT_TRANSLATE_NOOP("Sektor::HealthRule", "The drive is over its warning temperature."),
     overWarningTemperature},
    {"self-test-incomplete",
     HealthVerdict::Attention,
     QT_TRANSLATE_NOOP("Sektor::HealthRule",
                       "The drive's self-test did not finish: the drive ended it, or it ran far past its time."),
     selfTestIncomplete},
    {"earlier-self-test-failed",
     HealthVerdict::Attention,
     QT_TRANSLATE_NOOP("Sektor::HealthRule", "The drive's self-test log shows an earlier failed self-test."),
     earlierSelfTestFailed},
};
} // namespace

std::span<const HealthRule> healthRules()
{
    return rules;
}

HealthAssessment assessHealth(const HealthFacts &facts)
{
    HealthAssessment assessment;
    for (const HealthRule &rule : rules) {
        if (!rule.fires(facts))
            continue;
        assessment.firedRules << QString::fromLatin1(rule.id);
        assessment.verdict = std::max(assessment.verdict, rule.level);
    }
    // Nothing wrong found is a pass only where something was read, and where the self-test asked for was not stopped:
    // a check stopped before its test's end says nothing of what the test would have found.
    const bool stopped = facts.selfTest.status == SelfTestStatus::Cancelled;
    if (assessment.firedRules.isEmpty() && (!facts.anythingRead() || stopped))
        assessment.verdict = HealthVerdict::Unknown;
    return assessment;
}

const HealthRule *findHealthRule(const QString &id)
{
    const auto found = std::find_if(std::begin(rules), std::end(rules), [&id](const HealthRule &rule) {
        return id == QLatin1String(rule.id);
    });
    return found != std::end(rules) ? found : nullptr;
}

QString healthRuleSentence(const QString &id, Wording wording)
{
    const HealthRule *rule = findHealthRule(id);
    return rule ? worded("Sektor::HealthRule", rule->sentence, wording) : QString();
}

} // namespace Sektor
