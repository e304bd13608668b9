// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The helper while polkit asks, on the real bus with the real polkitd and a real agent that
// waits for the password (AgentClient): what may change meanwhile (the device under the name,
// a Cancel), who else is served, whether the caller allowed a password prompt at all; and the
// helper's bookkeeping around that (per-user limits, the idle exit, freeing the session).
#include "agentclient.h"
#include "helperbus.h"

#include "support/loopdevice.h"
#include "support/nameswap.h"
#include "support/partitions.h"
#include "support/quickrun.h"
#include "support/requireroot.h"
#include "support/tempdir.h"

#include "model/profile.h"
#include "model/units.h"

#include <gtest/gtest.h>

#include <QDeadlineTimer>

#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <thread>

#include <sys/stat.h>

using namespace Sektor::Test;
using namespace std::chrono_literals;

namespace {
constexpr const char *Allowed = HelperBus::AllowedUser;
constexpr const char *Denied = HelperBus::DeniedUser;
constexpr const char *Ask = HelperBus::AskUser;
const std::string ErrorPrefix = "error io.github.sektor.Helper1.Error.";

std::string firstLine(const std::string &text)
{
    return text.substr(0, text.find('\n'));
}

// Waits until a stopped helper has more than @p bytes unread: the bytes then, or -1 after 10 s.
long waitForUnreadBeyond(int helperPid, long bytes)
{
    for (QDeadlineTimer deadline(10000); !deadline.hasExpired(); std::this_thread::sleep_for(10ms)) {
        const long unread = HelperBus::unreadSocketBytes(helperPid);
        if (unread > bytes)
            return unread;
    }
    return -1;
}

// The count after "<name> " in a probe's "name count" lines, 0 when absent.
int countOf(const std::string &out, const std::string &name)
{
    const size_t at = out.find(name + ' ');
    return at == std::string::npos ? 0 : std::stoi(out.substr(at + name.size() + 1));
}

class HelperAuthorization : public ::testing::Test
{
protected:
    void SetUp() override
    {
        SEKTOR_REQUIRE_ROOT();
        m_bus = std::make_unique<HelperBus>(
            HelperBus::Options {idleTimeoutMs(), maxMessageBytes(), 0, promptTimeoutMs(), askUsers(), {}});
        ASSERT_TRUE(m_bus->ok()) << m_bus->error();
        ASSERT_TRUE(m_loop.ok()) << m_loop.error();
    }
    void TearDown() override
    {
        if (HasFailure() && m_bus)
            std::cerr << "--- bus log ---\n" << m_bus->log() << "---\n";
        m_bus.reset();
    }
    virtual int idleTimeoutMs() const { return 3000; }
    virtual int maxMessageBytes() const { return 0; }
    virtual std::vector<std::string> askUsers() const { return {}; }
    virtual int promptTimeoutMs() const { return 0; }

    std::string name() const { return m_loop.name(); }
    CommandResult probe(const std::string &user, const std::vector<std::string> &args)
    {
        return m_bus->runAs(user, "helperprobe", args);
    }

    std::unique_ptr<HelperBus> m_bus;
    LoopDevice m_loop;
};
} // namespace

// Item 3: authorized for one device, the name re-attached to another while polkit asked.
TEST_F(HelperAuthorization, ANameReattachedWhilePolkitAsksIsRefused)
{
    NameSwap swap(16 * Sektor::MiB, "/var/tmp");
    ASSERT_TRUE(swap.ok());

    AgentClient client(
        *m_bus, "helperprobe", {"start", name(), "--write", "1", "--interactive", "1", "--then", "exit"});
    ASSERT_TRUE(client.ok()) << client.error();
    ASSERT_TRUE(client.waitForPrompt()) << client.agentOutput();
    EXPECT_NE(m_bus->log().find("authorizing io.github.sektor.benchmark-write on \"" + name() + " 7:"),
              std::string::npos)
        << "the device identity is recorded (and shown) before polkit answers";

    // Someone with loop rights swaps what the name stands for, then the password is typed.
    ASSERT_TRUE(swap.takeNameOf(m_loop));
    client.answer(HelperBus::AskPassword);
    EXPECT_EQ(firstLine(client.finish()), ErrorPrefix + "DeviceChanged");
    swap.release();
    EXPECT_TRUE(swap.untouched()) << "nothing written to the device now under the name";
}

// Authorized for a partition, which is deleted and added again over other sectors while polkit asks:
// the same name, device number and disk (diskseq); only the extent differs.
TEST_F(HelperAuthorization, APartitionReCreatedWhilePolkitAsksIsRefused)
{
    LoopDevice::Options options;
    options.partitions = true;
    LoopDevice disk(options);
    ASSERT_TRUE(disk.ok()) << disk.error();
    ASSERT_EQ(partitionLoopDevice(disk.device(), ",8MiB\n"), "");
    const std::string part = disk.name() + "p1";
    AgentClient client(*m_bus, "helperprobe", {"start", part, "--write", "1", "--interactive", "1", "--then", "exit"});
    ASSERT_TRUE(client.ok()) << client.error();
    ASSERT_TRUE(client.waitForPrompt()) << client.agentOutput();

    run({"partx", "--delete", disk.device()});
    ASSERT_EQ(partitionLoopDevice(disk.device(), "16MiB,8MiB\n"), "");
    // The backing file, not the device: the disk's page cache would not see writes through the partition.
    const std::string before = run({"sha256sum", disk.backingFile()}).out;
    client.answer(HelperBus::AskPassword);
    EXPECT_EQ(firstLine(client.finish()), ErrorPrefix + "DeviceChanged");
    EXPECT_EQ(run({"sha256sum", disk.backingFile()}).out, before) << "nothing written to the partition now there";
}

// A run bound to a drive (a batch's consent) finds another one under the name: the helper refuses
// before polkit is asked, whoever the caller; bound to the drive that is there, it runs.
TEST_F(HelperAuthorization, ARunBoundToAnotherDriveIsRefusedBeforePolkitIsAsked)
{
    struct stat st
    {
    };
    ASSERT_EQ(::stat(m_loop.device().c_str(), &st), 0);
    std::ifstream seqFile("/sys/block/" + name() + "/diskseq");
    std::ifstream sizeFile("/sys/block/" + name() + "/size");
    unsigned long long diskseq = 0;
    unsigned long long sectors = 0;
    seqFile >> diskseq;
    sizeFile >> sectors;
    ASSERT_GT(diskseq, 0u);
    const std::string rdev = std::to_string(st.st_rdev);
    const std::string other = rdev + ":" + std::to_string(diskseq + 1000) + ":0:" + std::to_string(sectors);
    const std::string same = rdev + ":" + std::to_string(diskseq) + ":0:" + std::to_string(sectors);
    const std::string before = run({"sha256sum", m_loop.backingFile()}).out;
    EXPECT_EQ(firstLine(probe(Allowed, {"start", name(), "--write", "1", "--bound-to", other, "--then", "exit"}).out),
              ErrorPrefix + "DeviceChanged");
    EXPECT_EQ(run({"sha256sum", m_loop.backingFile()}).out, before) << "nothing written";
    EXPECT_EQ(m_bus->log().find("authorizing io.github.sektor.benchmark-write"), std::string::npos)
        << "refused before polkit was asked";
    EXPECT_EQ(firstLine(probe(Allowed, {"start", name(), "--write", "1", "--bound-to", same, "--then", "exit"}).out),
              "ok");
}

// The same flow, unchanged device: the password typed late still runs the benchmark.
TEST_F(HelperAuthorization, APasswordTypedIntoTheAgentAuthorizesTheCli)
{
    // sektor-cli marks its call as allowing interactive authorization, so the agent is asked.
    AgentClient cli(*m_bus, "sektor-cli", quickRun({m_loop.device()}));
    ASSERT_TRUE(cli.ok()) << cli.error();
    ASSERT_TRUE(cli.waitForPrompt()) << cli.agentOutput();
    const BlockStat before = BlockStat::read(name());
    cli.answer(HelperBus::AskPassword);
    const std::string out = cli.finish();
    EXPECT_NE(out.find("[Read]"), std::string::npos) << out;
    EXPECT_GT((BlockStat::read(name()) - before).readIos, 0u);
}

// Item 15: without the caller's ALLOW_INTERACTIVE_AUTHORIZATION flag polkit may not prompt.
TEST_F(HelperAuthorization, NoPromptUnlessTheCallerAllowsInteraction)
{
    EXPECT_EQ(firstLine(probe(Ask, {"start", name(), "--then", "exit"}).out),
              "error org.freedesktop.DBus.Error.InteractiveAuthorizationRequired");
    // Allowed but nobody can answer (no agent): a plain refusal.
    EXPECT_EQ(firstLine(probe(Ask, {"start", name(), "--interactive", "1", "--then", "exit"}).out),
              ErrorPrefix + "NotAuthorized");
    // A user polkit says yes to needs no interaction either way.
    EXPECT_EQ(firstLine(probe(Allowed, {"start", name(), "--then", "exit"}).out), "ok");
}

// Item 13: a caller whose agent never answers holds no run slot.
TEST_F(HelperAuthorization, ACallerWhoseAgentNeverAnswersBlocksNobody)
{
    AgentClient stuck(*m_bus, "helperprobe", {"start", name(), "--interactive", "1", "--then", "exit"});
    ASSERT_TRUE(stuck.ok()) << stuck.error();
    ASSERT_TRUE(stuck.waitForPrompt()) << stuck.agentOutput();
    const CommandResult read = m_bus->runAs(Allowed, "sektor-cli", quickRun({m_loop.device()}));
    EXPECT_EQ(read.exitCode, 0) << "served while another authorization waits: " << read.err;
    // Password prompts are bounded per user: a second one of the same user is refused, without a prompt.
    AgentClient second(*m_bus, "helperprobe", {"start", name(), "--interactive", "1", "--then", "exit"});
    ASSERT_TRUE(second.ok()) << second.error();
    EXPECT_FALSE(second.waitForPromptOrEnd()) << second.agentOutput();
    EXPECT_EQ(firstLine(second.finish()), ErrorPrefix + "Busy");
}

namespace {
// Eight more accounts polkit asks for a password, as the audit had them.
class HelperManyAskers : public HelperAuthorization
{
protected:
    std::vector<std::string> askUsers() const override
    {
        std::vector<std::string> users;
        for (int i = 1; i <= 8; ++i)
            users.push_back(Ask + std::to_string(i));
        return users;
    }
};
} // namespace

// Eight accounts without rights, each leaving two password prompts unanswered,
// keep nobody out (they filled all 16 places for pending authorizations): each holds one prompt,
// its second call is refused at once, and another user is still served and another asked.
TEST_F(HelperManyAskers, EightAccountsLeavingPromptsUnansweredKeepNobodyOut)
{
    const std::vector<std::string> start {"start", name(), "--interactive", "1", "--then", "exit"};
    std::vector<std::unique_ptr<AgentClient>> stuck;
    int prompts = 0;
    for (const std::string &user : askUsers()) {
        for (int i = 0; i < 2; ++i) {
            stuck.push_back(std::make_unique<AgentClient>(*m_bus, "helperprobe", start, user));
            ASSERT_TRUE(stuck.back()->ok()) << user << ": " << stuck.back()->error();
            prompts += stuck.back()->waitForPromptOrEnd() ? 1 : 0;
        }
    }
    EXPECT_EQ(prompts, 8) << "one password prompt per account";
    const CommandResult read = m_bus->runAs(Allowed, "sektor-cli", quickRun({m_loop.device()}));
    EXPECT_EQ(read.exitCode, 0) << "a user with rights is served: " << read.err;
    AgentClient another(*m_bus, "helperprobe", start, Ask);
    ASSERT_TRUE(another.ok()) << another.error();
    EXPECT_TRUE(another.waitForPromptOrEnd()) << "another account is still asked: " << another.finish();
}

namespace {
class HelperShortPrompts : public HelperAuthorization
{
protected:
    int promptTimeoutMs() const override { return 1500; }
};
} // namespace

// An unanswered prompt holds its place only for the prompt timeout (a minute;
// 1.5 s here): then its caller is refused and the same user can be asked again.
TEST_F(HelperShortPrompts, AnUnansweredPromptIsRefusedAfterThePromptTimeout)
{
    const std::vector<std::string> start {"start", name(), "--interactive", "1", "--then", "exit"};
    AgentClient stuck(*m_bus, "helperprobe", start);
    ASSERT_TRUE(stuck.ok()) << stuck.error();
    ASSERT_TRUE(stuck.waitForPrompt()) << stuck.agentOutput();
    EXPECT_EQ(firstLine(stuck.finish(10000)), ErrorPrefix + "NotAuthorized") << "refused, not waiting any longer";
    AgentClient again(*m_bus, "helperprobe", start);
    ASSERT_TRUE(again.ok()) << again.error();
    EXPECT_TRUE(again.waitForPromptOrEnd()) << "the user is asked again: " << again.finish();
}

// Item 14: a Cancel while polkit asks is kept, also when polkit's yes is already on its way:
// the helper is stopped while the Cancel arrives and the password is accepted, so it finds both
// queued, the Cancel first (what a loaded machine does by chance). Then it must run nothing.
TEST_F(HelperAuthorization, ACancelWhilePolkitAsksIsKept)
{
    AgentClient client(
        *m_bus, "helperprobe", {"start", name(), "--interactive", "1", "--cancel-after-ms", "1000", "--then", "exit"});
    ASSERT_TRUE(client.ok()) << client.error();
    ASSERT_TRUE(client.waitForPrompt()) << client.agentOutput();
    const std::vector<int> helpers = HelperBus::helperPids();
    ASSERT_EQ(helpers.size(), 1u);
    struct Resume
    {
        int pid;
        ~Resume() { kill(pid, SIGCONT); }
    } resume {helpers[0]};
    ASSERT_EQ(kill(helpers[0], SIGSTOP), 0);
    const long cancelQueued = waitForUnreadBeyond(helpers[0], 0);
    ASSERT_GT(cancelQueued, 0) << "the Cancel did not reach the stopped helper";
    const BlockStat before = BlockStat::readNow(name());
    client.answer(HelperBus::AskPassword);
    ASSERT_TRUE(client.waitForAgentSaying("AUTHENTICATION COMPLETE")) << client.agentOutput();
    ASSERT_GT(waitForUnreadBeyond(helpers[0], cancelQueued), cancelQueued)
        << "polkit's yes did not reach the stopped helper behind the Cancel";
    kill(helpers[0], SIGCONT);
    const std::string out = client.finish();
    EXPECT_NE(out.find("cancel ok"), std::string::npos) << out;
    EXPECT_NE(out.find(ErrorPrefix + "NotAuthorized"), std::string::npos) << out;
    std::this_thread::sleep_for(500ms);
    EXPECT_EQ(BlockStat::readNow(name()).readIos, before.readIos) << "no run after a cancelled authorization";
}

// Item 18: one user's calls count together, however many connections carry them.
TEST_F(HelperAuthorization, TheRateLimitCountsPerUserNotPerConnection)
{
    // 10 connections × 10 calls: each connection stays under the burst of 20, the user does not.
    const CommandResult flood = probe(Denied, {"flood-connections", "10", "10"});
    EXPECT_GT(countOf(flood.out, "io.github.sektor.Helper1.Error.TooManyCalls"), 50) << flood.out;
    EXPECT_EQ(firstLine(probe(Allowed, {"start", name(), "--then", "exit"}).out), "ok")
        << "other users are still served";
}

// Item 18: the session object is freed, also when its end ends the process.
TEST_F(HelperAuthorization, TheSessionIsFreedBeforeTheHelperExits)
{
    auto owner = m_bus->startAs(Allowed, "helperprobe", {"start", name(), "--measure-ms", "8000", "--then", "hold"});
    ASSERT_TRUE(owner->waitForReadyRead(20000));
    std::this_thread::sleep_for(500ms);
    owner->kill(); // runuser; the probe itself below
    run({"pkill", "-KILL", "-f", m_bus->program("helperprobe")});
    owner->waitForFinished();
    for (int i = 0; i < 100 && !HelperBus::helperPids().empty(); ++i)
        std::this_thread::sleep_for(20ms);
    ASSERT_TRUE(HelperBus::helperPids().empty());
    EXPECT_NE(m_bus->log().find("session of"), std::string::npos) << m_bus->log();
}

namespace {
// A bus that takes no message over 16 KiB, as the system bus takes none over 32 MiB: the whole
// result of this short run is bigger, as a 95-minute run's would be on the system bus.
class HelperSmallMessages : public HelperAuthorization
{
protected:
    int maxMessageBytes() const override { return 16 * 1024; }
};
} // namespace

// Item 17: the result goes through a pipe the client passes, so no bus limit cuts it off.
TEST_F(HelperSmallMessages, AResultLargerThanAnyBusMessageArrivesThroughThePipe)
{
    TempDir out;
    std::filesystem::permissions(out.path(), std::filesystem::perms::all);
    const std::string json = out.file("r.json");
    const CommandResult cli = m_bus->runAs(Allowed, "sektor-cli", quickRun({"--json", json, m_loop.device()}));
    EXPECT_EQ(cli.exitCode, 0) << cli.err;
    EXPECT_GT(std::filesystem::file_size(json), 16u * 1024) << "the result is larger than any message on this bus";
    // The same result in the Finished signal (the old way, still there for raw callers) is lost.
    auto signal
        = m_bus->startAs(Allowed, "helperprobe", {"start", m_loop.name(), "--measure-ms", "300", "--then", "wait"});
    signal->waitForFinished(10000);
    const std::string said = signal->readAllStandardOutput().toStdString();
    EXPECT_EQ(said.find("finished none"), std::string::npos) << said;
    run({"pkill", "-KILL", "-f", m_bus->program("helperprobe")});
    signal->waitForFinished(3000);
}

// Item 17: the helper writes only into the write end of a pipe, checked before polkit is asked.
TEST_F(HelperAuthorization, TheResultsDescriptorMustBeAPipesWriteEnd)
{
    EXPECT_EQ(firstLine(probe(Denied, {"start", name(), "--results", "null"}).out), ErrorPrefix + "InvalidArgument");
    EXPECT_EQ(firstLine(probe(Denied, {"start", name(), "--results", "read-end"}).out),
              ErrorPrefix + "InvalidArgument");
}

// The Health Check's self-test is asked for only by the kind that runs one, and only by the types a drive's
// test has: a read or a write benchmark carrying one, or an unknown type, is refused before polkit is asked (so no
// read authorization, kept or not, ever reaches a drive's own test under another kind's name).
TEST_F(HelperAuthorization, ASelfTestOnlyWithAHealthCheckAndOnlyOfAKnownType)
{
    const std::string healthCheck = std::to_string(int(Sektor::Profile::Kind::HealthCheck));
    const std::string before = run({"sha256sum", m_loop.backingFile()}).out;
    EXPECT_EQ(firstLine(probe(Allowed, {"start", name(), "--self-test", "1", "--then", "exit"}).out),
              ErrorPrefix + "InvalidArgument")
        << "a read benchmark with a short self-test";
    EXPECT_EQ(firstLine(probe(Allowed, {"start", name(), "--write", "1", "--self-test", "2", "--then", "exit"}).out),
              ErrorPrefix + "InvalidArgument")
        << "a write benchmark with an extended self-test";
    // A health check with a type no drive is asked for: a vendor's own test (4), and one out of range.
    for (const char *type : {"4", "4294967295"}) {
        EXPECT_EQ(firstLine(probe(Allowed,
                                  {"start",
                                   name(),
                                   "--kind",
                                   healthCheck,
                                   "--block-size",
                                   "4096",
                                   "--queue-depth",
                                   "1",
                                   "--self-test",
                                   type,
                                   "--then",
                                   "exit"})
                                .out),
                  ErrorPrefix + "InvalidArgument")
            << "self-test type " << type;
    }
    EXPECT_EQ(m_bus->log().find("authorizing io.github.sektor."), std::string::npos)
        << "refused before polkit was asked";
    EXPECT_EQ(run({"sha256sum", m_loop.backingFile()}).out, before) << "nothing written";
}

// A Health Check that starts a self-test asks polkit for the self-test action, never the read or
// the write one (the read right, kept for minutes, must not reach a drive's own test of all of it); shaped to write,
// it is refused before polkit.
TEST_F(HelperAuthorization, AHealthChecksSelfTestIsAuthorizedAsItselfNeverAsAReadOrAWrite)
{
    const std::string healthCheck = std::to_string(int(Sektor::Profile::Kind::HealthCheck));
    const std::vector<std::string> start = {"start",
                                            name(),
                                            "--kind",
                                            healthCheck,
                                            "--block-size",
                                            "4096",
                                            "--queue-depth",
                                            "1",
                                            "--self-test",
                                            "2",
                                            "--then",
                                            "exit"};
    std::vector<std::string> writing = start;
    writing.insert(writing.end() - 2, {"--write", "1"});
    EXPECT_EQ(firstLine(probe(Denied, writing).out), ErrorPrefix + "InvalidArgument");
    EXPECT_EQ(m_bus->log().find("authorizing io.github.sektor."), std::string::npos);
    EXPECT_EQ(firstLine(probe(Denied, start).out), ErrorPrefix + "NotAuthorized");
    EXPECT_NE(m_bus->log().find("authorizing io.github.sektor.drive-selftest on"), std::string::npos) << m_bus->log();
    EXPECT_EQ(m_bus->log().find("authorizing io.github.sektor.benchmark-"), std::string::npos);
}

namespace {
class HelperIdleExit : public HelperAuthorization
{
protected:
    int idleTimeoutMs() const override { return 400; }
};
} // namespace

// Item 18: calls that reach the helper as it exits idle still get an answer.
TEST_F(HelperIdleExit, CallsArrivingAsTheHelperExitsAreAnswered)
{
    const CommandResult pound = probe(Allowed, {"pound", "4000", "4"});
    EXPECT_EQ(countOf(pound.out, "org.freedesktop.DBus.Error.NoReply"), 0) << pound.out;
    EXPECT_NE(m_bus->log().find("idle; releasing the bus name and exiting"), std::string::npos)
        << "the helper exited meanwhile";
    // A call lost at the exit shows as one of these; LimitsExceeded is the bus refusing a flood
    // of one connection's pending calls, which depends on the machine's load, not on the helper.
    for (const char *lost : {"NoReply", "UnknownObject", "UnknownMethod", "ServiceUnknown", "NameHasNoOwner"})
        EXPECT_EQ(countOf(pound.out, std::string("org.freedesktop.DBus.Error.") + lost), 0)
            << lost << ": " << pound.out;
}
