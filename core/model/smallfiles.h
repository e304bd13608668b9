// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/enumids.h"
#include "stats/latencyhistogram.h"

#include <QList>

#include <cstdint>

namespace Sektor {

/// What a small-files phase does to each file: bonnie++'s create, read (stat, and read when files have content),
/// delete.
enum class FileOperation { Create, Read, Delete };
/// The order a phase visits the files in: bonnie++'s "sequential" (creates by name, reads and deletes in the order the
/// folder lists them) or a seeded shuffle ("random").
enum class FileOrder { Sequential, Random };

/// What a small-files test makes durable: nothing (as bonnie++ by default), each file (fsync before close), or each
/// file and its folder entry (fsync of the folder after each create and delete: a mail spool's guarantee).
enum class FileSync { None, File, FileAndFolder };

/// One phase of a small-files test, over all its rounds: how many files, in what time, at what cost.
struct FilePhaseResult
{
    FileOrder order = FileOrder::Sequential;
    FileOperation operation = FileOperation::Create;
    std::uint64_t files = 0; ///< Operations done: files created, read or deleted.
    std::int64_t elapsedNs = 0; ///< Wall time, from all threads' start to the last one's end, summed over rounds.
    std::int64_t cpuNs = 0; ///< CPU time of the threads doing it (user and system), summed.
    LatencyHistogram latency; ///< Of each file's operation (a create: open, write, sync, close).

    double filesPerSecond() const { return elapsedNs > 0 ? double(files) * 1e9 / double(elapsedNs) : 0.0; }
    double cpuNsPerFile() const { return files ? double(cpuNs) / double(files) : 0.0; }
    bool operator==(const FilePhaseResult &) const = default;
};

/// What a small-files test measured: bonnie++'s six phases (sequential then random create, read, delete).
struct SmallFilesResult
{
    std::uint64_t filesPerRound = 0; ///< All threads together.
    std::uint32_t fileBytes = 0;
    int threads = 1; ///< Each in a folder of its own.
    FileSync sync = FileSync::None;
    int rounds = 0; ///< Create-read-delete cycles run in each order: repeated until the quickest phase is measurable.
    QList<FilePhaseResult> phases;
    /// Files of earlier runs that were killed, removed from the folder before this one began.
    int leftoverFilesRemoved = 0;

    /// A TestPayload whose test has no speed over timed runs: its own block shows it.
    static constexpr bool IsRunFigure = false;
    static constexpr bool OnlyWithFinalResult = false;
    bool isEmpty() const { return phases.isEmpty(); }
    const FilePhaseResult *phase(FileOrder order, FileOperation operation) const
    {
        for (const FilePhaseResult &p : phases) {
            if (p.order == order && p.operation == operation)
                return &p;
        }
        return nullptr;
    }
    bool operator==(const SmallFilesResult &) const = default;
};

template<>
struct EnumIds<FileOperation>
{
    static constexpr EnumId<FileOperation> table[]
        = {{FileOperation::Create, "create"}, {FileOperation::Read, "read"}, {FileOperation::Delete, "delete"}};
};

template<>
struct EnumIds<FileOrder>
{
    static constexpr EnumId<FileOrder> table[] = {{FileOrder::Sequential, "sequential"}, {FileOrder::Random, "random"}};
};

template<>
struct EnumIds<FileSync>
{
    static constexpr EnumId<FileSync> table[]
        = {{FileSync::None, "none"}, {FileSync::File, "file"}, {FileSync::FileAndFolder, "folder"}};
};

} // namespace Sektor
