// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QString>

#include <cstdint>

namespace Sektor {

struct TestSpec;

/// The row label of a result line in CrystalDiskMark's layout: "SEQ    1MiB (Q=  8, T= 1)". The text report's own
/// lines and its blocks (extras, sustained write, surface scan) name a test by it.
QString cdmTestLabel(const TestSpec &spec);

/// The block size column of a result line ("%4d" and unit): "   4KiB", "   1MiB", " 512B  ".
QString cdmBlockSize(std::uint32_t bytes);

} // namespace Sektor
