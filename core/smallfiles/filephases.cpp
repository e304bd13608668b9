// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "smallfiles/filephases.h"
#include "smallfiles/fileworker.h"

#include "model/uniquefd.h"

#include <QFile>

#include <algorithm>
#include <barrier>
#include <cerrno>
#include <ctime>
#include <fcntl.h>
#include <latch>
#include <memory>
#include <sys/stat.h>
#include <system_error>
#include <thread>
#include <unistd.h>
#include <vector>

namespace Sektor::SmallFiles {

namespace {
// What the threads of one test share; the barrier's completion (run by one thread while the others wait) is the only
// writer of the plain fields, so every thread reads the same answer after it.
struct Shared
{
    Shared(const FilesPlan &plan, FilesObserver &observer, int folderFd, const QByteArray &folderPath)
        : plan(plan)
        , observer(observer)
        , folderFd(folderFd)
        , folderPath(folderPath)
    { }

    const FilesPlan &plan;
    FilesObserver &observer;
    const int folderFd; ///< The run's private folder: its filesystem is the one written back.
    const QByteArray folderPath;
    WorkerStop stop;
    int step = 0; ///< Barrier arrivals so far: even ones start a phase, odd ones end it.
    std::int64_t phaseStart = 0;
    std::int64_t roundsStart = 0;
    std::int64_t elapsed[PhaseCount] = {};
    int rounds = 0;
    bool halt = false; ///< Stopped, failed, or measured enough: the threads leave after this barrier.
    bool more = true; ///< Another round follows the one that ended.

    void completion() noexcept
    {
        const int phase = (step / 2) % PhaseCount;
        const bool ends = step % 2 == 1;
        ++step;
        halt = stop.stopped(observer);
        // A create or delete phase ends when its work is on the drive, as bonnie++'s ends with sync(): what the cache
        // took in is written back within the phase's time, not billed to the next one (or to nobody).
        if (ends && !halt && Phases[phase].second != FileOperation::Read && ::syncfs(folderFd) != 0) {
            stop.fail(errno, "syncfs", folderPath, stop.existing.load());
            halt = true;
        }
        const std::int64_t now = monotonicNs();
        if (!ends) {
            phaseStart = now;
            return;
        }
        elapsed[phase] += now - phaseStart;
        if (phase + 1 < PhaseCount)
            return;
        ++rounds;
        const std::int64_t quickest = *std::min_element(std::begin(elapsed), std::end(elapsed));
        more = quickest < plan.minPhaseNs && now - roundsStart < plan.budgetNs && rounds < plan.maxRounds;
    }
};

struct Completion
{
    Shared *shared;
    void operator()() noexcept { shared->completion(); }
};

void work(Shared &shared, std::barrier<Completion> &barrier, FileWorker &worker)
{
    for (int round = 0;; ++round) {
        for (int phase = 0; phase < PhaseCount; ++phase) {
            barrier.arrive_and_wait();
            if (shared.halt)
                return;
            worker.runPhase(phase, round);
            barrier.arrive_and_wait();
            if (shared.halt)
                return;
        }
        if (!shared.more)
            return;
    }
}

/// The run's private folder, made and used through descriptors: its files are reached by short names relative to it,
/// so a test folder whose path is near PATH_MAX works as any other, and a folder renamed or swapped for a link during
/// the run cannot redirect where files are made or removed.
struct RunFolder
{
    UniqueFd parent; ///< The test folder.
    UniqueFd fd; ///< The private folder in it.
    QByteArray name;
    QByteArray path; ///< For messages.

    RunFolder(const FilesPlan &plan, FilesOutcome &outcome)
        : name(QByteArray(FolderPrefix) + QByteArray::number(::getpid()) + '-'
               + QByteArray::number(qint64(std::time(nullptr))))
        , path(QFile::encodeName(plan.directory) + '/' + name)
    {
        const auto fail = [&outcome](const char *call, const QByteArray &where) {
            outcome.errorNumber = errno;
            outcome.failedCall = call;
            outcome.failedPath = QFile::decodeName(where);
        };
        parent.reset(::open(QFile::encodeName(plan.directory).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
        if (!parent.isValid()) {
            fail("open", QFile::encodeName(plan.directory));
            return;
        }
        if (::mkdirat(parent.get(), name.constData(), 0700) != 0) {
            fail("mkdir", path);
            return;
        }
        fd.reset(::openat(parent.get(), name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
        if (!fd.isValid()) {
            fail("open", path);
            ::unlinkat(parent.get(), name.constData(), AT_REMOVEDIR);
        }
    }
    ~RunFolder()
    {
        if (fd.isValid()) {
            fd.reset();
            ::unlinkat(parent.get(), name.constData(), AT_REMOVEDIR); // empty by now: the workers removed their folders
        }
    }
    RunFolder(const RunFolder &) = delete;
    RunFolder &operator=(const RunFolder &) = delete;
    bool ok() const { return fd.isValid(); }
};

void collect(const FilesPlan &plan,
             const Shared &shared,
             const std::vector<std::unique_ptr<FileWorker>> &workers,
             FilesOutcome &outcome)
{
    SmallFilesResult &r = outcome.result;
    r.filesPerRound = std::uint64_t(plan.files / plan.threads) * std::uint64_t(plan.threads);
    r.fileBytes = plan.fileBytes;
    r.threads = plan.threads;
    r.sync = plan.sync;
    r.rounds = shared.rounds;
    for (int phase = 0; phase < PhaseCount; ++phase) {
        FilePhaseResult p;
        p.order = Phases[phase].first;
        p.operation = Phases[phase].second;
        p.elapsedNs = shared.elapsed[phase];
        for (const auto &w : workers) {
            p.files += w->done(phase);
            p.cpuNs += w->cpuNs(phase);
            p.latency.merge(w->latency(phase));
        }
        r.phases.append(p);
    }
    if (const WorkerStop::Failure f = shared.stop.failure(); f.errorNumber) {
        outcome.errorNumber = f.errorNumber;
        outcome.failedCall = f.call;
        outcome.failedPath = QFile::decodeName(f.path);
        outcome.filesWhenFailed = f.filesThen;
    }
}
} // namespace

FilesOutcome runSmallFiles(const FilesPlan &plan, FilesObserver &observer)
{
    FilesOutcome outcome;
    outcome.result.leftoverFilesRemoved = removeFilesLeftovers(plan.directory);
    const RunFolder folder(plan, outcome);
    if (!folder.ok())
        return outcome;
    Shared shared(plan, observer, folder.fd.get(), folder.path);
    std::vector<std::unique_ptr<FileWorker>> workers;
    for (int t = 0; t < plan.threads; ++t) {
        workers.push_back(std::make_unique<FileWorker>(plan, folder.fd.get(), folder.path, t, shared.stop, observer));
        if (!workers.back()->ready())
            break;
    }
    if (workers.back()->ready()) {
        std::barrier barrier(plan.threads, Completion {&shared});
        std::latch go(1);
        bool started = true;
        std::vector<std::thread> threads;
        for (int t = 1; t < plan.threads && started; ++t) {
            try {
                threads.emplace_back([&, t] {
                    go.wait();
                    if (started)
                        work(shared, barrier, *workers[std::size_t(t)]);
                });
            } catch (const std::system_error &e) {
                started = false; // the started threads leave at the gate; the barrier is never used
                shared.stop.fail(e.code().value(), "pthread_create", folder.path, 0);
            }
        }
        shared.roundsStart = monotonicNs();
        go.count_down();
        if (started)
            work(shared, barrier, *workers.front());
        for (std::thread &thread : threads)
            thread.join();
    }
    collect(plan, shared, workers, outcome);
    for (auto &w : workers)
        w->removeAll();
    workers.clear();
    return outcome; // the folder goes with it
}

} // namespace Sektor::SmallFiles
