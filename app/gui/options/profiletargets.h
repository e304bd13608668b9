// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/profile.h"

#include <QString>

namespace Sektor::Gui {

/**
 * Why @p profile cannot run on the target chosen (a raw device when @p targetIsDevice, else a folder), in the window's
 * language; empty when it can. The surface tests read a whole drive and the capacity probe writes across one, which a
 * folder's test file is not; a verify fills a filesystem with files and the small-files test makes them, which a raw
 * device has not.
 */
QString unavailableOnTargetWhy(const Profile &profile, bool targetIsDevice);

} // namespace Sektor::Gui
