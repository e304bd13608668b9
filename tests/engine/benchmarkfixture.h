// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/benchmark.h"
#include "model/profile.h"

#include <QString>

#include <functional>

namespace Sektor::Test {

/// Short, interval-free options so integration tests finish in seconds. Unlike the shared
/// quickRunOptions() (support/quickrun.h: one run, no warm-up), two runs after a warm-up and a
/// fixed seed: the engine's tests check the best of runs, the discarded warm-up and repeatable
/// offsets.
RunOptions quickOptions(std::uint64_t testSize = 16 * MiB);

/// A profile with the given rows and modes (id "test").
Profile customProfile(const QList<TestSpec> &tests, const QList<IoMode> &modes);

TestSpec rnd4k(std::uint32_t queueDepth, std::uint32_t threads = 1);
TestSpec seq1m(std::uint32_t queueDepth, std::uint32_t threads = 1);

/// Runs a profile synchronously; observer may be null.
RunOutcome runBenchmark(const Profile &profile,
                        const std::string &target,
                        const RunOptions &options,
                        ProgressObserver *observer = nullptr);

/// An observer that calls a function on every progress report.
class CallbackObserver : public ProgressObserver
{
public:
    explicit CallbackObserver(std::function<void(const Progress &)> callback)
        : m_callback(std::move(callback))
    { }
    void progress(const Progress &p) override { m_callback(p); }

private:
    std::function<void(const Progress &)> m_callback;
};

} // namespace Sektor::Test
