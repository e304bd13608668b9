// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include <QString>

#include <cstdint>
#include <optional>

namespace Sektor {

/**
 * The memory this process may still take before its cgroup's limit: limit minus usage, the
 * tightest over its cgroup and those above it (cgroup v2 memory.max/memory.current, or v1
 * memory.limit_in_bytes/memory.usage_in_bytes). A systemd unit's MemoryMax is such a limit, and
 * past it the kernel's OOM killer ends the process, whatever MemAvailable says. std::nullopt when
 * no limit applies or none can be read. The roots are parameters so tests use fixture trees.
 */
std::optional<std::uint64_t> cgroupMemoryHeadroom(const QString &procRoot = QStringLiteral("/proc"),
                                                  const QString &cgroupRoot = QStringLiteral("/sys/fs/cgroup"));

} // namespace Sektor
