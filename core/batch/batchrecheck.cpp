// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "batch/batchrecheck.h"

#include <algorithm>

namespace Sektor {

Profile recheckProfile(const Profile &profile, const QList<OutlierFlag> &weakFiguresOfTheDrive)
{
    if (kindTraits(profile).ownModes || weakFiguresOfTheDrive.isEmpty())
        return profile;
    const auto weak = [&](auto matches) {
        return std::any_of(weakFiguresOfTheDrive.cbegin(), weakFiguresOfTheDrive.cend(), matches);
    };
    Profile recheck = profile;
    recheck.tests.removeIf([&](const TestSpec &t) {
        return !weak([&](const OutlierFlag &f) {
            return f.testName == t.name();
        });
    });
    recheck.modes.removeIf([&](IoMode m) {
        return !weak([&](const OutlierFlag &f) {
            return f.mode == m;
        });
    });
    // A figure the profile no longer names (a test renamed since) cannot be picked: measure the drive as before.
    return recheck.tests.isEmpty() || recheck.modes.isEmpty() ? profile : recheck;
}

} // namespace Sektor
