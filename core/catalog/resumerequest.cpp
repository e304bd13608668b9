// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "catalog/resumerequest.h"
#include "catalog/resumeidentity.h"
#include "model/kindoptionspart.h"
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
    // What the run that goes on takes from the earlier one rather than from its file's options is its kind's to say.
    kindOptionsPart(profile->kind).resumeFrom(earlier, setup.options.kinds);
    setup.options.resumeAt = point;
    return setup;
}

} // namespace Sektor::Catalog
