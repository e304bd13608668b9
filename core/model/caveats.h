// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"

#include <QString>
#include <QStringList>

namespace Sektor {

/// Stable ids of the things that make a result less than a clean measurement of the drive.
namespace Caveat {
inline constexpr char CacheAffected[] = "cache-affected"; ///< O_DIRECT refused: the page cache may be in the figures.
inline constexpr char MemoryBacked[] = "memory-backed"; ///< tmpfs, zram, loop over tmpfs: measures RAM.
inline constexpr char UnwrittenAreas[] = "unwritten-areas"; ///< Raw-device reads of areas never written (or trimmed).
inline constexpr char SyncDepthCapped[]
    = "sync-depth-capped"; ///< The sync engine could not keep the full queue depth in flight.
} // namespace Caveat

/**
 * Every caveat of a result, once each, in a stable order: those that follow from the target
 * (TargetInfo is their only record) first, then the run-level ones in RunResult::warnings.
 */
QStringList caveatsOf(const RunResult &result);

/// One translated sentence explaining a caveat, for the CLI and the GUI; empty for an unknown id.
QString caveatText(const QString &id);

} // namespace Sektor
