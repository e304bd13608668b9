// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/expected.h"
#include "model/results.h"

#include <QString>

namespace Sektor::Cli {

/**
 * Reads a result file that `run --json`, `history export` or another machine wrote. On failure the error's detail is
 * the sentence to show ("/x.json is not a Sektor result: …", "Cannot read …").
 */
Expected<RunResult> readResultFile(const QString &path);

} // namespace Sektor::Cli
