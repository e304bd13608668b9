// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"

#include <cstdint>

namespace Sektor {

/// A plain field of a result struct and its key in the JSON result file. The writer and the reader walk the same
/// tables, so a field cannot be written under one key and read under another, or be forgotten by one side.
template<typename Struct, typename Field>
struct FieldKey
{
    const char *key;
    Field Struct::*field;
};

/// meanNs, the one non-integer field, is handled beside this table.
inline constexpr FieldKey<LatencySummary, std::uint64_t> latencySummaryIntegerKeys[] = {
    {"count", &LatencySummary::count},
    {"minNs", &LatencySummary::minNs},
    {"maxNs", &LatencySummary::maxNs},
    {"p50Ns", &LatencySummary::p50Ns},
    {"p90Ns", &LatencySummary::p90Ns},
    {"p99Ns", &LatencySummary::p99Ns},
    {"p999Ns", &LatencySummary::p999Ns},
    {"p9999Ns", &LatencySummary::p9999Ns},
};

// The target's fields by type; kind (an enum id) and drives (an array) are handled beside these tables.
inline constexpr FieldKey<TargetInfo, QString> targetTextKeys[] = {
    {"path", &TargetInfo::path},
    {"filesystem", &TargetInfo::filesystem},
    {"mountPoint", &TargetInfo::mountPoint},
};

inline constexpr FieldKey<TargetInfo, std::uint64_t> targetByteKeys[] = {
    {"span", &TargetInfo::span},
    {"deviceSize", &TargetInfo::deviceSize},
    {"freeBytes", &TargetInfo::freeBytes},
    {"totalBytes", &TargetInfo::totalBytes},
};

inline constexpr FieldKey<TargetInfo, std::uint32_t> targetBlockKeys[] = {
    {"directIoAlignment", &TargetInfo::directIoAlignment},
    {"logicalBlockSize", &TargetInfo::logicalBlockSize},
};

inline constexpr FieldKey<TargetInfo, bool> targetFlagKeys[] = {
    {"directIo", &TargetInfo::directIo},
    {"cacheAffected", &TargetInfo::cacheAffected},
    {"memoryBacked", &TargetInfo::memoryBacked},
    {"prefilled", &TargetInfo::prefilled},
};

/// Flags added after format version 1 was first written: absent in older files, where they read as false.
inline constexpr FieldKey<TargetInfo, bool> targetLaterFlagKeys[] = {
    {"preallocated", &TargetInfo::preallocated},
    {"noCopyOnWrite", &TargetInfo::noCopyOnWrite},
};

} // namespace Sektor
