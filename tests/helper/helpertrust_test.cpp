// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The trust boundaries of self-tests and prompts at the helper, on the real bus with the real polkitd, real users and a
// fake udisks: a drive's own self-test is never reached by the read right (it has an action of its own, whose prompt
// names the test and the whole drive), a partition's Health Check is refused before polkit is asked, a test through
// udisks also needs the caller's own udisks right, a test already running on the drive is left to finish; a partition's
// prompt shows its own size; peak mode is refused in words. NVMe's side (the namespace's own NSID) is held by
// conditions.NvmeSelfTestDriver.*: no NVMe drive is on this machine's bus tier.
#include "agentclient.h"
#include "helperonbus.h"

#include "support/partitions.h"
#include "support/quickrun.h"

#include "model/profile.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace Sektor::Test;

namespace {
const std::string ErrorPrefix = "error io.github.sektor.Helper1.Error.";
constexpr const char *Reader = HelperBus::ReaderUser;
constexpr const char *NoUdisks = HelperBus::NoUdisksUser;

std::string firstLine(const std::string &text)
{
    return text.substr(0, text.find('\n'));
}

// How many calls dbus-send printed in dbusmock's GetMethodCalls reply.
int callCount(const std::string &reply)
{
    int calls = 0;
    for (size_t at = reply.find("struct {"); at != std::string::npos; at = reply.find("struct {", at + 1))
        ++calls;
    return calls;
}

class HelperTrust : public HelperOnBus
{
protected:
    HelperBus::Options busOptions() const override
    {
        HelperBus::Options options = HelperOnBus::busOptions();
        options.rightsUsers = true;
        return options;
    }

    // The helper's raw Start of a Health Check (helperprobe), with the self-test type as its number.
    CommandResult probeHealthCheck(const std::string &user, const std::string &device, const std::string &selfTest)
    {
        return probe(user,
                     {"start",
                      device,
                      "--kind",
                      std::to_string(int(Sektor::Profile::Kind::HealthCheck)),
                      "--block-size",
                      "4096",
                      "--queue-depth",
                      "1",
                      "--self-test",
                      selfTest,
                      "--then",
                      "exit"});
    }
    CommandResult healthCheck(const std::string &user, const std::string &selfTest)
    {
        return m_bus->runAs(
            user,
            "sektor-cli",
            {"run", "--profile", "health-check", "--self-test", selfTest, "--quiet", "--json", "-", m_loop.device()});
    }
    static QJsonObject selfTestOf(const CommandResult &r)
    {
        return QJsonDocument::fromJson(QByteArray::fromStdString(r.out))
            .object()
            .value(QStringLiteral("healthCheck"))
            .toObject()
            .value(QStringLiteral("selfTest"))
            .toObject();
    }
    bool logSays(const std::string &text) const { return m_bus->log().find(text) != std::string::npos; }
};
} // namespace

// A right to read a partition (or the whole drive) was enough to start, and abort, the whole drive's self-tests.
TEST_F(HelperTrust, APartitionsHealthCheckIsRefusedBeforePolkitIsAsked)
{
    LoopDevice::Options options;
    options.partitions = true;
    LoopDevice disk(options);
    ASSERT_TRUE(disk.ok()) << disk.error();
    ASSERT_EQ(partitionLoopDevice(disk.device(), ",8MiB\n"), "");
    const std::string part = disk.name() + "p1";
    // Denied would get NotAuthorized if polkit were asked first.
    EXPECT_EQ(firstLine(probeHealthCheck(Denied, part, "2").out), ErrorPrefix + "NotAWholeDrive");
    EXPECT_EQ(firstLine(probeHealthCheck(Allowed, part, "0").out), ErrorPrefix + "NotAWholeDrive")
        << "without a self-test too: the drive's health is the whole drive's";
    EXPECT_FALSE(logSays("authorizing")) << m_bus->log();

    // The client says so in words, before it calls the helper, in each language.
    const CommandResult cli = m_bus->runAs(Allowed, "sektor-cli", {"run", "--profile", "health-check", "/dev/" + part});
    EXPECT_EQ(cli.exitCode, 4) << cli.err;
    EXPECT_NE(cli.err.find("/dev/" + part + " is a partition"), std::string::npos) << cli.err;
    const CommandResult german = m_bus->runAs(Allowed,
                                              "sektor-cli",
                                              {"run", "--profile", "health-check", "/dev/" + part},
                                              {"LANGUAGE=de", "LANG=de_DE.UTF-8"});
    EXPECT_EQ(german.exitCode, 4);
    EXPECT_NE(german.err.find("ist eine Partition"), std::string::npos) << german.err;
    // The whole drive is still checked.
    EXPECT_EQ(
        m_bus->runAs(Allowed, "sektor-cli", {"run", "--profile", "health-check", "--quiet", disk.device()}).exitCode,
        29)
        << "checked to its end: UNKNOWN, as a loop device tells nothing of its health";
}

// The read right (kept for minutes on a desktop) started self-tests of hours; now a self-test is asked for as itself.
TEST_F(HelperTrust, ASelfTestNeedsItsOwnRightAndTheReadRightIsNotIt)
{
    const CommandResult refused = healthCheck(Reader, "short");
    EXPECT_EQ(refused.exitCode, 17) << refused.err;
    EXPECT_TRUE(logSays("authorizing io.github.sektor.drive-selftest on")) << m_bus->log();
    EXPECT_FALSE(logSays("authorizing io.github.sektor.benchmark-read")) << "never the read right for a self-test";

    // Without a self-test the Health Check reads what the drive says of itself: the read right is enough.
    const CommandResult read = healthCheck(Reader, "none");
    EXPECT_EQ(read.exitCode, 29) << "UNKNOWN, the loop device telling nothing: " << read.err;
    EXPECT_EQ(selfTestOf(read).value(QStringLiteral("status")).toString(), QStringLiteral("not-run"));
    EXPECT_TRUE(logSays("authorizing io.github.sektor.benchmark-read on")) << m_bus->log();
}

// udisks never asks root (the helper) for a right: the helper asks polkit for the caller's own right to udisks'
// SMART self-tests, after Sektor's, and without it nothing reaches udisks.
TEST_F(HelperTrust, ThroughUdisksTheCallersOwnUdisksRightIsAskedToo)
{
    ASSERT_TRUE(m_bus->startFakeUdisks("{\"block\": \"" + name() + "\", \"selftest\": \"passes-at-once\"}"));
    const CommandResult refused = healthCheck(NoUdisks, "short");
    EXPECT_EQ(refused.exitCode, 17) << refused.err;
    EXPECT_EQ(callCount(m_bus->fakeUdisksCalls("SmartSelftestStart")), 0) << "udisks was never asked to start one";
    EXPECT_TRUE(logSays("authorizing io.github.sektor.drive-selftest then org.freedesktop.udisks2.ata-smart-selftest"))
        << m_bus->log();

    const CommandResult passed = healthCheck(Allowed, "short");
    ASSERT_EQ(passed.exitCode, 0) << passed.err;
    EXPECT_EQ(selfTestOf(passed).value(QStringLiteral("status")).toString(), QStringLiteral("passed")) << passed.out;
    const std::string starts = m_bus->fakeUdisksCalls("SmartSelftestStart");
    EXPECT_EQ(callCount(starts), 1) << starts;
    EXPECT_NE(starts.find("string \"short\""), std::string::npos) << starts;
}

// Starting a test while one runs ends the running one on ATA drives (an administrator's extended test of hours).
TEST_F(HelperTrust, ATestAlreadyRunningOnTheDriveIsLeftToFinish)
{
    ASSERT_TRUE(m_bus->startFakeUdisks("{\"block\": \"" + name() + "\", \"last-selftest\": \"inprogress\"}"));
    const CommandResult r = healthCheck(Allowed, "short");
    ASSERT_EQ(r.exitCode, 29) << "no test of its own ended: UNKNOWN: " << r.err;
    EXPECT_EQ(selfTestOf(r).value(QStringLiteral("status")).toString(), QStringLiteral("another-running")) << r.out;
    EXPECT_EQ(callCount(m_bus->fakeUdisksCalls("SmartSelftestStart")), 0);
    EXPECT_EQ(callCount(m_bus->fakeUdisksCalls("SmartSelftestAbort")), 0) << "the running test is not aborted";
}

// What the person typing the password reads: which test, that all of the drive is tested and how long it takes; for a
// partition's read, the partition's own size after the drive it is on.
TEST_F(HelperTrust, ThePromptsNameTheTestTheWholeDriveAndAPartitionsOwnSize)
{
    AgentClient selfTest(*m_bus,
                         "sektor-cli",
                         {"run", "--profile", "health-check", "--self-test", "extended", "--quiet", m_loop.device()});
    ASSERT_TRUE(selfTest.ok()) << selfTest.error();
    ASSERT_TRUE(selfTest.waitForPrompt()) << selfTest.agentOutput();
    const std::string prompt = selfTest.agentOutput();
    EXPECT_NE(prompt.find("io.github.sektor.drive-selftest"), std::string::npos) << prompt;
    EXPECT_NE(prompt.find("start the extended self-test of /dev/" + name()), std::string::npos) << prompt;
    EXPECT_NE(prompt.find("tests all of itself"), std::string::npos) << prompt;
    EXPECT_NE(prompt.find("up to several hours"), std::string::npos) << prompt;
    selfTest.answer(HelperBus::AskPassword);
    EXPECT_NE(selfTest.finish().find("[Health Check] UNKNOWN"), std::string::npos) << "a loop device has no self-tests";

    LoopDevice::Options options;
    options.partitions = true;
    options.size = 64 << 20;
    LoopDevice disk(options);
    ASSERT_TRUE(disk.ok()) << disk.error();
    ASSERT_EQ(partitionLoopDevice(disk.device(), ",16MiB\n"), "");
    AgentClient read(*m_bus, "helperprobe", {"start", disk.name() + "p1", "--interactive", "1", "--then", "exit"});
    ASSERT_TRUE(read.ok()) << read.error();
    ASSERT_TRUE(read.waitForPrompt()) << read.agentOutput();
    const std::string partPrompt = read.agentOutput();
    EXPECT_NE(partPrompt.find(disk.device() + ", 64.00 MiB \u203a " + disk.device() + "p1, 16.00 MiB"),
              std::string::npos)
        << partPrompt;
    read.answer(HelperBus::AskPassword);
    EXPECT_EQ(firstLine(read.finish()), "ok");
}

// --peak was dropped without a word on the way to the helper, and the run measured something else.
TEST_F(HelperTrust, PeakModeThroughTheHelperIsRefusedInWords)
{
    const BlockStat before = BlockStat::read(name());
    const CommandResult r = m_bus->runAs(Allowed, "sektor-cli", quickRun({"--peak", m_loop.device()}));
    EXPECT_EQ(r.exitCode, 2) << r.err;
    EXPECT_NE(r.err.find("peak mode (--peak) does not run through the privileged helper"), std::string::npos) << r.err;
    EXPECT_EQ((BlockStat::read(name()) - before).readIos, 0u) << "nothing ran";
}
