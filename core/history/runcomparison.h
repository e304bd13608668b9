// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"
#include "model/smallfiles.h"
#include "report/unitformat.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Sektor::History {

/// One test's figures in one run, in every unit a grid can show.
struct ComparedFigures
{
    bool measured = false; ///< False when that run did not run this test (another profile, a skipped test).
    double bytesPerSecond = 0;
    double iops = 0;
    double meanLatencyUs = 0;

    double in(DisplayUnit unit) const;
};

/// A test as it came out in each of the compared runs, in the runs' order.
struct ComparedTest
{
    TestSpec spec;
    IoMode mode = IoMode::Read;
    QList<ComparedFigures> runs;
};

/// A small-files phase as it came out in each run, in the runs' order: files per second, none where a run had no
/// small-files test.
struct ComparedPhase
{
    FileOrder order = FileOrder::Sequential;
    FileOperation operation = FileOperation::Create;
    bool stat = false; ///< A read phase of empty files in every run that had it: a lookup, as bonnie++'s "Stat".
    QList<std::optional<double>> filesPerSecond;
};

/// Something about the runs that moves the figures and was not the same in all of them.
struct ConditionDifference
{
    enum class Aspect { TestSize, Profile, Engine, Filesystem, Firmware, Link, Temperature };
    Aspect aspect = Aspect::TestSize;
    QStringList values; ///< As each run had it, in the runs' order; "" where a run did not say.
};

/// Whether the compared runs measured one physical drive.
enum class DriveMatch {
    Same, ///< All runs' drives carry the same WWN, or model and serial.
    Different, ///< At least two runs name different drives.
    Unknown, ///< A run's drive has neither WWN nor serial (a loop device, a card reader): nobody can tell.
    Memory, ///< Every run measured memory (tmpfs, a RAM-backed device): no drive at all.
    MemoryAndDrives, ///< Some runs measured memory, the others a drive: their figures are not of one kind.
};

/**
 * Two or more runs side by side: each test any of them ran, with every run's figures, whether they measured the
 * same drive, and the conditions that differ. The first run is the baseline that deltas are taken against.
 */
struct RunComparison
{
    QList<ComparedTest> tests; ///< The tests whose figure is a speed over runs (a grid's cells).
    QList<ComparedPhase> phases; ///< Bonnie++'s six phases, when any run is a small-files test; else empty.
    DriveMatch drives = DriveMatch::Unknown;
    QList<ConditionDifference> differences;

    /// Whether a change between the runs says something about a drive: not when some measured memory and the others a
    /// drive (a "+200 %" of RAM over a disk is no improvement). The deltas are still shown, uncoloured.
    bool changesMeanBetterOrWorse() const { return drives != DriveMatch::MemoryAndDrives; }
};

RunComparison compareRuns(const QList<RunResult> &runs);

/// How much @p value differs from @p baseline, in percent of the baseline; none when the baseline is 0.
std::optional<double> deltaPercent(double baseline, double value);

/// Whether a larger figure in @p unit is the better one (rates, IOPS) or the worse one (latency).
bool higherIsBetter(DisplayUnit unit);

/// Two highest temperatures this far apart are called different: a drive at 40 °C and at 41 °C is one condition.
inline constexpr int TemperatureDifferenceMilliCelsius = 10000;

} // namespace Sektor::History
