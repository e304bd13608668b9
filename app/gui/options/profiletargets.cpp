// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/options/profiletargets.h"

#include "gui/kinds/windowparts.h"
#include "model/kindtraits.h"

#include <QCoreApplication>

namespace Sektor::Gui {

QString unavailableOnTargetWhy(const Profile &profile, bool targetIsDevice)
{
    const KindTraits &kind = kindTraits(profile);
    const bool wrongSort = (kind.target == KindTarget::WholeDevice && !targetIsDevice)
        || (kind.target == KindTarget::Folder && targetIsDevice);
    if (!wrongSort)
        return {};
    // The kind says it by what it does there; a kind that does not gets the sentence of its target.
    if (const char *why = windowPartsFor(profile.kind).wrongTargetWhy(profile.kind))
        return QCoreApplication::translate("Sektor::Gui::RunOptionsBar", why);
    return kind.target == KindTarget::WholeDevice
        ? QCoreApplication::translate("Sektor::Gui::RunOptionsBar",
                                      "Takes a whole drive: choose a drive, not a folder.")
        : QCoreApplication::translate(
            "Sektor::Gui::RunOptionsBar",
            "Works in a mounted drive's folder: choose a folder on the drive, not the device.");
}

} // namespace Sektor::Gui
