// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <string>

namespace Sektor::Test {

/**
 * Writes a GPT partition table to a loop device the test made and makes sure the kernel has the
 * partitions, with their /dev nodes. layout: sfdisk script lines, one a partition, each ending in
 * a newline (",24MiB\n,\n"). Returns an empty string on success, else what went wrong.
 */
std::string partitionLoopDevice(const std::string &device, const std::string &layout);

} // namespace Sektor::Test
