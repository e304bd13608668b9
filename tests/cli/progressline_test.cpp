// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The progress line is redrawn in place: a line as wide as the terminal wraps, and every redraw then scrolls the
// screen instead. Run on a real pseudo-terminal (script(1)) of 80 and of 50 columns.
#include "clirun.h"
#include "support/shell.h"
#include "support/tempdir.h"

#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <sstream>

using namespace Sektor::Test;

namespace {

std::string shellQuoted(const std::vector<std::string> &argv)
{
    std::string out;
    for (const std::string &a : argv)
        out += "'" + a + "' ";
    return out;
}

/// Every progress line the CLI drew on a terminal of @p columns, without the erase-to-end-of-line escapes.
std::vector<std::string> progressLines(int columns)
{
    TempDir dir("/dev/shm");
    TempDir out;
    const std::string typescript = out.file("typescript");
    std::vector<std::string> argv {cliPath()};
    // The quick run, with its progress shown (it is --quiet) and windows long enough for several redraws.
    for (const std::string &a : showingProgress(quickRun({"--time", "1s", dir.path()})))
        argv.push_back(a);
    const CommandResult r = run(
        {"script", "-q", "-e", "-c", "stty cols " + std::to_string(columns) + "; " + shellQuoted(argv), typescript});
    EXPECT_EQ(r.exitCode, 0) << r.out << r.err;
    std::ifstream in(typescript);
    std::stringstream all;
    all << in.rdbuf();
    std::vector<std::string> lines;
    std::string text = std::regex_replace(all.str(), std::regex("\x1b\\[K"), "");
    std::stringstream pieces(text);
    for (std::string piece; std::getline(pieces, piece, '\r');) {
        if (piece.find("ETA") != std::string::npos || piece.find("Preparing") != std::string::npos)
            lines.push_back(piece.substr(0, piece.find('\n')));
    }
    return lines;
}

} // namespace

TEST(CliProgressLine, FitsTheTerminalWidth)
{
    for (const int columns : {80, 50}) {
        const std::vector<std::string> lines = progressLines(columns);
        ASSERT_FALSE(lines.empty()) << "a terminal gets a progress line";
        for (const std::string &line : lines)
            EXPECT_LT(int(line.size()), columns) << columns << " columns: " << line;
        if (columns == 50) {
            EXPECT_NE(lines.back().find("ETA"), std::string::npos) << "the ETA stays: " << lines.back();
        }
    }
}
