// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/progress.h"
#include "model/results.h"

namespace Sektor::Test {

/// The chunk the burn-in fixtures' device is mapped in, and how many of them it has.
inline constexpr std::uint64_t BurnInChunk = 256ULL * 1024 * 1024;
inline constexpr int BurnInChunks = 1000;

/**
 * A finished burn-in of a 268 GB drive (1000 chunks of 256 MiB), 2 passes of stamps and random data, that found one
 * range of every kind: unreadable in chunk 100, corrupt in chunk 300, a write error in chunk 500, slow in chunk 700
 * (class 6); the stamps of chunk 900 on came back from chunk 0 (fake capacity). Chunks 200…249 are in class 3, 600…609
 * in class 5, the rest alternate between classes 1 and 2; the write rate falls from 150 to 75 MB/s, the read rate
 * from 200 to 100 MB/s.
 */
RunResult burnInWithFindings();

/// A burn-in of the same drive that found nothing: every step done, every block in class 1 or 2.
RunResult burnInPassed();

/// The RunOptions of the fixtures' burn-in: 2 passes of stamps and random data, eight steps.
RunOptions burnInTwoPasses();

/// What a burn-in of burnInTwoPasses() on a drive of @p deviceBytes reports 37 % into its third step (pass 1, random
/// data written), @p elapsedNs in, its time left from the rate so far.
Progress burnInThirdStep(std::uint64_t deviceBytes, std::int64_t elapsedNs);

} // namespace Sektor::Test
