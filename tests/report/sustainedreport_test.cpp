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

namespace {
RunResult sustainedResult(bool withDrop)
{
    RunResult r = Fixtures::defaultProfile();
    r.profileId = QStringLiteral("sustained-write");
    r.profileName = QStringLiteral("Sustained Write");
    r.options.measureTime = std::chrono::minutes(10);
    r.options.runs = 1; // as the engine records a sustained write: one window, no warm-up, no pause
    r.options.warmup = std::chrono::milliseconds(0);
    r.options.interval = std::chrono::milliseconds(0);
    r.target.span = 100 * GiB;
    TestSpec spec;
    spec.queueDepth = 8;
    TestResult t = Fixtures::makeTest(spec, IoMode::Write, {800}, 1000);
    t.samples.clear();
    std::int64_t elapsed = 0;
    for (int i = 0; i < 700; ++i) { // 70 s: the 30 s window fits after the drop
        Sample s;
        s.run = 1;
        s.intervalNs = 100 * NsPerMs;
        elapsed += s.intervalNs;
        s.elapsedNs = elapsed;
        s.writeBytes = (withDrop && i >= 100) ? 50'000'000 : 200'000'000;
        t.samples << s;
    }
    r.tests = {t};
    return r;
}
} // namespace

TEST(SustainedReport, TheTextSaysTheCacheSizeTheRatesAndWhyItStopped)
{
    const QString text = cdmText(sustainedResult(true));
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
    const QString text = cdmText(sustainedResult(false));
    EXPECT_TRUE(text.contains(QStringLiteral("No lasting drop"))) << qPrintable(text);
    EXPECT_FALSE(text.contains(QStringLiteral("Cache size"))) << qPrintable(text);
    EXPECT_TRUE(text.contains(QStringLiteral("140.00 GB written in 70.0 s, the whole span was written")))
        << "140 GB > the 100 GiB span" << qPrintable(text);
}

TEST(SustainedReport, TheJsonCarriesTheFiguresAndOtherRunsHaveNone)
{
    const QJsonObject json = toJson(sustainedResult(true));
    const QJsonObject s = json.value(QStringLiteral("sustainedWrite")).toObject();
    EXPECT_TRUE(s.value(QStringLiteral("cliffFound")).toBool());
    EXPECT_EQ(s.value(QStringLiteral("cacheBytes")).toInteger(), 20'000'000'000ll);
    EXPECT_DOUBLE_EQ(s.value(QStringLiteral("postCacheBytesPerSecond")).toDouble(), 500e6);
    EXPECT_EQ(s.value(QStringLiteral("levels")).toArray().size(), 2);
    EXPECT_EQ(s.value(QStringLiteral("stop")).toString(), QStringLiteral("steady-state"));
    EXPECT_FALSE(toJson(Fixtures::defaultProfile()).contains(QStringLiteral("sustainedWrite")));
    EXPECT_EQ(sustainedWriteText(Fixtures::defaultProfile()), QString());
}
