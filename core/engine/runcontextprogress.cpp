// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// What a run tells its observer while it goes: where it is and how long is left, by the planned times of a
// standard run, or by the share done of a test that knows how far it is (the surface tests, the capacity checks, the
// small-files test).
#include "engine/monotonicclock.h"
#include "engine/runcontext.h"

#include <algorithm>

namespace Sektor {

void RunContext::reportFraction(const PlannedTest &test,
                                int index,
                                int run,
                                int runs,
                                double fraction,
                                std::int64_t testStartNs,
                                const Sample &sample)
{
    if (m_observer)
        m_observer->progress(fractionProgress(test, index, run, runs, fraction, testStartNs, sample));
}

Progress RunContext::fractionProgress(const PlannedTest &test,
                                      int index,
                                      int run,
                                      int runs,
                                      double fraction,
                                      std::int64_t testStartNs,
                                      const Sample &sample) const
{
    const std::int64_t now = monotonicNs();
    Progress p;
    p.phase = Phase::Measuring;
    p.testIndex = index;
    p.testCount = int(m_planned.size());
    p.run = run;
    p.runs = runs;
    p.fraction = std::clamp(fraction, 0.0, 1.0);
    p.elapsedNs = now - m_startNs;
    p.remainingNs = p.fraction > 0 ? std::int64_t(double(now - testStartNs) * (1.0 - p.fraction) / p.fraction) : 0;
    p.sample = sample;
    p.spec = test.spec;
    p.mode = test.mode;
    return p;
}

void RunContext::reportSelfTest(
    const PlannedTest &test, int index, double fraction, std::int64_t remainingNs, std::int64_t testStartNs)
{
    if (!m_observer)
        return;
    Progress p = fractionProgress(test, index, 1, 1, fraction, testStartNs, Sample {});
    p.remainingNs = remainingNs;
    m_observer->progress(p);
}

void RunContext::report(Phase phase, int index, int run, const Sample &sample, std::int64_t phaseElapsedNs)
{
    if (!m_observer)
        return;
    const std::int64_t interval = durationNs(m_options.interval);
    const std::int64_t testCount = m_planned.size();
    const std::int64_t total = testCount * m_plannedTestNs + std::max<std::int64_t>(testCount - 1, 0) * interval;
    std::int64_t done = index * (m_plannedTestNs + interval);
    if (phase == Phase::WarmUp)
        done += phaseElapsedNs;
    else if (phase == Phase::Measuring)
        done += durationNs(m_options.warmup) + (run - 1) * durationNs(m_options.measureTime) + phaseElapsedNs;
    else if (phase == Phase::Interval)
        done += m_plannedTestNs + phaseElapsedNs;
    done = std::clamp<std::int64_t>(done, 0, total);

    Progress p;
    p.phase = phase;
    p.testIndex = index;
    p.testCount = int(testCount);
    p.run = run;
    p.runs = m_options.runs;
    p.fraction = total > 0 ? double(done) / double(total) : 1.0;
    p.elapsedNs = monotonicNs() - m_startNs;
    p.remainingNs = total - done;
    p.sample = sample;
    p.spec = m_planned.value(index).spec;
    p.mode = m_planned.value(index).mode;
    p.preparedBytes = p.prepareBytes = m_outcome.result.target.span;
    m_observer->progress(p);
}

} // namespace Sektor
