// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "reportfixtures.h"

#include "model/units.h"
#include "model/verify.h"

namespace Sektor::Fixtures {

namespace {
constexpr std::int64_t SampleNs = 100 * NsPerMs;

/// Appends one phase's 100 ms samples over @p bytes, at the rate @p rateAt gives for each position; returns its time.
template<typename RateAt>
std::int64_t addPhase(QList<Sample> &samples, int run, std::uint64_t bytes, RateAt rateAt)
{
    std::int64_t elapsed = 0;
    for (std::uint64_t at = 0; at < bytes;) {
        const auto chunk = std::min(bytes - at, std::uint64_t(rateAt(at) * 0.1));
        const auto interval = std::int64_t(double(chunk) / rateAt(at) * 1e9);
        elapsed += interval;
        Sample s {run, elapsed, interval, 0, 0, 0, 0};
        (run == 1 ? s.writeBytes : s.readBytes) = chunk;
        samples << s;
        at += chunk;
    }
    return elapsed;
}
} // namespace

RunResult singleTestRun(const QString &profileId, const QString &profileName, const QString &backendDetail)
{
    RunResult r = defaultProfile();
    r.profileId = profileId;
    r.profileName = profileName;
    r.options.runs = 1;
    r.options.warmup = std::chrono::milliseconds(0);
    r.options.interval = std::chrono::milliseconds(0);
    r.backend = QStringLiteral("sync");
    r.backendDetail = backendDetail;
    r.warnings.clear();
    return r;
}

RunResult verifyFill()
{
    RunResult r = singleTestRun(QStringLiteral("verify"),
                                QStringLiteral("Verify"),
                                QStringLiteral("the verify writes and reads its files one I/O at a time"));
    r.options.wholeTarget = true;
    TestResult t;
    t.spec = TestSpec {AccessPattern::Sequential, 4 * MiB, 1, 1, false};
    t.mode = IoMode::Write;
    VerifyResult &v = t.payload.edit<VerifyResult>();
    v.fill = true;
    v.verdict = VerifyResult::Verdict::Damaged;
    v.claimedBytes = v.bytesWritten = v.bytesRead = 8'000'000'000;
    r.target.span = r.options.testSize = v.claimedBytes;
    const VerifyRange bad {4'999'999'488, 199'999'488, true}; // ≈ 5.0 to 5.2 GB, whole stamps
    v.badRanges = {bad};
    v.stamps.intact = (v.claimedBytes - bad.length) / 4096;
    v.stamps.corrupted = bad.length / 4096;
    v.usableBytes = v.stamps.intact * 4096;
    // A card's SLC cache: 30 MB/s for the first GB, 10 MB/s after; read back at 40 MB/s, 1 MB/s over the bad area.
    v.writeNs = addPhase(t.samples, 1, v.claimedBytes, [](std::uint64_t at) {
        return at < 1'000'000'000 ? 30e6 : 10e6;
    });
    v.readNs = addPhase(t.samples, 2, v.claimedBytes, [bad](std::uint64_t at) {
        return at >= bad.offset && at < bad.end() ? 1e6 : 40e6;
    });
    r.totals.writeBytes = r.totals.readBytes = v.claimedBytes;
    r.tests = {t};
    return r;
}

} // namespace Sektor::Fixtures
