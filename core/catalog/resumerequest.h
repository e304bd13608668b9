// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "catalog/drive.h"
#include "model/expected.h"
#include "model/profile.h"
#include "model/results.h"

namespace Sektor::Catalog {

/// What a stopped run goes on with: its profile and its settings.
struct ResumeSetup
{
    Profile profile;
    RunOptions options;
};

/**
 * How the stopped burn-in or read scan @p earlier goes on, on the drive @p now: its profile, its settings and seed (the
 * data a burn-in checks is drawn from it), its plan as its payload says it (passes, patterns, classes) and the point it
 * goes on from (RunOptions::resumeAt). An InvalidArgument error (translated) when there is nothing to go on from, or
 * @p now is not the drive it began on (otherDriveReason()). The consent to write is the caller's to ask again.
 * sektor-cli's --resume and the window's Go On both set a run up with it.
 */
Expected<ResumeSetup> resumeSetup(const RunResult &earlier, const Drive &now);

} // namespace Sektor::Catalog
