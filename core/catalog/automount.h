// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "catalog/mountinfo.h"

#include <QStringList>

namespace Sektor::Catalog {

/**
 * The points among `points` that are automount points (autofs) with nothing mounted on them yet:
 * until something uses them, mountinfo names no device there, so the partition that belongs
 * there looks free.
 */
QStringList pendingAutomounts(const QList<MountEntry> &mounts, const QStringList &points);

/**
 * Uses each pending automount among `points` so the kernel mounts it (opening a directory
 * through it is what autofs waits for). True when there was at least one.
 */
bool triggerAutomounts(const QList<MountEntry> &mounts, const QStringList &points);

} // namespace Sektor::Catalog
