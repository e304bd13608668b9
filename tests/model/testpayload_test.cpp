// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// What the helper asks of a test's payload without naming its type: whether it waits for the final result.
#include "model/smallfiles.h"
#include "model/surface.h"
#include "model/testpayload.h"
#include "model/verify.h"

#include <gtest/gtest.h>

using namespace Sektor;

// A surface test's chunks, ranges and reads can run to megabytes: the helper leaves them out of each finished test's
// bus signal and sends them with the final result; the other payloads and a test without one go with the signal.
TEST(TestPayload, OnlyASurfaceTestsFiguresWaitForTheFinalResult)
{
    SurfaceResult surface;
    surface.deviceBytes = 64 << 20;
    EXPECT_TRUE(TestPayload::of(surface).onlyWithFinalResult());

    VerifyResult verify;
    verify.claimedBytes = 64 << 20;
    EXPECT_FALSE(TestPayload::of(verify).onlyWithFinalResult());

    SmallFilesResult files;
    files.phases.append(FilePhaseResult {});
    EXPECT_FALSE(TestPayload::of(files).onlyWithFinalResult());

    EXPECT_FALSE(TestPayload().onlyWithFinalResult());
    EXPECT_FALSE(TestPayload::of(SurfaceResult {}).onlyWithFinalResult()) << "an empty payload is none";
}
