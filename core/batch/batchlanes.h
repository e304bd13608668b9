// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QList>
#include <QStringList>

namespace Sektor {

/**
 * Which drives of a batch may be measured at the same time: the batch's drives split into lanes, each run one drive
 * after another, the lanes side by side. Drives with a key in common (a controller or bus, see busKeysOfDevice(); or
 * "helper", which serves one run at a time) share a lane, also through a third drive. Each lane keeps the batch's
 * order; lanes are ordered by their first drive. Without @p parallel, one lane holds every drive.
 */
QList<QList<int>> batchLanes(const QList<QStringList> &keys, bool parallel);

} // namespace Sektor
