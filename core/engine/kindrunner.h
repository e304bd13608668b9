// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include "engine/runcontext.h"

#include <memory>

namespace Sektor {

/**
 * One test kind's part of a run: what the orchestrator (BenchmarkRun) asks of a kind, so that it names none. A
 * kind's runner lives in engine/kinds/ and is found through kindRunnerFor() (engine/kinds/kindrunners.cpp), the one
 * place that lists the runners, by kind. One object per run, on the run's thread.
 *
 * The orchestrator's order: adjustOptions() once the tests are planned; takesWholeTarget() and checkTarget() among
 * the checks before anything is created; the target opened with openOptions() and described; prepare(); then for
 * each planned test skipReason() and runTest(); marksStopped() when the run was stopped.
 */
class KindRunner
{
public:
    KindRunner() = default;
    KindRunner(const KindRunner &) = delete;
    KindRunner &operator=(const KindRunner &) = delete;
    virtual ~KindRunner() = default;

    /// The run's settings as this kind uses them: a kind of one pass has one run, no warm-up and no pause, and the
    /// result says so rather than recording settings that were not used.
    virtual void adjustOptions(RunOptions &options) const { (void)options; }
    /// Whether all free space (the whole device) may be its test size.
    virtual bool takesWholeTarget() const { return false; }
    /// What this kind refuses before anything is created on the target: modes it does not run, a target of the wrong
    /// sort (@p adoptedDevice: the helper opened a device for the run).
    virtual Error checkTarget(const Profile &profile, const QString &targetPath, bool adoptedDevice) const;
    /// The settings the target is opened with.
    virtual RunOptions openOptions(const RunOptions &options) const { return options; }
    /// After the target is opened and described: its span and the test size, a fill before any read, or the test
    /// file closed.
    virtual Error prepare(RunContext &run) = 0;
    /// Why @p spec cannot run on this target (a block size it cannot align, a span too small), kept as skipped.
    virtual Error skipReason(const RunContext &run, const TestSpec &spec) const;
    /// Whether a stop after some tests finished marks the result stopped (Caveat::Stopped); a kind whose result says
    /// how far it got in its own way does not.
    virtual bool marksStopped() const { return true; }
    /// Runs one planned test, keeps its result in @p run (RunContext::keep()) and says how it ended.
    virtual Error runTest(RunContext &run, const PlannedTest &test, int index) = 0;
};

/// A kind of one pass (a sustained write, a whole-device test, a test of its own files): one run, no warm-up, no
/// pause between tests.
void makeOnePass(RunOptions &options);

/// What a target path names before anything is opened, for the kinds' checks: what stat() cannot see (opening it
/// will say what is wrong), a folder, or anything else (a device).
enum class PathSort { Unknown, Folder, Other };
PathSort pathSort(const QString &path);

/// A new runner of @p kind (engine/kinds/kindrunners.cpp, the registration of every kind's runner, a KindTable: a
/// kind left out does not compile); nullptr for a kind registered without one.
std::unique_ptr<KindRunner> kindRunnerFor(Profile::Kind kind);

} // namespace Sektor
