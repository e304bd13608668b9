// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/kinds/timedrunsrunner.h"
#include "engine/monotonicclock.h"

namespace Sektor {

namespace {
constexpr std::uint32_t PrepareBlockSize = 1 * MiB;
constexpr std::uint32_t PrepareQueueDepth = 8;

/// The share of a test's I/Os that read, as its result records it.
int readPercentOf(IoMode mode, const RunOptions &options)
{
    switch (mode) {
    case IoMode::Read:
        return 100;
    case IoMode::Write:
        return 0;
    case IoMode::Mix:
        return options.mixReadPercent;
    case IoMode::Rewrite:
        return 50; // Every block read once and written once.
    }
    return 0;
}
} // namespace

Error TimedRunsRunner::prepare(RunContext &run)
{
    const RunResult &r = run.result();
    if (!r.target.prefilled)
        return {};
    // Fill the whole span with the run's data before any test: reads of never-written space
    // measure nothing, and first writes into preallocated extents are slower than overwrites.
    JobPlan fill;
    fill.pattern = AccessPattern::Sequential;
    fill.mode = IoMode::Write;
    fill.blockSize = PrepareBlockSize;
    fill.queueDepth = PrepareQueueDepth;
    fill.span = r.target.span;
    fill.seed = r.seed;
    fill.data = run.options().data;
    std::uint64_t preparedBytes = 0;
    const JobRunner runner(run.target().fd(), run.backend());
    const JobOutcome job = runner.run(fill, run.cancel(), [&run, &fill, &preparedBytes](const Sample &s) {
        preparedBytes += s.writeBytes;
        Progress p;
        p.phase = Phase::Preparing;
        p.testCount = int(run.planned().size());
        p.elapsedNs = monotonicNs() - run.startNs();
        p.sample = s;
        p.preparedBytes = preparedBytes;
        p.prepareBytes = fill.span;
        if (run.observer())
            run.observer()->progress(p);
    });
    run.noteJob(job);
    if (job.cancelled)
        return run.cancelled();
    return run.jobError(job);
}

Error TimedRunsRunner::runTest(RunContext &run, const PlannedTest &test, int index)
{
    const RunOptions &options = run.options();
    TestResult result;
    result.spec = test.spec;
    result.mode = test.mode;
    result.mixReadPercent = readPercentOf(test.mode, options);
    const JobRunner runner(run.target().fd(), run.backend());
    const bool warmup = options.warmup.count() > 0;
    for (int n = warmup ? 0 : 1; n <= options.runs; ++n) {
        const JobPlan plan
            = run.jobPlan(test, n == 0 ? durationNs(options.warmup) : durationNs(options.measureTime), n);
        if (plan.mode != IoMode::Write)
            run.target().dropCache();
        const Phase phase = n == 0 ? Phase::WarmUp : Phase::Measuring;
        const JobOutcome job = runner.run(plan, run.cancel(), [&](const Sample &s) {
            run.report(phase, index, n, s, s.elapsedNs);
        });
        run.noteJob(job);
        if (job.cancelled)
            return run.cancelled();
        if (Error e = run.jobError(job); e.isError())
            return e;
        if (n == 0) {
            result.warmup = job.metrics;
            continue;
        }
        result.runs.append(job.metrics);
        result.readLatency.merge(job.readLatency);
        result.writeLatency.merge(job.writeLatency);
        result.rewriteLatency.merge(job.rewriteLatency);
        result.samples.append(job.samples);
    }
    result.stats = RunStatistics::fromRuns(result.runs, result.mode);
    run.keep(result);
    return {};
}

} // namespace Sektor
