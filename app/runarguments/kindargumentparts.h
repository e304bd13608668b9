// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "kindarguments.h"

#include <memory>
#include <vector>

namespace Sektor::Cli {

/// A new part of every kind that has options of its own, each once, in the order --help lists them: the one
/// registration of the kinds' options (kindargumentparts.cpp).
std::vector<std::unique_ptr<KindArguments>> makeKindArguments();

} // namespace Sektor::Cli
