// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The sustained write's figures in the text and JSON reports, from a result whose samples say: 2000 MB/s for 10 s,
// then 500 MB/s, steady.
#include "reportfixtures.h"

#include "report/cdmtext.h"
#include "report/jsonreport.h"
#include "report/kinds/sustainedreport.h"
#include "report/sharetext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

#include <gtest/gtest.h>

using namespace Sektor;

TEST(SustainedReport, TheTextSaysTheCacheSizeTheRatesAndWhyItStopped)
{
    const QString text = cdmText(Fixtures::sustainedWrite(true));
    EXPECT_TRUE(text.contains(QStringLiteral("[Sustained Write] SEQ    1MiB (Q=  8, T= 1): 50.00 GB written in 70.0 s, "
                                             "steady state reached\n")))
        << qPrintable(text);
    EXPECT_TRUE(text.contains(QStringLiteral("  From the start:  2000.000 MB/s\n"))) << qPrintable(text);
    EXPECT_TRUE(text.contains(QStringLiteral("  Cache size:     ~20.00 GB written before the drop\n")))
        << qPrintable(text);
    EXPECT_TRUE(text.contains(QStringLiteral("  After cache:      500.000 MB/s\n"))) << qPrintable(text);
}

TEST(SustainedReport, WithoutADropTheTextSaysSoInsteadOfInventingACache)
{
    const QString text = cdmText(Fixtures::sustainedWrite(false));
    EXPECT_TRUE(text.contains(QStringLiteral("No lasting drop"))) << qPrintable(text);
    EXPECT_FALSE(text.contains(QStringLiteral("Cache size"))) << qPrintable(text);
    EXPECT_TRUE(text.contains(QStringLiteral("140.00 GB written in 70.0 s, the whole span was written")))
        << "140 GB > the 100 GiB span" << qPrintable(text);
}

TEST(SustainedReport, TheJsonCarriesTheFiguresAndOtherRunsHaveNone)
{
    const QJsonObject json = toJson(Fixtures::sustainedWrite(true));
    const QJsonObject s = json.value(QStringLiteral("sustainedWrite")).toObject();
    EXPECT_TRUE(s.value(QStringLiteral("cliffFound")).toBool());
    EXPECT_EQ(s.value(QStringLiteral("cacheBytes")).toInteger(), 20'000'000'000ll);
    EXPECT_DOUBLE_EQ(s.value(QStringLiteral("postCacheBytesPerSecond")).toDouble(), 500e6);
    EXPECT_EQ(s.value(QStringLiteral("levels")).toArray().size(), 2);
    EXPECT_EQ(s.value(QStringLiteral("stop")).toString(), QStringLiteral("steady-state"));
    EXPECT_FALSE(toJson(Fixtures::defaultProfile()).contains(QStringLiteral("sustainedWrite")));
    EXPECT_EQ(sustainedWriteText(Fixtures::defaultProfile()), QString());
}

TEST(SustainedReport, TheTextSaysHowTheTestFileWasAllocatedOnADirectoryOnly)
{
    RunResult r = Fixtures::sustainedWrite(true);
    r.target.preallocated = true;
    EXPECT_TRUE(
        cdmText(r).contains(QStringLiteral("  Test file:      preallocated in full before the write (fallocate)\n")));
    r.target.preallocated = false;
    EXPECT_TRUE(cdmText(r).contains(
        QStringLiteral("  Test file:      allocated as written (the filesystem cannot preallocate)\n")));
    r.target.kind = TargetInfo::Kind::BlockDevice;
    EXPECT_FALSE(cdmText(r).contains(QStringLiteral("Test file:")));
}

TEST(SustainedReport, ThePreallocationSurvivesJsonAndOlderFilesWithoutItStillLoad)
{
    RunResult r = Fixtures::sustainedWrite(true);
    r.target.preallocated = true;
    QJsonObject json = toJson(r);
    const auto reread = [&json] {
        return fromJson(QJsonDocument(json).toJson());
    };
    Expected<RunResult> back = reread();
    ASSERT_TRUE(back) << qPrintable(back.error().detail);
    EXPECT_TRUE(back->target.preallocated);
    QJsonObject target = json.value(QStringLiteral("target")).toObject();
    target.remove(QStringLiteral("preallocated"));
    json.insert(QStringLiteral("target"), target);
    back = reread();
    ASSERT_TRUE(back) << qPrintable(back.error().detail);
    EXPECT_FALSE(back->target.preallocated);
    target.insert(QStringLiteral("preallocated"), QStringLiteral("yes"));
    json.insert(QStringLiteral("target"), target);
    EXPECT_FALSE(reread()) << "a flag of the wrong type is refused";
}

TEST(SustainedReport, TheJsonHasEachGibsRate)
{
    const QJsonArray gibs = toJson(Fixtures::sustainedWrite(true))
                                .value(QStringLiteral("sustainedWrite"))
                                .toObject()
                                .value(QStringLiteral("gibBytesPerSecond"))
                                .toArray();
    ASSERT_EQ(gibs.size(), 46) << "50e9 bytes are 46 whole GiB";
    EXPECT_NEAR(gibs.first().toDouble(), 2000e6, 1);
    EXPECT_NEAR(gibs.last().toDouble(), 500e6, 1);
}

TEST(SustainedReport, MarkdownAndBbcodeCarryTheSustainedBlock)
{
    const RunResult r = Fixtures::sustainedWrite(true);
    const QString md = markdownText(r);
    EXPECT_TRUE(md.contains(QStringLiteral("```\n[Sustained Write] SEQ    1MiB (Q=  8, T= 1): 50.00 GB written")))
        << qPrintable(md);
    EXPECT_TRUE(md.contains(QStringLiteral("  After cache:      500.000 MB/s\n```\n"))) << qPrintable(md);
    const QString bb = bbcodeText(r);
    const qsizetype block = bb.indexOf(QStringLiteral("[Sustained Write]"));
    ASSERT_GT(block, bb.indexOf(QStringLiteral("[code]"))) << qPrintable(bb);
    EXPECT_LT(block, bb.indexOf(QStringLiteral("[/code]"))) << qPrintable(bb);
    EXPECT_FALSE(markdownText(Fixtures::defaultProfile()).contains(QStringLiteral("```")));
}

TEST(SustainedReport, TheCsvLineHasTheSustainedColumnsAndOtherRunsDoNot)
{
    const QStringList lines = csvText(Fixtures::sustainedWrite(true)).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 2);
    EXPECT_TRUE(lines.at(0).endsWith(QStringLiteral(",sustained_initial_mb_per_s,sustained_cache_bytes,"
                                                    "sustained_post_cache_mb_per_s,sustained_steady_state,"
                                                    "sustained_bytes_written,sustained_stop")))
        << qPrintable(lines.at(0));
    EXPECT_TRUE(lines.at(1).endsWith(QStringLiteral(",2000.000,20000000000,500.000,yes,50000000000,steady-state")))
        << qPrintable(lines.at(1));
    EXPECT_EQ(lines.at(0).count(QLatin1Char(',')), lines.at(1).count(QLatin1Char(',')));
    const QStringList noDrop = csvText(Fixtures::sustainedWrite(false)).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    EXPECT_TRUE(noDrop.at(1).endsWith(QStringLiteral(",2000.000,0,,no,140000000000,span-written")))
        << qPrintable(noDrop.at(1));
    EXPECT_FALSE(csvText(Fixtures::defaultProfile()).contains(QStringLiteral("sustained")));
}

TEST(SustainedReport, TheSummaryLineSaysTheCacheAndBothRates)
{
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    EXPECT_EQ(sustainedWriteSummary(Fixtures::sustainedWrite(true)),
              QStringLiteral("2,000 MB/s at first; after ~20.0 GB written (the write cache), 500 MB/s, steady state "
                             "reached"));
    EXPECT_EQ(sustainedWriteSummary(Fixtures::sustainedWrite(false)),
              QStringLiteral("2,000 MB/s throughout: no lasting drop in 140.0 GB written"));
    EXPECT_EQ(sustainedWriteSummary(Fixtures::defaultProfile()), QString());
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    EXPECT_TRUE(sustainedWriteSummary(Fixtures::sustainedWrite(true)).startsWith(QStringLiteral("2.000 MB/s")))
        << "numbers in the locale's form";
    QLocale::setDefault(before);
}
