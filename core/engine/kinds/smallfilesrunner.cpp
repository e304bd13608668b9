// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/kinds/smallfilesrunner.h"
#include "engine/monotonicclock.h"
#include "model/kinds/smallfilesoptions.h"
#include "smallfiles/filephases.h"

#include <QCoreApplication>

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

Error SmallFilesRunner::deviceRefusal(const QString &targetPath) const
{
    Error e = Error::invalidArgument(QCoreApplication::translate(
        "Sektor::Limits", "Small Files creates files in a folder: choose a folder on a mounted drive, not a device."));
    e.path = targetPath;
    return e;
}

Error SmallFilesRunner::runTest(RunContext &run, const PlannedTest &test, int index)
{
    const RunOptions &options = run.options();
    RunResult &r = run.result();
    r.backend = QStringLiteral("sync");
    r.backendDetail = QStringLiteral("the small-files test makes, reads and deletes files with system calls, one at a "
                                     "time in each thread");
    const SmallFilesOptions &files = options.kinds.get<SmallFilesOptions>();
    SmallFiles::FilesPlan plan;
    plan.directory = run.targetPath();
    plan.files = files.files;
    plan.fileBytes = files.fileBytes;
    plan.threads = int(std::max<std::uint32_t>(test.spec.threads, 1));
    plan.sync = files.sync;
    plan.seed = r.seed;
    plan.minPhaseNs = durationNs(options.measureTime);
    plan.budgetNs = BudgetMeasureTimes * plan.minPhaseNs;
    plan.maxRounds = MaxRounds;

    const std::int64_t start = monotonicNs();
    std::int64_t lastReport = start;
    FilesProgress observer(run.cancel(), [&](int round, double roundFraction) {
        const std::int64_t now = monotonicNs();
        if (now - lastReport < ProgressIntervalNs)
            return;
        lastReport = now;
        // How many rounds it takes is known only at the end: the share of the time allowed, or of the rounds.
        const double fraction
            = std::max(double(now - start) / double(plan.budgetNs), (round + roundFraction) / MaxRounds);
        run.reportFraction(test, index, 1, 1, std::min(fraction, 0.99), start, Sample {});
    });
    const SmallFiles::FilesOutcome outcome = SmallFiles::runSmallFiles(plan, observer);

    TestResult result;
    result.spec = test.spec;
    result.mode = IoMode::Write;
    result.payload.set(outcome.result);
    // What ran stays in the result when the test ends early; its rounds say how much.
    run.keep(result);
    Error e = run.ending(outcome.errorNumber, outcome.failedCall, outcome.failedPath);
    if (e.code == ErrorCode::OutOfSpace)
        e.detail = QStringLiteral("no room for another file after %1 files (no free inode, or no free space): ")
                       .arg(outcome.filesWhenFailed)
            + e.detail;
    return e;
}

} // namespace Sektor
