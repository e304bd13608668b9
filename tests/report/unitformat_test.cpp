// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "reportfixtures.h"

#include "model/results.h"
#include "report/unitformat.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace Sektor;

namespace {

TestResult result(double bytesPerSecond, double iops, double latencyNs)
{
    TestResult t;
    t.stats.medianBytesPerSecond = bytesPerSecond;
    t.stats.medianIops = iops;
    t.stats.medianLatencyNs = latencyNs;
    return t;
}

const QLocale English(QLocale::English, QLocale::UnitedStates);
const QLocale German(QLocale::German, QLocale::Germany);

} // namespace

TEST(UnitFormat, ValuesUseDecimalUnits)
{
    const TestResult t = result(1234.567e6, 301408.9, 106'200);
    EXPECT_DOUBLE_EQ(unitValue(t, DisplayUnit::MegabytesPerSecond), 1234.567);
    EXPECT_DOUBLE_EQ(unitValue(t, DisplayUnit::GigabytesPerSecond), 1.234567);
    EXPECT_DOUBLE_EQ(unitValue(t, DisplayUnit::Iops), 301408.9);
    EXPECT_DOUBLE_EQ(unitValue(t, DisplayUnit::LatencyMicroseconds), 106.2);
}

TEST(UnitFormat, English)
{
    const TestResult t = result(1234.567e6, 301408.94, 1106'204);
    EXPECT_EQ(formatResult(t, DisplayUnit::MegabytesPerSecond, English), QStringLiteral("1,234.57"));
    EXPECT_EQ(formatResult(t, DisplayUnit::GigabytesPerSecond, English), QStringLiteral("1.235"));
    EXPECT_EQ(formatResult(t, DisplayUnit::Iops, English), QStringLiteral("301,408.9"));
    EXPECT_EQ(formatResult(t, DisplayUnit::LatencyMicroseconds, English), QStringLiteral("1,106.20"));
}

TEST(UnitFormat, German)
{
    const TestResult t = result(1234.567e6, 301408.94, 1106'204);
    EXPECT_EQ(formatResult(t, DisplayUnit::MegabytesPerSecond, German), QStringLiteral("1.234,57"));
    EXPECT_EQ(formatResult(t, DisplayUnit::GigabytesPerSecond, German), QStringLiteral("1,235"));
    EXPECT_EQ(formatResult(t, DisplayUnit::Iops, German), QStringLiteral("301.408,9"));
    EXPECT_EQ(formatResult(t, DisplayUnit::LatencyMicroseconds, German), QStringLiteral("1.106,20"));
}

TEST(UnitFormat, EmptyAndNonFiniteValues)
{
    EXPECT_EQ(formatResult(TestResult {}, DisplayUnit::MegabytesPerSecond, English), QStringLiteral("0.00"));
    EXPECT_EQ(formatValue(std::numeric_limits<double>::quiet_NaN(), DisplayUnit::Iops, German), QStringLiteral("–"));
}

TEST(UnitFormat, Labels)
{
    // No translator is installed in tests: the English source strings come back.
    EXPECT_EQ(unitLabel(DisplayUnit::MegabytesPerSecond), QStringLiteral("MB/s"));
    EXPECT_EQ(unitLabel(DisplayUnit::GigabytesPerSecond), QStringLiteral("GB/s"));
    EXPECT_EQ(unitLabel(DisplayUnit::Iops), QStringLiteral("IOPS"));
    EXPECT_EQ(unitLabel(DisplayUnit::LatencyMicroseconds), QStringLiteral("µs"));
    EXPECT_FALSE(unitDescription(DisplayUnit::Iops).isEmpty());
}

TEST(UnitFormat, BestIsTheFastestRunAndItsFiguresTheShortestLatency)
{
    const TestResult t = Fixtures::makeTest(TestSpec {}, IoMode::Read, {1000.0, 1200.0, 1100.0}, 800.0);
    EXPECT_NEAR(unitValue(t, DisplayUnit::MegabytesPerSecond, RunFigure::Best), 1200.0, 1.1);
    EXPECT_NEAR(unitValue(t, DisplayUnit::MegabytesPerSecond), 1100.0, 1.1);
    EXPECT_NEAR(unitValue(t, DisplayUnit::Iops, RunFigure::Best), 1200.0 * 1e6 / double(TestSpec {}.blockSize), 1.1);
    double shortest = 1e300;
    for (const RunMetrics &run : t.runs)
        shortest = std::min(shortest, run.meanLatencyNs() / 1000.0);
    EXPECT_DOUBLE_EQ(unitValue(t, DisplayUnit::LatencyMicroseconds, RunFigure::Best), shortest);
    EXPECT_EQ(unitValue(TestResult {}, DisplayUnit::MegabytesPerSecond, RunFigure::Best), 0.0);
}
