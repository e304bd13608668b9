// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Where --json may write, and how: only a regular (or new) file is replaced, atomically; a FIFO
// or a device gets the JSON written into it; "-" is standard output. And results that never reached standard
// output are an error. (A name that cannot work, refused before the run: resultfile_timing_test.cpp.)
#include "cliexpect.h"
#include "clirun.h"
#include "support/requireroot.h"
#include "support/shell.h"
#include "support/tempdir.h"

#include <QJsonDocument>

#include <gtest/gtest.h>

#include <chrono>
#include <fstream>
#include <future>
#include <sstream>

#include <sys/stat.h>
#include <sys/sysmacros.h>

using namespace Sektor::Test;

namespace {
bool isJson(const std::string &text)
{
    QJsonParseError error {};
    return !QJsonDocument::fromJson(QByteArray::fromStdString(text), &error).isNull()
        && error.error == QJsonParseError::NoError;
}
} // namespace

TEST(CliResultFile, ACharacterDeviceIsWrittenIntoNotReplaced)
{
    // A node of its own with /dev/null's numbers: the bug this guards against (root renaming a
    // file over the path) must not be able to take the machine's /dev/null with it.
    SEKTOR_REQUIRE_ROOT(); // mknod, and only root could replace a device node
    TempDir dir; // not /dev/shm, which is often mounted nodev
    const std::string null = dir.file("null");
    ASSERT_EQ(::mknod(null.c_str(), S_IFCHR | 0666, makedev(1, 3)), 0);
    TempDir target("/dev/shm");
    const CommandResult r = runCli(quickRun({"--json", null, target.path()}));
    EXPECT_TRUE(succeeded(r));
    struct stat st
    {
    };
    ASSERT_EQ(::stat(null.c_str(), &st), 0);
    EXPECT_TRUE(S_ISCHR(st.st_mode)) << "the device node was replaced by a regular file";
}

TEST(CliResultFile, AFifoReceivesTheJson)
{
    TempDir dir("/dev/shm");
    const std::string fifo = dir.file("results.fifo");
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    auto reader = std::async(std::launch::async, [fifo] {
        std::ifstream in(fifo); // blocks until the CLI opens it for writing
        std::stringstream text;
        text << in.rdbuf();
        return text.str();
    });
    TempDir target("/dev/shm");
    const CommandResult r = runCli(quickRun({"--json", fifo, target.path()}));
    EXPECT_TRUE(succeeded(r));
    ASSERT_EQ(reader.wait_for(std::chrono::seconds(30)), std::future_status::ready);
    EXPECT_TRUE(isJson(reader.get()));
    struct stat st
    {
    };
    ASSERT_EQ(::stat(fifo.c_str(), &st), 0);
    EXPECT_TRUE(S_ISFIFO(st.st_mode)) << "the FIFO was replaced";
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
