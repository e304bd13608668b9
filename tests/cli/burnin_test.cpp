// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// sektor-cli's burn-in end to end: the shaped faults in the text and the JSON with the verdict, the consent it needs
// and the options that are its own, and a burn-in stopped with Ctrl-C that goes on with --resume on the same loop
// device attached again (its file), and is refused on another.
#include "cliexpect.h"
#include "clirun.h"
#include "support/loopdevice.h"
#include "support/requireroot.h"
#include "support/shapeddevice.h"
#include "support/tempdir.h"

#include <QJsonArray>
#include <QJsonObject>

#include <gtest/gtest.h>

#include <csignal>
#include <fstream>
#include <unistd.h>

using namespace Sektor::Test;

namespace {
constexpr std::uint64_t MiB = 1ull << 20;

QJsonObject burnInSummary(const QJsonObject &doc)
{
    return doc.value(QStringLiteral("burnIn")).toObject();
}

QJsonObject testPayload(const QJsonObject &doc, const char *key)
{
    return doc.value(QStringLiteral("tests")).toArray().at(0).toObject().value(QLatin1String(key)).toObject();
}

/// A file of @p bytes in @p dir, for a loop device to be attached over (and again).
std::string backingFile(const TempDir &dir, const char *name, std::uint64_t bytes)
{
    const std::string path = dir.file(name);
    std::ofstream(path).close();
    if (::truncate(path.c_str(), off_t(bytes)) != 0)
        return {};
    return path;
}
} // namespace

TEST(CliBurnIn, ReportsTheShapedFaultsInTheTextAndTheJsonWithItsVerdict)
{
    SEKTOR_REQUIRE_ROOT();
    DeviceShape shape;
    shape.size = 32 * MiB;
    shape.writeErrors = {{4 * MiB, 512}};
    shape.alteredWrites = {{20 * MiB + 1024, 512}};
    ShapedDevice device(shape);
    ASSERT_TRUE(device.ok()) << device.error();
    TempDir output;
    const std::string json = output.file("burnin.json");
    const CommandResult r = runCli({"run",
                                    "--profile",
                                    "burn-in",
                                    "--quiet",
                                    "--no-save",
                                    "--json",
                                    json,
                                    "--allow-destroy-data",
                                    device.device(),
                                    device.device()});
    ASSERT_EQ(r.exitCode, 27) << "a burn-in whose verdict is FAIL exits with 27: " << r.err;
    EXPECT_NE(r.out.find("[Burn-in] SEQ  128KiB (Q=  1, T= 1): 1 pass of stamps over 32.0 MiB"), std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("  Verdict:       FAIL\n"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Write errors:  1 range, 512 B"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("write-error LBA 8192-8192  bytes 4194304-4194815"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("corrupt LBA 40962-40962  bytes 20972544-20973055"), std::string::npos) << r.out;
    const QJsonObject doc = readJson(json);
    EXPECT_EQ(burnInSummary(doc).value(QStringLiteral("verdict")).toString(), QStringLiteral("fail"));
    EXPECT_EQ(burnInSummary(doc).value(QStringLiteral("writeErrorRanges")).toInt(), 1);
    // The ranges are in the read scan's form, with the burn-in's kinds.
    const QJsonArray ranges = testPayload(doc, "surface").value(QStringLiteral("ranges")).toArray();
    QStringList kinds;
    for (const QJsonValue &range : ranges)
        kinds << range.toObject().value(QStringLiteral("kind")).toString();
    EXPECT_EQ(kinds, (QStringList {QStringLiteral("write-error"), QStringLiteral("corrupt")}))
        << "the unwritten sector is its write error (not corrupt too), the altered one corrupt as stored";
    EXPECT_EQ(testPayload(doc, "burnIn").value(QStringLiteral("stepsDone")).toInt(), 2);
}

TEST(CliBurnIn, NeedsTheConsentOfAnyRawWriteAndItsOptionsAreItsOwn)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop(LoopDevice::Options {.size = 16 * MiB});
    ASSERT_TRUE(loop.ok()) << loop.error();
    const CommandResult refused = runCli({"run", "--profile", "burn-in", "--quiet", "--no-save", loop.device()});
    EXPECT_EQ(refused.exitCode, 10) << refused.err;
    EXPECT_NE(refused.err.find("--allow-destroy-data"), std::string::npos) << refused.err;
    const CommandResult notItsOwn
        = runCli({"run", "--profile", "read-scan", "--passes", "2", "--quiet", "--no-save", loop.device()});
    EXPECT_TRUE(failedWith(notItsOwn, 2, "--passes is for the Burn-in profile")) << notItsOwn.err;
    const CommandResult alone = runCli({"run",
                                        "--profile",
                                        "burn-in",
                                        "--stop-if-slower",
                                        "50MB/s",
                                        "--quiet",
                                        "--allow-destroy-data",
                                        loop.device(),
                                        loop.device()});
    EXPECT_TRUE(failedWith(alone, 2, "--stop-if-slower and --for are given together")) << alone.err;
    const CommandResult badPattern = runCli({"run",
                                             "--profile",
                                             "burn-in",
                                             "--patterns",
                                             "stamps,stamps",
                                             "--quiet",
                                             "--allow-destroy-data",
                                             loop.device(),
                                             loop.device()});
    EXPECT_TRUE(failedWith(badPattern, 2, "Name each of the burn-in's patterns once")) << badPattern.err;
}

TEST(CliBurnIn, StoppedWithCtrlCItGoesOnWithResumeOnItsDriveAttachedAgainAndNotOnAnother)
{
    SEKTOR_REQUIRE_ROOT();
    TempDir dir("/var/tmp");
    const std::uint64_t size = 128 * MiB;
    const std::string file = backingFile(dir, "drive.img", size);
    const std::string other = backingFile(dir, "other.img", size);
    ASSERT_FALSE(file.empty());
    ASSERT_FALSE(other.empty());
    const std::string json = dir.file("stopped.json");
    {
        LoopDevice loop(LoopDevice::Options {.over = file});
        ASSERT_TRUE(loop.ok()) << loop.error();
        BackgroundCli cli({"run",
                           "--profile",
                           "burn-in",
                           "--passes",
                           "6",
                           "--patterns",
                           "stamps,random",
                           "--no-save",
                           "--json",
                           json,
                           "--allow-destroy-data",
                           loop.device(),
                           loop.device()},
                          BackgroundCli::Stderr::Terminal);
        ASSERT_TRUE(cli.started());
        // The third of its 24 steps, in the burn-in's own words (the window's and the batch table's too).
        ASSERT_TRUE(cli.waitForProgress("Pass 1 of 6 · writing random data", std::chrono::seconds(60))) << cli.err();
        ASSERT_EQ(::kill(pid_t(cli.pid()), SIGINT), 0);
        const std::optional<int> exitCode = cli.waitForExit(std::chrono::seconds(20));
        ASSERT_TRUE(exitCode.has_value());
        EXPECT_EQ(*exitCode, 130) << cli.err();
        EXPECT_NE(cli.err().find("To go on where it stopped: sektor-cli run --resume " + json), std::string::npos)
            << cli.err();
    } // detached: the drive is unplugged
    const QJsonObject stopped = readJson(json);
    const int stepsBefore = testPayload(stopped, "burnIn").value(QStringLiteral("stepsDone")).toInt();
    EXPECT_GE(stepsBefore, 2);
    EXPECT_LT(stepsBefore, 24);

    {
        LoopDevice another(LoopDevice::Options {.over = other});
        ASSERT_TRUE(another.ok()) << another.error();
        const CommandResult refused = runCli({"run",
                                              "--resume",
                                              json,
                                              "--quiet",
                                              "--no-save",
                                              "--allow-destroy-data",
                                              another.device(),
                                              another.device()});
        EXPECT_TRUE(failedWith(refused, 2, "this loop device shows another file")) << refused.err;
    }

    LoopDevice again(LoopDevice::Options {.over = file}); // plugged in again: maybe another name, another diskseq
    ASSERT_TRUE(again.ok()) << again.error();
    const std::string joined = dir.file("joined.json");
    const CommandResult resumed = runCli({"run",
                                          "--resume",
                                          json,
                                          "--quiet",
                                          "--no-save",
                                          "--json",
                                          joined,
                                          "--allow-destroy-data",
                                          again.device(),
                                          again.device()});
    ASSERT_EQ(resumed.exitCode, 0) << resumed.err;
    EXPECT_NE(resumed.out.find("  Verdict:       PASS\n"), std::string::npos) << resumed.out;
    const QJsonObject doc = readJson(joined);
    const QJsonObject burnIn = testPayload(doc, "burnIn");
    EXPECT_EQ(burnIn.value(QStringLiteral("stepsDone")).toInt(), 24);
    EXPECT_TRUE(testPayload(doc, "surface").value(QStringLiteral("ranges")).toArray().isEmpty())
        << "every block read back as written, across the pause";
    // Every block counted once in its classes: the chunk it stopped in was done again, not counted twice.
    const qint64 blocks = qint64(size / (128 * 1024));
    qint64 written = 0;
    for (const QJsonValue &n : burnIn.value(QStringLiteral("writeClasses")).toArray())
        written += n.toInteger();
    EXPECT_EQ(written, 12 * blocks);
    EXPECT_TRUE(doc.value(QStringLiteral("warnings")).toArray().contains(QStringLiteral("resumed")));
    EXPECT_EQ(doc.value(QStringLiteral("seed")).toString(), stopped.value(QStringLiteral("seed")).toString());
}
