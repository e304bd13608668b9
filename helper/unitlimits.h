// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/runoptions.h"
#include "model/testspec.h"
#include "model/units.h"

#include <cstdint>

/**
 * What the systemd unit (data/sektor-helper.service.in) allows the helper, and the proof at build
 * time that every request the helper accepts fits: TasksMax and MemoryMax are set once in
 * helper/CMakeLists.txt, written into the unit and compiled in here. A limit the unit sets below
 * what an accepted request needs ends that request by the kernel (a thread refused, the OOM
 * killer) instead of by a clear refusal: so the build fails instead.
 * (helperbus.HelperUnitLimits.* runs the worst requests under the unit's values.)
 */
namespace Sektor::Helper::UnitLimits {

inline constexpr std::uint64_t Tasks = SEKTOR_HELPER_TASKS_MAX;
inline constexpr std::uint64_t MemoryBytes = std::uint64_t(SEKTOR_HELPER_MEMORY_MAX_MIB) * MiB;

/// The helper's own threads besides the I/O lanes: the main thread, the bus connection's, the
/// runner's, the conditions sampler's, and what Qt and glibc start, with room to spare.
inline constexpr std::uint64_t OwnThreads = 32;
/// Threads one accepted request may need: the sync engine's blocking lanes (one per I/O in flight,
/// capped), or io_uring's lanes (one per thread) and the kernel workers their rings may start,
/// which count as tasks too (when one is refused, its I/O fails with an error: nothing dies).
inline constexpr std::uint64_t SyncLanes = Limits::MaxSyncInFlight;
inline constexpr std::uint64_t UringLanes = Limits::MaxThreads;

/// The process without its I/O buffers: code, Qt, the result with its samples and its JSON.
inline constexpr std::uint64_t OwnMemoryBytes = 512 * MiB;
/// The most I/O buffer memory a request may take: Limits::MaxBufferBytes (checked on every test
/// spec), plus, per thread, the rounding to huge pages and the spare page of their alignment.
inline constexpr std::uint64_t HugePage = 2 * MiB;
inline constexpr std::uint64_t WorstBufferBytes = Limits::MaxBufferBytes + Limits::MaxThreads * 2 * HugePage;

static_assert(SyncLanes + OwnThreads <= Tasks, "TasksMax is below the sync engine's lanes plus the helper's threads");
static_assert(OwnThreads + 2 * UringLanes <= Tasks, "TasksMax leaves io_uring fewer workers than lanes");
static_assert(WorstBufferBytes + OwnMemoryBytes <= MemoryBytes,
              "MemoryMax is below the I/O buffers the helper accepts plus the helper itself");
/// The helper's memory when a run starts (measured: about 30 MiB resident), with room.
inline constexpr std::uint64_t IdleBytes = 64 * MiB;
// At run time the buffers may take what the cgroup leaves less an eighth (CgroupReserveDivisor in
// core/engine/buffermemory.h, private to the engine): under the unit, the worst request is not refused.
static_assert(WorstBufferBytes <= (MemoryBytes - IdleBytes) - (MemoryBytes - IdleBytes) / 8,
              "MemoryMax leaves the worst accepted buffers less than the run-time check allows them");

} // namespace Sektor::Helper::UnitLimits
