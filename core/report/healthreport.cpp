// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/healthreport.h"
#include "report/conditionwording.h"

#include <QLocale>

#include <limits>

namespace Sektor {

using ConditionWording::say;

namespace {
// The drive counts as worn from here: its own estimate of the rated endurance used.
constexpr int WornPercent = 90;

QString count(UInt128 n, Wording wording)
{
    return n > UInt128(std::numeric_limits<qint64>::max()) ? toDecimalString(n)
                                                           : localeFor(wording).toString(qint64(n));
}

QString percent(int value, Wording wording)
{
    return count(UInt128(value), wording) + QStringLiteral(" %");
}

} // namespace

QStringList healthProblems(const QString &name, const DriveHealth &h, Wording wording)
{
    QStringList notes;
    if (h.criticalWarning & DriveHealth::ReadOnly)
        notes << say(QT_TRANSLATE_NOOP("Sektor::Conditions",
                                       "%1 has made itself read-only: it protects the data it still holds, and no "
                                       "write figure is possible."),
                     wording)
                     .arg(name);
    if (h.criticalWarning & DriveHealth::ReliabilityDegraded)
        notes << say(QT_TRANSLATE_NOOP("Sektor::Conditions",
                                       "%1 reports its reliability degraded: copy your data off it; its figures may "
                                       "include retries."),
                     wording)
                     .arg(name);
    if ((h.criticalWarning & DriveHealth::SpareBelowThreshold)
        || (h.availableSparePercent >= 0 && h.availableSparePercent < h.spareThresholdPercent))
        notes << say(QT_TRANSLATE_NOOP("Sektor::Conditions",
                                       "%1 has only %2 of its spare blocks left, below its threshold of %3: it is "
                                       "near the end of its life."),
                     wording)
                     .arg(name, percent(h.availableSparePercent, wording), percent(h.spareThresholdPercent, wording));
    if (h.percentageUsed >= WornPercent)
        notes << say(QT_TRANSLATE_NOOP("Sektor::Conditions",
                                       "%1 has used %2 of its rated endurance: worn flash takes longer to write."),
                     wording)
                     .arg(name, percent(h.percentageUsed, wording));
    if (h.mediaErrors > 0)
        notes << say(QT_TRANSLATE_NOOP("Sektor::Conditions",
                                       "%1 reports %2 media errors (data it could not read back): reads that meet "
                                       "them are retried and slow, and the data there is at risk."),
                     wording)
                     .arg(name, count(h.mediaErrors, wording));
    if (h.smartFailing || h.failingAttributes > 0)
        notes << say(QT_TRANSLATE_NOOP("Sektor::Conditions",
                                       "The SMART data of %1 says the drive is failing: copy your data off it; its "
                                       "figures may include retries."),
                     wording)
                     .arg(name);
    if (h.pendingSectors > 0)
        notes << say(QT_TRANSLATE_NOOP("Sektor::Conditions",
                                       "%1 has %2 unreadable sectors waiting to be reallocated: reads that meet them "
                                       "are retried, which slows them."),
                     wording)
                     .arg(name, count(UInt128(h.pendingSectors), wording));
    if (h.reallocatedSectors > 0)
        notes << say(QT_TRANSLATE_NOOP("Sektor::Conditions",
                                       "%1 has moved %2 sectors to spares: reads of them take a detour."),
                     wording)
                     .arg(name, count(UInt128(h.reallocatedSectors), wording));
    return notes;
}

namespace {

// What the run itself changed: only counters both readings have.
void addChanges(
    QStringList &notes, const QString &name, const DriveHealth &before, const DriveHealth &after, Wording wording)
{
    if (!before.known() || !after.known() || before.source != after.source)
        return;
    if (after.mediaErrors > before.mediaErrors)
        notes << say(QT_TRANSLATE_NOOP("Sektor::Conditions",
                                       "During the run, the media errors of %1 rose from %2 to %3."),
                     wording)
                     .arg(name, count(before.mediaErrors, wording), count(after.mediaErrors, wording));
    if (before.pendingSectors >= 0 && after.pendingSectors > before.pendingSectors)
        notes << say(QT_TRANSLATE_NOOP("Sektor::Conditions",
                                       "During the run, the pending sectors of %1 rose from %2 to %3."),
                     wording)
                     .arg(name,
                          count(UInt128(before.pendingSectors), wording),
                          count(UInt128(after.pendingSectors), wording));
    if (after.warningTemperatureMinutes > before.warningTemperatureMinutes)
        notes << say(QT_TRANSLATE_NOOP("Sektor::Conditions",
                                       "During the run, %1 spent %2 min above its warning temperature: it slows "
                                       "itself down there, so figures may be below its best."),
                     wording)
                     .arg(name, count(after.warningTemperatureMinutes - before.warningTemperatureMinutes, wording));
}
} // namespace

QString healthSummary(const DriveHealth &h, Wording wording)
{
    if (!h.known())
        return {};
    QStringList parts;
    if (h.source == DriveHealth::Source::NvmeLog) {
        parts
            << say(QT_TRANSLATE_NOOP("Sektor::Conditions", "%1 used"), wording).arg(percent(h.percentageUsed, wording))
            << say(QT_TRANSLATE_NOOP("Sektor::Conditions", "spare %1"), wording)
                   .arg(percent(h.availableSparePercent, wording));
    } else {
        parts << (h.smartFailing || h.failingAttributes > 0
                      ? say(QT_TRANSLATE_NOOP("Sektor::Conditions", "SMART failing"), wording)
                      : say(QT_TRANSLATE_NOOP("Sektor::Conditions", "SMART good"), wording));
        if (h.reallocatedSectors >= 0)
            parts << say(QT_TRANSLATE_NOOP("Sektor::Conditions", "%1 reallocated"), wording)
                         .arg(count(UInt128(h.reallocatedSectors), wording));
        if (h.pendingSectors >= 0)
            parts << say(QT_TRANSLATE_NOOP("Sektor::Conditions", "%1 pending sectors"), wording)
                         .arg(count(UInt128(h.pendingSectors), wording));
    }
    parts
        << say(QT_TRANSLATE_NOOP("Sektor::Conditions", "%1 h powered on"), wording).arg(count(h.powerOnHours, wording));
    if (h.source == DriveHealth::Source::NvmeLog)
        parts << say(QT_TRANSLATE_NOOP("Sektor::Conditions", "%1 media errors"), wording)
                     .arg(count(h.mediaErrors, wording));
    return parts.join(QStringLiteral(", "));
}

QStringList healthNotes(const MeasuredDrive &drive, Wording wording)
{
    const DriveHealth &now = drive.healthAfter.known() ? drive.healthAfter : drive.healthBefore;
    QStringList notes;
    if (!now.known())
        return notes;
    notes << say(QT_TRANSLATE_NOOP("Sektor::Conditions", "Health of %1: %2."), wording)
                 .arg(drive.name, healthSummary(now, wording));
    notes << healthProblems(drive.name, now, wording);
    addChanges(notes, drive.name, drive.healthBefore, drive.healthAfter, wording);
    return notes;
}

} // namespace Sektor
