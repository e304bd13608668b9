// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Where --json may write, and how: a regular (or new) file is replaced, atomically, /dev/shm included; "-",
// /dev/stdout, /dev/stderr, /dev/fd/N and /proc/self/fd/N are streams written as they are; a FIFO or a device is
// refused, and so is a link another user planted. And results that never reached standard output are an error. (A name
// that cannot work, refused before the run: resultfile_timing_test.cpp.)
#include "cliexpect.h"
#include "clirun.h"
#include "otheruser.h"
#include "support/requireroot.h"
#include "support/shell.h"
#include "support/tempdir.h"

#include <QJsonDocument>

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using namespace Sektor::Test;

namespace {
bool isJson(const std::string &text)
{
    QJsonParseError error {};
    return !QJsonDocument::fromJson(QByteArray::fromStdString(text), &error).isNull()
        && error.error == QJsonParseError::NoError;
}
} // namespace

TEST(CliResultFile, ACharacterDeviceIsRefusedNeitherWrittenNorReplaced)
{
    // A node of its own with /dev/null's numbers: the bug this guards against (root renaming a
    // file over the path) must not be able to take the machine's /dev/null with it.
    SEKTOR_REQUIRE_ROOT(); // mknod, and only root could replace a device node
    TempDir dir; // not /dev/shm, which is often mounted nodev
    const std::string null = dir.file("null");
    ASSERT_EQ(::mknod(null.c_str(), S_IFCHR | 0666, makedev(1, 3)), 0);
    TempDir target("/dev/shm");
    const CommandResult r = runCli(quickRun({"--json", null, target.path()}));
    EXPECT_EQ(r.exitCode, 15) << r.err;
    EXPECT_NE(r.err.find("it is not a regular file"), std::string::npos) << r.err;
    struct stat st
    {
    };
    ASSERT_EQ(::stat(null.c_str(), &st), 0);
    EXPECT_TRUE(S_ISCHR(st.st_mode)) << "the device node was replaced by a regular file";
}

TEST(CliResultFile, AFifoIsRefusedAndStaysAFifo)
{
    // Only the names of a descriptor already open are streams: a FIFO someone made where the results go would hand
    // them to whoever reads it (and block the run until someone does).
    TempDir dir("/dev/shm");
    const std::string fifo = dir.file("results.fifo");
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    // Held open for reading and writing, so that a CLI that wrote into it would not block but succeed, and show.
    const int held = ::open(fifo.c_str(), O_RDWR | O_NONBLOCK | O_CLOEXEC);
    ASSERT_GE(held, 0);
    TempDir target("/dev/shm");
    const CommandResult r = runCli(quickRun({"--json", fifo, target.path()}));
    char byte = 0;
    const bool received = ::read(held, &byte, 1) == 1;
    ::close(held);
    EXPECT_EQ(r.exitCode, 15) << r.err;
    EXPECT_NE(r.err.find("Cannot write the results to " + fifo + ": it is not a regular file"), std::string::npos)
        << r.err;
    EXPECT_FALSE(received) << "the JSON went into the FIFO";
    struct stat st
    {
    };
    ASSERT_EQ(::stat(fifo.c_str(), &st), 0);
    EXPECT_TRUE(S_ISFIFO(st.st_mode)) << "the FIFO was replaced";
}

TEST(CliResultFile, AFileUnderDevShmIsReplacedWholeNotWrittenIntoInPlace)
{
    TempDir dir("/dev/shm");
    const std::string file = dir.file("results.json");
    std::ofstream(file) << std::string(1024 * 1024, 'x'); // longer than the JSON to come
    const CommandResult r = runCli(quickRun({"--json", file, dir.path()}));
    ASSERT_TRUE(succeeded(r));
    std::ifstream in(file);
    std::stringstream text;
    text << in.rdbuf();
    EXPECT_TRUE(isJson(text.str())) << "the old file's tail is still there: " << text.str().size() << " bytes";
}

TEST(CliResultFile, ALinkAnotherUserPlantedIsNeitherFollowedNorReplaced)
{
    SEKTOR_REQUIRE_ROOT(); // root as the victim, whom the kernel's protected_symlinks does not stop from renaming
    const std::string attacker = unprivilegedUser();
    ASSERT_FALSE(attacker.empty());
    TempDir shared; // like /tmp: anyone may create names in it
    ASSERT_EQ(::chmod(shared.path().c_str(), 01777), 0);
    TempDir victim;
    const std::string precious = victim.file("authorized_keys");
    std::ofstream(precious) << "precious\n";
    const std::string planted = shared.file("results.json");
    ASSERT_EQ(run({"runuser", "-u", attacker, "--", "ln", "-s", precious, planted}).exitCode, 0);

    TempDir target("/dev/shm");
    const CommandResult r = runCli(quickRun({"--json", planted, target.path()}));
    EXPECT_EQ(r.exitCode, 15) << r.err;
    EXPECT_NE(r.err.find("it is a symbolic link that belongs to another user"), std::string::npos) << r.err;
    std::ifstream in(precious);
    std::stringstream text;
    text << in.rdbuf();
    EXPECT_EQ(text.str(), "precious\n") << "written through the attacker's link";
    EXPECT_TRUE(std::filesystem::is_symlink(planted)) << "the attacker's link was replaced";
}

TEST(CliResultFile, ALinkOfTheUsersOwnIsFollowedAndStays)
{
    TempDir dir("/dev/shm");
    const std::string real = dir.file("real.json");
    const std::string link = dir.file("latest.json");
    std::filesystem::create_symlink(real, link);
    const CommandResult r = runCli(quickRun({"--json", link, dir.path()}));
    ASSERT_TRUE(succeeded(r));
    EXPECT_TRUE(std::filesystem::is_symlink(link));
    std::ifstream in(real);
    std::stringstream text;
    text << in.rdbuf();
    EXPECT_TRUE(isJson(text.str()));
}

TEST(CliResultFile, DevFdOfAPipeIsAStream)
{
    TempDir dir("/dev/shm");
    // Descriptor 3 is the pipe to this test; the text results go to /dev/null.
    std::vector<std::string> argv {"sh", "-c", "exec \"$0\" \"$@\" 3>&1 >/dev/null", cliPath()};
    for (const std::string &arg : quickRun({"--json", "/dev/fd/3", dir.path()}))
        argv.push_back(arg);
    const CommandResult r = run(argv);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_TRUE(isJson(r.out)) << r.out;
}

TEST(CliResultFile, DashIsStandardOutputAndTheTextGoesToStandardError)
{
    TempDir dir("/dev/shm");
    const CommandResult r = runCli(quickRun({"--json", "-", dir.path()}));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_TRUE(isJson(r.out)) << r.out;
    EXPECT_NE(r.err.find("[Read]"), std::string::npos) << r.err;
}

TEST(CliResultFile, ResultsThatCannotReachStandardOutputFailTheRun)
{
    TempDir dir("/dev/shm");
    std::vector<std::string> argv {"sh", "-c", "exec \"$0\" \"$@\" >/dev/full", cliPath()};
    for (const std::string &arg : quickRun({dir.path()}))
        argv.push_back(arg);
    const CommandResult r = run(argv);
    EXPECT_EQ(r.exitCode, 15) << r.err;
    EXPECT_NE(r.err.find("Could not write to standard output"), std::string::npos) << r.err;
}
