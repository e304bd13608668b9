// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "history/runcomparison.h"
#include "history/historywording.h"

#include "history/driveidentity.h"
#include "report/cdmtext.h"
#include "report/conditionsreport.h"
#include "report/conditionwording.h"
#include "report/kinds/smallfilesreport.h"
#include "report/testgrid.h"

#include <algorithm>

namespace Sektor::History {

namespace {

ComparedFigures figuresOf(const TestResult *test)
{
    if (!test || test->runs.isEmpty())
        return {};
    return {true,
            unitValue(*test, DisplayUnit::MegabytesPerSecond) * 1e6,
            unitValue(*test, DisplayUnit::Iops),
            unitValue(*test, DisplayUnit::LatencyMicroseconds)};
}

QList<ComparedTest> comparedTests(const QList<RunResult> &runs)
{
    QList<ComparedTest> tests;
    for (const RunResult &run : runs) {
        for (const TestResult &t : run.tests) {
            if (!t.isRunFigure()) // a capacity check's findings or a small-files test's phases: no MB/s to compare
                continue;
            const bool listed = std::any_of(tests.cbegin(), tests.cend(), [&t](const ComparedTest &c) {
                return c.spec == t.spec && c.mode == t.mode;
            });
            if (!listed)
                tests.append({t.spec, t.mode, {}});
        }
    }
    for (ComparedTest &c : tests) {
        for (const RunResult &run : runs)
            c.runs.append(figuresOf(findTest(run.tests, c.spec, c.mode)));
    }
    return tests;
}

QList<ComparedPhase> comparedPhases(const QList<RunResult> &runs)
{
    const bool anyFiles = std::any_of(runs.cbegin(), runs.cend(), [](const RunResult &r) {
        return smallFilesOf(r) != nullptr;
    });
    if (!anyFiles)
        return {};
    QList<ComparedPhase> phases;
    for (FileOrder order : {FileOrder::Sequential, FileOrder::Random}) {
        for (FileOperation operation : {FileOperation::Create, FileOperation::Read, FileOperation::Delete}) {
            ComparedPhase compared {order, operation, operation == FileOperation::Read, {}};
            for (const RunResult &run : runs) {
                const SmallFilesResult *files = smallFilesOf(run);
                const FilePhaseResult *phase = files ? files->phase(order, operation) : nullptr;
                compared.filesPerSecond.append(phase ? std::optional<double>(phase->filesPerSecond()) : std::nullopt);
                if (phase && files->fileBytes > 0)
                    compared.stat = false;
            }
            phases.append(compared);
        }
    }
    return phases;
}

DriveMatch driveMatch(const QList<RunResult> &runs)
{
    // Memory first: a run on /dev/shm against one on a disk is no question of which drive, and has no serial to ask.
    const auto inMemory = std::count_if(runs.cbegin(), runs.cend(), [](const RunResult &run) {
        return run.target.memoryBacked;
    });
    if (inMemory == runs.size())
        return DriveMatch::Memory;
    if (inMemory > 0)
        return DriveMatch::MemoryAndDrives;
    QString first;
    for (const RunResult &run : runs) {
        if (run.target.drives.isEmpty())
            return DriveMatch::Unknown;
        const QString identity = driveIdentity(run.target.drives.constFirst(), run.system.hostName);
        if (identity.startsWith(QLatin1String("unidentified:")))
            return DriveMatch::Unknown;
        if (first.isEmpty())
            first = identity;
        else if (identity != first)
            return DriveMatch::Different;
    }
    return DriveMatch::Same;
}

int highestTemperature(const RunResult &run)
{
    int highest = 0;
    for (const MeasuredDrive &d : run.target.drives) {
        if (d.temperature.known())
            highest = std::max(highest, d.temperature.highest());
    }
    return highest;
}

/// The aspect's value in each run; a difference when at least two runs say different things.
template<typename ValueOf>
void addIfDifferent(QList<ConditionDifference> &differences,
                    ConditionDifference::Aspect aspect,
                    const QList<RunResult> &runs,
                    ValueOf valueOf)
{
    ConditionDifference d {aspect, {}};
    for (const RunResult &run : runs)
        d.values.append(valueOf(run));
    QStringList said = d.values;
    said.removeAll(QString());
    said.removeDuplicates();
    if (said.size() > 1)
        differences.append(d);
}

QList<ConditionDifference> differencesOf(const QList<RunResult> &runs)
{
    using Aspect = ConditionDifference::Aspect;
    QList<ConditionDifference> differences;
    addIfDifferent(differences, Aspect::TestSize, runs, [](const RunResult &r) {
        return testSizeText(r, Wording::English);
    });
    addIfDifferent(differences, Aspect::Profile, runs, [](const RunResult &r) {
        return r.profileName;
    });
    addIfDifferent(differences, Aspect::Engine, runs, [](const RunResult &r) {
        return r.backend;
    });
    addIfDifferent(differences, Aspect::Filesystem, runs, [](const RunResult &r) {
        return r.target.kind == TargetInfo::Kind::BlockDevice ? QStringLiteral("raw") : r.target.filesystem;
    });
    // "Did the firmware update help?": the same drive before and after says so here.
    addIfDifferent(differences, Aspect::Firmware, runs, [](const RunResult &r) {
        return r.target.drives.isEmpty() ? QString() : r.target.drives.constFirst().firmware.trimmed();
    });
    addIfDifferent(differences, Aspect::Link, runs, [](const RunResult &r) {
        return r.target.drives.isEmpty() ? QString() : linkText(r.target.drives.constFirst().link);
    });
    // Temperatures always differ a little; only a gap that moves a drive's speed counts.
    QList<int> highest;
    for (const RunResult &run : runs)
        highest.append(highestTemperature(run));
    QList<int> known = highest;
    known.removeAll(0);
    if (!known.isEmpty()
        && *std::max_element(known.cbegin(), known.cend()) - *std::min_element(known.cbegin(), known.cend())
            >= TemperatureDifferenceMilliCelsius) {
        ConditionDifference d {Aspect::Temperature, {}};
        for (int t : highest)
            d.values.append(t ? ConditionWording::celsius(t, Wording::English) : QString());
        differences.append(d);
    }
    return differences;
}

} // namespace

double ComparedFigures::in(DisplayUnit unit) const
{
    switch (unit) {
    case DisplayUnit::MegabytesPerSecond:
        return bytesPerSecond / 1e6;
    case DisplayUnit::GigabytesPerSecond:
        return bytesPerSecond / 1e9;
    case DisplayUnit::Iops:
        return iops;
    case DisplayUnit::LatencyMicroseconds:
        return meanLatencyUs;
    }
    return 0;
}

RunComparison compareRuns(const QList<RunResult> &runs)
{
    return {comparedTests(runs), comparedPhases(runs), driveMatch(runs), differencesOf(runs)};
}

std::optional<double> deltaPercent(double baseline, double value)
{
    if (baseline == 0)
        return std::nullopt;
    return (value - baseline) / baseline * 100.0;
}

bool higherIsBetter(DisplayUnit unit)
{
    return unit != DisplayUnit::LatencyMicroseconds;
}

} // namespace Sektor::History
