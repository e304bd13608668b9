// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "batch/batchentry.h"
#include "catalog/drivecatalog.h"
#include "model/profile.h"

#include <QDateTime>

namespace Sektor {

/**
 * Fills in the result of a batch's drive whose run kept none (refused, or failed at its start): its profile, start,
 * machine, and its target by path with the drive under it. Which physical drive did not get measured is what the
 * summary and the drive's certificate must say. A path that is not there is named only (it would otherwise be
 * placed on the drive of the folder above it).
 */
void describeUnmeasured(BatchEntry &entry,
                        const Profile &profile,
                        const QDateTime &started,
                        const Catalog::DriveCatalog &catalog);

} // namespace Sektor
