// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/caveats.h"
#include "model/results.h"

#include <QStringList>

namespace Sektor {

/// "3 % used, spare 100 %, 1,234 h powered on, 0 media errors" (NVMe) or "SMART good, 0 reallocated, 0 pending
/// sectors, 12,345 h powered on" (ATA), for captions and tables; empty when unknown.
QString healthSummary(const DriveHealth &health, Wording wording = Wording::Translated);

/**
 * What a drive said of its health around the run, as sentences: its state after the run (before, where only that was
 * read); each problem the drive itself reports (critical warnings, a failing assessment, worn out, media errors,
 * pending or reallocated sectors), with how it moves the figures; and what got worse during the run (new media
 * errors, pending sectors, minutes above the warning temperature). Empty when unknown.
 */
QStringList healthNotes(const MeasuredDrive &drive, Wording wording);

/// Only the problems drive @p name reports of itself, with how they move the figures: what the drive panel and
/// `sektor-cli drives` warn of before any run. Empty for a healthy or unknown drive.
QStringList healthProblems(const QString &name, const DriveHealth &health, Wording wording = Wording::Translated);

} // namespace Sektor
