// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/profile.h"
#include "model/runoptions.h"

#include <QStringList>

namespace Sektor {

/// What a run of @p profile with @p options should say before it starts, from its kind's own notice (a sustained write
/// or a verify: how much it writes, for how long, what that does to the drive); none for most kinds. The command line
/// prints each as a note, the window shows them under "Before you start". Translated.
QStringList beforeRunNotes(const Profile &profile, const RunOptions &options);

} // namespace Sektor
