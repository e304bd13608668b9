// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/testkind.h"
#include "model/testspec.h"

#include <QFlags>

#include <cstdint>
#include <optional>

namespace Sektor {

/**
 * A setting a test kind takes beyond what every test has (target, test size, data pattern, engine): the window shows
 * the kind's settings under More…, the command line accepts its options, and a setting the kind does not take is
 * hidden there and refused here, naming the profiles that take it.
 */
enum class KindSetting : std::uint32_t {
    MeasureTime = 1U << 0, ///< How long each run (or each small-files step) is measured.
    TimeLimit = 1U << 1, ///< A time limit of its own rather than a run's length: --time means "at most".
    Runs = 1U << 2, ///< Measured runs of each test (the best one is reported).
    Interval = 1U << 3, ///< The pause between tests.
    BlockSizes = 1U << 4, ///< The range of block sizes a sweep covers.
    QueueDepth = 1U << 5, ///< One queue depth for all its tests.
    Samples = 1U << 6, ///< How many places of the device are read (or every chunk).
    SlowBelow = 1U << 7, ///< A place read this much below the median counts as slow.
    Reads = 1U << 8, ///< How many random reads are timed.
    SlowRead = 1U << 9, ///< A read taking longer than this counts as slow.
    Files = 1U << 10, ///< How many files, how large, what is synced, and in how many folders at once.
    Rewrite = 1U << 11, ///< The sequential rows written a second time over the written file.
    WholeTarget = 1U << 12, ///< "All of it": the whole free space or device, which it is run to fill.
    SelfTest = 1U << 13, ///< Which of the drive's own self-tests runs (short, extended, conveyance or none).
    BurnIn = 1U << 14, ///< Passes, patterns, latency classes and the stop rules of a burn-in.
    Resume = 1U << 15, ///< A stopped run goes on where it stopped, on the same drive (a burn-in, a read scan).
};
Q_DECLARE_FLAGS(KindSettings, KindSetting)
Q_DECLARE_OPERATORS_FOR_FLAGS(KindSettings)

/// What a test needs of its target.
enum class KindTarget {
    FileOrDevice, ///< A test file in a folder or a raw device.
    WholeDevice, ///< A whole block device to itself: no test file, a folder is refused.
    Folder, ///< A mounted filesystem's folder: a raw device is refused.
};

/**
 * What one kind of test is, as the parts of Sektor that handle any kind ask it: the window's options and panels,
 * the command line's parser, the helper's checks. A kind's behaviour lives in its own places (engine/kinds, its
 * report and JSON files, its window folder); this table says what they do not: which settings it takes and what
 * it needs, so code that serves every kind asks a trait instead of naming a kind.
 */
struct KindTraits
{
    TestKind kind;
    KindSettings settings;
    KindTarget target = KindTarget::FileOrDevice;
    /// Whether the profile's own modes run: every kind but the standard rows, whose modes are the user's to tick.
    bool ownModes = true;
    /// A test of a block device's whole surface that only reads (position map, access time, read scan).
    bool surface = false;
    /// Whether it asks if the drive keeps what is written rather than how fast it is (the capacity probe, the verify).
    bool checksCapacity = false;
    /// Whether it measures files rather than I/O to one test file or device (the small-files test).
    bool measuresFiles = false;
    /// The one mode of a kind that runs one test in one mode of its own whatever it is given: the surface tests read,
    /// the capacity probe writes its stamps (and reads them back itself). The helper refuses any other shape from the
    /// bus, as a write mode would only ask for a write authorization that a reading test never uses.
    std::optional<IoMode> oneTestIn = std::nullopt;
    /// Whether it moves data and so has figures that a cache, RAM or a virtual disk can make untrue: all but the health
    /// check, which asks the drive itself (no caveat of the figures is said of it).
    bool movesData = true;
    /// Whether its figures are the grid's rows (a speed per row and mode); false: its own panel says what it found and
    /// the grid keeps only its start button.
    bool gridRows = true;
};

/// The traits of @p kind (every kind has an entry: model.KindTraits checks it).
const KindTraits &kindTraits(TestKind kind);

} // namespace Sektor
