// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QString>

namespace Sektor::Helper {

/// A kernel block device name as the helper accepts it: ^[A-Za-z0-9_-]{1,64}$, so it can never
/// be a path ("/", ".."), an option, or anything but one entry of /dev and /sys/class/block.
bool isValidKernelName(const QString &name);

} // namespace Sektor::Helper
