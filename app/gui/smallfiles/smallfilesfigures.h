// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/smallfiles.h"

#include <QLocale>
#include <QString>

namespace Sektor::Gui {

/// The rows of every small-files table and chart, in bonnie++'s order.
inline constexpr FileOperation FileOperations[] = {FileOperation::Create, FileOperation::Read, FileOperation::Delete};
/// Its columns: sequential, then random.
inline constexpr FileOrder FileOrders[] = {FileOrder::Sequential, FileOrder::Random};

/// "Create", "Read", "Delete" in the window's language; an empty file's read is named "Stat", the lookup it is.
QString fileOperationName(FileOperation operation, std::uint32_t fileBytes);
/// "Sequential" or "Random" in the window's language.
QString fileOrderName(FileOrder order);
/// "Files/s", the unit of a small-files figure, in the window's language.
QString filesPerSecondUnit();
/// A rate as the grid shows it: whole files per second ("58,000"), one decimal below 100 ("12.5").
QString filesPerSecondText(double filesPerSecond, const QLocale &locale = QLocale());
/// How full a cell's bar is for @p filesPerSecond: logarithmic from 1 to a million files per second (0…1).
double filesPerSecondFraction(double filesPerSecond);
/// "1 round", "5 rounds": the create-read-delete cycles a small-files test ran.
QString roundsText(int rounds);
/// What ran, in one line: "16,384 files of 0 bytes · 1 thread · 5 rounds · synced after each phase".
QString smallFilesSetupText(const SmallFilesResult &result, const QLocale &locale = QLocale());

} // namespace Sektor::Gui
