// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Result files are someone else's: `history import` and `report` read only regular files, up to a cap (/dev/zero, a
// FIFO nobody writes, a file beyond the cap are refused at once with exit 21), and the strings in them reach the
// terminal as characters: the escape sequences of an imported result (clipboard write, screen clear, window title)
// are shown in `history list/show/compare/drives` and `report`, never sent.
#include "cliexpect.h"
#include "clirun.h"
#include "reportfixtures.h"
#include "support/tempdir.h"

#include "model/uniquefd.h"
#include "report/jsonreport.h"
#include "report/resultfileread.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Sektor;
using namespace Sektor::Test;

namespace {

/// A history and a temporary folder of the test's own.
class CliUntrustedInput : public ::testing::Test
{
protected:
    void SetUp() override { setenv("XDG_DATA_HOME", m_data.path().c_str(), 1); }
    void TearDown() override { unsetenv("XDG_DATA_HOME"); }

    /// sektor-cli with @p args, stopped after 60 s and held to 2 GB of memory: a reader without a cap fails fast
    /// instead of taking the machine's memory or waiting for ever.
    static CommandResult boundedCli(const std::vector<std::string> &args)
    {
        std::vector<std::string> argv {"timeout", "60"};
#if defined(__SANITIZE_ADDRESS__)
        // AddressSanitizer reserves terabytes of address space for its shadow at start, which an address-space limit
        // refuses: it holds the program to the same 2 GB by its resident memory instead.
        const char *asan = std::getenv("ASAN_OPTIONS");
        argv.insert(argv.end(), {"env", std::string("ASAN_OPTIONS=") + (asan ? asan : "") + ":hard_rss_limit_mb=2000"});
#else
        argv.insert(argv.end(), {"prlimit", "--as=2000000000", "--"});
#endif
        argv.push_back(cliPath());
        argv.insert(argv.end(), args.begin(), args.end());
        return run(argv);
    }

    TempDir m_data;
    TempDir m_files;
};

/// The bytes a terminal acts on: ESC, BEL, CSI as C1 (0xC2 0x9B in UTF-8), and the other C0 controls but line ends.
bool reachesTheTerminal(const std::string &text)
{
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if ((c < 0x20 && c != '\n') || c == 0x7f)
            return true;
        if (c == 0xc2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) >= 0x80
            && static_cast<unsigned char>(text[i + 1]) <= 0x9f)
            return true;
    }
    return false;
}

const QString Clipboard = QStringLiteral("\x1b]52;c;ZWNobyBvd25lZA==\x07");
const QString ClearAndTitle = QStringLiteral("\x1b[2J\x1b]0;owned\x1b\\\u009b31m");

} // namespace

TEST_F(CliUntrustedInput, DevZeroIsRefusedAtOnce)
{
    const CommandResult r = boundedCli({"history", "import", "/dev/zero"});
    EXPECT_EQ(r.exitCode, 21) << r.err;
    EXPECT_NE(r.err.find("Cannot read /dev/zero: it is not a regular file"), std::string::npos) << r.err;
}

TEST_F(CliUntrustedInput, AFifoNobodyWritesIsRefusedWithoutWaiting)
{
    const std::string fifo = m_files.file("result.json");
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    // Held open for writing and never written nor closed: a reader that took it would wait until the timeout.
    const UniqueFd writer(::open(fifo.c_str(), O_RDWR | O_NONBLOCK | O_CLOEXEC));
    ASSERT_TRUE(writer.isValid());
    for (const std::vector<std::string> &args :
         {std::vector<std::string> {"history", "import", fifo}, std::vector<std::string> {"report", fifo}}) {
        const CommandResult r = boundedCli(args);
        EXPECT_EQ(r.exitCode, 21) << args.front() << ": " << r.err;
        EXPECT_NE(r.err.find("it is not a regular file"), std::string::npos) << r.err;
    }
}

TEST_F(CliUntrustedInput, AFileBeyondTheCapIsRefused)
{
    const std::string path = m_files.file("huge.json");
    {
        // Valid JSON as far as it goes, and sparse: no disk space taken.
        std::ofstream(path) << "{\"format\":\"sektor-result\",\"comment\":\"";
        ASSERT_EQ(::truncate(path.c_str(), MaxResultFileBytes + 1), 0);
    }
    const CommandResult r = boundedCli({"history", "import", path});
    EXPECT_EQ(r.exitCode, 21) << r.err;
    EXPECT_NE(r.err.find("it is larger than 256 MiB"), std::string::npos) << r.err;
}

TEST_F(CliUntrustedInput, EscapeSequencesInAnImportedResultAreShownNotSent)
{
    RunResult run = Fixtures::defaultProfile();
    run.profileName = QStringLiteral("Default") + Clipboard;
    run.comment = QStringLiteral("comment") + ClearAndTitle;
    run.target.path = QStringLiteral("/mnt/x") + ClearAndTitle;
    run.target.drives.first().model = QStringLiteral("Model") + Clipboard;
    run.target.drives.first().serial = QStringLiteral("S3R1AL") + ClearAndTitle;
    run.system.hostName = QStringLiteral("host") + Clipboard;
    const std::string path = m_files.file("hostile.json");
    std::ofstream(path, std::ios::binary) << toJsonBytes(run).toStdString();
    run.started = run.started.addDays(1);
    const std::string later = m_files.file("hostile-later.json");
    std::ofstream(later, std::ios::binary) << toJsonBytes(run).toStdString();

    const CommandResult imported = runCli({"history", "import", path, later});
    ASSERT_EQ(imported.exitCode, 0) << imported.err;
    EXPECT_FALSE(reachesTheTerminal(imported.err)) << imported.err;
    for (const std::vector<std::string> &args : {std::vector<std::string> {"history", "list"},
                                                 std::vector<std::string> {"history", "list", "--json"},
                                                 std::vector<std::string> {"history", "drives"},
                                                 std::vector<std::string> {"history", "show", "1"},
                                                 std::vector<std::string> {"history", "compare", "1", "2"},
                                                 std::vector<std::string> {"report", path, later}}) {
        const CommandResult r = runCli(args);
        EXPECT_EQ(r.exitCode, 0) << args.at(1) << ": " << r.err;
        EXPECT_FALSE(reachesTheTerminal(r.out)) << args.at(0) << ' ' << args.at(1) << ":\n" << r.out;
        EXPECT_FALSE(reachesTheTerminal(r.err)) << args.at(0) << ' ' << args.at(1) << ":\n" << r.err;
    }
    const CommandResult list = runCli({"history", "list"});
    EXPECT_NE(list.out.find("Model\u241b]52;c;"), std::string::npos) << "shown as characters:\n" << list.out;
}
