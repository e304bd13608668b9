// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// A run stopped after some of its tests finished is kept, and every form of it says it was stopped: a figure set with
// tests missing must never pass for a complete run (the text in CrystalDiskMark's layout, Markdown, BBCode, CSV, JSON,
// and the JSON read back, as the history keeps it).
#include "reportfixtures.h"

#include "model/caveats.h"
#include "report/cdmtext.h"
#include "report/jsonreport.h"
#include "report/partialresult.h"
#include "report/sharetext.h"

#include <QJsonArray>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace Sektor;

namespace {

const QString stoppedSentence = QStringLiteral(
    "Stopped run: the run was stopped before it finished; only the tests that finished are shown, the others were not "
    "measured.");

/// The Default profile's first three tests, as the engine leaves a run stopped in the fourth.
RunResult stoppedAfterThree()
{
    RunResult r = Fixtures::defaultProfile();
    r.tests = r.tests.mid(0, 3);
    r.warnings << QLatin1String(Caveat::Stopped);
    return r;
}

} // namespace

TEST(StoppedRun, IsKeptOnlyWhenTheUserStoppedItAfterATestFinished)
{
    EXPECT_TRUE(keepsPartialResult(stoppedAfterThree(), Error::of(ErrorCode::Cancelled)));
    RunResult none = Fixtures::defaultProfile();
    none.tests.clear();
    EXPECT_FALSE(keepsPartialResult(none, Error::of(ErrorCode::Cancelled))) << "nothing finished: nothing kept";
    EXPECT_FALSE(keepsPartialResult(stoppedAfterThree(), Error::of(ErrorCode::IoError)))
        << "a failed run is not a stopped one";
    EXPECT_FALSE(keepsPartialResult(stoppedAfterThree(), Error {})) << "a complete run is no partial one";
}

TEST(StoppedRun, IsARunCaveatNotOneOfAFigure)
{
    const RunResult r = stoppedAfterThree();
    EXPECT_TRUE(caveatsOf(r).contains(QLatin1String(Caveat::Stopped)));
    EXPECT_EQ(caveatText(QLatin1String(Caveat::Stopped), Wording::English), stoppedSentence);
    for (const TestResult &t : r.tests)
        EXPECT_FALSE(caveatAffects(QLatin1String(Caveat::Stopped), t)) << "each kept test ran to its end";
}

TEST(StoppedRun, EveryTextExportSaysSo)
{
    const RunResult r = stoppedAfterThree();
    for (const QString &text : {cdmText(r), markdownText(r), bbcodeText(r), QString::fromUtf8(toJsonBytes(r))})
        EXPECT_TRUE(text.contains(stoppedSentence)) << qPrintable(text);
    EXPECT_TRUE(cdmText(r).contains(QLatin1String("Note: ") + stoppedSentence));
}

TEST(StoppedRun, TheCsvMarksEveryLine)
{
    const QStringList lines = csvText(stoppedAfterThree()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    const qsizetype column = lines.first().split(QLatin1Char(',')).indexOf(QLatin1String("caveats"));
    ASSERT_GE(column, 0);
    ASSERT_EQ(lines.size(), 4) << "a header and the three tests";
    for (const QString &line : lines.mid(1))
        EXPECT_TRUE(
            line.split(QLatin1Char(',')).value(column).split(QLatin1Char(';')).contains(QLatin1String(Caveat::Stopped)))
            << qPrintable(line);
}

TEST(StoppedRun, TheJsonSaysSoAndKeepsItWhenReadBack)
{
    const RunResult r = stoppedAfterThree();
    const QJsonObject json = toJson(r);
    EXPECT_TRUE(json.value(QLatin1String("warnings")).toArray().contains(QLatin1String(Caveat::Stopped)));
    EXPECT_TRUE(json.value(QLatin1String("notes")).toArray().contains(stoppedSentence));
    const Expected<RunResult> back = fromJson(toJsonBytes(r));
    ASSERT_TRUE(back);
    EXPECT_TRUE(back->warnings.contains(QLatin1String(Caveat::Stopped))) << "the history keeps the run as JSON";
    EXPECT_EQ(back->tests.size(), 3);
}
