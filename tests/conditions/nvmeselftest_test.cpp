// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
// The NVMe self-test driver against a simulated drive (support/fakenvmedrive.h): what it offers and how long the
// drive says a test takes, a test that passes, one that fails at an LBA in a segment, one aborted with code Fh, a
// drive that refuses a second test, a controller without self-tests, and a kernel that refuses admin commands to a
// user who is not root. (No NVMe drive on the build machine: the simulated one answers as the specification says.)
#include "health/nvmeselftest.h"
#include "support/fakenvmedrive.h"

#include <gtest/gtest.h>

#include <cerrno>

#include <fcntl.h>

using namespace std::chrono_literals;

namespace Sektor::Test {

namespace {

std::unique_ptr<SelfTestDriver> driverOf(FakeNvmeDrive &drive)
{
    Health::NvmeDriverChoice choice = Health::nvmeSelfTestDriver(drive.transport());
    EXPECT_EQ(choice.unavailable, SelfTestUnavailable::None);
    return std::move(choice.driver);
}

/// Polls the driver until the drive says no test runs; the percentages seen on the way.
QList<int> runToItsEnd(SelfTestDriver &driver)
{
    QList<int> seen;
    for (int i = 0; i < 100; ++i) {
        const Expected<SelfTestProgress> p = driver.progress();
        EXPECT_TRUE(p) << (p ? "" : qPrintable(p.error().detail));
        if (!p || !p->running)
            break;
        seen.append(p->percentDone);
    }
    return seen;
}
} // namespace

TEST(NvmeSelfTestDriver, OffersShortAndExtendedWithTheDrivesOwnTimesAndWarningTemperature)
{
    FakeNvmeDrive drive(FakeNvmeDrive::Options {.extendedMinutes = 47, .warningKelvin = 348});
    const std::unique_ptr<SelfTestDriver> driver = driverOf(drive);
    ASSERT_TRUE(driver);
    EXPECT_EQ(driver->offered(), (QList<SelfTestType> {SelfTestType::Short, SelfTestType::Extended}));
    EXPECT_EQ(driver->expectedDuration(SelfTestType::Short), 2min) << "the specification's bound";
    EXPECT_EQ(driver->expectedDuration(SelfTestType::Extended), 47min) << "EDSTT";
    EXPECT_FALSE(driver->expectedDuration(SelfTestType::Conveyance));
    EXPECT_EQ(driver->warningTemperatureMilliCelsius(), 74'850) << "WCTEMP 348 K";
    ASSERT_EQ(drive.received().size(), 1);
    EXPECT_EQ(drive.received().at(0).opcode, 0x06) << "Identify Controller, read once";
}

TEST(NvmeSelfTestDriver, AShortTestThatPasses)
{
    FakeNvmeDrive drive;
    const std::unique_ptr<SelfTestDriver> driver = driverOf(drive);
    ASSERT_TRUE(driver);
    ASSERT_FALSE(driver->start(SelfTestType::Short).isError());
    EXPECT_EQ(runToItsEnd(*driver), (QList<int> {25, 50, 75}));
    const Expected<SelfTestLog> log = driver->log();
    ASSERT_TRUE(log);
    EXPECT_FALSE(log->inProgress());
    ASSERT_EQ(log->entries.size(), 1);
    EXPECT_EQ(log->entries.at(0).type, SelfTestType::Short);
    EXPECT_EQ(log->entries.at(0).outcome, SelfTestOutcome::Passed);
    EXPECT_EQ(drive.selfTestCodes(), QList<int> {0x1});
}

TEST(NvmeSelfTestDriver, AnExtendedTestThatFailsInASegmentAtAnLba)
{
    FakeNvmeDrive drive;
    drive.endNextTestWith({0x7, 4, 0x3a'5f00});
    const std::unique_ptr<SelfTestDriver> driver = driverOf(drive);
    ASSERT_TRUE(driver);
    ASSERT_FALSE(driver->start(SelfTestType::Extended).isError());
    runToItsEnd(*driver);
    const Expected<SelfTestLog> log = driver->log();
    ASSERT_TRUE(log);
    ASSERT_EQ(log->entries.size(), 1);
    const SelfTestLogEntry &e = log->entries.at(0);
    EXPECT_EQ(e.type, SelfTestType::Extended);
    EXPECT_EQ(e.outcome, SelfTestOutcome::Failed);
    EXPECT_EQ(e.failedSegment, 4);
    EXPECT_EQ(e.failingLba, std::optional<std::uint64_t>(0x3a'5f00));
    EXPECT_EQ(drive.selfTestCodes(), QList<int> {0x2});
}

TEST(NvmeSelfTestDriver, AbortSendsCodeFhAndTheLogSaysAbortedByTheHost)
{
    FakeNvmeDrive drive;
    const std::unique_ptr<SelfTestDriver> driver = driverOf(drive);
    ASSERT_TRUE(driver);
    ASSERT_FALSE(driver->start(SelfTestType::Short).isError());
    ASSERT_TRUE(driver->progress()->running);
    ASSERT_FALSE(driver->abort().isError());
    EXPECT_FALSE(driver->progress()->running);
    EXPECT_EQ(drive.selfTestCodes(), (QList<int> {0x1, 0xf}));
    const nvme_admin_cmd &abort = drive.received().at(drive.received().size() - 2);
    EXPECT_EQ(abort.opcode, 0x14);
    EXPECT_EQ(abort.nsid, 1u) << "the namespace opened, never all of them";
    EXPECT_EQ(abort.cdw10, 0xfu);
    const Expected<SelfTestLog> log = driver->log();
    ASSERT_TRUE(log);
    ASSERT_EQ(log->entries.size(), 1);
    EXPECT_EQ(log->entries.at(0).outcome, SelfTestOutcome::Aborted);
    EXPECT_EQ(log->entries.at(0).resultCode, 0x1) << "aborted by a Device Self-test command";
}

TEST(NvmeSelfTestDriver, ADriveRunningATestAlreadyRefusesASecondOne)
{
    FakeNvmeDrive drive;
    drive.startedElsewhere(0x2);
    const std::unique_ptr<SelfTestDriver> driver = driverOf(drive);
    ASSERT_TRUE(driver);
    const Error refused = driver->start(SelfTestType::Short);
    EXPECT_EQ(refused.code, ErrorCode::DeviceBusy) << qPrintable(refused.detail);
    EXPECT_TRUE(refused.detail.contains(QLatin1String("11d"))) << qPrintable(refused.detail);
    EXPECT_EQ(drive.selfTestCodes(), QList<int> {0x1}) << "no abort of the other program's test";
}

// A Device Self-test for NSID FFFFFFFFh tests every namespace's media, those of other users' namespaces
// too; the right to the one opened reaches that one alone.
TEST(NvmeSelfTestDriver, ATestGoesToTheOpenedNamespaceAloneAndWithoutOneNoneIsSent)
{
    FakeNvmeDrive third(FakeNvmeDrive::Options {.namespaceId = 3});
    const std::unique_ptr<SelfTestDriver> driver = driverOf(third);
    ASSERT_TRUE(driver);
    ASSERT_FALSE(driver->start(SelfTestType::Extended).isError());
    ASSERT_FALSE(driver->abort().isError());
    QList<std::uint32_t> namespaces;
    for (const nvme_admin_cmd &cmd : third.received())
        if (cmd.opcode == 0x14)
            namespaces << cmd.nsid;
    EXPECT_EQ(namespaces, (QList<std::uint32_t> {3, 3}));

    FakeNvmeDrive noNamespace(FakeNvmeDrive::Options {.namespaceId = 0});
    const Health::NvmeDriverChoice choice = Health::nvmeSelfTestDriver(noNamespace.transport());
    EXPECT_FALSE(choice.driver);
    EXPECT_EQ(choice.unavailable, SelfTestUnavailable::NoSelfTests);
    EXPECT_TRUE(noNamespace.selfTestCodes().isEmpty());
}

TEST(NvmeSelfTestDriver, ATypeNvmeHasNotIsRefusedWithoutACommand)
{
    FakeNvmeDrive drive;
    const std::unique_ptr<SelfTestDriver> driver = driverOf(drive);
    ASSERT_TRUE(driver);
    EXPECT_EQ(driver->start(SelfTestType::Conveyance).code, ErrorCode::InvalidArgument);
    EXPECT_EQ(driver->start(SelfTestType::None).code, ErrorCode::InvalidArgument);
    EXPECT_TRUE(drive.selfTestCodes().isEmpty());
}

TEST(NvmeSelfTestDriver, AControllerWithoutSelfTestsGetsNoDriverAndNoSelfTestCommand)
{
    FakeNvmeDrive drive(FakeNvmeDrive::Options {.selfTests = false});
    const Health::NvmeDriverChoice choice = Health::nvmeSelfTestDriver(drive.transport());
    EXPECT_FALSE(choice.driver);
    EXPECT_EQ(choice.unavailable, SelfTestUnavailable::NoSelfTests);
    ASSERT_EQ(drive.received().size(), 1) << "only Identify";
    EXPECT_TRUE(drive.selfTestCodes().isEmpty());
}

TEST(NvmeSelfTestDriver, AKernelRefusingAdminCommandsNeedsAdmin)
{
    for (const int error : {EACCES, EPERM}) {
        FakeNvmeDrive drive(FakeNvmeDrive::Options {.refuseWithErrno = error});
        const Health::NvmeDriverChoice choice = Health::nvmeSelfTestDriver(drive.transport());
        EXPECT_FALSE(choice.driver);
        EXPECT_EQ(choice.unavailable, SelfTestUnavailable::NeedsAdmin) << error;
    }
}

TEST(NvmeSelfTestDriver, AnAdminRefusalMidTestIsAnErrorOfItsOwn)
{
    FakeNvmeDrive refusing(FakeNvmeDrive::Options {.refuseWithErrno = EACCES});
    Health::NvmeSelfTestDriver noRoot(refusing.transport(), Conditions::NvmeSelfTestFacts {true, 10, 0}, 1);
    EXPECT_EQ(noRoot.start(SelfTestType::Short).code, ErrorCode::DeviceNeedsRoot);
    EXPECT_FALSE(noRoot.log());
    EXPECT_EQ(noRoot.warningTemperatureMilliCelsius(), 0) << "no WCTEMP: none";
}

TEST(NvmeSelfTestDriver, OnADescriptorOnlyAnNvmeDeviceGetsATransportAndCommands)
{
    // The factory on a descriptor (/dev/null stands for a device here): a device sysfs does not call NVMe gets no
    // duplicate, no transport and no command; an NVMe one gets its Identify on a duplicate.
    const UniqueFd device(::open("/dev/null", O_RDONLY | O_CLOEXEC));
    ASSERT_TRUE(device.isValid());
    FakeNvmeDrive drive;
    int made = 0;
    const Health::NvmeTransportMaker transportOn = [&drive, &made, &device](UniqueFd own) {
        EXPECT_TRUE(own.isValid());
        EXPECT_NE(own.get(), device.get()) << "a duplicate: the caller's descriptor stays the caller's";
        ++made;
        return drive.transport();
    };
    const Health::NvmeDriverChoice notNvme = Health::nvmeSelfTestDriverFor(device.get(), false, transportOn);
    EXPECT_FALSE(notNvme.driver);
    EXPECT_EQ(notNvme.unavailable, SelfTestUnavailable::NoSelfTests);
    EXPECT_EQ(made, 0);
    EXPECT_TRUE(drive.received().isEmpty());

    const Health::NvmeDriverChoice nvme = Health::nvmeSelfTestDriverFor(device.get(), true, transportOn);
    EXPECT_TRUE(nvme.driver);
    EXPECT_EQ(made, 1);
    EXPECT_EQ(drive.received().size(), 1);
}

} // namespace Sektor::Test
