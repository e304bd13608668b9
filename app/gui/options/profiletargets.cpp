// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/options/profiletargets.h"

#include "model/kindtraits.h"

#include <QCoreApplication>

namespace Sektor::Gui {

QString unavailableOnTargetWhy(const Profile &profile, bool targetIsDevice)
{
    // The options row's words: its translations keep their context.
    const KindTraits &kind = kindTraits(profile);
    if (kind.target == KindTarget::WholeDevice && !targetIsDevice)
        return kind.surface
            ? QCoreApplication::translate("Sektor::Gui::RunOptionsBar",
                                          "Reads a whole drive from its first sector to its last: choose a drive, not "
                                          "a folder.")
            : QCoreApplication::translate("Sektor::Gui::RunOptionsBar",
                                          "Writes across a whole drive to find its real capacity: choose a drive, not "
                                          "a folder.");
    if (kind.target == KindTarget::Folder && targetIsDevice)
        return kind.measuresFiles
            ? QCoreApplication::translate("Sektor::Gui::RunOptionsBar",
                                          "Makes, reads and deletes files: choose a folder on the drive, not the "
                                          "device.")
            : QCoreApplication::translate("Sektor::Gui::RunOptionsBar",
                                          "Fills a mounted drive's free space with files: choose a folder on the "
                                          "drive, not the device.");
    return {};
}

} // namespace Sektor::Gui
