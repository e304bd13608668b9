// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// sektor-helper for real: activated by a system bus as root, authorized by the real polkitd,
// called by unprivileged users, on loop devices the tests create. One test per attack of
// design §5 that needs the bus; the validators have their own unit tests.
#include "helperbusprocesses.h"
#include "helperonbus.h"

#include "support/loopdevice.h"
#include "support/mountedloop.h"
#include "support/quickrun.h"
#include "support/requireroot.h"

#include <QElapsedTimer>

#include <gtest/gtest.h>

#include <chrono>
#include <csignal>
#include <filesystem>
#include <thread>

using namespace Sektor::Test;
using namespace std::chrono_literals;

namespace {
const std::string ErrorPrefix = "error io.github.sektor.Helper1.Error.";
} // namespace

TEST_F(HelperOnBus, AnAllowedUserRunsReadAndConfirmedWriteTestsThroughTheCli)
{
    const BlockStat before = BlockStat::read(name());
    const CommandResult read = m_bus->runAs(Allowed, "sektor-cli", quickRun({m_loop.device()}));
    EXPECT_EQ(read.exitCode, 0) << read.err;
    EXPECT_NE(read.out.find("SEQ    1MiB (Q=  8, T= 1)"), std::string::npos) << read.out;
    EXPECT_NE(read.out.find("[Read]"), std::string::npos);
    const BlockStat afterRead = BlockStat::read(name());
    EXPECT_EQ((afterRead - before).writeIos, 0u) << "reads only without consent";
    EXPECT_GT((afterRead - before).readIos, 0u);

    const CommandResult write
        = m_bus->runAs(Allowed, "sektor-cli", quickRun({"--allow-destroy-data=" + m_loop.device(), m_loop.device()}));
    EXPECT_EQ(write.exitCode, 0) << write.err;
    EXPECT_GT((BlockStat::read(name()) - afterRead).writeIos, 0u);
}

// The desktop app as a normal user: the same window, its device run going through the helper.
TEST_F(HelperOnBus, TheDesktopAppReadsARawDeviceThroughTheHelper)
{
    TempDir out;
    std::filesystem::permissions(out.path(), std::filesystem::perms::all);
    const std::string json = out.file("gui.json");
    const std::vector<std::string> autorun {"--autorun",
                                            "--profile",
                                            "Demo",
                                            "--size",
                                            "16MiB",
                                            "--runs",
                                            "1",
                                            "--time",
                                            "0.3s",
                                            "--warmup",
                                            "0",
                                            "--interval",
                                            "0",
                                            "--json",
                                            json,
                                            m_loop.device()};
    const auto gui = [&](const char *user) {
        return m_bus->runAs(user, "sektor", autorun, {"QT_QPA_PLATFORM=offscreen"});
    };
    const BlockStat before = BlockStat::read(name());
    const CommandResult allowed = gui(Allowed);
    EXPECT_EQ(allowed.exitCode, 0) << allowed.err;
    EXPECT_NE(run({"cat", json}).out.find("\"blockDevice\""), std::string::npos) << "a device result in " << json;
    EXPECT_GT((BlockStat::read(name()) - before).readIos, 0u);

    const CommandResult denied = gui(Denied);
    EXPECT_NE(denied.exitCode, 0);
    EXPECT_NE(denied.err.find("not authorized"), std::string::npos) << denied.err;
}

TEST_F(HelperOnBus, PolkitDenialIsRefusedAndTranslated)
{
    const CommandResult r = m_bus->runAs(Denied, "sektor-cli", quickRun({m_loop.device()}));
    EXPECT_EQ(r.exitCode, 17) << r.err;
    EXPECT_NE(r.err.find("not authorized"), std::string::npos) << r.err;
    const CommandResult de = m_bus->runAs(Denied,
                                          "sektor-cli",
                                          {"run", "--quiet", "--profile", "Demo", m_loop.device()},
                                          {"LANGUAGE=de", "LANG=de_DE.UTF-8"});
    EXPECT_EQ(de.exitCode, 17);
    EXPECT_NE(de.err.find("nicht autorisiert"), std::string::npos) << de.err;
    EXPECT_EQ(firstLine(probe(Denied, {"start", name()}).out), ErrorPrefix + "NotAuthorized");
}

TEST_F(HelperOnBus, BadDeviceNamesAreRefusedBeforePolkitIsAsked)
{
    for (const std::string &bad : {std::string("/dev/") + name(),
                                   std::string("../") + name(),
                                   std::string(".."),
                                   name() + " x",
                                   std::string(""),
                                   std::string(65, 'a')})
        EXPECT_EQ(firstLine(probe(Denied, {"start", bad}).out), ErrorPrefix + "InvalidDeviceName") << '"' << bad << '"';
    EXPECT_EQ(firstLine(probe(Denied, {"start", "nosuchdisk0"}).out), ErrorPrefix + "DeviceNotFound");
}

TEST_F(HelperOnBus, OutOfRangeArgumentsAreRefused)
{
    EXPECT_EQ(firstLine(probe(Allowed, {"start", name(), "--block-size", "100"}).out), ErrorPrefix + "InvalidArgument");
    EXPECT_EQ(firstLine(probe(Allowed, {"start", name(), "--queue-depth", "100000"}).out),
              ErrorPrefix + "InvalidArgument");
    EXPECT_EQ(firstLine(probe(Allowed, {"start", name(), "--threads", "1000"}).out), ErrorPrefix + "InvalidArgument");
    EXPECT_EQ(firstLine(probe(Allowed, {"start", name(), "--measure-ms", "4000000000"}).out),
              ErrorPrefix + "InvalidArgument");
    EXPECT_EQ(firstLine(probe(Allowed, {"start", name(), "--size", "0"}).out), ErrorPrefix + "InvalidArgument");
}

TEST_F(HelperOnBus, ANodeReplacedBySymlinkOrCharacterDeviceIsRefused)
{
    // The loop device's own /dev node, swapped for what an attacker with a foothold in /dev
    // would plant; put back afterwards, also on failure.
    const std::string node = m_loop.device();
    const std::string saved = node + ".sektor-test-saved";
    ASSERT_EQ(std::rename(node.c_str(), saved.c_str()), 0);
    struct Restore
    {
        std::string node, saved;
        ~Restore()
        {
            std::remove(node.c_str());
            std::rename(saved.c_str(), node.c_str());
        }
    } restore {node, saved};
    TempDir secrets;
    const std::string shadow = secrets.file("shadow");
    run({"sh", "-c", "echo secret > " + shadow});
    std::filesystem::create_symlink(shadow, node);
    EXPECT_EQ(firstLine(probe(Allowed, {"start", name(), "--write", "1"}).out), ErrorPrefix + "NotBlockDevice");
    EXPECT_EQ(firstLine(probe(Allowed, {"start", name()}).out), ErrorPrefix + "NotBlockDevice");
    EXPECT_EQ(run({"cat", shadow}).out, "secret\n") << "the symlink's target is untouched";
    std::remove(node.c_str());
    ASSERT_EQ(run({"mknod", node, "c", "1", "3"}).exitCode, 0);
    EXPECT_EQ(firstLine(probe(Allowed, {"start", name()}).out), ErrorPrefix + "NotBlockDevice");
}

TEST_F(HelperOnBus, WritesToAMountedDeviceOrItsPartitionAreRefused)
{
    MountedLoop fs(32ull << 20);
    ASSERT_TRUE(fs.ok()) << fs.error();
    EXPECT_EQ(firstLine(probe(Allowed, {"start", fs.loop().name(), "--write", "1"}).out), ErrorPrefix + "WriteRefused");
    EXPECT_EQ(firstLine(probe(Allowed, {"start", fs.loop().name(), "--then", "exit"}).out), "ok")
        << "reading a mounted drive is fine";
}

TEST_F(HelperOnBus, WritesToADeviceBackingTheSystemAreRefused)
{
    // Active swap makes a device part of the running system; the verdict must refuse it even
    // though O_EXCL would too.
    ASSERT_EQ(run({"mkswap", m_loop.device()}).exitCode, 0);
    ASSERT_EQ(run({"swapon", m_loop.device()}).exitCode, 0);
    struct SwapOff
    {
        std::string device;
        ~SwapOff() { run({"swapoff", device}); }
    } off {m_loop.device()};
    EXPECT_EQ(firstLine(probe(Allowed, {"start", name(), "--write", "1"}).out), ErrorPrefix + "WriteRefused");
}

TEST_F(HelperOnBus, OneSessionAtATimeAndOnlyItsOwnerMayTouchIt)
{
    auto owner = m_bus->startAs(Allowed, "helperprobe", longRead());
    ASSERT_TRUE(waitForLine(*owner, "ok")) << owner->readAllStandardError().toStdString();
    EXPECT_EQ(firstLine(probe(Allowed, {"start", name()}).out), ErrorPrefix + "Busy") << "a second session, same user";
    EXPECT_EQ(firstLine(probe(Denied, {"status"}).out), ErrorPrefix + "NotSessionOwner");
    EXPECT_EQ(firstLine(probe(Denied, {"cancel"}).out), ErrorPrefix + "NotSessionOwner");
    EXPECT_EQ(firstLine(probe(Allowed, {"cancel"}).out), ErrorPrefix + "NotSessionOwner")
        << "same user, other connection";
    owner->kill();
    owner->waitForFinished();
}

TEST_F(HelperOnBus, AHelperCrashMidRunEndsTheClientsRunWithAClearError)
{
    auto cli = m_bus->startAs(Allowed, "sektor-cli", quickRun({"--time", "20s", m_loop.device()}));
    QElapsedTimer t;
    t.start();
    while (HelperBus::helperPids().empty() && t.elapsed() < 10000)
        std::this_thread::sleep_for(20ms);
    ASSERT_FALSE(HelperBus::helperPids().empty());
    std::this_thread::sleep_for(500ms);
    for (int pid : HelperBus::helperPids())
        kill(pid, SIGKILL);
    ASSERT_TRUE(cli->waitForFinished(5000)) << "the client must not wait forever for a dead helper";
    EXPECT_EQ(cli->exitCode(), 16);
    EXPECT_NE(cli->readAllStandardError().toStdString().find("stopped unexpectedly"), std::string::npos);
}

TEST_F(HelperOnBus, ProgressReachesOnlyTheCaller)
{
    auto spy = m_bus->startAs(Denied, "helperprobe", {"listen", "3000"});
    ASSERT_TRUE(waitForLine(*spy, "listening"));
    const CommandResult owner = probe(Allowed, {"start", name(), "--measure-ms", "1500", "--then", "wait"});
    EXPECT_NE(owner.out.find("finished none"), std::string::npos) << owner.out;
    EXPECT_EQ(owner.out.find("progress=0"), std::string::npos) << "the caller gets its progress: " << owner.out;
    ASSERT_TRUE(spy->waitForFinished(10000));
    EXPECT_EQ(spy->readAllStandardOutput().trimmed().toStdString(), "received 0");
}

TEST_F(HelperOnBus, AStalledClientDoesNotGrowTheHelper)
{
    auto owner = m_bus->startAs(Allowed, "helperprobe", {"start", name(), "--measure-ms", "6000", "--then", "stall"});
    ASSERT_TRUE(waitForLine(*owner, "ok"));
    std::this_thread::sleep_for(1000ms);
    const std::vector<int> pids = HelperBus::helperPids();
    ASSERT_EQ(pids.size(), 1u);
    const long early = HelperBus::residentKiB(pids[0]);
    std::this_thread::sleep_for(4000ms);
    const long late = HelperBus::residentKiB(pids[0]);
    EXPECT_GT(early, 0);
    EXPECT_LT(late - early, 4 * 1024) << "RSS " << early << " KiB -> " << late
                                      << " KiB with a client that reads nothing";
    owner->kill();
    owner->waitForFinished();
}

TEST_F(HelperOnBus, AFloodOfCallsIsCutOffAndTheHelperStaysUsable)
{
    const CommandResult flood = probe(Denied, {"flood", "2000"});
    EXPECT_NE(flood.out.find("io.github.sektor.Helper1.Error.TooManyCalls"), std::string::npos) << flood.out;
    EXPECT_EQ(HelperBus::helperPids().size(), 1u);
    const CommandResult read = m_bus->runAs(Allowed, "sektor-cli", quickRun({m_loop.device()}));
    EXPECT_EQ(read.exitCode, 0) << "the helper still serves others: " << read.err;
}
