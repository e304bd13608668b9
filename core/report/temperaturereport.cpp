// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/temperaturereport.h"
#include "report/conditionwording.h"
#include "report/kindreports.h"

#include <QHash>

#include <algorithm>

namespace Sektor {

using ConditionWording::celsius;
using ConditionWording::megabytes;
using ConditionWording::say;

namespace {

QString testName(const RunResult &r, int index, Wording wording)
{
    if (index < 0 || index >= r.tests.size())
        return QString::number(index + 1);
    const TestResult &t = r.tests.at(index);
    return t.spec.name() + QLatin1Char(' ')
        + (wording == Wording::English ? QString::fromLatin1(ioModeTitle(t.mode)) : ioModeDisplayName(t.mode));
}

// Each test's first and last reading while it measured: how much it warmed and how its rate moved meanwhile.
void addWarmingNotes(QStringList &notes, const RunResult &r, const MeasuredDrive &drive, Wording wording)
{
    QHash<int, std::pair<TemperatureReading, TemperatureReading>> spans;
    QList<int> order;
    for (const TemperatureReading &reading : drive.temperature.readings) {
        if (reading.testIndex < 0 || reading.bytesPerSecond <= 0)
            continue;
        if (!spans.contains(reading.testIndex)) {
            spans.insert(reading.testIndex, {reading, reading});
            order << reading.testIndex;
        }
        spans[reading.testIndex].second = reading;
    }
    for (const int index : std::as_const(order)) {
        const auto &[first, last] = spans.value(index);
        const bool warmed = last.milliCelsius - first.milliCelsius >= WarmingMilliCelsius;
        const bool slowed = last.bytesPerSecond <= (1.0 - RateFallShare) * first.bytesPerSecond;
        if (!warmed || !slowed)
            continue;
        notes << say(QT_TRANSLATE_NOOP("Sektor::Conditions",
                                       "During %1, %2 warmed from %3 to %4 while its rate fell from %5 to %6: heat "
                                       "may have slowed it."),
                     wording)
                     .arg(testName(r, index, wording),
                          drive.name,
                          celsius(first.milliCelsius, wording),
                          celsius(last.milliCelsius, wording),
                          megabytes(first.bytesPerSecond, wording),
                          megabytes(last.bytesPerSecond, wording));
    }
}

} // namespace

QString temperatureSummary(const DriveTemperature &t, Wording wording)
{
    if (!t.known())
        return {};
    return say(QT_TRANSLATE_NOOP("Sektor::Conditions", "%1 before, %2 at most, %3 after"), wording)
        .arg(celsius(t.before(), wording), celsius(t.highest(), wording), celsius(t.after(), wording));
}

QStringList temperatureNotes(const RunResult &result, const MeasuredDrive &drive, Wording wording)
{
    QStringList notes;
    const DriveTemperature &t = drive.temperature;
    if (!t.known())
        return notes;
    notes << say(QT_TRANSLATE_NOOP("Sektor::Conditions", "Temperature of %1: %2."), wording)
                 .arg(drive.name, temperatureSummary(t, wording));
    if (t.warningMilliCelsius > 0 && t.highest() >= t.warningMilliCelsius) {
        notes << say(QT_TRANSLATE_NOOP("Sektor::Conditions",
                                       "%1 reached %2, at or above its warning threshold of %3: drives slow "
                                       "themselves down there, so figures measured hot may be below the drive's "
                                       "best."),
                     wording)
                     .arg(drive.name, celsius(t.highest(), wording), celsius(t.warningMilliCelsius, wording));
    }
    // A run that slows down by design (a sustained write, once its cache is full): no heat to blame there.
    if (std::ranges::none_of(kindReports(), [&](const KindReport *kind) {
            return kind->slowsByDesign(result);
        }))
        addWarmingNotes(notes, result, drive, wording);
    return notes;
}

} // namespace Sektor
