// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
// A real btrfs on a loop device. Ground truth for NOCOW is space: a copy-on-write overwrite needs room for a second
// copy, an in-place one does not. With the file system filled to a little more than the test file, the NOCOW run
// succeeds where a copy-on-write one (a file that inherits the compression attribute, which btrfs will not make
// NOCOW) runs out of space. And O_DIRECT writes are never compressed: the device's own counter shows every byte.
#include "support/fillspace.h"
#include "support/loopdevice.h"
#include "support/quickrun.h"
#include "support/requireroot.h"
#include "support/shell.h"
#include "support/tempdir.h"

#include "engine/benchmark.h"
#include "model/units.h"

#include <gtest/gtest.h>

#include <memory>

namespace Sektor::Test {

namespace {

constexpr std::uint64_t SectorBytes = 512;

class BtrfsNoCow : public ::testing::Test
{
protected:
    void mountWith(const std::string &options)
    {
        ASSERT_TRUE(m_loop.ok()) << m_loop.error();
        m_mount = std::make_unique<Mount>(m_loop.device(), m_mountPoint.path(), "btrfs", options);
        ASSERT_TRUE(m_mount->ok()) << m_mount->error();
    }

    std::string directory(const std::string &name, bool compressAttribute) const
    {
        std::string dir = m_mountPoint.file(name);
        EXPECT_EQ(run({"mkdir", dir}).exitCode, 0);
        if (compressAttribute) {
            EXPECT_EQ(run({"chattr", "+c", dir}).exitCode, 0);
        }
        return dir;
    }

    static RunOutcome writeTest(const std::string &dir, DataPattern data = DataPattern::Random)
    {
        Profile profile;
        profile.id = QStringLiteral("test");
        profile.name = QStringLiteral("Test");
        profile.tests = {TestSpec {AccessPattern::Sequential, 1 * MiB, 4, 1, false}};
        profile.modes = {IoMode::Write};
        RunOptions options = quickRunOptions(); // 16 MiB
        options.data = data;
        Benchmark benchmark(profile, QString::fromStdString(dir), options);
        CancelToken cancel;
        return benchmark.run(cancel);
    }

    static bool has(const RunResult &r, const char *id)
    {
        return std::any_of(r.conditions.cbegin(), r.conditions.cend(), [id](const ConditionFact &c) {
            return c.id == QLatin1String(id);
        });
    }

    LoopDevice m_loop {LoopDevice::Options {.size = 256 * MiB}};
    TempDir m_mountPoint;
    std::unique_ptr<Mount> m_mount;
};

TEST_F(BtrfsNoCow, OverwritesInPlaceWhereACopyWouldNotFit)
{
    SEKTOR_REQUIRE_ROOT();
    mountWith({});
    const std::string inPlace = directory("in-place", false);
    const std::string copied = directory("copied", true);
    ASSERT_TRUE(fillAllBut(m_mountPoint.file("filler"), 20 * MiB));
    ASSERT_GE(availableBytes(inPlace), quickRunOptions().testSize);
    ASSERT_LT(availableBytes(inPlace), 2 * quickRunOptions().testSize) << "a second copy must not fit";

    const RunOutcome nocow = writeTest(inPlace);
    ASSERT_TRUE(nocow.ok()) << qPrintable(nocow.error.message());
    EXPECT_TRUE(nocow.result.target.noCopyOnWrite);
    EXPECT_TRUE(has(nocow.result, Condition::BtrfsNoCow));
    EXPECT_FALSE(has(nocow.result, Condition::BtrfsCow));
    EXPECT_TRUE(has(nocow.result, Condition::LoopDevice)) << "the file system is on a loop device";

    // btrfs hands the first test file's blocks back only when its transaction commits; on a busy machine that can
    // come after the next run's free-space check, which then refuses before writing (NotEnoughSpace) instead of
    // running out of space mid-write as this test means.
    ASSERT_EQ(run({"btrfs", "filesystem", "sync", m_mountPoint.path()}).exitCode, 0);
    const RunOutcome cow = writeTest(copied);
    EXPECT_EQ(cow.error.code, ErrorCode::OutOfSpace) << qPrintable(cow.error.message());
    EXPECT_FALSE(cow.result.target.noCopyOnWrite);
    EXPECT_TRUE(has(cow.result, Condition::BtrfsCow));
    EXPECT_EQ(run({"ls", "-A", copied}).out, "") << "nothing left behind";
}

// Forced compression and a copy-on-write file: O_DIRECT writes still reach the device whole (btrfs compresses only
// buffered writes), so the result names no compression; a buffered file of zeros shrinks to a sliver.
TEST_F(BtrfsNoCow, DirectWritesAreNeverCompressed)
{
    SEKTOR_REQUIRE_ROOT();
    mountWith("compress-force=zstd");
    const std::string copied = directory("copied", true);
    const BlockStat beforeBuffered = BlockStat::read(m_loop.name());
    const CommandResult dd = run(
        {"dd", "if=/dev/zero", "of=" + m_mountPoint.file("zeros"), "bs=1M", "count=16", "conv=fsync", "status=none"});
    ASSERT_EQ(dd.exitCode, 0) << dd.err;
    EXPECT_LT((BlockStat::read(m_loop.name()) - beforeBuffered).writeSectors * SectorBytes, 4 * MiB)
        << "btrfs did not compress a buffered file of zeros: the check below would prove nothing";

    const BlockStat before = BlockStat::read(m_loop.name());
    const RunOutcome outcome = writeTest(copied, DataPattern::Zero);
    ASSERT_TRUE(outcome.ok()) << qPrintable(outcome.error.message());
    const RunResult &r = outcome.result;
    ASSERT_TRUE(r.target.directIo);
    EXPECT_TRUE(has(r, Condition::BtrfsCow));
    EXPECT_FALSE(has(r, Condition::BtrfsCompression));
    EXPECT_GE((BlockStat::read(m_loop.name()) - before).writeSectors * SectorBytes, r.totals.writeBytes);
}

} // namespace

} // namespace Sektor::Test
