// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Every form a result is shared in carries the reasons not to trust a figure: a forum post without them credits a
// drive with what RAM or the page cache did, or with one lucky run.
#include "reportfixtures.h"

#include "model/caveats.h"
#include "report/cdmtext.h"
#include "report/jsonreport.h"
#include "report/sharetext.h"

#include <QJsonArray>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace Sektor;

namespace {

const QString memorySentence
    = QStringLiteral("The target is held in memory (tmpfs, zram or a loop device over tmpfs): this measures RAM, not a "
                     "drive.");

/// The Default profile with RND4K Q1T1 read runs 60, 75 and 90 MB/s apart: a spread of 40 % of the median.
RunResult withUnstableTest()
{
    RunResult r = Fixtures::defaultProfile();
    for (TestResult &t : r.tests) {
        if (t.spec.name() == QLatin1String("RND4K Q1T1") && t.mode == IoMode::Read)
            t = Fixtures::makeTest(t.spec, t.mode, {60.0, 75.0, 90.0}, 57.4);
    }
    return r;
}

const QString unstableSentence
    = QStringLiteral("RND4K Q1T1 Read varied by 40% between runs: run it again, or use more runs.");

QStringList exportsOf(const RunResult &r)
{
    return {cdmText(r), markdownText(r), bbcodeText(r), QString::fromUtf8(toJsonBytes(r))};
}

} // namespace

TEST(TrustNotes, CaveatsComeFirstThenUnstableTests)
{
    RunResult r = withUnstableTest();
    r.target.memoryBacked = true;
    EXPECT_EQ(trustNotes(r, Wording::English), (QStringList {memorySentence, unstableSentence}));
}

TEST(TrustNotes, ACleanResultHasNone)
{
    EXPECT_TRUE(trustNotes(Fixtures::defaultProfile(), Wording::English).isEmpty());
    for (const QString &text : exportsOf(Fixtures::defaultProfile()))
        EXPECT_FALSE(text.contains(QLatin1String("Note:"))) << qPrintable(text);
}

TEST(TrustNotes, ASingleRunIsNeverCalledUnstable)
{
    TestResult t = Fixtures::makeTest(TestSpec {}, IoMode::Read, {100.0}, 10.0);
    t.stats.bestBytesPerSecond = 200; // even if best and worst were recorded apart
    EXPECT_FALSE(isUnstable(t));
}

TEST(TrustNotes, SpreadAboveTenPercentOfTheMedianIsUnstable)
{
    EXPECT_FALSE(isUnstable(Fixtures::makeTest(TestSpec {}, IoMode::Read, {96.0, 100.0, 104.0}, 10.0)));
    EXPECT_TRUE(isUnstable(Fixtures::makeTest(TestSpec {}, IoMode::Read, {94.0, 100.0, 106.0}, 10.0)));
}

TEST(TrustNotes, EveryTextExportCarriesEachNote)
{
    RunResult r = withUnstableTest();
    r.target.memoryBacked = true;
    for (const QString &text : exportsOf(r)) {
        EXPECT_TRUE(text.contains(memorySentence)) << qPrintable(text);
        EXPECT_TRUE(text.contains(unstableSentence)) << qPrintable(text);
    }
}

TEST(TrustNotes, CdmTextNamesThemRightAfterTheHeaderBlock)
{
    RunResult r = withUnstableTest();
    r.target.memoryBacked = true;
    const QStringList lines = cdmText(r).split(QLatin1Char('\n'));
    const qsizetype header = lines.indexOf(QStringLiteral("* KB = 1000 bytes, KiB = 1024 bytes"));
    ASSERT_GE(header, 0);
    EXPECT_EQ(lines.at(header + 1), QLatin1String("Note: ") + memorySentence);
    EXPECT_EQ(lines.at(header + 2), QLatin1String("Note: ") + unstableSentence);
    EXPECT_EQ(lines.at(header + 3), QString());
    EXPECT_EQ(lines.at(header + 4), QLatin1String("[Read]"));
}

TEST(TrustNotes, CsvMarksTheRunsCaveatsOnEveryLineAndUnstableOnItsOwn)
{
    RunResult r = withUnstableTest();
    r.target.memoryBacked = true;
    const QStringList lines = csvText(r).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    const qsizetype column = lines.first().split(QLatin1Char(',')).indexOf(QLatin1String("caveats"));
    ASSERT_GE(column, 0);
    for (const QString &line : lines.mid(1)) {
        const bool unstable = line.startsWith(QLatin1String("RND4K Q1T1,read,"));
        EXPECT_EQ(line.split(QLatin1Char(',')).value(column),
                  unstable ? QLatin1String("memory-backed;unstable") : QLatin1String("memory-backed"))
            << qPrintable(line);
    }
}

TEST(TrustNotes, JsonCarriesTheSentencesBesideTheIds)
{
    RunResult r = withUnstableTest();
    r.target.memoryBacked = true;
    const QJsonArray notes = toJson(r).value(QLatin1String("notes")).toArray();
    EXPECT_EQ(notes.toVariantList(), QVariantList({memorySentence, unstableSentence}));
    EXPECT_TRUE(toJson(r).value(QLatin1String("target")).toObject().value(QLatin1String("memoryBacked")).toBool());
}

TEST(TrustNotes, NeverWrittenAreasAreACaveatOnlyWhenSomethingReadThem)
{
    RunResult r = Fixtures::sustainedWrite(true);
    r.target.kind = TargetInfo::Kind::BlockDevice;
    r.target.prefilled = false; // a sustained write starts on an unwritten span on purpose
    EXPECT_FALSE(caveatsOf(r).contains(QLatin1String(Caveat::UnwrittenAreas)));
    r.tests << Fixtures::makeTest(r.tests.first().spec, IoMode::Read, {900}, 1000);
    EXPECT_TRUE(caveatsOf(r).contains(QLatin1String(Caveat::UnwrittenAreas)));
}

// "this measures RAM" looked the same as "varied by 13 % between runs", and twelve such lines were seen.
namespace {

/// The Default profile with its first tests' runs spread by these percentages of the median (100, 100, 100 + p).
RunResult withSpreads(std::initializer_list<int> percents)
{
    RunResult r = Fixtures::defaultProfile();
    qsizetype i = 0;
    for (const int p : percents) {
        TestResult &t = r.tests[i++];
        t = Fixtures::makeTest(t.spec, t.mode, {100.0, 100.0, 100.0 + p}, 50.0);
    }
    return r;
}

/// "SEQ1M Q8T1 Read: 13%", the line a folded note gives each test.
QString detailOf(const TestResult &t, int percent)
{
    return t.spec.name() + QLatin1Char(' ') + QLatin1String(ioModeTitle(t.mode)) + QStringLiteral(": %1%").arg(percent);
}

QList<NoteLevel> levelsOf(const QList<TrustNote> &notes)
{
    QList<NoteLevel> levels;
    for (const TrustNote &note : notes)
        levels << note.level;
    return levels;
}

} // namespace

TEST(TrustNoteLevels, WhatTheResultMeasuresComesFirstThenLessExactFiguresThenRunsThatVaried)
{
    RunResult r = withSpreads({40});
    r.warnings << QLatin1String(Caveat::Stopped); // a run caveat, listed after the target's in caveatsOf()
    r.target.memoryBacked = true;
    const QList<TrustNote> notes = foldedTrustNotes(r, Wording::English);
    EXPECT_EQ(levelsOf(notes), (QList<NoteLevel> {NoteLevel::Measures, NoteLevel::Figures, NoteLevel::RunToRun}));
    EXPECT_EQ(notes.at(0).id, QLatin1String(Caveat::MemoryBacked));
    EXPECT_EQ(notes.at(1).id, QLatin1String(Caveat::Stopped));
    EXPECT_EQ(notes.at(2).id, QLatin1String(Caveat::Unstable));
    EXPECT_EQ(caveatLevel(QLatin1String(Caveat::CacheAffected)), NoteLevel::Measures);
    EXPECT_EQ(caveatLevel(QLatin1String(Caveat::UnwrittenAreas)), NoteLevel::Figures);
    EXPECT_EQ(caveatLevel(QStringLiteral("from-a-newer-version")), NoteLevel::Figures);
}

// A virtio disk is a virtual machine's: what it measures is the host's storage, as memory is RAM.
TEST(TrustNoteLevels, AVirtualMachinesDiskMeasuresTheHost)
{
    RunResult r = Fixtures::defaultProfile();
    EXPECT_FALSE(caveatsOf(r).contains(QLatin1String(Caveat::VirtualDisk)));
    r.target.drives.first().transport = QStringLiteral("virtio");
    EXPECT_TRUE(caveatsOf(r).contains(QLatin1String(Caveat::VirtualDisk)));
    const QList<TrustNote> notes = foldedTrustNotes(r, Wording::English);
    ASSERT_FALSE(notes.isEmpty());
    EXPECT_EQ(notes.first().level, NoteLevel::Measures);
    EXPECT_EQ(
        notes.first().text,
        QStringLiteral("The target is a virtual machine's disk (virtio): this measures the host's storage and its "
                       "caches through the hypervisor, not a drive."));
    EXPECT_TRUE(cdmText(r).contains(QLatin1String("Note: The target is a virtual machine's disk")));
}

TEST(TrustNoteFolding, OneTestThatVariedKeepsItsOwnSentence)
{
    const RunResult r = withSpreads({40});
    const QList<TrustNote> notes = foldedTrustNotes(r, Wording::English);
    ASSERT_EQ(notes.size(), 1);
    EXPECT_EQ(notes.first().text,
              r.tests.first().spec.name()
                  + QStringLiteral(" Read varied by 40% between runs: run it again, or use more runs."));
    EXPECT_TRUE(notes.first().details.isEmpty());
}

TEST(TrustNoteFolding, TwoOrMoreTestsThatVariedAreOneLineWithTheRangeAndEachTestBelow)
{
    const RunResult two = withSpreads({13, 41});
    const QList<TrustNote> folded = foldedTrustNotes(two, Wording::English);
    ASSERT_EQ(folded.size(), 1);
    EXPECT_EQ(folded.first().level, NoteLevel::RunToRun);
    EXPECT_EQ(folded.first().text,
              QStringLiteral("2 tests varied by 13–41% between runs: run them again, or use more runs."));
    EXPECT_EQ(folded.first().details, (QStringList {detailOf(two.tests.at(0), 13), detailOf(two.tests.at(1), 41)}));

    RunResult five = withSpreads({21, 13, 41, 17, 30});
    five.target.memoryBacked = true;
    const QList<TrustNote> notes = foldedTrustNotes(five, Wording::English);
    ASSERT_EQ(notes.size(), 2) << "RAM, then the runs in one line";
    EXPECT_EQ(notes.last().text,
              QStringLiteral("5 tests varied by 13–41% between runs: run them again, or use more runs."));
    EXPECT_EQ(notes.last().details.size(), 5);
    EXPECT_EQ(notes.last().details.at(2), detailOf(five.tests.at(2), 41));
    EXPECT_EQ(trustNotes(five, Wording::English).size(), 6) << "unfolded, each test keeps its sentence";

    EXPECT_EQ(foldedTrustNotes(withSpreads({20, 20}), Wording::English).first().text,
              QStringLiteral("2 tests varied by 20% between runs: run them again, or use more runs."));
}

TEST(TrustNoteFolding, PastedTextsShowTheOneLineWithEachTestUnderIt)
{
    RunResult r = withSpreads({21, 13, 41, 17, 30});
    r.target.memoryBacked = true;
    const QString folded = QStringLiteral("5 tests varied by 13–41% between runs: run them again, or use more runs.");
    const QStringList lines = cdmText(r).split(QLatin1Char('\n'));
    const qsizetype header = lines.indexOf(QStringLiteral("* KB = 1000 bytes, KiB = 1024 bytes"));
    ASSERT_GE(header, 0);
    EXPECT_EQ(lines.at(header + 1), QLatin1String("Note: ") + memorySentence);
    EXPECT_EQ(lines.at(header + 2), QLatin1String("Note: ") + folded);
    for (int i = 0; i < 5; ++i) {
        const int percent = std::initializer_list<int> {21, 13, 41, 17, 30}.begin()[i];
        EXPECT_EQ(lines.at(header + 3 + i), QLatin1String("  - ") + detailOf(r.tests.at(i), percent));
    }
    EXPECT_EQ(lines.at(header + 8), QString());
    EXPECT_TRUE(markdownText(r).contains(QLatin1String("> **Note:** ") + folded + QLatin1String("\n> - ")
                                         + detailOf(r.tests.at(0), 21) + QLatin1String("\n> - ")))
        << qPrintable(markdownText(r));
    EXPECT_TRUE(bbcodeText(r).contains(QLatin1String("[b]Note:[/b] ") + folded + QLatin1String("\n  - ")
                                       + detailOf(r.tests.at(0), 21)))
        << qPrintable(bbcodeText(r));
}

TEST(TrustNoteFolding, EveryExportStillCarriesEveryTestThatVaried)
{
    RunResult r = withSpreads({21, 13, 41, 17, 30});
    r.target.memoryBacked = true;
    const int percents[] = {21, 13, 41, 17, 30};
    for (const QString &text : {cdmText(r), markdownText(r), bbcodeText(r)}) {
        EXPECT_TRUE(text.contains(memorySentence)) << qPrintable(text);
        for (int i = 0; i < 5; ++i)
            EXPECT_TRUE(text.contains(detailOf(r.tests.at(i), percents[i]))) << qPrintable(text);
    }
    const QJsonObject json = toJson(r);
    const QJsonArray notes = json.value(QLatin1String("notes")).toArray();
    ASSERT_EQ(notes.size(), 6) << "one sentence per test in the JSON";
    for (int i = 0; i < 5; ++i)
        EXPECT_TRUE(
            notes.at(i + 1).toString().startsWith(detailOf(r.tests.at(i), percents[i]).section(QLatin1Char(':'), 0, 0)
                                                  + QStringLiteral(" varied by %1%").arg(percents[i])))
            << qPrintable(notes.at(i + 1).toString());
    EXPECT_EQ(csvText(r).count(QLatin1String(";unstable")), 5);
}

TEST(TrustNoteLevels, JsonGivesEachNoteItsLevel)
{
    RunResult r = withSpreads({13, 41});
    r.target.memoryBacked = true;
    r.warnings << QLatin1String(Caveat::Stopped);
    const QJsonObject json = toJson(r);
    EXPECT_EQ(json.value(QLatin1String("noteLevels")).toArray().toVariantList(),
              QVariantList({QStringLiteral("measures"),
                            QStringLiteral("figures"),
                            QStringLiteral("run-to-run"),
                            QStringLiteral("run-to-run")}));
    EXPECT_EQ(json.value(QLatin1String("notes")).toArray().size(), 4);
    const Expected<RunResult> back = fromJson(toJsonBytes(r));
    ASSERT_TRUE(back.hasValue()) << "a file with levels is read";
    EXPECT_EQ(back->warnings, r.warnings);
}

// A figure the processor set says so wherever the result goes, as "this measures RAM" does.
namespace {

/// The Default profile whose RND4K Q32T1 read thread was busy @p percent of each run's window (one thread, 16 CPUs).
RunResult withBusyRandomRead(int percent, const QString &test = QStringLiteral("RND4K Q32T1"))
{
    RunResult r = Fixtures::defaultProfile();
    for (TestResult &t : r.tests) {
        if (t.spec.name() != test || t.mode != IoMode::Read)
            continue;
        for (RunMetrics &run : t.runs) {
            run.cpuUserNs = run.windowNs * percent / 100 / 4;
            run.cpuSystemNs = run.windowNs * percent / 100 - run.cpuUserNs;
        }
    }
    return r;
}

const QString cpuBoundSentence = QStringLiteral("RND4K Q32T1 Read was limited by the processor, not the drive: the "
                                                "threads doing its I/O were busy 97% of the time.");

} // namespace

TEST(CpuBoundNotes, ATestWhoseThreadsWereBusyNinetyPercentIsLimitedByTheProcessor)
{
    EXPECT_TRUE(trustNotes(withBusyRandomRead(89), Wording::English).isEmpty());
    const RunResult r = withBusyRandomRead(97);
    const QList<TrustNote> notes = foldedTrustNotes(r, Wording::English);
    ASSERT_EQ(notes.size(), 1);
    EXPECT_EQ(notes.first().id, QLatin1String(Caveat::CpuBound));
    EXPECT_EQ(notes.first().level, NoteLevel::Measures) << "at the level of \"measures RAM\"";
    EXPECT_EQ(notes.first().text, cpuBoundSentence);
    EXPECT_EQ(caveatLevel(QLatin1String(Caveat::CpuBound)), NoteLevel::Measures);
}

TEST(CpuBoundNotes, TheyComeWithWhatTheResultMeasuresBeforeLessExactFiguresAndRunsThatVaried)
{
    RunResult r = withBusyRandomRead(97);
    r.tests[0] = Fixtures::makeTest(r.tests[0].spec, r.tests[0].mode, {100.0, 100.0, 140.0}, 50.0);
    r.warnings << QLatin1String(Caveat::Stopped);
    r.target.memoryBacked = true;
    QStringList ids;
    for (const TrustNote &note : foldedTrustNotes(r, Wording::English))
        ids << note.id;
    EXPECT_EQ(ids,
              (QStringList {QLatin1String(Caveat::MemoryBacked),
                            QLatin1String(Caveat::CpuBound),
                            QLatin1String(Caveat::Stopped),
                            QLatin1String(Caveat::Unstable)}));
}

TEST(CpuBoundNotes, TwoOrMoreAreOneLineWithEachTestBelowAndEachOnItsOwnWhereNotesAreListed)
{
    RunResult r = withBusyRandomRead(97);
    for (TestResult &t : r.tests) {
        if (t.spec.name() == QLatin1String("RND4K Q1T1") && t.mode == IoMode::Read)
            for (RunMetrics &run : t.runs)
                run.cpuSystemNs = run.windowNs * 91 / 100 - run.cpuUserNs;
    }
    const QList<TrustNote> folded = foldedTrustNotes(r, Wording::English);
    ASSERT_EQ(folded.size(), 1);
    EXPECT_EQ(folded.first().text,
              QStringLiteral("2 tests were limited by the processor, not the drive: the threads doing their I/O were "
                             "busy 91–97% of the time."));
    EXPECT_EQ(folded.first().details,
              (QStringList {QStringLiteral("RND4K Q32T1 Read: 97%"), QStringLiteral("RND4K Q1T1 Read: 91%")}));
    EXPECT_EQ(trustNotes(r, Wording::English).size(), 2);
    EXPECT_EQ(trustNotes(r, Wording::English).first(), cpuBoundSentence);
}

TEST(CpuBoundNotes, EveryExportSaysItAndTheCsvAndJsonMarkTheTest)
{
    const RunResult r = withBusyRandomRead(97);
    for (const QString &text : exportsOf(r))
        EXPECT_TRUE(text.contains(cpuBoundSentence)) << qPrintable(text);

    const QStringList lines = csvText(r).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    const QStringList header = lines.first().split(QLatin1Char(','));
    const qsizetype caveats = header.indexOf(QLatin1String("caveats"));
    const qsizetype cpu = header.indexOf(QLatin1String("cpu_us_per_io"));
    const qsizetype busy = header.indexOf(QLatin1String("cpu_busy_percent"));
    ASSERT_GE(caveats, 0);
    ASSERT_GE(cpu, 0);
    ASSERT_GE(busy, 0);
    for (const QString &line : lines.mid(1)) {
        const QStringList fields = line.split(QLatin1Char(','));
        const bool bound = line.startsWith(QLatin1String("RND4K Q32T1,read,"));
        EXPECT_EQ(fields.value(caveats), bound ? QLatin1String(Caveat::CpuBound) : QString()) << qPrintable(line);
        EXPECT_EQ(fields.value(busy), bound ? QStringLiteral("97") : QStringLiteral("20")) << qPrintable(line);
        EXPECT_GT(fields.value(cpu).toDouble(), 0.0) << qPrintable(line);
    }

    bool found = false;
    for (const QJsonValue test : toJson(r).value(QLatin1String("tests")).toArray()) {
        const QJsonObject o = test.toObject();
        const QJsonObject cpuCost = o.value(QLatin1String("cpu")).toObject();
        const bool bound = o.value(QLatin1String("name")).toString() == QLatin1String("RND4K Q32T1")
            && o.value(QLatin1String("mode")).toString() == QLatin1String("read");
        found = found || bound;
        EXPECT_EQ(cpuCost.value(QLatin1String("cpuBound")).toBool(), bound);
        EXPECT_NEAR(cpuCost.value(QLatin1String("busyShare")).toDouble(), bound ? 0.97 : 0.198, 0.001);
        EXPECT_GT(cpuCost.value(QLatin1String("nsPerIo")).toDouble(), 0.0);
    }
    EXPECT_TRUE(found);
}

TEST(CpuBoundNotes, TheDetailsBlockGivesEachTestsCpuPerIoAndHowBusyItsThreadsWere)
{
    const QString text = cdmText(withBusyRandomRead(97));
    // RND4K Q32T1 read: 3 runs of 5 s at 812.4, 820.9 and 809.1 MB/s of 4 KiB (2 981 445 I/Os), 4.85 s of CPU each.
    const qsizetype at = text.indexOf(QLatin1String("Read  RND    4KiB (Q= 32, T= 1): Best"));
    ASSERT_GE(at, 0) << qPrintable(text);
    const QString line = text.mid(at, text.indexOf(QLatin1Char('\n'), at) - at);
    EXPECT_TRUE(line.contains(QLatin1String(", busy  97% (limited by the CPU)"))) << qPrintable(line);
    EXPECT_TRUE(line.contains(QLatin1String(", CPU   4.88 us/IO"))) << qPrintable(line);
}

// A drive that stalled (an I/O past the kernel's 30 s timeout, which aborts it and resets the
// controller) gets no normal result. The case seen on an NVMe drive with timeouts and resets: a 495 s run whose mean
// latency was 61 s.
namespace {

/// The Default profile whose RND4K Q32T1 read waited @p seconds for its slowest I/O.
RunResult withSlowestRandomRead(double seconds)
{
    RunResult r = Fixtures::defaultProfile();
    for (TestResult &t : r.tests) {
        if (t.spec.name() == QLatin1String("RND4K Q32T1") && t.mode == IoMode::Read)
            t.readLatency.record(std::uint64_t(seconds * 1e9));
    }
    return r;
}

} // namespace

TEST(StallNotes, AnIoPastTheKernelsTimeoutIsAStallAtTheLevelOfMeasuresRam)
{
    EXPECT_TRUE(trustNotes(withSlowestRandomRead(29.0), Wording::English).isEmpty()) << "slow, but not timed out";
    const QList<TrustNote> notes = foldedTrustNotes(withSlowestRandomRead(61.0), Wording::English);
    ASSERT_EQ(notes.size(), 1);
    EXPECT_EQ(notes.first().id, QLatin1String(Caveat::Stalled));
    EXPECT_EQ(notes.first().level, NoteLevel::Measures);
    EXPECT_EQ(notes.first().text,
              QStringLiteral("RND4K Q32T1 Read stalled: an I/O took 61 s, past the kernel's timeout, which aborts it "
                             "and resets the drive. This is not the drive's speed: look at the kernel log (journalctl "
                             "-k) and the drive's health."));
}

TEST(StallNotes, ATimedRunFarPastItsTimeStalledAndATestThatRunsAsLongAsItsDriveNeedsDidNot)
{
    RunResult r = Fixtures::defaultProfile();
    const std::int64_t timeNs = std::chrono::nanoseconds(r.options.measureTime).count();
    r.tests[1].runs[0].windowNs = timeNs + 29'000'000'000;
    EXPECT_EQ(stallOf(r.tests[1], r), std::nullopt);
    r.tests[1].runs[0].windowNs = timeNs + 31'000'000'000;
    EXPECT_EQ(stallOf(r.tests[1], r), 31'000'000'000);
    const QStringList notes = trustNotes(r, Wording::English);
    ASSERT_EQ(notes.size(), 1);
    EXPECT_TRUE(notes.first().contains(QStringLiteral("stalled: an I/O took 31 s"))) << notes.first().toStdString();

    RunResult scan = Fixtures::readScan();
    scan.tests[0].runs[0].windowNs = 412'000'000'000; // a scan of hours is no stall
    EXPECT_EQ(stallOf(scan.tests[0], scan), std::nullopt);
    EXPECT_FALSE(foldedTrustNotes(scan, Wording::English).isEmpty()) << "its own notes stay";
    for (const TrustNote &note : foldedTrustNotes(scan, Wording::English))
        EXPECT_NE(note.id, QLatin1String(Caveat::Stalled));
}

// A user (or a udev rule) may set a drive's queue/io_timeout: the kernel aborts at that, so a stall is held to it, the
// shortest of the drives under the target; an older result, or a drive that tells none, keeps the default 30 s.
TEST(StallNotes, AStallIsHeldToTheDrivesOwnKernelTimeoutWhereItIsKnown)
{
    RunResult r = withSlowestRandomRead(4.0);
    EXPECT_EQ(stallThresholdNs(r), StallNs) << "the fixture's drive tells no timeout";
    EXPECT_TRUE(trustNotes(r, Wording::English).isEmpty());
    ASSERT_FALSE(r.target.drives.isEmpty());
    r.target.drives.first().ioTimeoutMs = 3'000;
    MeasuredDrive slower = r.target.drives.first();
    slower.ioTimeoutMs = 60'000;
    r.target.drives.append(slower);
    EXPECT_EQ(stallThresholdNs(r), 3'000'000'000);
    const QList<TrustNote> notes = foldedTrustNotes(r, Wording::English);
    ASSERT_EQ(notes.size(), 1);
    EXPECT_EQ(notes.first().id, QLatin1String(Caveat::Stalled));
    EXPECT_TRUE(notes.first().text.startsWith(QStringLiteral("RND4K Q32T1 Read stalled: an I/O took 4 s")))
        << notes.first().text.toStdString();
    r.target.drives.first().ioTimeoutMs = 5'000;
    EXPECT_TRUE(trustNotes(r, Wording::English).isEmpty()) << "4 s is within a 5 s timeout";
}

TEST(StallNotes, TwoTestsThatStalledAreOneLineWithEachTestAndItsSecondsBelow)
{
    RunResult r = withSlowestRandomRead(61.0);
    r.tests[0].writeLatency.record(45'000'000'000);
    const QList<TrustNote> folded = foldedTrustNotes(r, Wording::English);
    ASSERT_EQ(folded.size(), 1);
    EXPECT_TRUE(folded.first().text.startsWith(QStringLiteral("2 tests stalled: I/Os took 45–61 s")))
        << folded.first().text.toStdString();
    EXPECT_EQ(folded.first().details.size(), 2);
    EXPECT_TRUE(folded.first().details.contains(QStringLiteral("RND4K Q32T1 Read: 61 s")))
        << folded.first().details.join(QLatin1Char('|')).toStdString();
}
