// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The verify of a mounted filesystem: a fill of stamp files read back whole, in a folder of its own that is gone
// afterwards (also when stopped), filling a small ext4 to its end, and the leftovers of killed verifies removed by
// the next one (and nothing else). The shaped-device tests check what it finds on a drive that corrupts data.
#include "verify/blockstamp.h"
#include "verify/fillverify.h"

#include "support/mountedloop.h"
#include "support/requireroot.h"
#include "support/shell.h"
#include "support/tempdir.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sys/statvfs.h>
#include <unistd.h>

using namespace Sektor;
using namespace Sektor::Verify;
using namespace Sektor::Test;

namespace {

class StopAfter : public FillObserver
{
public:
    explicit StopAfter(std::uint64_t bytes)
        : m_bytes(bytes)
    { }
    bool cancelled() const override { return m_done >= m_bytes; }
    void progress(bool reading, std::uint64_t done, std::uint64_t) override
    {
        if (!reading)
            m_done = done;
        m_reads = m_reads || reading;
    }
    bool readsBack() const { return m_reads; }

private:
    std::uint64_t m_bytes;
    std::uint64_t m_done = 0;
    bool m_reads = false;
};

void makeStampFile(const std::string &path)
{
    std::ofstream(path) << "stamps";
}
} // namespace

TEST(FillVerify, AFillIsReadBackWholeAndItsFolderIsGoneAfterwards)
{
    TempDir dir;
    FillPlan plan {QString::fromStdString(dir.path()), 10 * MiB, 3 * MiB, 42};
    StopAfter never(UINT64_MAX);
    const FillOutcome outcome = fillAndVerify(plan, never);
    EXPECT_EQ(outcome.errorNumber, 0) << outcome.failedCall;
    const VerifyResult &v = outcome.verify;
    // 10 MiB of a large filesystem: everything came back, but no verdict on the drive from so small a part.
    EXPECT_EQ(v.verdict, VerifyResult::Verdict::Partial);
    EXPECT_EQ(v.claimedBytes, 10 * MiB);
    EXPECT_EQ(v.usableBytes, 10 * MiB);
    EXPECT_EQ(v.stamps.intact, 10 * MiB / StampSize);
    EXPECT_EQ(v.bytesRead, 10 * MiB);
    EXPECT_TRUE(never.readsBack());
    EXPECT_TRUE(std::filesystem::is_empty(dir.path())) << "no folder, no file left";
    bool writes = false, reads = false;
    for (const Sample &s : outcome.samples) {
        writes = writes || (s.run == 1 && s.writeBytes > 0);
        reads = reads || (s.run == 2 && s.readBytes > 0);
    }
    EXPECT_TRUE(writes && reads) << "a rate over the fill for each phase";
}

TEST(FillVerify, AStopEndsTheFillLeavesNothingAndSaysItIsIncomplete)
{
    TempDir dir;
    FillPlan plan {QString::fromStdString(dir.path()), 64 * MiB, 16 * MiB, 42};
    StopAfter stop(20 * MiB);
    const FillOutcome outcome = fillAndVerify(plan, stop);
    EXPECT_EQ(outcome.verify.verdict, VerifyResult::Verdict::Incomplete);
    EXPECT_LT(outcome.verify.bytesWritten, 64 * MiB);
    EXPECT_FALSE(stop.readsBack());
    EXPECT_TRUE(std::filesystem::is_empty(dir.path()));
}

TEST(FillVerify, AKilledVerifysLeftoversAreRemovedAndNothingElse)
{
    TempDir dir;
    const std::string dead = dir.file(std::string(FillFolderPrefix) + std::to_string(deadPid()) + "-1700000000");
    const std::string alive = dir.file(std::string(FillFolderPrefix) + std::to_string(::getpid()) + "-1700000000");
    const std::string mixed = dir.file(std::string(FillFolderPrefix) + std::to_string(deadPid()) + "-1700000001");
    for (const std::string &folder : {dead, alive, mixed})
        std::filesystem::create_directory(folder);
    for (const char *name : {"/0.stamp", "/1.stamp", "/2.stamp"})
        makeStampFile(dead + name);
    makeStampFile(alive + "/0.stamp");
    makeStampFile(mixed + "/0.stamp");
    makeStampFile(mixed + "/notes.txt"); // not ours: kept, and its folder with it
    makeStampFile(dir.file(".sektor-verify-notes")); // no pid: not a verify's folder

    EXPECT_EQ(removeFillLeftovers(QString::fromStdString(dir.path())), 4);
    EXPECT_FALSE(std::filesystem::exists(dead));
    EXPECT_TRUE(std::filesystem::exists(alive + "/0.stamp")) << "a verify still running is left alone";
    EXPECT_TRUE(std::filesystem::exists(mixed + "/notes.txt"));
    EXPECT_FALSE(std::filesystem::exists(mixed + "/0.stamp"));
    EXPECT_TRUE(std::filesystem::exists(dir.file(".sektor-verify-notes")));

    std::filesystem::remove_all(alive);
    std::filesystem::remove_all(mixed);
    const std::string again = dir.file(std::string(FillFolderPrefix) + std::to_string(deadPid()) + "-1700000002");
    std::filesystem::create_directory(again);
    makeStampFile(again + "/0.stamp");
    StopAfter never(UINT64_MAX);
    const FillOutcome outcome = fillAndVerify({QString::fromStdString(dir.path()), 1 * MiB, 1 * MiB, 7}, never);
    EXPECT_EQ(outcome.leftoversRemoved, 1) << "the next verify removes them first, and says how many";
    EXPECT_TRUE(std::filesystem::is_empty(dir.path()) || std::filesystem::exists(dir.file(".sektor-verify-notes")));
    EXPECT_FALSE(std::filesystem::exists(again));
}

TEST(FillVerify, AllTheFreeSpaceOfASmallFilesystemIsFilledToItsEnd)
{
    SEKTOR_REQUIRE_ROOT();
    MountedLoop fs(48 * MiB);
    ASSERT_TRUE(fs.ok()) << fs.error();
    struct statvfs before
    {
    };
    ASSERT_EQ(::statvfs(fs.path().c_str(), &before), 0);
    const std::uint64_t free = std::uint64_t(before.f_bavail) * before.f_frsize;
    StopAfter never(UINT64_MAX);
    const FillOutcome outcome = fillAndVerify({QString::fromStdString(fs.path()), 0, 8 * MiB, 3}, never);
    EXPECT_EQ(outcome.errorNumber, 0) << outcome.failedCall;
    EXPECT_EQ(outcome.verify.verdict, VerifyResult::Verdict::Genuine);
    EXPECT_GT(outcome.verify.claimedBytes, free - FillReserveBytes - 8 * MiB) << "filled to the reserve, about";
    EXPECT_LE(outcome.verify.claimedBytes, free);
    struct statvfs after
    {
    };
    ASSERT_EQ(::statvfs(fs.path().c_str(), &after), 0);
    EXPECT_EQ(after.f_bavail, before.f_bavail) << "every block back";
    for (const auto &entry : std::filesystem::directory_iterator(fs.path()))
        EXPECT_EQ(entry.path().filename(), "lost+found") << entry.path();
}
