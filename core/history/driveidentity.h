// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"

#include <QString>

namespace Sektor::History {

/**
 * The key a drive is recognised by across runs, device names, mount points and machines: "wwid:…" (its World Wide
 * Name), else "serial:MODEL/SERIAL", else "unidentified:HOST/NAME/MODEL/SIZE", which never matches another drive.
 */
QString driveIdentity(const MeasuredDrive &drive, const QString &host);

} // namespace Sektor::History
