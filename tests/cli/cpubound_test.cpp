// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// CPU per I/O end to end: a figure the processor set says so in the text and the JSON, and one a slow drive set does
// not. The ground truth is made, not guessed: random reads of memory on one processor never wait for a drive, and a
// device paced at a few MB/s keeps its reader waiting almost all of the time.
#include "cliexpect.h"
#include "clirun.h"
#include "support/requireroot.h"
#include "support/shapeddevice.h"
#include "support/tempdir.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace Sektor::Test;

namespace {

/// One random read test of the Default profile, one run of a second: what is looked at is the I/O threads' time, not
/// the figure.
std::vector<std::string> randomReadRun(const std::string &test, const std::string &json, const std::string &target)
{
    return {"run",    "--profile",  "Default", "--tests", test,     "--modes", "read",
            "--size", "16MiB",      "--runs",  "1",       "--time", "1s",      "--warmup",
            "0",      "--interval", "0",       "--quiet", "--json", json,      target};
}

QJsonObject onlyTest(const QJsonObject &doc)
{
    const QJsonArray tests = doc.value(QStringLiteral("tests")).toArray();
    return tests.size() == 1 ? tests.first().toObject() : QJsonObject();
}

bool notesContain(const QJsonObject &doc, const QString &text)
{
    for (const QJsonValue note : doc.value(QStringLiteral("notes")).toArray()) {
        if (note.toString().contains(text))
            return true;
    }
    return false;
}

const QString limitedByTheProcessor = QStringLiteral("RND4K Q1T1 Read was limited by the processor, not the drive");

} // namespace

TEST(CliCpuBound, RandomReadsOfMemoryOnOneProcessorAreLimitedByTheProcessorAndSaySo)
{
    // On tmpfs each read is a copy from memory. The sync engine's pread() copies in the reading thread itself, which so
    // never waits for a drive (io_uring would hand tmpfs reads to its kernel workers, whose time is not the test's).
    TempDir dir("/dev/shm");
    TempDir output;
    const std::string json = output.file("result.json");
    std::vector<std::string> argv {"taskset", "-c", "0", cliPath()};
    std::vector<std::string> args = randomReadRun("RND4K-Q1T1", json, dir.path());
    args.insert(args.end() - 1, {"--engine", "sync"});
    argv.insert(argv.end(), args.begin(), args.end());
    const CommandResult r = run(argv);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const QJsonObject doc = readJson(json);
    const QJsonObject test = onlyTest(doc);
    const QJsonObject cpu = test.value(QStringLiteral("cpu")).toObject();
    EXPECT_GE(cpu.value(QStringLiteral("busyShare")).toDouble(), 0.9) << QJsonDocument(test).toJson().constData();
    EXPECT_TRUE(cpu.value(QStringLiteral("cpuBound")).toBool());
    EXPECT_GT(cpu.value(QStringLiteral("nsPerIo")).toDouble(), 0.0);
    EXPECT_EQ(
        test.value(QStringLiteral("runs")).toArray().first().toObject().value(QStringLiteral("ioThreads")).toInt(), 1);
    EXPECT_TRUE(notesContain(doc, limitedByTheProcessor));
    EXPECT_NE(r.out.find("Note: " + limitedByTheProcessor.toStdString()), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("(limited by the CPU)"), std::string::npos) << r.out;
    EXPECT_EQ(listDirectory(dir.path()), "");
}

TEST(CliCpuBound, ADriveThatSetsThePaceKeepsItsReaderWaitingAndIsNotCalledProcessorBound)
{
    SEKTOR_REQUIRE_ROOT();
    DeviceShape shape;
    shape.size = 64ull << 20;
    shape.readZones = {{shape.size, 4e6}}; // 4 MB/s: about 1,000 reads of 4 KiB a second
    ShapedDevice device(shape);
    ASSERT_TRUE(device.ok()) << device.error();
    TempDir output;
    const std::string json = output.file("result.json");
    const CommandResult r = runCli(randomReadRun("RND4K-Q32T1", json, device.device()));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const QJsonObject doc = readJson(json);
    const QJsonObject cpu = onlyTest(doc).value(QStringLiteral("cpu")).toObject();
    ASSERT_TRUE(cpu.contains(QStringLiteral("busyShare"))) << QJsonDocument(cpu).toJson().constData();
    EXPECT_LT(cpu.value(QStringLiteral("busyShare")).toDouble(), 0.5);
    EXPECT_FALSE(cpu.value(QStringLiteral("cpuBound")).toBool());
    EXPECT_FALSE(notesContain(doc, QStringLiteral("limited by the processor")));
    EXPECT_EQ(r.out.find("limited by the"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(", busy "), std::string::npos) << "the details give every test's busy share: " << r.out;
}
