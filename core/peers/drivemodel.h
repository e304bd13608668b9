// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"

#include <QString>

namespace Sektor {

/**
 * The model name as drives of one model share it however the kernel, udev or an enclosure spelled it: whitespace
 * and underscores collapsed to one space, lower case, and the vendor words some paths put before the name removed
 * ("ATA " that libata's SCSI layer adds, "Samsung " that one path reports and another not), so that "ATA Samsung SSD
 * 870 EVO 1TB", "Samsung_SSD_870_EVO_1TB" and "SSD 870 EVO 1TB" are one model. The firmware is not part of it (it is
 * a field of its own, MeasuredDrive::firmware): drives of one model on different firmware are one model. Empty for an
 * empty name.
 */
QString normalisedModel(const QString &model);

/// The model name to show: as the drive reports it, with whitespace and underscores collapsed and "ATA " removed.
QString displayedModel(const QString &model);

/// "1 TB", "500 GB", "960 GB": a capacity as makers print it on the label (decimal, three significant digits at most).
QString capacityLabel(std::uint64_t bytes);

/// The model to show with its capacity: "Samsung SSD 870 EVO 1TB", or "Crucial MX500 (500 GB)" when the name does not
/// already say its capacity.
QString modelWithCapacity(const MeasuredDrive &drive);

/**
 * Which drives count as the same model: the normalised model name with the capacity (makers reuse a family's name
 * across sizes that differ in speed); drives without a model (loop devices, some card readers) by transport and
 * capacity. Used by a batch (its outliers) and by the history (a result among its model's results).
 */
QString modelGroupKey(const MeasuredDrive &drive);

} // namespace Sektor
