// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "reportfixtures.h"

#include "model/smallfiles.h"
#include "model/units.h"

namespace Sektor::Fixtures {

namespace {
/// One phase of @p files files at @p filesPerSecond, each file's operation taking the same time but one in fifty taking
/// ten times that (a journal commit), so p99 and p99.9 differ from p50.
FilePhaseResult phase(FileOrder order, FileOperation operation, std::uint64_t files, double filesPerSecond)
{
    FilePhaseResult p;
    p.order = order;
    p.operation = operation;
    p.files = files;
    p.elapsedNs = std::int64_t(double(files) / filesPerSecond * 1e9);
    p.cpuNs = p.elapsedNs * 9 / 10;
    const auto typicalNs = std::uint64_t(1e9 / filesPerSecond / 1.18); // 49 at t and 1 at 10 t average 1.18 t
    for (std::uint64_t i = 0; i < files; ++i)
        p.latency.record(i % 50 == 49 ? typicalNs * 10 : typicalNs);
    return p;
}
} // namespace

RunResult smallFiles()
{
    RunResult r = singleTestRun(QStringLiteral("small-files"),
                                QStringLiteral("Small Files"),
                                QStringLiteral("the small-files test makes, reads and deletes files with system calls, "
                                               "one at a time in each thread"));
    TestResult t;
    t.spec = TestSpec {AccessPattern::Sequential, 4 * KiB, 1, 1, false};
    t.mode = IoMode::Write;
    SmallFilesResult &f = t.payload.edit<SmallFilesResult>();
    f.filesPerRound = 16 * 1024;
    f.fileBytes = 0;
    f.threads = 1;
    f.sync = FileSync::None;
    f.rounds = 5;
    const std::uint64_t files = f.filesPerRound * std::uint64_t(f.rounds);
    // bonnie++'s figures on ext4 over a loop device, where its stat phases print "+++++".
    f.phases = {phase(FileOrder::Sequential, FileOperation::Create, files, 58000),
                phase(FileOrder::Sequential, FileOperation::Read, files, 490000),
                phase(FileOrder::Sequential, FileOperation::Delete, files, 50000),
                phase(FileOrder::Random, FileOperation::Create, files, 68000),
                phase(FileOrder::Random, FileOperation::Read, files, 580000),
                phase(FileOrder::Random, FileOperation::Delete, files, 40000)};
    r.tests = {t};
    r.totals = {};
    return r;
}

} // namespace Sektor::Fixtures
