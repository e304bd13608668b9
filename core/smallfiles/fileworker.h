// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "smallfiles/fileplan.h"

#include "model/uniquefd.h"

#include <QByteArray>

#include <atomic>
#include <mutex>
#include <utility>
#include <vector>

namespace Sektor::SmallFiles {

/// bonnie++'s six phases, in its order.
constexpr int PhaseCount = 6;
constexpr std::pair<FileOrder, FileOperation> Phases[PhaseCount] = {{FileOrder::Sequential, FileOperation::Create},
                                                                    {FileOrder::Sequential, FileOperation::Read},
                                                                    {FileOrder::Sequential, FileOperation::Delete},
                                                                    {FileOrder::Random, FileOperation::Create},
                                                                    {FileOrder::Random, FileOperation::Read},
                                                                    {FileOrder::Random, FileOperation::Delete}};

std::int64_t monotonicNs();

/// Why the threads of a test stop early: the first failure of any of them (the others' are consequences), or a stop.
class WorkerStop
{
public:
    struct Failure
    {
        int errorNumber = 0;
        const char *call = nullptr;
        QByteArray path;
        std::uint64_t filesThen = 0; ///< Files that existed when it failed.
    };
    bool stopped(const FilesObserver &observer) const
    {
        return m_failed.load(std::memory_order_relaxed) || observer.cancelled();
    }
    void fail(int errorNumber, const char *call, const QByteArray &path, std::uint64_t filesThen);
    Failure failure() const;

    std::atomic<std::uint64_t> existing {0}; ///< Files of the test that exist now, all threads.

private:
    std::atomic<bool> m_failed {false};
    mutable std::mutex m_mutex;
    Failure m_failure;
};

/// One thread's share of a small-files test: its folder, its files, each file's operation timed.
class FileWorker
{
public:
    /// Its folder is made in the run's private folder @p folderFd (at @p folderPath, for messages).
    FileWorker(const FilesPlan &plan,
               int folderFd,
               const QByteArray &folderPath,
               int index,
               WorkerStop &stop,
               FilesObserver &observer);
    ~FileWorker();
    FileWorker(const FileWorker &) = delete;
    FileWorker &operator=(const FileWorker &) = delete;

    /// Its folder was made (else the failure is in the stop).
    bool ready() const { return m_dir.isValid(); }
    /// Runs phase @p phase (an index of Phases) of round @p round over all its files, or until stopped.
    void runPhase(int phase, int round);
    std::uint64_t done(int phase) const { return m_done[phase]; }
    std::int64_t cpuNs(int phase) const { return m_cpuNs[phase]; }
    const LatencyHistogram &latency(int phase) const { return m_latency[phase]; }
    /// Deletes the files it made that still exist, and its folder.
    void removeAll();

private:
    bool create(int file);
    bool read(int file);
    bool remove(int file);
    std::vector<int> orderOf(int phase, int round) const;
    /// Makes its folder and opens it (else the failure is in the stop).
    void makeFolder();
    /// Replaces its emptied folder with a new one (else the failure is in the stop).
    void renewFolder();
    /// Its files in the order its folder lists them.
    std::vector<int> folderOrder() const;
    const char *nameOf(int file);

    const FilesPlan &m_plan;
    WorkerStop &m_stop;
    FilesObserver &m_observer;
    int m_index;
    int m_parent; ///< The run's private folder, not its own: the run closes it.
    QByteArray m_folderName; ///< Its folder's, in the run's: "0", "1"…
    QByteArray m_path;
    UniqueFd m_dir;
    int m_count;
    std::vector<bool> m_exists;
    std::vector<unsigned char> m_data; ///< A file's content: written by creates, read back by reads.
    std::vector<unsigned char> m_back; ///< What a read got.
    char m_name[16] = {};
    std::uint64_t m_done[PhaseCount] = {};
    std::int64_t m_cpuNs[PhaseCount] = {};
    LatencyHistogram m_latency[PhaseCount];
};

} // namespace Sektor::SmallFiles
