// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Reading a result costs bounded memory: the file is read up to a hard cap, kept while reading (/dev/zero, a file
// that is bigger than it says), only from a regular file (a FIFO is refused without waiting for a writer), and its
// JSON is measured before QJsonDocument builds it (nesting, empty arrays, single digits). The biggest result the app
// itself writes stays within every bound.
#include "reportfixtures.h"
#include "support/tempdir.h"

#include "model/uniquefd.h"
#include "report/fileio.h"
#include "report/jsonfields.h"
#include "report/jsonreport.h"
#include "report/jsonshape.h"
#include "report/resultfileread.h"

#include <gtest/gtest.h>

#include <cerrno>
#include <limits>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Sektor;
using namespace Sektor::Test;

namespace {

std::string refusal(const QByteArray &json)
{
    const Expected<RunResult> result = fromJson(json);
    return result ? std::string("accepted") : result.error().detail.toStdString();
}

/// The Default profile's run with no samples, and the same with one test measured 9 runs × 10 minutes.
struct WidestTest
{
    RunResult base = Fixtures::defaultProfile();
    RunResult one;

    WidestTest()
    {
        for (TestResult &t : base.tests)
            t.samples.clear();
        one = base;
        constexpr int Runs = 9;
        constexpr int SamplesPerRun = 10 * 60 * 10; // 10 minutes of 100 ms samples
        TestResult &t = one.tests.first();
        for (int run = 1; run <= Runs; ++run) {
            for (int i = 1; i <= SamplesPerRun; ++i)
                t.samples << Sample {run, i * 100'000'000ll, 100'000'000, 351'234'567, 0, 335, 0};
        }
    }
};

} // namespace

TEST(ResultLimits, TheBiggestResultTheAppWritesFitsEveryBound)
{
    const WidestTest widest;
    const QByteArray base = toJsonBytes(widest.base);
    const QByteArray one = toJsonBytes(widest.one);
    const qsizetype tests = widest.base.tests.size();
    ASSERT_EQ(tests, 8);
    const JsonShape baseShape = measureJsonShape(base);
    const JsonShape oneShape = measureJsonShape(one);
    // Every test of the profile measured as long as the options allow.
    const qint64 bytes = base.size() + tests * (one.size() - base.size());
    const qsizetype containers = baseShape.containers + tests * (oneShape.containers - baseShape.containers);
    const qsizetype items = baseShape.items + tests * (oneShape.items - baseShape.items);
    std::cout << "Default profile at its widest: " << bytes << " bytes, " << containers << " containers, " << items
              << " items, nested " << oneShape.depth << " deep\n";
    EXPECT_LT(bytes * 3 / 2, MaxResultFileBytes);
    EXPECT_LT(containers * 4, ResultJsonLimits::MaxContainers);
    EXPECT_LT(items * 3, ResultJsonLimits::MaxItems);
    EXPECT_LT(oneShape.depth * 4, ResultJsonLimits::MaxDepth);
    const Expected<RunResult> read = fromJson(one);
    ASSERT_TRUE(read) << qPrintable(read.error().detail);
    EXPECT_EQ(read->tests.first().samples.size(), widest.one.tests.first().samples.size());
}

TEST(ResultLimits, DeepNestingIsRefusedBeforeItIsParsed)
{
    const QByteArray json = "{\"format\":" + QByteArray(100'000, '[') + QByteArray(100'000, ']') + '}';
    EXPECT_EQ(refusal(json), "not a Sektor result: document: nested deeper than any result");
}

TEST(ResultLimits, AFloodOfEmptyArraysOrObjectsIsRefusedBeforeItIsParsed)
{
    // 9 MB that QJsonDocument would build into about a gigabyte.
    QByteArray arrays = "{\"format\":[";
    QByteArray objects = "{\"format\":[";
    for (qsizetype i = 0; i <= ResultJsonLimits::MaxContainers; ++i) {
        arrays += "[],";
        objects += "{},";
    }
    arrays += "[]]}";
    objects += "{}]}";
    EXPECT_EQ(refusal(arrays), "not a Sektor result: document: more objects, arrays or values than any result");
    EXPECT_EQ(refusal(objects), "not a Sektor result: document: more objects, arrays or values than any result");
}

TEST(ResultLimits, AFloodOfValuesIsRefusedBeforeItIsParsed)
{
    QByteArray json = "{\"format\":[";
    json.reserve(ResultJsonLimits::MaxItems * 2 + 64);
    for (qsizetype i = 0; i <= ResultJsonLimits::MaxItems; ++i)
        json += "0,";
    json += "0]}";
    EXPECT_EQ(refusal(json), "not a Sektor result: document: more objects, arrays or values than any result");
}

// The figures add a test's times up: a file's time that is negative or beyond a year, or samples that add up to more,
// is refused where it is read (a sample of INT64_MAX ns overflowed the sustained-write analysis, found by the fuzz
// replay under UBSan).
TEST(ResultLimits, TimesOutsideAnyTestAreRefused)
{
    const auto withSample = [](std::int64_t elapsedNs, std::int64_t intervalNs, int count) {
        RunResult r = Fixtures::defaultProfile();
        r.tests.first().samples.clear();
        for (int i = 0; i < count; ++i)
            r.tests.first().samples << Sample {1, elapsedNs, intervalNs, 1000, 0, 1, 0};
        return toJsonBytes(r);
    };
    EXPECT_EQ(refusal(withSample(100'000'000, 100'000'000, 10)), "accepted");
    EXPECT_EQ(refusal(withSample(MaxRecordedNs, MaxRecordedNs, 1)), "accepted");
    EXPECT_EQ(refusal(withSample(100'000'000, std::numeric_limits<std::int64_t>::max(), 1)),
              "not a Sektor result: tests[0].samples[0].intervalNs: out of range");
    EXPECT_EQ(refusal(withSample(-1, 100'000'000, 1)),
              "not a Sektor result: tests[0].samples[0].elapsedNs: out of range");
    EXPECT_EQ(refusal(withSample(MaxRecordedNs, MaxRecordedNs / 2 + 1, 2)),
              "not a Sektor result: tests[0].samples: longer than any test");
}

TEST(ResultLimits, SeparatorsInsideStringsAreNotCounted)
{
    const JsonShape shape = measureJsonShape(R"({"comment":"[,:{\",]}","a":[1,2]})");
    EXPECT_EQ(shape.containers, 2);
    EXPECT_EQ(shape.items, 2 + 3 + 1); // two containers, two colons and a comma between the members, one in the array
    EXPECT_EQ(shape.depth, 2);
}

TEST(ResultLimits, OnlyARegularFileIsRead)
{
    TempDir dir;
    QByteArray out;
    const std::string fifo = dir.file("result.fifo");
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    // No writer: reading it would wait for ever; it is refused at once instead.
    EXPECT_EQ(readResultFileBytes(QString::fromStdString(fifo), out).toStdString(),
              "it is not a regular file but a FIFO, a device or a socket");
    EXPECT_EQ(readResultFileBytes(QStringLiteral("/dev/zero"), out).toStdString(),
              "it is not a regular file but a FIFO, a device or a socket");
    EXPECT_EQ(readResultFileBytes(QString::fromStdString(dir.path()), out).toStdString(), "it is a directory");
    EXPECT_TRUE(out.isEmpty());
}

TEST(ResultLimits, AFileBeyondTheCapIsRefusedWithoutReadingItWhole)
{
    TempDir dir;
    const std::string path = dir.file("huge.json");
    {
        const UniqueFd fd(::open(path.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0600));
        ASSERT_TRUE(fd.isValid());
        ASSERT_EQ(::ftruncate(fd.get(), MaxResultFileBytes + 1), 0); // sparse: no disk space taken
    }
    QByteArray out;
    EXPECT_EQ(readResultFileBytes(QString::fromStdString(path), out).toStdString(),
              "it is larger than 256 MiB, far more than any result");
    EXPECT_TRUE(out.isEmpty());
}

TEST(ResultLimits, TheCapHoldsWhileReadingNotOnlyByTheSizeTheFileClaims)
{
    // /proc files say they are empty (st_size 0) and hold more: as a file that grows while it is read.
    const UniqueFd fd(::open("/proc/self/maps", O_RDONLY | O_CLOEXEC));
    ASSERT_TRUE(fd.isValid());
    struct stat st
    {
    };
    ASSERT_EQ(::fstat(fd.get(), &st), 0);
    ASSERT_EQ(st.st_size, 0);
    QByteArray out;
    EXPECT_EQ(FileIo::readAtMost(fd.get(), 64, out), EFBIG);
    EXPECT_TRUE(out.isEmpty());
}

// A model name of 100,000 characters made 100 KB history rows; the names a drive or a machine gives
// itself are bounded at read (MaxNameChars), each named where it failed.
TEST(ResultLimits, ANameLongerThanAnyDriveOrMachineGivesItselfIsRefused)
{
    const QString endless(100'000, QLatin1Char('M'));
    const QString longest(MaxNameChars, QLatin1Char('M'));
    const auto with = [](const QString &value, auto set) {
        RunResult r = Fixtures::defaultProfile();
        set(r, value);
        return toJsonBytes(r);
    };
    const auto model = [](RunResult &r, const QString &v) {
        r.target.drives.first().model = v;
    };
    const auto serial = [](RunResult &r, const QString &v) {
        r.target.drives.first().serial = v;
    };
    const auto host = [](RunResult &r, const QString &v) {
        r.system.hostName = v;
    };
    EXPECT_EQ(refusal(with(longest, model)), "accepted") << "the longest name allowed reads";
    EXPECT_NE(refusal(with(endless, model)).find("target.drives[0].model: longer than"), std::string::npos);
    EXPECT_NE(refusal(with(endless, serial)).find("target.drives[0].serial: longer than"), std::string::npos);
    EXPECT_NE(refusal(with(endless, host)).find("system.hostName: longer than"), std::string::npos);
}
