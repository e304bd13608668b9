// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/smallfiles.h"

#include <QString>

#include <cstdint>

namespace Sektor::SmallFiles {

/// What a small-files test does: where, how many files of what size, in how many threads, made how durable.
struct FilesPlan
{
    QString directory;
    int files = 16 * 1024; ///< Per round, all threads together (split evenly, each in a folder of its own).
    std::uint32_t fileBytes = 0;
    int threads = 1;
    FileSync sync = FileSync::None;
    std::uint64_t seed = 0; ///< The random orders.
    /// Rounds repeat until the quickest phase has run this long in all (bonnie++ prints "+++++" for a phase it could
    /// not time; a phase repeated is timed to the nanosecond over a meaningful stretch)…
    std::int64_t minPhaseNs = 1'000'000'000;
    /// …unless the rounds so far took this long, or this many ran.
    std::int64_t budgetNs = 60'000'000'000;
    int maxRounds = 64;
};

/// Hears how a small-files test goes, on the thread that runs it.
class FilesObserver
{
public:
    virtual ~FilesObserver() = default;
    /// Asked between files, from every thread of the test: must be cheap and thread-safe.
    virtual bool cancelled() const { return false; }
    /// Every few hundred files of the first thread: the phase, its round, and how far the round is (0 to 1).
    virtual void progress(FileOrder order, FileOperation operation, int round, double roundFraction)
    {
        (void)order;
        (void)operation;
        (void)round;
        (void)roundFraction;
    }
};

} // namespace Sektor::SmallFiles
