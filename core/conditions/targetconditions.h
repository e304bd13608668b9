// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "catalog/drivecatalog.h"
#include "model/results.h"

namespace Sektor::Conditions {

/**
 * Fills in the conditions of a run whose target the engine has described (TargetInfo, its drives): each drive's
 * link and the facts of the storage stack and the system (readConditionFacts()).
 * @param kernelName the block device under a raw target as the engine found it; for a directory the mounted
 *        device is looked up in the catalog.
 */
void describeConditions(RunResult &result,
                        const QString &kernelName,
                        const Catalog::DriveCatalog &catalog,
                        const QString &sysRoot = QStringLiteral("/sys"));

} // namespace Sektor::Conditions
