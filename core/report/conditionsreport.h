// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/caveats.h"
#include "model/results.h"

#include <QString>
#include <QStringList>

namespace Sektor {

/// "PCIe 4.0 x4", "SATA 6 Gb/s", "USB 2.0 (480 Mb/s)", "SD/MMC sd uhs SDR104, 4-bit at 208 MT/s"; empty when unknown.
QString linkText(DriveLink::Bus bus, std::uint32_t rate, std::uint32_t width, const QString &mode = QString());
/// The link as it runs now.
QString linkText(const DriveLink &link);

/// The interface ceiling of a link as a short phrase: "about 1,969 MB/s"; empty when unknown.
QString ceilingText(const DriveLink &link, Wording wording = Wording::Translated);

/// What is wrong with a link, known before any run: below what both ends support, a port slower than the drive, a
/// USB enclosure without UAS. Empty for a link that runs as fast as it can, or an unknown one.
QStringList linkWarnings(const DriveLink &link, Wording wording = Wording::Translated);

/**
 * Why the figures are what they are, as sentences: for each drive with a known link, the link and its ceiling,
 * whether it runs below what the drive and port support, whether the best figure sits at the ceiling, a USB
 * enclosure without UAS; then one sentence per condition of the storage stack and the system (RunResult::conditions).
 * The English wording is for shared texts, as trustNotes() is.
 */
QStringList conditionNotes(const RunResult &result, Wording wording = Wording::Translated);

/// One sentence for a condition; empty for an unknown id.
QString conditionText(const ConditionFact &fact, Wording wording = Wording::Translated);

} // namespace Sektor
