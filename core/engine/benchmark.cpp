// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/benchmark.h"
#include "engine/benchmarkrun.h"

#include <utility>

#include <unistd.h>

namespace Sektor {

Benchmark::Benchmark(const Profile &profile, const QString &targetPath, const RunOptions &options)
    : m_profile(profile)
    , m_targetPath(targetPath)
    , m_options(options)
{
}

Benchmark::~Benchmark()
{
    if (m_deviceFd >= 0)
        close(m_deviceFd);
}

void Benchmark::adoptDevice(int fd)
{
    if (m_deviceFd >= 0)
        close(m_deviceFd);
    m_deviceFd = fd;
}

RunOutcome Benchmark::run(CancelToken &cancel)
{
    BenchmarkRun run(m_profile, m_targetPath, m_options, m_observer, cancel);
    if (m_deviceFd >= 0)
        run.adoptDevice(std::exchange(m_deviceFd, -1));
    RunOutcome outcome = run.execute();
    outcome.result.comment = m_comment;
    return outcome;
}

} // namespace Sektor
