// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// sektor-cli's Health Check end to end on a real loop device, which has no self-tests and no SMART: the
// check says so, its verdict is UNKNOWN rather than a pass, it exits 0, and no byte of the device is read or written.
// --self-test belongs to the Health Check only, and takes the types a drive offers.
#include "cliexpect.h"
#include "clirun.h"
#include "support/loopdevice.h"
#include "support/requireroot.h"
#include "support/tempdir.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace Sektor::Test;

TEST(CliHealthCheck, ALoopDeviceHasNoSelfTestsTheVerdictIsUnknownAndNothingIsReadOrWritten)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop;
    ASSERT_TRUE(loop.ok()) << loop.error();
    TempDir output;
    const std::string json = output.file("check.json");
    const std::string name = loop.device().substr(std::string("/dev/").size());
    const BlockStat before = BlockStat::read(name);
    const CommandResult r
        = runCli({"run", "--profile", "health-check", "--quiet", "--no-save", "--json", json, loop.device()});
    const BlockStat delta = BlockStat::read(name) - before;
    ASSERT_EQ(r.exitCode, 29) << "UNKNOWN is no verdict, never a pass: " << r.err;
    EXPECT_NE(r.out.find("[Health Check] UNKNOWN"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Self-tests are not available on this device"), std::string::npos) << r.out;
    EXPECT_EQ(delta.readSectors, 0u) << "a health check moves no data";
    EXPECT_EQ(delta.writeSectors, 0u);

    QFile file(QString::fromStdString(json));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QJsonObject doc = QJsonDocument::fromJson(file.readAll()).object();
    const QJsonObject summary = doc.value(QStringLiteral("healthCheck")).toObject();
    EXPECT_EQ(summary.value(QStringLiteral("verdict")).toString(), QStringLiteral("unknown"));
    EXPECT_TRUE(summary.value(QStringLiteral("firedRules")).toArray().isEmpty());
    const QJsonObject selfTest = summary.value(QStringLiteral("selfTest")).toObject();
    EXPECT_EQ(selfTest.value(QStringLiteral("type")).toString(), QStringLiteral("short")) << "the default";
    EXPECT_EQ(selfTest.value(QStringLiteral("status")).toString(), QStringLiteral("not-available"));
    EXPECT_EQ(selfTest.value(QStringLiteral("unavailable")).toString(), QStringLiteral("no-self-tests"));
    EXPECT_TRUE(
        doc.value(QStringLiteral("tests")).toArray().at(0).toObject().value(QStringLiteral("healthCheck")).isObject())
        << "the test keeps what the check found";
}

TEST(CliHealthCheck, SelfTestBelongsToTheHealthCheckAndTakesTheTypesADriveOffers)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop;
    ASSERT_TRUE(loop.ok()) << loop.error();
    const CommandResult other = runCli({"run", "--profile", "read-scan", "--self-test", "short", loop.device()});
    EXPECT_EQ(other.exitCode, 2) << other.err;
    EXPECT_NE(other.err.find("Health Check"), std::string::npos) << "names the profile it is for: " << other.err;
    const CommandResult vendor = runCli({"run", "--profile", "health-check", "--self-test", "vendor", loop.device()});
    EXPECT_EQ(vendor.exitCode, 2);
    EXPECT_NE(vendor.err.find("Invalid value vendor for --self-test"), std::string::npos) << vendor.err;
    const CommandResult none
        = runCli({"run", "--profile", "health-check", "--self-test", "none", "--quiet", "--no-save", loop.device()});
    EXPECT_EQ(none.exitCode, 29) << "a loop device tells nothing of its health: " << none.err;
    EXPECT_NE(none.out.find("No self-test was asked for."), std::string::npos) << none.out;
}
