// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/caveats.h"
#include "model/results.h"

#include <QString>

namespace Sektor::History {

/// @p text, marked QT_TRANSLATE_NOOP("Sektor::History", …), in the reader's language or, for shared texts, as written.
QString say(const char *text, Wording wording);

/// What a run's test covered, as a comparison names it: its test size ("1 GiB"), or a small-files test's files per
/// round ("16384 files"). The comparison itself tells runs apart by it (in English), its texts show it.
QString testSizeText(const RunResult &run, Wording wording = Wording::Translated);

} // namespace Sektor::History
