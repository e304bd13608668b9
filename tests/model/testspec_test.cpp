// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/testspec.h"
#include "qstringprinter.h"

#include <gtest/gtest.h>

using namespace Sektor;

namespace {

TestSpec spec(std::uint32_t blockSize, std::uint32_t qd = 1, std::uint32_t threads = 1, bool syncWrites = false)
{
    return TestSpec {AccessPattern::Random, blockSize, qd, threads, syncWrites};
}

// Reports which spec was refused or accepted, so a failing boundary is named in the output.
::testing::AssertionResult isValid(const TestSpec &t)
{
    const Error e = t.validate();
    if (e.code == ErrorCode::None)
        return ::testing::AssertionSuccess() << t.name().toStdString() << " accepted";
    return ::testing::AssertionFailure() << t.name().toStdString() << " (bs " << t.blockSize
                                         << ") refused: " << e.detail.toStdString();
}

// A refusal must be InvalidArgument and say which field is wrong.
void expectInvalid(const TestSpec &t, const char *field)
{
    const Error e = t.validate();
    EXPECT_EQ(e.code, ErrorCode::InvalidArgument) << t.name().toStdString() << " bs " << t.blockSize;
    EXPECT_TRUE(e.detail.contains(QLatin1String(field))) << e.detail.toStdString();
}

} // namespace

TEST(TestSpec, NameAsCrystalDiskMark)
{
    EXPECT_EQ((TestSpec {AccessPattern::Sequential, 1 * MiB, 8, 1, false}.name()), QStringLiteral("SEQ1M Q8T1"));
    EXPECT_EQ((TestSpec {AccessPattern::Random, 4 * KiB, 32, 16, false}.name()), QStringLiteral("RND4K Q32T16"));
    EXPECT_EQ((TestSpec {AccessPattern::Sequential, 128 * KiB, 32, 1, false}.name()), QStringLiteral("SEQ128K Q32T1"));
    EXPECT_EQ((TestSpec {AccessPattern::Random, 4 * KiB, 1, 1, false}.name()), QStringLiteral("RND4K Q1T1"));
    EXPECT_EQ((TestSpec {AccessPattern::Random, 512, 1, 1, false}.name()), QStringLiteral("RND512B Q1T1"));
}

TEST(TestSpec, SyncWriteNameSaysDsync)
{
    const TestSpec sync {AccessPattern::Sequential, 512, 1, 1, true};
    EXPECT_TRUE(sync.name().contains(QLatin1String("DSYNC"))) << sync.name().toStdString();
    EXPECT_TRUE(sync.name().startsWith(QLatin1String("SEQ512B Q1T1"))) << sync.name().toStdString();
    // Without the flag it must not claim durability.
    EXPECT_FALSE(spec(512).name().contains(QLatin1String("DSYNC")));
}

TEST(TestSpec, BlockSizeLabels)
{
    EXPECT_EQ(TestSpec::blockSizeLabel(512), QStringLiteral("512B"));
    EXPECT_EQ(TestSpec::blockSizeLabel(4 * KiB), QStringLiteral("4KiB"));
    EXPECT_EQ(TestSpec::blockSizeLabel(128 * KiB), QStringLiteral("128KiB"));
    EXPECT_EQ(TestSpec::blockSizeLabel(1 * MiB), QStringLiteral("1MiB"));
    EXPECT_EQ(TestSpec::blockSizeLabel(64 * MiB), QStringLiteral("64MiB"));
    EXPECT_EQ(TestSpec::blockSizeLabel(1536), QStringLiteral("1536B"));
    EXPECT_EQ(TestSpec::blockSizeLabel(1536 * KiB), QStringLiteral("1536KiB"));
}

TEST(TestSpec, BlockSizeShort)
{
    EXPECT_EQ(TestSpec::blockSizeShort(512), QStringLiteral("512B"));
    EXPECT_EQ(TestSpec::blockSizeShort(1536), QStringLiteral("1536B"));
    EXPECT_EQ(TestSpec::blockSizeShort(4 * KiB), QStringLiteral("4K"));
    EXPECT_EQ(TestSpec::blockSizeShort(128 * KiB), QStringLiteral("128K"));
    EXPECT_EQ(TestSpec::blockSizeShort(1 * MiB), QStringLiteral("1M"));
    EXPECT_EQ(TestSpec::blockSizeShort(64 * MiB), QStringLiteral("64M"));
}

TEST(TestSpec, DefaultIsValid)
{
    EXPECT_TRUE(isValid(TestSpec {}));
}

TEST(TestSpecValidate, BlockSizeLimits)
{
    EXPECT_TRUE(isValid(spec(512)));
    EXPECT_TRUE(isValid(spec(1024)));
    EXPECT_TRUE(isValid(spec(64 * MiB - 512)));
    EXPECT_TRUE(isValid(spec(64 * MiB)));
    expectInvalid(spec(0), "block size");
    expectInvalid(spec(511), "block size");
    expectInvalid(spec(513), "block size");
    expectInvalid(spec(1000), "block size");
    expectInvalid(spec(4 * KiB + 1), "block size");
    expectInvalid(spec(64 * MiB + 512), "block size");
    expectInvalid(spec(UINT32_MAX), "block size");
}

TEST(TestSpecValidate, QueueDepthLimits)
{
    EXPECT_TRUE(isValid(spec(4 * KiB, 1)));
    EXPECT_TRUE(isValid(spec(4 * KiB, 256)));
    expectInvalid(spec(4 * KiB, 0), "queue depth");
    expectInvalid(spec(4 * KiB, 257), "queue depth");
    expectInvalid(spec(4 * KiB, UINT32_MAX), "queue depth");
}

TEST(TestSpecValidate, ThreadLimits)
{
    EXPECT_TRUE(isValid(spec(4 * KiB, 1, 1)));
    EXPECT_TRUE(isValid(spec(4 * KiB, 1, 64)));
    expectInvalid(spec(4 * KiB, 1, 0), "thread");
    expectInvalid(spec(4 * KiB, 1, 65), "thread");
}

TEST(TestSpecValidate, BufferCap)
{
    // Exactly 2 GiB of buffers is allowed, one more block's worth is not.
    EXPECT_TRUE(isValid(spec(1 * MiB, 256, 8)));
    expectInvalid(spec(1 * MiB, 256, 9), "buffers");
    EXPECT_TRUE(isValid(spec(64 * MiB, 32, 1)));
    expectInvalid(spec(64 * MiB, 33, 1), "buffers");
    EXPECT_TRUE(isValid(spec(8 * MiB, 4, 64)));
    expectInvalid(spec(8 * MiB + 512, 4, 64), "buffers");
    // Every field at its maximum: 2^40 bytes, which must not wrap around in 32 bits.
    expectInvalid(spec(64 * MiB, 256, 64), "buffers");
    expectInvalid(spec(1 * MiB, 64, 64), "buffers"); // 2^32 bytes exactly: 0 in 32-bit arithmetic
}

TEST(TestSpecValidate, SyncWritesOnlyAtQueueDepthOne)
{
    EXPECT_TRUE(isValid(spec(4 * KiB, 1, 1, true)));
    EXPECT_TRUE(isValid(spec(512, 1, 1, true)));
    expectInvalid(spec(4 * KiB, 2, 1, true), "O_DSYNC");
    expectInvalid(spec(4 * KiB, 32, 1, true), "O_DSYNC");
    // The same depth without the flag is fine: the refusal is about syncWrites.
    EXPECT_TRUE(isValid(spec(4 * KiB, 32, 1, false)));
}

TEST(TestSpec, IoModeIds)
{
    EXPECT_EQ(ioModeId(IoMode::Read), QStringLiteral("read"));
    EXPECT_EQ(ioModeId(IoMode::Write), QStringLiteral("write"));
    EXPECT_EQ(ioModeId(IoMode::Mix), QStringLiteral("mix"));
}
