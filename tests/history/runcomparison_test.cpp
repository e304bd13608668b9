// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Runs side by side: each test any run had, its figures in every run and the change against the first; whether
// the runs measured one drive (WWN or model and serial), different ones, or nobody can tell; and the conditions
// that moved between them (test size, profile, engine, file system, firmware, link, a temperature gap of 10 °C or
// more).
#include "reportfixtures.h"

#include "history/comparisontext.h"
#include "history/runcomparison.h"
#include "i18n/translations.h"
#include "model/smallfiles.h"
#include "report/conditionsreport.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::History;

namespace {

void heat(RunResult &run, int milliCelsius)
{
    run.target.drives.first().temperature.readings = {{0, milliCelsius}};
}

const ConditionDifference *find(const RunComparison &c, ConditionDifference::Aspect aspect)
{
    for (const ConditionDifference &d : c.differences) {
        if (d.aspect == aspect)
            return &d;
    }
    return nullptr;
}

} // namespace

TEST(RunComparison, EachTestCarriesEveryRunsFiguresAndTheChangeAgainstTheFirst)
{
    const RunResult before = Fixtures::defaultProfile();
    const RunResult after = Fixtures::scaled(before, 0.8);
    const RunComparison c = compareRuns({before, after});
    ASSERT_EQ(c.tests.size(), before.tests.size());
    for (qsizetype i = 0; i < c.tests.size(); ++i) {
        const ComparedTest &t = c.tests.at(i);
        EXPECT_EQ(t.spec, before.tests.at(i).spec);
        ASSERT_EQ(t.runs.size(), 2);
        EXPECT_DOUBLE_EQ(t.runs.at(0).bytesPerSecond, before.tests.at(i).stats.medianBytesPerSecond);
        EXPECT_NEAR(*deltaPercent(t.runs.at(0).bytesPerSecond, t.runs.at(1).bytesPerSecond), -20.0, 0.01);
    }
    EXPECT_TRUE(c.differences.isEmpty()) << "the same conditions";
    EXPECT_FALSE(deltaPercent(0, 5).has_value()) << "no baseline, no percentage";
}

TEST(RunComparison, ATestOnlySomeRunsHadIsShownAsNotMeasuredInTheOthers)
{
    const RunResult full = Fixtures::defaultProfile();
    RunResult readOnly = full;
    readOnly.tests.removeIf([](const TestResult &t) {
        return t.mode == IoMode::Write;
    });
    const RunComparison c = compareRuns({readOnly, full});
    ASSERT_EQ(c.tests.size(), full.tests.size());
    int missing = 0;
    for (const ComparedTest &t : c.tests) {
        EXPECT_TRUE(t.runs.at(1).measured);
        missing += !t.runs.at(0).measured;
        EXPECT_EQ(t.runs.at(0).measured, t.mode == IoMode::Read);
    }
    EXPECT_EQ(missing, 4);
}

TEST(RunComparison, DrivesAreTheSameByWwnOrSerialAndUnknownWithoutEither)
{
    const RunResult a = Fixtures::defaultProfile();
    RunResult renamed = a;
    renamed.target.drives.first().name = QStringLiteral("nvme1n1");
    renamed.system.hostName = QStringLiteral("another-machine");
    EXPECT_EQ(compareRuns({a, renamed}).drives, DriveMatch::Same);

    RunResult other = a;
    other.target.drives.first().wwid = QStringLiteral("eui.0000000000000002");
    EXPECT_EQ(compareRuns({a, renamed, other}).drives, DriveMatch::Different);

    RunResult anonymous = a;
    anonymous.target.drives.first().wwid.clear();
    anonymous.target.drives.first().serial.clear();
    EXPECT_EQ(compareRuns({a, anonymous}).drives, DriveMatch::Unknown);
}

TEST(RunComparison, ConditionsThatMoveTheFiguresAreNamedWhenTheyDiffer)
{
    RunResult a = Fixtures::defaultProfile();
    RunResult b = a;
    b.target.span = b.options.testSize = 4ull << 30; // a directory run: its test file is that size
    b.backend = QStringLiteral("sync");
    b.target.drives.first().link.width = 2;
    b.target.drives.first().firmware = QStringLiteral("5B2QGXA8");
    heat(a, 41000);
    heat(b, 50000);
    RunComparison c = compareRuns({a, b});
    ASSERT_NE(find(c, ConditionDifference::Aspect::TestSize), nullptr);
    EXPECT_EQ(find(c, ConditionDifference::Aspect::TestSize)->values,
              (QStringList {QStringLiteral("1 GiB"), QStringLiteral("4 GiB")}));
    ASSERT_NE(find(c, ConditionDifference::Aspect::Engine), nullptr);
    ASSERT_NE(find(c, ConditionDifference::Aspect::Firmware), nullptr) << "did the firmware update help?";
    EXPECT_EQ(find(c, ConditionDifference::Aspect::Firmware)->values.at(1), QStringLiteral("5B2QGXA8"));
    ASSERT_NE(find(c, ConditionDifference::Aspect::Link), nullptr);
    EXPECT_EQ(find(c, ConditionDifference::Aspect::Link)->values.at(1), linkText(b.target.drives.first().link));
    EXPECT_EQ(find(c, ConditionDifference::Aspect::Temperature), nullptr) << "9 °C apart is one condition";
    EXPECT_EQ(find(c, ConditionDifference::Aspect::Profile), nullptr);

    heat(b, 71000);
    c = compareRuns({a, b});
    ASSERT_NE(find(c, ConditionDifference::Aspect::Temperature), nullptr);
    EXPECT_EQ(find(c, ConditionDifference::Aspect::Temperature)->values,
              (QStringList {QStringLiteral("41 °C"), QStringLiteral("71 °C")}));
}

TEST(ComparisonText, SaysWhichDriveLinesUpTheColumnsAndNamesTheDifferences)
{
    const RunResult a = Fixtures::defaultProfile();
    RunResult b = Fixtures::scaled(a, 1.125);
    b.target.span = b.options.testSize = 4ull << 30;
    const QString text = comparisonText(
        {{QStringLiteral("#1"), a}, {QStringLiteral("#2"), b}}, DisplayUnit::MegabytesPerSecond, Wording::English);
    EXPECT_TRUE(text.startsWith(QStringLiteral("Sektor comparison of 2 runs. All of them measured the same drive.")))
        << qPrintable(text);
    EXPECT_TRUE(text.contains(QStringLiteral("+12.5 %"))) << qPrintable(text);
    EXPECT_TRUE(text.contains(QStringLiteral("Test size: 1 GiB | 4 GiB"))) << qPrintable(text);
    // Every table line is as long as the header: the columns line up.
    const QStringList lines = text.split(QLatin1Char('\n'));
    const qsizetype header = lines.indexOf(QRegularExpression(QStringLiteral("Test \\[MB/s\\].*")));
    ASSERT_GE(header, 0) << qPrintable(text);
    for (qsizetype i = header + 1; i <= header + a.tests.size(); ++i)
        EXPECT_EQ(lines.at(i).size(), lines.at(header).size()) << qPrintable(lines.at(i));

    const QString md
        = comparisonMarkdown({{QStringLiteral("#1"), a}, {QStringLiteral("#2"), b}}, DisplayUnit::LatencyMicroseconds);
    EXPECT_TRUE(md.contains(QStringLiteral("| Test [µs] | #1 | #2 | #2 vs #1 |\n|:---|---:|---:|---:|\n")))
        << qPrintable(md);
}

// Two small-files runs compare bonnie++'s six phases in files per second (the one figure they have), not a grid row of
// the test's placeholder spec; a run named by its files, not by a test size it never used.
TEST(RunComparison, SmallFilesRunsCompareTheirPhasesInFilesPerSecond)
{
    const RunResult a = Fixtures::smallFiles();
    RunResult b = a;
    for (FilePhaseResult &p : b.tests.first().payload.edit<SmallFilesResult>().phases)
        p.elapsedNs = p.elapsedNs * 4 / 5; // a quarter more files per second
    const RunComparison c = compareRuns({a, b});
    EXPECT_TRUE(c.tests.isEmpty()) << "no MB/s row for a test that has none";
    ASSERT_EQ(c.phases.size(), 6);
    const SmallFilesResult &files = a.tests.first().payload.get<SmallFilesResult>();
    for (const ComparedPhase &p : c.phases) {
        ASSERT_EQ(p.filesPerSecond.size(), 2);
        ASSERT_TRUE(p.filesPerSecond.at(0) && p.filesPerSecond.at(1));
        EXPECT_DOUBLE_EQ(*p.filesPerSecond.at(0), files.phase(p.order, p.operation)->filesPerSecond());
        EXPECT_NEAR(*phaseDelta(p, 1), 25.0, 0.01);
        EXPECT_EQ(p.stat, p.operation == FileOperation::Read) << "empty files: a read is a lookup";
    }
    const QString text = comparisonText(
        {{QStringLiteral("#1"), a}, {QStringLiteral("#2"), b}}, DisplayUnit::MegabytesPerSecond, Wording::English);
    EXPECT_TRUE(text.contains(QStringLiteral("Sequential stat [files/s]"))) << qPrintable(text);
    EXPECT_TRUE(text.contains(QStringLiteral("Random delete [files/s]"))) << qPrintable(text);
    EXPECT_TRUE(text.contains(QStringLiteral("+25.0 %"))) << qPrintable(text);
    EXPECT_TRUE(text.contains(QStringLiteral("16384 files"))) << qPrintable(text);
    EXPECT_FALSE(text.contains(QStringLiteral("SEQ4K"))) << qPrintable(text);
    EXPECT_FALSE(text.contains(QStringLiteral("1 GiB"))) << qPrintable(text);

    // Beside a block test, each shows "–" where the other has no figure.
    const RunComparison mixed = compareRuns({Fixtures::defaultProfile(), a});
    EXPECT_EQ(mixed.tests.size(), 8);
    EXPECT_FALSE(mixed.tests.first().runs.at(1).measured);
    ASSERT_EQ(mixed.phases.size(), 6);
    EXPECT_FALSE(mixed.phases.first().filesPerSecond.at(0).has_value());
    EXPECT_FALSE(phaseDelta(mixed.phases.first(), 1).has_value());
}

// The window speaks the user's language, the shared texts English: a built-in profile is named in the window's
// language in the run's line and in the conditions that differ, and as stored in what is shared.
TEST(ComparisonText, TheWindowNamesBuiltInProfilesInItsLanguage)
{
    const RunResult files = Fixtures::smallFiles();
    RunResult standard = Fixtures::defaultProfile();
    standard.tests = files.tests; // compared on the same phases, only the profile differs
    const RunComparison c = compareRuns({files, standard});
    RunResult unknown = files;
    unknown.profileId = QStringLiteral("made-elsewhere");
    unknown.profileName = QStringLiteral("Made Elsewhere");

    int argc = 1;
    char name[] = "test_history";
    char *argv[] = {name, nullptr};
    const QCoreApplication app(argc, argv); // translators need one
    installTranslations(QStringLiteral("de"));
    const QString shown = runDescription({QStringLiteral("#1"), files});
    const QStringList differences = differenceTexts(c, Wording::Translated);
    const QString shared = runDescription({QStringLiteral("#1"), files}, Wording::English);
    const QString unknownShown = runDescription({QStringLiteral("#1"), unknown});
    installTranslations(QStringLiteral("en"));

    EXPECT_TRUE(shown.contains(QStringLiteral("Kleine Dateien"))) << qPrintable(shown);
    EXPECT_TRUE(differences.contains(QStringLiteral("Profil: Kleine Dateien | Standard")))
        << qPrintable(differences.join(QLatin1Char('\n')));
    EXPECT_TRUE(shared.contains(QStringLiteral("Small Files"))) << qPrintable(shared);
    EXPECT_TRUE(unknownShown.contains(QStringLiteral("Made Elsewhere")))
        << "a profile this version lacks keeps its name";
}

// A run on /dev/shm compared with one on a disk lost its warning, and the text said that whether they
// measured the same drive was unknown. Memory against a drive is said as such, and every run keeps its caveats beside
// its line in the text, the Markdown and (through the same sentences) the window and `history compare`.
TEST(ComparisonText, MemoryAgainstADriveIsSaidAndEveryRunKeepsItsCaveats)
{
    const RunResult disk = Fixtures::defaultProfile();
    RunResult memory = disk;
    memory.target.memoryBacked = true;
    memory.target.path = QStringLiteral("/dev/shm");
    EXPECT_EQ(compareRuns({memory, disk}).drives, DriveMatch::MemoryAndDrives);
    EXPECT_EQ(compareRuns({memory, memory}).drives, DriveMatch::Memory);
    EXPECT_EQ(compareRuns({disk, disk}).drives, DriveMatch::Same) << "memory is asked first, drives as before";

    const QList<LabelledRun> runs {{QStringLiteral("#1"), memory}, {QStringLiteral("#2"), disk}};
    const QString ram = caveatText(QLatin1String(Caveat::MemoryBacked), Wording::English);
    ASSERT_FALSE(ram.isEmpty());
    for (const QString &text : {comparisonText(runs, DisplayUnit::MegabytesPerSecond, Wording::English),
                                comparisonMarkdown(runs, DisplayUnit::MegabytesPerSecond, Wording::English)}) {
        EXPECT_TRUE(text.contains(QLatin1String("memory (RAM) in some runs, a drive in the others")))
            << qPrintable(text);
        EXPECT_FALSE(text.contains(QLatin1String("unknown"))) << qPrintable(text);
        // The memory run's warning is under its own line, before the second run's line.
        const qsizetype first = text.indexOf(QLatin1String("#1,"));
        const qsizetype note = text.indexOf(QLatin1String("Note: ") + ram);
        const qsizetype second = text.indexOf(QLatin1String("#2,"));
        EXPECT_TRUE(first >= 0 && note > first && second > note) << qPrintable(text);
        EXPECT_EQ(text.count(QLatin1String("Note: ") + ram), 1) << "the disk run has no such note";
    }
    EXPECT_EQ(runNotes(runs.at(0)).size(), runNotes(runs.at(1)).size() + 1);
}
