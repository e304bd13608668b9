// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The rewrite through sektor-cli: run only when --modes names it, on the sequential tests; refused with a reason when
// none is chosen; and, as the write it is, never on a device without consent (the device's counters tell).
#include "cliexpect.h"
#include "clirun.h"
#include "support/loopdevice.h"
#include "support/requireroot.h"
#include "support/tempdir.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace Sektor::Test;

TEST(CliRewrite, NamedInModesItRunsOnTheSequentialTestsAndPrintsItsBlock)
{
    TempDir dir("/var/tmp");
    TempDir output("/dev/shm");
    const std::string json = output.file("result.json");
    const CommandResult r
        = runCli(quickRun({"--profile", "Default", "--modes", "read,write,rewrite", "--json", json, dir.path()}));
    ASSERT_TRUE(succeeded(r));
    EXPECT_NE(r.out.find("[Rewrite] each block read, changed and written back\n  SEQ    1MiB (Q=  8, T= 1):"),
              std::string::npos)
        << r.out;
    QStringList rewritten;
    for (const QJsonValue &v : readJson(json).value(QLatin1String("tests")).toArray()) {
        const QJsonObject t = v.toObject();
        if (t.value(QLatin1String("mode")).toString() != QLatin1String("rewrite"))
            continue;
        rewritten << t.value(QLatin1String("name")).toString();
        const QJsonObject run = t.value(QLatin1String("runs")).toArray().first().toObject();
        const double readBytes = run.value(QLatin1String("read")).toObject().value(QLatin1String("bytes")).toDouble();
        const double writeBytes = run.value(QLatin1String("write")).toObject().value(QLatin1String("bytes")).toDouble();
        EXPECT_GT(writeBytes, 0);
        EXPECT_EQ(readBytes, writeBytes) << "every block read is written back";
        EXPECT_DOUBLE_EQ(run.value(QLatin1String("bytesPerSecond")).toDouble(),
                         writeBytes * 1e9 / run.value(QLatin1String("windowNs")).toDouble())
            << "a block counts once";
        EXPECT_TRUE(t.value(QLatin1String("latency")).toObject().contains(QLatin1String("rewrite")));
    }
    EXPECT_EQ(rewritten, QStringList({QStringLiteral("SEQ1M Q8T1"), QStringLiteral("SEQ1M Q1T1")}));
    EXPECT_EQ(listDirectory(dir.path()), "");

    // Not named, not run: Default's modes stay read and write.
    const CommandResult plain = runCli(quickRun({"--profile", "Default", dir.path()}));
    ASSERT_TRUE(succeeded(plain));
    EXPECT_EQ(plain.out.find("[Rewrite]"), std::string::npos) << plain.out;
}

TEST(CliRewrite, WithoutASequentialTestExitTwoSayingWhy)
{
    TempDir dir("/var/tmp");
    const CommandResult r
        = runCli(quickRun({"--profile", "Default", "--tests", "RND4K-Q1T1", "--modes", "rewrite", dir.path()}));
    EXPECT_EQ(r.exitCode, 2) << r.err;
    EXPECT_NE(r.err.find("sequential tests"), std::string::npos) << r.err;
    EXPECT_EQ(listDirectory(dir.path()), "");
}

TEST(CliRewrite, OnADeviceWithoutConsentNothingIsWritten)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop({.size = 32 << 20});
    ASSERT_TRUE(loop.ok()) << loop.error();
    const BlockStat before = BlockStat::read(loop.name());
    const CommandResult r = runCli(quickRun({"--profile", "Default", "--modes", "rewrite", loop.device()}));
    const BlockStat delta = BlockStat::read(loop.name()) - before;
    EXPECT_EQ(r.exitCode, 10) << r.err;
    EXPECT_NE(r.err.find("--allow-destroy-data=" + loop.device()), std::string::npos) << r.err;
    EXPECT_EQ(delta.writeIos, 0u);
    EXPECT_EQ(delta.readIos, 0u) << "refused before any test";
}
