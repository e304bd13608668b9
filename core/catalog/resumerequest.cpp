// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "catalog/resumerequest.h"
#include "catalog/resumeidentity.h"
#include "model/burnin.h"
#include "model/kinds/burninoptions.h"
#include "model/resumedrun.h"

#include <QCoreApplication>

namespace Sektor::Catalog {

Expected<ResumeSetup> resumeSetup(const RunResult &earlier, const Drive &now)
{
    const std::optional<ResumePoint> point = resumePointOf(earlier);
    const std::optional<Profile> profile = findProfile(earlier.profileId);
    if (!point || !profile)
        return Error::invalidArgument(QCoreApplication::translate(
            "Sektor::Catalog",
            "it holds no burn-in or read scan that stopped before its end: there is nothing to go on from."));
    if (const QString why = otherDriveReason(earlier, now); !why.isEmpty())
        return Error::invalidArgument(why);
    ResumeSetup setup {*profile, earlier.options};
    setup.options.seed = earlier.seed;
    setup.options.allowDeviceWrites = false;
    // The burn-in's plan is its payload's (what it did), not the file's options.
    if (const BurnInResult *b = earlier.tests.first().payload.find<BurnInResult>()) {
        setup.options.kinds.edit<BurnInOptions>().passes = b->passes;
        setup.options.kinds.edit<BurnInOptions>().patterns = b->patterns;
        setup.options.kinds.edit<BurnInOptions>().latencyBounds = b->writeClasses.bounds();
    }
    setup.options.resumeAt = point;
    return setup;
}

} // namespace Sektor::Catalog
