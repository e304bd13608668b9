// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

struct io_uring;

namespace Sektor {

/// Sets up @p ring with @p entries for use by one thread only, with the flags that cut completion overhead where the
/// kernel has them (older kernels reject them with EINVAL, so it falls back step by step). Returns 0 or -errno.
int initSingleThreadRing(io_uring &ring, unsigned entries);

} // namespace Sektor
