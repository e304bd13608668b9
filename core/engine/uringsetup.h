// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

struct io_uring;

namespace Sektor {

/// Sets up @p ring with @p entries for use by one thread only, with the flags that cut completion overhead where the
/// kernel has them (older kernels reject them with EINVAL, so it falls back step by step). Returns 0 or -errno.
int initSingleThreadRing(io_uring &ring, unsigned entries);

/// Sets up @p ring for peak mode (RunOptions::peak): a kernel thread polls its submissions (SQPOLL), one thread
/// issues (SINGLE_ISSUER where the kernel has it), and with @p ioPoll completions are polled (IOPOLL; the device must
/// have poll queues and the file be open with O_DIRECT). Returns 0 or -errno.
int initPeakRing(io_uring &ring, unsigned entries, bool ioPoll);

/// How many completions a lane waits for at once outside peak mode: an eighth of its queue depth, at least one and at
/// most four. So below QD16 a lane sees each completion as soon as it wakes (as fio does by default), and at QD32 it
/// waits for four, which costs the latency figures at most three later completions (ARCHITECTURE.md, "What the
/// per-batch clock reads cost in truth") and with the submits that go along with it costs 0.7x the CPU per I/O on the
/// RAM-backed loop.
constexpr unsigned reapBatch(unsigned depth)
{
    return depth / 8 < 1 ? 1 : depth / 8 > 4 ? 4 : depth / 8;
}

/// How many completions a peak-mode lane waits for at once: a quarter of its queue depth, at least one.
constexpr unsigned peakReapBatch(unsigned depth)
{
    return depth / 4 > 1 ? depth / 4 : 1;
}

} // namespace Sektor
