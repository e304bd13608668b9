// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The sustained write's figures in the text and JSON reports, from a result whose samples say: 2000 MB/s for 10 s,
// then 500 MB/s, steady.
#include "reportfixtures.h"

#include "report/cdmtext.h"
#include "report/jsonreport.h"
#include "report/sustainedreport.h"

#include <QJsonArray>

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
