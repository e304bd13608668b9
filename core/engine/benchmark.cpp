// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/benchmark.h"
#include "engine/benchmarkrun.h"
#include "engine/kindrunner.h"

#include <new>
#include <system_error>
#include <utility>

#include <unistd.h>

namespace Sektor {

namespace {
// A worker thread that lets an exception escape aborts the whole program, and with it the
// user's run: whatever the engine or the standard library throws ends the run with an error.
RunOutcome guardedExecute(BenchmarkRun &run)
{
    Error error;
    try {
        return run.execute();
    } catch (const std::bad_alloc &) {
        error = Error::of(ErrorCode::OutOfMemory);
    } catch (const std::system_error &e) {
        error = errorFromErrno(ErrorCode::Internal, {}, e.code().value(), "std::system_error");
    } catch (const std::exception &e) {
        error = Error::of(ErrorCode::Internal);
        error.detail = QString::fromLocal8Bit(e.what());
    } catch (...) {
        error = Error::of(ErrorCode::Internal);
        error.detail = QStringLiteral("unknown exception");
    }
    return run.abandon(error);
}
} // namespace

Benchmark::Benchmark(const Profile &profile, const QString &targetPath, const RunOptions &options)
    : m_profile(profile)
    , m_targetPath(targetPath)
    , m_options(options)
{ }

RunOutcome Benchmark::run(CancelToken &cancel)
{
    BenchmarkRun run(m_profile, m_targetPath, m_options, m_observer, cancel);
    if (m_deviceFd.isValid())
        run.adoptDevice(std::move(m_deviceFd));
    RunOutcome outcome = guardedExecute(run);
    outcome.result.comment = m_comment;
    return outcome;
}

Error deviceRefusal(const Profile &profile, const QString &devicePath)
{
    const std::unique_ptr<KindRunner> runner = kindRunnerFor(profile.kind);
    return runner ? runner->checkTarget(profile, devicePath, true) : Error {};
}

} // namespace Sektor
