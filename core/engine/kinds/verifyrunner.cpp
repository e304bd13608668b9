// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/kinds/verifyrunner.h"
#include "engine/monotonicclock.h"
#include "verify/fillverify.h"

#include <algorithm>
#include <functional>

namespace Sektor {

namespace {
constexpr std::int64_t ProgressIntervalNs = 100 * NsPerMs;

class ProgressAdapter : public Verify::FillObserver
{
public:
    using Report = std::function<void(bool reading, std::uint64_t done, std::uint64_t planned)>;

    ProgressAdapter(const CancelToken &cancel, Report report)
        : m_cancel(cancel)
        , m_report(std::move(report))
    { }
    bool cancelled() const override { return m_cancel.isCancelled(); }
    void progress(bool reading, std::uint64_t done, std::uint64_t planned) override
    {
        m_report(reading, done, planned);
    }

private:
    const CancelToken &m_cancel;
    Report m_report;
};
} // namespace

Error VerifyRunner::deviceRefusal(const QString &targetPath) const
{
    return Verify::verifyOfADeviceError(targetPath);
}

Error VerifyRunner::runTest(RunContext &run, const PlannedTest &test, int index)
{
    const RunOptions &options = run.options();
    RunResult &r = run.result();
    r.backend = QStringLiteral("sync");
    const std::int64_t start = monotonicNs();
    std::int64_t lastReport = start;
    std::uint64_t lastDone = 0;
    bool lastReading = false;
    const auto report = [&](bool reading, std::uint64_t done, std::uint64_t planned) {
        const std::int64_t now = monotonicNs();
        if (reading != lastReading)
            lastDone = 0;
        if (now - lastReport < ProgressIntervalNs && done < planned)
            return;
        Sample s;
        s.run = reading ? 2 : 1;
        s.elapsedNs = now - start;
        s.intervalNs = now - lastReport;
        (reading ? s.readBytes : s.writeBytes) = done - lastDone;
        // Writing is the first half, reading back the second: both go over the same bytes.
        const double phase = planned ? std::min(1.0, double(done) / double(planned)) : 1.0;
        run.reportFraction(test, index, reading ? 2 : 1, 2, (reading ? 0.5 : 0.0) + phase / 2, start, s);
        lastReport = now;
        lastDone = done;
        lastReading = reading;
    };
    // Refused before anything is written: a fill of almost nothing would say GENUINE of a drive it never reached.
    if (Error e = Verify::fillSpaceError(run.targetPath()); e.isError())
        return e;
    ProgressAdapter observer(run.cancel(), report);
    const Verify::FillPlan plan {
        run.targetPath(), options.wholeTarget ? 0 : options.testSize, Verify::FillFileBytes, r.seed};
    const Verify::FillOutcome outcome = Verify::fillAndVerify(plan, observer);

    r.backendDetail = outcome.checkedAlongside
        ? QStringLiteral("the verify writes and reads its files one I/O at a time, stamping and checking on a second "
                         "thread meanwhile")
        : QStringLiteral("the verify writes and reads its files one I/O at a time, stamping and checking on the same "
                         "thread (no second thread could be started): on a fast drive its rates are lower than the "
                         "drive's");
    TestResult result;
    result.spec = test.spec;
    result.mode = IoMode::Write;
    result.payload.set(outcome.verify);
    result.samples = outcome.samples;
    r.target.span = outcome.verify.claimedBytes;
    r.options.testSize = std::max(outcome.verify.claimedBytes, Limits::MinTestSize);
    r.totals.writeBytes += outcome.verify.bytesWritten;
    r.totals.readBytes += outcome.verify.bytesRead;
    // What was found stays in the result when the verify ends early; its verdict then says it is incomplete.
    run.keep(result);
    return run.ending(outcome.errorNumber, outcome.failedCall, outcome.failedPath);
}

} // namespace Sektor
