// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The sustained write of BenchmarkRun: one job writing the span once from its start, with no warm-up and no
// preparation before it (either would fill the drive's write cache before the measurement starts).
#include "engine/benchmarkrun.h"
#include "engine/monotonicclock.h"
#include "model/sustainedwrite.h"

namespace Sektor {

Error BenchmarkRun::runSustainedWrite(const PlannedTest &test, int index)
{
    TestResult result;
    result.spec = test.spec;
    result.mode = IoMode::Write;
    const std::int64_t timeLimitNs = std::int64_t(m_options.measureTime.count()) * NsPerMs;
    JobPlan plan = planFor(test, timeLimitNs, 1);
    plan.once = true; // ends at the end of the span, at the time limit, or at steady state
    CancelToken steady;
    plan.finish = &steady;
    const SustainedWriteRules rules = SustainedWriteRules::forTimeLimit(m_options.measureTime);
    QList<Sample> samples;
    std::uint64_t written = 0;
    std::int64_t checkedAt = 0;
    const JobRunner runner(m_target->fd(), m_backend);
    const JobOutcome job = runner.run(plan, m_cancel, [&](const Sample &s) {
        samples.append(s);
        written += s.writeBytes;
        // Progress runs on whichever limit is nearer: the time, or the bytes still to write.
        const double byBytes = double(written) / double(std::max<std::uint64_t>(plan.span, 1));
        report(Phase::Measuring, index, 1, s, std::max(s.elapsedNs, std::int64_t(byBytes * double(timeLimitNs))));
        // Once a second is often enough to notice steady state, and keeps the analysis off most samples.
        if (s.elapsedNs - checkedAt >= NsPerSecond) {
            checkedAt = s.elapsedNs;
            if (analyzeSustainedWrite(samples, rules).steadyState)
                steady.cancel();
        }
    });
    noteJob(job);
    if (Error e = jobError(job); e.isError() && !job.cancelled)
        return e;
    // A stop keeps what was measured up to it: the samples say how far the write got.
    result.runs.append(job.metrics);
    result.writeLatency.merge(job.writeLatency);
    result.samples = job.samples;
    result.stats = RunStatistics::fromRuns(result.runs, result.mode);
    m_outcome.result.tests.append(result);
    if (m_observer)
        m_observer->testFinished(result);
    return job.cancelled ? Error::of(ErrorCode::Cancelled, m_targetPath) : Error {};
}

} // namespace Sektor
