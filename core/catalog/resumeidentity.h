// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "catalog/drive.h"
#include "model/results.h"

#include <QString>

namespace Sektor::Catalog {

/**
 * Why @p now is not the drive the stopped run @p earlier tested, in a sentence (translated), or an empty string when
 * it is: a paused burn-in or read scan goes on only on the drive it began on. The kernel's name and disk sequence
 * number change when a drive is plugged in again, so the drive is recognised by what it carries with it: its size, and
 * its serial number or World Wide Name with its model; a loop device, which has neither, by the file behind it. A
 * drive that tells none of these cannot be told from another, and is refused.
 */
QString otherDriveReason(const RunResult &earlier, const Drive &now);

} // namespace Sektor::Catalog
