// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// bonnie++'s file test stopped mid-create: every file and folder it made is gone within two seconds of the stop.
#include "filesplan.h"
#include "smallfiles/filephases.h"

#include "support/tempdir.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <filesystem>

using namespace Sektor;
using namespace Sektor::SmallFiles;
using namespace Sektor::Test;

namespace {
// Stops after some progress reports, and notes when it did.
class StopAfterFiles : public FilesObserver
{
public:
    explicit StopAfterFiles(int progressReports)
        : m_left(progressReports)
    { }
    bool cancelled() const override { return m_left.load() <= 0; }
    void progress(FileOrder, FileOperation, int, double) override
    {
        if (--m_left == 0)
            m_stoppedAt = std::chrono::steady_clock::now();
    }
    std::chrono::steady_clock::time_point stoppedAt() const { return m_stoppedAt; }

private:
    std::atomic<int> m_left;
    std::chrono::steady_clock::time_point m_stoppedAt;
};
} // namespace

TEST(SmallFiles, AStopRemovesEveryFileWithinTwoSeconds)
{
    TempDir dir("/var/tmp");
    StopAfterFiles observer(20); // 20 × 256 files into the first create
    const FilesOutcome outcome = runSmallFiles(planFor(dir.path(), 200000, 2), observer);
    const auto stopping = std::chrono::steady_clock::now() - observer.stoppedAt();
    EXPECT_EQ(outcome.errorNumber, 0);
    EXPECT_GE(outcome.result.phases.at(0).files, 20u * 256) << "it was stopped mid-create";
    EXPECT_LT(outcome.result.phases.at(0).files, 200000u);
    EXPECT_TRUE(std::filesystem::is_empty(dir.path())) << "its files and folders are gone";
    EXPECT_LT(stopping, std::chrono::seconds(2)) << "from the stop to every file removed";
}
