// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/error.h"
#include "model/profile.h"

#include <QString>

namespace Sektor::Cli {

/**
 * --block-sizes and --queue-depth: the two settings of the sweeps a reviewer changes. @p blockSizes ("4KiB-1MiB",
 * or one size) keeps the Block Size Sweep's sizes in that range; @p queueDepth sets the queue depth of every test
 * of the Block Size Sweep or the Sustained Write. Empty values leave the profile as it is; other profiles refuse
 * both (their tests are chosen with --tests). Errors are translated InvalidArgument sentences.
 */
Error reshapeProfile(Profile &profile, const QString &blockSizes, const QString &queueDepth);

} // namespace Sektor::Cli
