// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// A SATA drive's self-tests through ATA commands passed through, against a simulated drive (support/fakeatadrive.h)
// and through the engine's own sequence: what it offers and for how long, a short test that passes, an extended one
// that fails at an LBA, someone else's test left to run, a cancel that aborts, and a device that is not ATA or has
// SMART off getting no driver. The self-test log's bytes are parsed as ATA8-ACS lays them out. A real short test
// through libata runs in the drives tier (drives.GuestRuns.ASataDrivesHealthCheck…).
#include "conditions/ataselftestlog.h"
#include "engine/selftestsequence.h"
#include "health/ataselftest.h"
#include "support/fakeatadrive.h"

#include <gtest/gtest.h>

#include <fcntl.h>

using namespace std::chrono_literals;

namespace Sektor::Test {

namespace {
constexpr std::uint8_t ExecuteOffline = 0xD4;

std::unique_ptr<SelfTestDriver> driverOf(FakeAtaDrive &drive)
{
    const UniqueFd device(::open("/dev/null", O_RDONLY | O_CLOEXEC)); // stands for the opened disk
    return Health::ataSelfTestDriverFor(device.get(), true, [&drive](UniqueFd) {
        return drive.transport();
    });
}

SelfTestTiming fast()
{
    SelfTestTiming t;
    t.poll = 1ms;
    t.limit = 5s;
    return t;
}

// The EXECUTE OFF-LINE IMMEDIATE tests sent (LBA low: 1 short, 2 extended, 127 abort).
QList<int> testsSent(const FakeAtaDrive &drive)
{
    QList<int> tests;
    for (const FakeAtaDrive::Command &c : drive.received())
        if (c.command == 0xB0 && c.features == ExecuteOffline)
            tests << c.lbaLow;
    return tests;
}
} // namespace

TEST(AtaSelfTestDriver, OffersWhatTheSmartDataSaysForTheDrivesOwnTimes)
{
    FakeAtaDrive drive;
    const std::unique_ptr<SelfTestDriver> driver = driverOf(drive);
    ASSERT_TRUE(driver);
    EXPECT_EQ(driver->offered(),
              (QList<SelfTestType> {SelfTestType::Short, SelfTestType::Extended, SelfTestType::Conveyance}));
    EXPECT_EQ(driver->expectedDuration(SelfTestType::Short), 2min);
    EXPECT_EQ(driver->expectedDuration(SelfTestType::Extended), 54min);
    EXPECT_TRUE(testsSent(drive).isEmpty()) << "choosing a driver starts nothing";
}

TEST(AtaSelfTestDriver, AShortTestThatPassesThroughTheEnginesSequence)
{
    FakeAtaDrive drive;
    const std::unique_ptr<SelfTestDriver> driver = driverOf(drive);
    ASSERT_TRUE(driver);
    CancelToken cancel;
    const SelfTestSequenceOutcome out = runSelfTest(*driver, SelfTestType::Short, fast(), cancel, {});
    EXPECT_EQ(out.run.status, SelfTestStatus::Passed);
    EXPECT_EQ(out.run.resultCode, 0);
    EXPECT_EQ(out.run.expectedMinutes, 2);
    EXPECT_EQ(testsSent(drive), QList<int> {1}) << "the background short test; never the captive 129";
    ASSERT_TRUE(out.log);
    ASSERT_EQ(out.log->entries.size(), 1);
    EXPECT_EQ(out.log->entries.at(0).type, SelfTestType::Short);
    EXPECT_EQ(out.log->entries.at(0).powerOnHours, 0x1234u);
}

TEST(AtaSelfTestDriver, AnExtendedTestThatFailsAtAnLbaSaysWhere)
{
    FakeAtaDrive drive;
    drive.resultStatus = 7; // read element failure
    drive.failingLba = 123'456;
    const std::unique_ptr<SelfTestDriver> driver = driverOf(drive);
    ASSERT_TRUE(driver);
    CancelToken cancel;
    const SelfTestSequenceOutcome out = runSelfTest(*driver, SelfTestType::Extended, fast(), cancel, {});
    EXPECT_EQ(out.run.status, SelfTestStatus::Failed);
    EXPECT_EQ(out.run.resultCode, 7);
    EXPECT_EQ(out.run.failingLba, std::optional<std::uint64_t>(123'456));
    EXPECT_EQ(testsSent(drive), QList<int> {2});
}

TEST(AtaSelfTestDriver, SomeoneElsesRunningTestIsLeftToRunAndNothingIsStarted)
{
    FakeAtaDrive drive;
    drive.runningAtStart = true;
    const std::unique_ptr<SelfTestDriver> driver = driverOf(drive);
    ASSERT_TRUE(driver);
    CancelToken cancel;
    const SelfTestSequenceOutcome out = runSelfTest(*driver, SelfTestType::Short, fast(), cancel, {});
    EXPECT_EQ(out.run.status, SelfTestStatus::AnotherRunning);
    EXPECT_TRUE(testsSent(drive).isEmpty()) << "a start would have aborted it; an abort would have ended it";
}

TEST(AtaSelfTestDriver, ACancelAbortsTheTestItStarted)
{
    FakeAtaDrive drive;
    drive.pollsToFinish = 1'000'000;
    const std::unique_ptr<SelfTestDriver> driver = driverOf(drive);
    ASSERT_TRUE(driver);
    CancelToken cancel;
    int ticks = 0;
    const SelfTestSequenceOutcome out
        = runSelfTest(*driver, SelfTestType::Short, fast(), cancel, [&cancel, &ticks](const SelfTestTick &t) {
              EXPECT_EQ(t.percentDone, 50) << "five tenths left";
              if (++ticks == 3)
                  cancel.cancel();
          });
    EXPECT_EQ(out.run.status, SelfTestStatus::Cancelled);
    EXPECT_EQ(testsSent(drive), (QList<int> {1, 127}));
    ASSERT_TRUE(out.log);
    ASSERT_FALSE(out.log->entries.isEmpty());
    EXPECT_EQ(out.log->entries.at(0).outcome, SelfTestOutcome::Aborted) << "aborted by the host";
}

TEST(AtaSelfTestDriver, NoDriverWithoutAtaWithSmartOffOrWithoutSelfTests)
{
    const UniqueFd device(::open("/dev/null", O_RDONLY | O_CLOEXEC));
    int transports = 0;
    EXPECT_FALSE(Health::ataSelfTestDriverFor(device.get(), false, [&transports](UniqueFd) {
        ++transports;
        return std::unique_ptr<Conditions::AtaTransport>();
    }));
    EXPECT_EQ(transports, 0) << "a device that is not ATA gets no transport at all";
    FakeAtaDrive off;
    off.smartEnabled = false;
    EXPECT_FALSE(driverOf(off));
    FakeAtaDrive none;
    none.selfTests = false;
    EXPECT_FALSE(driverOf(none));
    FakeAtaDrive scsi;
    scsi.passesThrough = false;
    EXPECT_FALSE(driverOf(scsi));
    for (const FakeAtaDrive *d : {&off, &none, &scsi})
        EXPECT_TRUE(testsSent(*d).isEmpty());
}

TEST(AtaSelfTestLog, TheNewestComesFirstAcrossTheRingsWrapAndEmptyDescriptorsAreSkipped)
{
    QByteArray log(512, '\0');
    const auto put = [&log](int index, int test, int status, int hours) {
        char *d = log.data() + 2 + index * 24;
        d[0] = char(test);
        d[1] = char(status << 4);
        d[2] = char(hours & 0xFF);
        d[3] = char(hours >> 8);
        for (int b = 0; b < 4; ++b)
            d[5 + b] = char(0xFF);
    };
    put(19, 2, 0, 100); // older
    put(20, 130, 2, 101); // the captive extended test, interrupted by a reset
    put(0, 1, 4, 102); // the newest, after the ring wrapped: an unknown failure, no LBA
    log[508] = 1;
    sealAtaChecksum(log);
    const std::optional<SelfTestLog> parsed = Conditions::parseAtaSelfTestLog(log, ataSmartDataPage({}));
    ASSERT_TRUE(parsed);
    EXPECT_FALSE(parsed->inProgress());
    ASSERT_EQ(parsed->entries.size(), 3);
    EXPECT_EQ(parsed->entries.at(0).type, SelfTestType::Short);
    EXPECT_EQ(parsed->entries.at(0).outcome, SelfTestOutcome::Failed);
    EXPECT_FALSE(parsed->entries.at(0).failingLba) << "FFFFFFFFh names no LBA";
    EXPECT_EQ(parsed->entries.at(1).type, SelfTestType::Extended);
    EXPECT_EQ(parsed->entries.at(1).outcome, SelfTestOutcome::Aborted);
    EXPECT_EQ(parsed->entries.at(2).powerOnHours, 100u);
    log[100] = char(log[100] + 1);
    EXPECT_FALSE(Conditions::parseAtaSelfTestLog(log, ataSmartDataPage({}))) << "a wrong checksum";
}

TEST(AtaSelfTestLog, TheExecutionStatusSaysARunningTestAndItsTenthsLeft)
{
    const std::optional<Conditions::AtaSelfTestExecution> running
        = Conditions::parseAtaSelfTestExecution(ataSmartDataPage({}, 0xF3));
    ASSERT_TRUE(running);
    EXPECT_TRUE(running->running);
    EXPECT_EQ(running->percentDone, 70);
    const std::optional<Conditions::AtaSelfTestExecution> done
        = Conditions::parseAtaSelfTestExecution(ataSmartDataPage({}, 0x00));
    ASSERT_TRUE(done);
    EXPECT_FALSE(done->running);
}

} // namespace Sektor::Test
