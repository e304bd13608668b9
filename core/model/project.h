// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

namespace Sektor {

/// Where people find Sektor: named in shared texts (under CrystalDiskMark's header) and in the About box.
inline constexpr char ProjectAddress[] = "https://github.com/sektor-benchmark/sektor";

} // namespace Sektor
