// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/kinds/sustainedwriterunner.h"
#include "engine/monotonicclock.h"
#include "model/sustainedwrite.h"

namespace Sektor {

Error SustainedWriteRunner::prepare(RunContext &run)
{
    RunResult &r = run.result();
    if (run.options().wholeTarget) // the size chosen was "all of it": the result says how much that was
        run.options().testSize = r.options.testSize = r.target.span;
    // It measures from an unfilled cache: writing the span first would fill it before the window.
    r.target.prefilled = false;
    return {};
}

Error SustainedWriteRunner::runTest(RunContext &run, const PlannedTest &test, int index)
{
    const RunOptions &options = run.options();
    TestResult result;
    result.spec = test.spec;
    result.mode = IoMode::Write;
    const std::int64_t timeLimitNs = std::int64_t(options.measureTime.count()) * NsPerMs;
    JobPlan plan = run.jobPlan(test, timeLimitNs, 1);
    plan.once = true; // ends at the end of the span, at the time limit, or at steady state
    CancelToken steady;
    plan.finish = &steady;
    const SustainedWriteRules rules = SustainedWriteRules::forTimeLimit(options.measureTime);
    QList<Sample> samples;
    std::uint64_t written = 0;
    std::int64_t checkedAt = 0;
    const JobRunner runner(run.target().fd(), run.backend());
    const JobOutcome job = runner.run(plan, run.cancel(), [&](const Sample &s) {
        samples.append(s);
        written += s.writeBytes;
        // Progress runs on whichever limit is nearer: the time, or the bytes still to write.
        const double byBytes = double(written) / double(std::max<std::uint64_t>(plan.span, 1));
        run.report(Phase::Measuring, index, 1, s, std::max(s.elapsedNs, std::int64_t(byBytes * double(timeLimitNs))));
        // Once a second is often enough to notice steady state, and keeps the analysis off most samples.
        if (s.elapsedNs - checkedAt >= NsPerSecond) {
            checkedAt = s.elapsedNs;
            if (analyzeSustainedWrite(samples, rules).steadyState)
                steady.cancel();
        }
    });
    run.noteJob(job);
    if (Error e = run.jobError(job); e.isError() && !job.cancelled)
        return e;
    // A stop keeps what was measured up to it: the samples say how far the write got.
    result.runs.append(job.metrics);
    result.writeLatency.merge(job.writeLatency);
    result.samples = job.samples;
    result.stats = RunStatistics::fromRuns(result.runs, result.mode);
    run.keep(result);
    return job.cancelled ? run.cancelled() : Error {};
}

} // namespace Sektor
