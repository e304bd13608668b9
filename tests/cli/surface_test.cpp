// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// sektor-cli's surface tests end to end on shaped devices: the ranges a scan finds in the text and the JSON, a
// folder refused with the reason, and a scan stopped by Ctrl+C that still reports (and saves) what it found.
#include "cliexpect.h"
#include "clirun.h"
#include "support/requireroot.h"
#include "support/shapeddevice.h"
#include "support/tempdir.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

#include <csignal>
#include <thread>

using namespace Sektor::Test;

namespace {
constexpr std::uint64_t MiB = 1ull << 20;

/// The unreadable ranges of the result (not the slow ones, which a busy machine can add).
QJsonArray errorRangesOf(const QJsonObject &doc)
{
    const QJsonArray all = doc.value(QStringLiteral("tests"))
                               .toArray()
                               .at(0)
                               .toObject()
                               .value(QStringLiteral("surface"))
                               .toObject()
                               .value(QStringLiteral("ranges"))
                               .toArray();
    QJsonArray errors;
    for (const QJsonValue &range : all) {
        if (range.toObject().value(QStringLiteral("kind")).toString() == QLatin1String("error"))
            errors.append(range);
    }
    return errors;
}
} // namespace

// The scan's verdict is FAIL (exit code 27), and the time the drive took over the chunk it
// could not read all of is said beside the rates that leave that chunk out. The shape makes every request touching
// the bad area wait 0.5 s: the scan's first read of it and at least one narrower one to find its edges.
TEST(CliSurface, AReadScanListsTheUnreadableRangeInTheTextAndTheJsonSaysTheTimeItCostAndFails)
{
    SEKTOR_REQUIRE_ROOT();
    DeviceShape shape;
    shape.size = 64 * MiB;
    shape.errors = {{10 * MiB + 512, 1024}};
    shape.slow = {{10 * MiB + 512, 1024, 0.5}};
    ShapedDevice device(shape);
    ASSERT_TRUE(device.ok()) << device.error();
    TempDir output;
    const std::string json = output.file("scan.json");
    const CommandResult r = runCli({"run", "--profile", "Read Scan", "--quiet", "--json", json, device.device()});
    ASSERT_EQ(r.exitCode, 27) << "unreadable sectors are the scan's FAIL: " << r.err;
    EXPECT_NE(r.out.find("in 1 chunk with unreadable areas (left out of the rates)"), std::string::npos) << r.out;
    const QJsonObject summary = readJson(json).value(QStringLiteral("surface")).toObject();
    EXPECT_EQ(summary.value(QStringLiteral("failedChunks")).toInt(), 1);
    EXPECT_GE(summary.value(QStringLiteral("failedChunksNs")).toDouble(), 1e9) << "two requests of 0.5 s at least";
    EXPECT_NE(r.out.find("[Read Scan] SEQ    1MiB (Q=  1, T= 1): every byte of 64.0 MiB"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Unreadable:    1 range, 1 KiB"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("error LBA 20481-20482  bytes 10486272-10487295"), std::string::npos) << r.out;
    const QJsonObject doc = readJson(json);
    const QJsonArray ranges = errorRangesOf(doc);
    ASSERT_EQ(ranges.size(), 1);
    EXPECT_EQ(ranges.at(0).toObject().value(QStringLiteral("offset")).toInteger(), qint64(10 * MiB + 512));
    EXPECT_EQ(ranges.at(0).toObject().value(QStringLiteral("length")).toInteger(), 1024);
    EXPECT_EQ(doc.value(QStringLiteral("surface")).toObject().value(QStringLiteral("errorRanges")).toInt(), 1);
}

// Slow but readable is the scan's ATTENTION (exit code 28): a read of 1 MiB over its limit of 100 ms.
TEST(CliSurface, AReadScanThatFoundOnlySlowReadsNeedsAttention)
{
    SEKTOR_REQUIRE_ROOT();
    DeviceShape shape;
    shape.size = 16 * MiB;
    shape.slow = {{5 * MiB, 4096, 0.3}};
    ShapedDevice device(shape);
    ASSERT_TRUE(device.ok()) << device.error();
    const CommandResult r = runCli({"run", "--profile", "Read Scan", "--quiet", "--no-save", device.device()});
    EXPECT_EQ(r.exitCode, 28) << r.err;
    EXPECT_NE(r.out.find("Slow reads:    1 range"), std::string::npos) << r.out;
}

TEST(CliSurface, AFolderIsRefusedWithTheReason)
{
    TempDir dir("/dev/shm");
    const CommandResult r = runCli({"run", "--profile", "position-map", "--quiet", dir.path()});
    EXPECT_TRUE(failedWith(r, 2, "choose a block device, not a folder")) << r.err;
    EXPECT_EQ(listDirectory(dir.path()), "");
}

TEST(CliSurface, CtrlCStopsAScanAndKeepsWhatItFound)
{
    SEKTOR_REQUIRE_ROOT();
    DeviceShape shape;
    shape.size = 256 * MiB;
    shape.readZones = {{shape.size, 20e6}}; // ~13 s for all of it
    shape.errors = {{2 * MiB, 4096}};
    ShapedDevice device(shape);
    ASSERT_TRUE(device.ok()) << device.error();
    TempDir output;
    const std::string json = output.file("scan.json");
    BackgroundCli cli({"run", "--profile", "read-scan", "--quiet", "--json", json, device.device()});
    ASSERT_TRUE(cli.started());
    std::this_thread::sleep_for(std::chrono::seconds(2));
    ASSERT_EQ(::kill(pid_t(cli.pid()), SIGINT), 0);
    const std::optional<int> exitCode = cli.waitForExit(std::chrono::seconds(10));
    ASSERT_TRUE(exitCode.has_value());
    EXPECT_EQ(*exitCode, 130) << cli.err();
    const std::string out = cli.out();
    EXPECT_NE(out.find("Stopped:       after "), std::string::npos) << out;
    EXPECT_NE(out.find("Unreadable:    1 range, 4 KiB"), std::string::npos) << out;
    const QJsonObject doc = readJson(json);
    EXPECT_EQ(doc.value(QStringLiteral("surface")).toObject().value(QStringLiteral("errorRanges")).toInt(), 1)
        << "the JSON is written too";
    EXPECT_FALSE(doc.value(QStringLiteral("surface")).toObject().value(QStringLiteral("complete")).toBool());
}
