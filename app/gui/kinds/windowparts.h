// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/kinds/kindwindowparts.h"

#include "model/profile.h"

namespace Sektor::Gui {

/// The window parts of @p kind (every kind has its line in windowparts.cpp, in the order of Profile::Kind).
const KindWindowParts &windowPartsFor(Profile::Kind kind);

/// The parts of the kind whose own figures @p result holds; the standard profiles' when no kind's do.
const KindWindowParts &windowPartsOf(const RunResult &result);

/// Each parts object once, in the order of the kinds that use it first: a page makes each one's views once.
QList<const KindWindowParts *> allWindowParts();

} // namespace Sektor::Gui
