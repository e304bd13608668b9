// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include "model/error.h"
#include "model/testspec.h"

#include <QString>

#include <cstdint>
#include <optional>

namespace Sektor {

/**
 * A run's I/O buffers may take at most this share (1/n) of the memory available when it starts.
 * The buffers are pinned while the run lasts (registered with io_uring), and the privileged
 * helper runs as root, whose memlock limit does not bound them: without this, one request could
 * push the machine into swap or the OOM killer.
 */
inline constexpr std::uint64_t BufferMemoryShareDivisor = 4;
/**
 * Under a cgroup memory limit (a systemd unit's MemoryMax, a container's), the buffers may take what
 * the limit leaves (cgroupMemoryHeadroom()) but this share (1/n) of it, which the run's results and
 * samples grow into: past the limit the OOM killer ends the process, not an error.
 */
inline constexpr std::uint64_t CgroupReserveDivisor = 8;

/// The I/O buffer bytes a test needs at most: one block per I/O in flight on every thread, each thread's rounded up
/// to the huge pages they are mapped in when its blocks are larger than a page (IoBuffers::footprint()).
std::uint64_t bufferBytes(const TestSpec &spec);

/// MemAvailable of <procRoot>/meminfo in bytes; 0 when it cannot be read.
std::uint64_t memAvailableBytes(const QString &procRoot = QStringLiteral("/proc"));

/**
 * OutOfMemory, before anything is allocated, when the test's buffers exceed the share of
 * memAvailable a run may take, or what @p cgroupHeadroom leaves them (value: bytes needed, limit:
 * bytes allowed). No error when memAvailable is 0 (unknown) and no cgroup limit is known: the
 * static Limits::MaxBufferBytes still holds then.
 */
Error bufferMemoryError(const TestSpec &spec,
                        std::uint64_t memAvailable,
                        std::optional<std::uint64_t> cgroupHeadroom = std::nullopt);

} // namespace Sektor
