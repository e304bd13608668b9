// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// A raw loop device over a file in RAM is labelled memory-backed from what the kernel says of
// the open device, not from the backing file's path: the path is whatever the loop's creator
// chose (the privileged helper must not look it up), and may even be gone.
#include "benchmarkfixture.h"
#include "support/loopdevice.h"
#include "support/requireroot.h"

#include <gtest/gtest.h>

#include <unistd.h>

using namespace Sektor;
using namespace Sektor::Test;

namespace {
RunOutcome readOnce(const LoopDevice &loop)
{
    return runBenchmark(customProfile({seq1m(1)}, {IoMode::Read}), loop.device(), quickOptions());
}
} // namespace

TEST(MemoryBackedDevice, ALoopOverADeletedFileInRamIsStillMemoryBacked)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop(LoopDevice::Options {.size = 32ull << 20, .backingDir = "/dev/shm"});
    ASSERT_TRUE(loop.ok()) << loop.error();
    // The backing file's name is gone ("… (deleted)"); the kernel still knows its filesystem.
    ASSERT_EQ(::unlink(loop.backingFile().c_str()), 0);
    const RunOutcome outcome = readOnce(loop);
    ASSERT_TRUE(outcome.ok()) << outcome.error.message().toStdString();
    EXPECT_TRUE(outcome.result.target.memoryBacked);
}

TEST(MemoryBackedDevice, ALoopOverAFileOnDiskIsNot)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop(LoopDevice::Options {.size = 32ull << 20, .backingDir = "/var/tmp"});
    ASSERT_TRUE(loop.ok()) << loop.error();
    const RunOutcome outcome = readOnce(loop);
    ASSERT_TRUE(outcome.ok()) << outcome.error.message().toStdString();
    EXPECT_FALSE(outcome.result.target.memoryBacked);
}
