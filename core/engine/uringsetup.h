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

/// How many completions a peak-mode lane waits for at once: a quarter of its queue depth, at least one.
constexpr unsigned peakReapBatch(unsigned depth)
{
    return depth / 4 > 1 ? depth / 4 : 1;
}

} // namespace Sektor
