// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// What the window refuses before a run: a test file that does not fit, but never for a test that makes no test file.
#include "gui/run/runpreflight.h"

#include "model/profile.h"

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;

TEST(RunPreflight, ATestFileThatDoesNotFitIsRefusedButATestOfItsOwnFilesIsNot)
{
    RunTarget stick;
    stick.path = QStringLiteral("/media/stick");
    stick.totalBytes = 100ull << 20;
    stick.freeBytes = 60ull << 20;
    const RunOptions defaults; // a 1 GiB test size
    ASSERT_GT(defaults.testSize, stick.freeBytes);
    EXPECT_TRUE(RunPreflight::problem(stick, *findProfile(QStringLiteral("default")), defaults)
                    .contains(QLatin1String("Not enough free space")));
    // Small Files was refused here for a test file it never makes, with its size control greyed out.
    EXPECT_EQ(RunPreflight::problem(stick, *findProfile(QStringLiteral("small-files")), defaults), QString());
    EXPECT_EQ(RunPreflight::problem(stick, *findProfile(QStringLiteral("verify")), defaults), QString())
        << "a verify fills what fits";
}
