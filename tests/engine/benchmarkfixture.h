// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/benchmark.h"
#include "model/burnin.h"
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

/// RND4K Q4T1 read and write: the least a run that writes a test file does.
Profile readWrite();

/// The surface tests' options (a fixed seed; the map's samples and the slow-read limit left at their defaults) and
/// their built-in profiles ("position-map", "read-scan", "access-time").
RunOptions surfaceOptions();
Profile surfaceProfile(const char *id);

/// The capacity probe's options (a fixed seed, device writes allowed) and its built-in profile.
RunOptions probeOptions();
Profile probeProfile();

/// The burn-in's options (a fixed seed, device writes allowed), its built-in profile, and the findings of a run of it.
RunOptions burnInOptions();
Profile burnInProfile();
const BurnInResult &burnInOf(const RunOutcome &outcome);

/// One sustained write over @p span for at most @p timeLimit: no warm-up, no pause, device writes allowed.
RunOptions sustainedOptions(std::uint64_t span, std::chrono::milliseconds timeLimit);
Profile sustainedWrite();

/// Runs a profile synchronously; observer may be null.
RunOutcome runBenchmark(const Profile &profile,
                        const std::string &target,
                        const RunOptions &options,
                        ProgressObserver *observer = nullptr);

/// The error a run ends with (ErrorCode::None when it runs).
ErrorCode errorOf(const std::string &target, const Profile &profile, const RunOptions &options = quickOptions());

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
