// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "batch/batchoutliers.h"
#include "model/profile.h"

namespace Sektor {

/**
 * What a batch measures once more on a drive whose figures looked weak (weakFigures()) before it flags them: for the
 * standard rows only those tests in those modes, as they are the user's choice of rows anyway; any other kind, whose
 * tests belong together (a sweep, a surface, a sustained write), whole.
 */
Profile recheckProfile(const Profile &profile, const QList<OutlierFlag> &weakFiguresOfTheDrive);

} // namespace Sektor
