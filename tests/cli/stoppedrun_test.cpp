// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// A run stopped by Ctrl-C or SIGTERM after some tests finished keeps them: printed, marked as a stopped run in the text
// and the JSON, and kept in the history marked so; the exit code stays 128 + the signal. Stopped before any test
// finished, it keeps nothing: no figures, no empty history entry.
#include "cliexpect.h"
#include "clirun.h"
#include "signalcase.h"
#include "support/tempdir.h"

#include "history/historystore.h"
#include "model/caveats.h"

#include <QJsonArray>
#include <QJsonObject>

#include <gtest/gtest.h>

#include <csignal>
#include <optional>

using namespace Sektor;
using namespace Sektor::Test;
using namespace std::chrono_literals;

namespace {

/// The Default profile's eight tests at two seconds each: the signal surely lands within the fourth.
std::vector<std::string> defaultRun(const std::string &json, const std::string &target)
{
    return {"run",
            "--profile",
            "Default",
            "--size",
            "16MiB",
            "--runs",
            "1",
            "--time",
            "2s",
            "--warmup",
            "0",
            "--interval",
            "0",
            "--json",
            json,
            target};
}

class CliStoppedRun : public ::testing::TestWithParam<SignalCase>
{
protected:
    void SetUp() override { setenv("SEKTOR_HISTORY", m_history.file("history.sqlite").c_str(), 1); }
    void TearDown() override { unsetenv("SEKTOR_HISTORY"); }

    QList<History::RunSummary> storedRuns() const
    {
        History::HistoryStore store(QString::fromStdString(m_history.file("history.sqlite")));
        QList<History::RunSummary> runs;
        EXPECT_FALSE(store.list({}, runs).isError());
        return runs;
    }

    TempDir m_history;
};
} // namespace

TEST_P(CliStoppedRun, KeepsTheTestsThatFinishedMarkedStopped)
{
    TempDir dir("/dev/shm");
    TempDir output;
    const std::string json = output.file("result.json");
    BackgroundCli cli(defaultRun(json, dir.path()), BackgroundCli::Stderr::Terminal);
    ASSERT_TRUE(cli.started());
    // The fourth test (SEQ1M Q1T1, write) measuring: three have finished.
    ASSERT_TRUE(cli.waitForProgress("SEQ1M Q1T1 Write", 60s)) << "the fourth test never came: " << cli.err();
    ASSERT_EQ(::kill(pid_t(cli.pid()), GetParam().signal), 0);
    const std::optional<int> exitCode = cli.waitForExit(30s);
    ASSERT_TRUE(exitCode.has_value()) << "killed by the signal instead of handling it";
    EXPECT_EQ(*exitCode, GetParam().exitCode) << cli.err();

    const std::string out = cli.out();
    EXPECT_NE(out.find("Note: Stopped run:"), std::string::npos) << "the text says it was stopped:\n" << out;
    EXPECT_TRUE(hasSeq1mLine(out, "[Read]")) << out;
    EXPECT_TRUE(hasSeq1mLine(out, "[Write]")) << out;
    EXPECT_NE(cli.err().find("stopped"), std::string::npos) << cli.err();

    const QJsonObject result = readJson(json);
    const QJsonArray tests = result.value(QStringLiteral("tests")).toArray();
    EXPECT_GE(tests.size(), 3) << "the three tests that finished";
    EXPECT_LT(tests.size(), 8) << "not all eight: it was stopped";
    EXPECT_TRUE(result.value(QStringLiteral("warnings")).toArray().contains(QLatin1String(Caveat::Stopped)))
        << "the JSON says it was stopped";

    const QList<History::RunSummary> runs = storedRuns();
    ASSERT_EQ(runs.size(), 1) << "the stopped run is in the history";
    History::HistoryStore store(QString::fromStdString(m_history.file("history.sqlite")));
    RunResult kept;
    ASSERT_FALSE(store.load(runs.first().id, kept).isError());
    EXPECT_EQ(kept.tests.size(), tests.size());
    EXPECT_TRUE(kept.warnings.contains(QLatin1String(Caveat::Stopped))) << "the history's entry is marked stopped";
    EXPECT_EQ(listDirectory(dir.path()), "") << "no test file is left";
}

TEST_P(CliStoppedRun, StoppedBeforeAnyTestFinishedKeepsNothing)
{
    TempDir dir("/dev/shm");
    TempDir output;
    const std::string json = output.file("result.json");
    BackgroundCli cli(defaultRun(json, dir.path()), BackgroundCli::Stderr::Terminal);
    ASSERT_TRUE(cli.started());
    ASSERT_TRUE(cli.waitForProgress("run 1/", 60s)) << "not measuring within 60 s: " << cli.err();
    ASSERT_EQ(::kill(pid_t(cli.pid()), GetParam().signal), 0);
    const std::optional<int> exitCode = cli.waitForExit(30s);
    ASSERT_TRUE(exitCode.has_value()) << "killed by the signal instead of handling it";
    EXPECT_EQ(*exitCode, GetParam().exitCode) << cli.err();
    EXPECT_EQ(cli.out(), "") << "no figures";
    EXPECT_FALSE(exists(json));
    EXPECT_TRUE(storedRuns().isEmpty()) << "no empty history entry";
    EXPECT_EQ(listDirectory(dir.path()), "");
}

INSTANTIATE_TEST_SUITE_P(Signals,
                         CliStoppedRun,
                         ::testing::Values(SignalCase {"Sigint", SIGINT, 130}, SignalCase {"Sigterm", SIGTERM, 143}),
                         [](const auto &info) {
                             return std::string(info.param.name);
                         });
