// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Targets a run refuses before it opens anything: a path that does not exist, a regular file and a character device,
// and a folder for the test kinds that need a block device. Each gets its own error code and leaves nothing behind.
#include "benchmarkfixture.h"
#include "support/tempdir.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

using namespace Sektor;
using namespace Sektor::Test;

TEST(TargetErrors, MissingPath)
{
    EXPECT_EQ(errorOf("/nonexistent/sektor", readWrite()), ErrorCode::TargetNotFound);
}

TEST(TargetErrors, RegularFileAndCharacterDevice)
{
    TempDir dir;
    std::ofstream(dir.file("plain")) << "x";
    EXPECT_EQ(errorOf(dir.file("plain"), readWrite()), ErrorCode::TargetWrongType);
    EXPECT_EQ(errorOf("/dev/null", readWrite()), ErrorCode::TargetWrongType);
    EXPECT_EQ(listDirectory(dir.path()), "plain");
}

TEST(SurfaceRun, AFolderIsRefusedWithTheReasonAndNothingIsCreated)
{
    TempDir dir;
    const RunOutcome outcome = runBenchmark(surfaceProfile("position-map"), dir.path(), surfaceOptions());
    EXPECT_EQ(outcome.error.code, ErrorCode::InvalidArgument);
    EXPECT_TRUE(outcome.error.message().contains(QLatin1String("block device")))
        << outcome.error.message().toStdString();
    EXPECT_TRUE(std::filesystem::is_empty(dir.path()));
    EXPECT_TRUE(outcome.result.tests.isEmpty());
}

TEST(CapacityProbeRun, AFolderIsRefusedWithTheReasonAndNothingIsCreated)
{
    TempDir dir;
    const RunOutcome outcome = runBenchmark(probeProfile(), dir.path(), probeOptions());
    EXPECT_EQ(outcome.error.code, ErrorCode::InvalidArgument);
    EXPECT_TRUE(outcome.error.message().contains(QLatin1String("Verify"))) << outcome.error.message().toStdString();
    EXPECT_TRUE(std::filesystem::is_empty(dir.path()));
    EXPECT_TRUE(outcome.result.tests.isEmpty());
}
