// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "report/kindreport.h"

#include <span>

namespace Sektor {

/// The registered kinds' parts of the result forms (report/kindreport.h), in the order their members, blocks and
/// columns appear in every output.
std::span<const KindReport *const> kindReports();

/// What @p result's kind counts in place of a test file measured in runs (KindReport::measure()), if it does.
std::optional<KindMeasure> kindMeasureOf(const RunResult &result);

/// @p result's verdict in a word (KindReport::verdict()), if its kind gives one.
std::optional<KindVerdict> kindVerdictOf(const RunResult &result);

/// Where @p result's verdict stands (KindReport::verdictLevel()), if its kind judges the drive.
std::optional<VerdictLevel> kindVerdictLevelOf(const RunResult &result);

/// The figure @p result's kind is about (KindReport::headline()), if its kind has one.
std::optional<KindHeadline> kindHeadlineOf(const RunResult &result, Wording wording = Wording::Translated);

} // namespace Sektor
