// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The desktop program's own arguments: --version, a target to open with (as a file manager passes it), and a
// clear refusal of what it cannot test.
#include "support/shell.h"
#include "support/tempdir.h"

#include <gtest/gtest.h>

using namespace Sektor::Test;

namespace {
CommandResult sektor(std::vector<std::string> args)
{
    std::vector<std::string> argv {"env", "QT_QPA_PLATFORM=offscreen", "timeout", "30", SEKTOR_GUI_BINARY};
    argv.insert(argv.end(), args.begin(), args.end());
    return run(argv);
}
} // namespace

TEST(GuiArguments, VersionPrintsTheVersion)
{
    const CommandResult r = sektor({"--version"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.out, "sektor " SEKTOR_VERSION_STRING "\n");
}

// Over ssh, in a script or a package's post-install check there is no display: what only prints must not need one (it
// aborted with 134 when the QApplication came first).
TEST(GuiArguments, VersionAndHelpNeedNoDisplay)
{
    const auto withoutDisplay = [](const char *arg) {
        return run({"env",
                    "-u",
                    "DISPLAY",
                    "-u",
                    "WAYLAND_DISPLAY",
                    "-u",
                    "QT_QPA_PLATFORM",
                    "timeout",
                    "30",
                    SEKTOR_GUI_BINARY,
                    arg});
    };
    const CommandResult version = withoutDisplay("--version");
    EXPECT_EQ(version.exitCode, 0) << version.err;
    EXPECT_EQ(version.out, "sektor " SEKTOR_VERSION_STRING "\n");
    const CommandResult help = withoutDisplay("--help");
    EXPECT_EQ(help.exitCode, 0) << help.err;
    EXPECT_NE(help.out.find("Usage: sektor [TARGET]"), std::string::npos) << help.out;
}

TEST(GuiArguments, AFolderOpensTheWindowWithItSelected)
{
    TempDir dir;
    const CommandResult r = sektor({dir.path(), "--quit-when-shown"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("shown after"), std::string::npos) << r.out;
}

TEST(GuiArguments, WhatCannotBeTestedIsRefusedWithAReason)
{
    const CommandResult r = sektor({"/nonexistent/sektor-target"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("/nonexistent/sektor-target is neither a folder nor a drive"), std::string::npos) << r.err;
}

TEST(GuiArguments, UnknownOptionsPrintTheUsage)
{
    const CommandResult r = sektor({"--frobnicate"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find("Usage: sektor [TARGET]"), std::string::npos) << r.out;
}
