// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The small-files test of BenchmarkRun: smallfiles/filephases.h's rounds of create, read and delete in the folder,
// with the run's progress and stop; what the filesystem and drive are was found by opening the target as for any
// test, and that test file is closed before the first file is made.
#include "engine/benchmarkrun.h"
#include "engine/monotonicclock.h"
#include "smallfiles/filephases.h"

#include <algorithm>
#include <functional>

namespace Sektor {

namespace {
constexpr std::int64_t ProgressIntervalNs = 100 * NsPerMs;
/// Rounds stop once the quickest phase has run the measure time in all, or these many measure times have passed.
constexpr int BudgetMeasureTimes = 12;
constexpr int MaxRounds = 64;

class FilesProgress : public SmallFiles::FilesObserver
{
public:
    using Report = std::function<void(int round, double roundFraction)>;

    FilesProgress(const CancelToken &cancel, Report report)
        : m_cancel(cancel)
        , m_report(std::move(report))
    { }
    bool cancelled() const override { return m_cancel.isCancelled(); }
    void progress(FileOrder order, FileOperation operation, int round, double roundFraction) override
    {
        (void)operation;
        m_report(round, (order == FileOrder::Random ? 0.5 : 0.0) + roundFraction / 2);
    }

private:
    const CancelToken &m_cancel;
    Report m_report;
};
} // namespace

Error BenchmarkRun::runSmallFiles(const PlannedTest &test, int index)
{
    RunResult &r = m_outcome.result;
    r.backend = QStringLiteral("sync");
    r.backendDetail = QStringLiteral("the small-files test makes, reads and deletes files with system calls, one at a "
                                     "time in each thread");
    SmallFiles::FilesPlan plan;
    plan.directory = m_targetPath;
    plan.files = m_options.smallFiles;
    plan.fileBytes = m_options.smallFileBytes;
    plan.threads = int(std::max<std::uint32_t>(test.spec.threads, 1));
    plan.sync = m_options.smallFileSync;
    plan.seed = r.seed;
    plan.minPhaseNs = durationNs(m_options.measureTime);
    plan.budgetNs = BudgetMeasureTimes * plan.minPhaseNs;
    plan.maxRounds = MaxRounds;

    const std::int64_t start = monotonicNs();
    std::int64_t lastReport = start;
    FilesProgress observer(m_cancel, [&](int round, double roundFraction) {
        const std::int64_t now = monotonicNs();
        if (now - lastReport < ProgressIntervalNs)
            return;
        lastReport = now;
        // How many rounds it takes is known only at the end: the share of the time allowed, or of the rounds.
        const double fraction
            = std::max(double(now - start) / double(plan.budgetNs), (round + roundFraction) / MaxRounds);
        reportFraction(test, index, 1, 1, std::min(fraction, 0.99), start, Sample {});
    });
    const SmallFiles::FilesOutcome outcome = SmallFiles::runSmallFiles(plan, observer);

    TestResult result;
    result.spec = test.spec;
    result.mode = IoMode::Write;
    result.payload.set(outcome.result);
    // What ran stays in the result when the test ends early; its rounds say how much.
    Error e = finishOwnFilesTest(result, outcome.errorNumber, outcome.failedCall, outcome.failedPath);
    if (e.code == ErrorCode::OutOfSpace)
        e.detail = QStringLiteral("no room for another file after %1 files (no free inode, or no free space): ")
                       .arg(outcome.filesWhenFailed)
            + e.detail;
    return e;
}

} // namespace Sektor
