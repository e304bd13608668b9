// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QString>

namespace Sektor::Helper {

/// At most this many characters of a sysfs string reach the polkit prompt.
inline constexpr int MaxPromptText = 64;

/**
 * @p text made safe to show in an authentication dialog: control and format characters
 * (newlines, escape sequences, bidi overrides and isolates that could reorder what the person
 * reads) and unassigned or private code points are dropped, runs of spaces collapse, and the
 * result is cut to MaxPromptText characters. sysfs model strings come from the device's
 * firmware (or whoever set up a USB gadget), so they are the attacker's words.
 */
QString promptSafe(const QString &text);

/**
 * What polkit's message shows as $(drive): model, kernel name and size, from sysfs (root reads it all); for a
 * partition the drive it is on, then the partition's node and its own size: "Model /dev/sdb, 64.00 MiB › /dev/sdb1,
 * 16.00 MiB".
 */
QString driveDescription(const QString &name, const QString &sysRoot);

} // namespace Sektor::Helper
