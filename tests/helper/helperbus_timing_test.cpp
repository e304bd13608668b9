// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// sektor-helper for real, where the assertion is about time: a cancel or a vanished caller stops
// its I/O within a second, and an idle helper exits. The timing tier (release build), so these
// limits are not stretched by the sanitizers.
#include "helperbusprocesses.h"
#include "helperonbus.h"

#include "support/quickrun.h"

#include <QElapsedTimer>

#include <gtest/gtest.h>

#include <chrono>
#include <thread>

using namespace Sektor::Test;
using namespace std::chrono_literals;

TEST_F(HelperOnBus, CtrlCInTheCliCancelsTheHelpersRun)
{
    auto cli = m_bus->startAs(Allowed, "sektor-cli", quickRun({"--time", "20s", m_loop.device()}));
    QElapsedTimer t;
    t.start();
    // Measuring through the helper once the device reads.
    const BlockStat before = BlockStat::readNow(name());
    while (BlockStat::readNow(name()).readIos == before.readIos && t.elapsed() < 10000)
        std::this_thread::sleep_for(20ms);
    ASSERT_LT(t.elapsed(), 10000) << "the run never started";
    run({"pkill", "-INT", "-f", m_bus->program("sektor-cli")});
    t.restart();
    ASSERT_TRUE(cli->waitForFinished(5000));
    EXPECT_LT(t.elapsed(), 1000);
    EXPECT_EQ(cli->exitCode(), 130) << cli->readAllStandardError().toStdString();
    std::this_thread::sleep_for(200ms);
    const BlockStat after = BlockStat::readNow(name());
    std::this_thread::sleep_for(300ms);
    EXPECT_EQ(BlockStat::readNow(name()).readIos, after.readIos) << "the helper stopped reading";
}

TEST_F(HelperOnBus, KillingTheCallerStopsTheIoAndTheHelperExits)
{
    auto owner = m_bus->startAs(Allowed, "helperprobe", longRead());
    ASSERT_TRUE(waitForLine(*owner, "ok"));
    std::this_thread::sleep_for(500ms); // measuring now
    ASSERT_EQ(HelperBus::helperPids().size(), 1u);
    QElapsedTimer t;
    t.start();
    run({"pkill", "-KILL", "-f", m_bus->program("helperprobe")});
    EXPECT_TRUE(waitForNoHelper(1500)) << "the helper must stop and exit when its caller dies";
    const qint64 stoppedMs = t.elapsed();
    const BlockStat a = BlockStat::readNow(name());
    std::this_thread::sleep_for(300ms);
    EXPECT_EQ(BlockStat::readNow(name()).readIos, a.readIos) << "no I/O after the helper left";
    EXPECT_LT(stoppedMs, 1000) << "stopped after " << stoppedMs << " ms";
    owner->waitForFinished();
}

TEST_F(HelperOnBus, TheHelperExitsWhenIdle)
{
    EXPECT_EQ(firstLine(probe(Allowed, {"start", name(), "--then", "wait"}).out), "ok");
    EXPECT_FALSE(HelperBus::helperPids().empty());
    EXPECT_TRUE(waitForNoHelper(6000)) << "idle timeout is 3 s in this fixture";
}

namespace {
class HelperResultDeadline : public HelperOnBus
{
protected:
    static constexpr int DeadlineMs = 2000;
    HelperBus::Options busOptions() const override
    {
        HelperBus::Options options = HelperOnBus::busOptions();
        options.resultDeadlineMs = DeadlineMs;
        return options;
    }
};
} // namespace

// A client that reads its result in a trickle, each read well within the helper's
// 30 s patience, holds the one run slot only until the whole result's deadline: then the helper
// drops the pipe and the next caller runs.
TEST_F(HelperResultDeadline, ATrickleReaderIsDroppedAtTheDeadlineAndTheSlotFreed)
{
    auto trickle = m_bus->startAs(Allowed, "helperprobe", {"start", name(), "--results", "trickle"});
    ASSERT_TRUE(waitForLine(*trickle, "reading")) << trickle->readAllStandardOutput().toStdString();
    QElapsedTimer t;
    t.start();
    ASSERT_TRUE(waitForLine(*trickle, "closed after", 4 * DeadlineMs))
        << "still writing to a trickle reader after " << t.elapsed() << " ms";
    EXPECT_LT(t.elapsed(), DeadlineMs + 1500);
    EXPECT_NE(m_bus->log().find("the result's reader took longer than"), std::string::npos) << m_bus->log();
    EXPECT_EQ(firstLine(probe(Allowed, {"start", name(), "--then", "exit"}).out), "ok") << "the run slot is free";
    trickle->waitForFinished(3000);
}
