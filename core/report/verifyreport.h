// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"
#include "model/verify.h"

#include <QJsonObject>
#include <QLocale>
#include <QString>
#include <QStringList>

namespace Sektor {

/// The findings of a capacity check (@p result's capacity probe), or null for other runs.
const VerifyResult *verifyOf(const RunResult &result);

/// The "[Capacity Probe]" block of the text report: fixed English, C locale, each line ending in '\n'; empty for
/// other runs.
QString verifyText(const RunResult &result);

/// The "verify" object of the JSON report (derived from the test's findings, for readers that only want the answer).
QJsonObject verifySummaryJson(const RunResult &result);

/// The columns a capacity check adds to the CSV export, and their values.
QString verifyCsvHeader();
QString verifyCsvFields(const RunResult &result);

/// The verdict in plain words for people ("Fake: it holds 256 MiB of the 1.0 GiB it claims."): translated, in
/// @p locale's numbers; empty for other runs.
QString verifyVerdictText(const VerifyResult &verify, const QLocale &locale = QLocale());

/// What a verify with @p options will do to the drive, for the window's notes before it starts: it fills the free
/// space (or writes the size chosen) for a while. Translated.
QString verifyNotice(const RunOptions &options);

/// The facts behind the verdict, a line each, for people: claimed and usable size, wrap-around, the first
/// @p listedRanges bad areas (and how many more), what was checked, written and read. Translated, in @p locale's
/// numbers.
QStringList verifyFacts(const VerifyResult &verify, int listedRanges, const QLocale &locale = QLocale());

} // namespace Sektor
