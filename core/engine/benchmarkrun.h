// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include "engine/kindrunner.h"
#include "engine/runcontext.h"
#include "engine/runoutcome.h"
#include "model/uniquefd.h"

#include <memory>

namespace Sektor {

/**
 * One execution of Benchmark::run(): the orchestration every test kind shares (the checks before anything is
 * created, the backend, the target opened and described, the tests in order with the pauses between them, the stop
 * and the errors). What a kind does is its runner's (engine/kindrunner.h), found by the profile's kind; this class
 * names no kind.
 */
class BenchmarkRun
{
public:
    BenchmarkRun(const Profile &profile,
                 const QString &targetPath,
                 const RunOptions &options,
                 ProgressObserver *observer,
                 CancelToken &cancel);

    RunOutcome execute();
    /// After execute() threw: what was measured so far, with this error; the test file is closed.
    RunOutcome abandon(Error error);
    /// Use this opened block device (owned from now on) instead of opening the target path.
    void adoptDevice(UniqueFd fd) { m_adoptedFd = std::move(fd); }
    BenchmarkRun(const BenchmarkRun &) = delete;
    BenchmarkRun &operator=(const BenchmarkRun &) = delete;
    ~BenchmarkRun();

private:
    /// What is refused before the target is touched: the settings, the tests, the kind's own checks.
    Error check() const;
    Error checkBufferMemory() const;
    Error chooseBackend();
    Error prepareTarget();
    Error waitInterval(int nextIndex);

    RunContext m_run;
    std::unique_ptr<KindRunner> m_kind;
    UniqueFd m_adoptedFd; ///< Handed to TestTarget in prepareTarget(); closed here if never used.
};

} // namespace Sektor
