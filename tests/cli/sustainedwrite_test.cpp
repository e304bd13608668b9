// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// sektor-cli --profile "Sustained Write" on a directory: the note before the run, the figures in the text and the
// JSON, its own time limit unless --time says otherwise, and no test file left.
#include "cliexpect.h"
#include "clirun.h"
#include "support/tempdir.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace Sektor::Test;

TEST(CliSustainedWrite, WritesTheSpanOnceSaysSoBeforeAndReportsTheFigures)
{
    TempDir dir("/dev/shm");
    TempDir output;
    const std::string json = output.file("result.json");
    const CommandResult r
        = runCli({"run", "--profile", "Sustained Write", "--size", "64MiB", "--quiet", "--json", json, dir.path()});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.err.find("Note: Sustained Write writes up to 64.0 MiB (the test size) for up to 10 min"),
              std::string::npos)
        << r.err;
    EXPECT_NE(r.out.find("[Sustained Write] SEQ    1MiB (Q=  8, T= 1): 0.07 GB written in"), std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("the whole span was written"), std::string::npos) << r.out;
    const QJsonObject doc = readJson(json);
    EXPECT_EQ(doc.value(QStringLiteral("options")).toObject().value(QStringLiteral("measureMs")).toInteger(), 600000)
        << "10 minutes unless --time says otherwise";
    const QJsonObject s = doc.value(QStringLiteral("sustainedWrite")).toObject();
    EXPECT_EQ(s.value(QStringLiteral("bytesWritten")).toInteger(), 64 << 20);
    EXPECT_EQ(s.value(QStringLiteral("stop")).toString(), QStringLiteral("span-written"));
    EXPECT_EQ(doc.value(QStringLiteral("tests")).toArray().size(), 1);
    EXPECT_EQ(listDirectory(dir.path()), "") << "the test file must be gone";
}

TEST(CliSustainedWrite, TimeSetsItsLimit)
{
    TempDir dir("/dev/shm");
    TempDir output;
    const std::string json = output.file("result.json");
    const CommandResult r = runCli({"run",
                                    "--profile",
                                    "sustained-write",
                                    "--size",
                                    "64MiB",
                                    "--time",
                                    "300ms",
                                    "--quiet",
                                    "--json",
                                    json,
                                    dir.path()});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.err.find("for up to 0.3 s"), std::string::npos) << r.err;
    EXPECT_EQ(readJson(json).value(QStringLiteral("options")).toObject().value(QStringLiteral("measureMs")).toInteger(),
              300);
}
