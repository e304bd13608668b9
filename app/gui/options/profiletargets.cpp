// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/options/profiletargets.h"

#include "model/kindtraits.h"

#include <QCoreApplication>

namespace Sektor::Gui {

namespace {
/// Why a kind that takes a whole drive cannot take a folder, by what it does to the drive (its traits).
QString wholeDeviceWhy(const KindTraits &kind)
{
    if (kind.surface)
        return QCoreApplication::translate("Sektor::Gui::RunOptionsBar",
                                           "Reads a whole drive from its first sector to its last: choose a drive, not "
                                           "a folder.");
    if (kind.checksCapacity)
        return QCoreApplication::translate("Sektor::Gui::RunOptionsBar",
                                           "Writes across a whole drive to find its real capacity: choose a drive, not "
                                           "a folder.");
    if (!kind.movesData)
        return QCoreApplication::translate("Sektor::Gui::RunOptionsBar",
                                           "Asks a drive itself for its health and runs its self-test: choose a drive, "
                                           "not a folder.");
    // What is left writes the whole drive and reads it back (the burn-in).
    return QCoreApplication::translate("Sektor::Gui::RunOptionsBar",
                                       "Writes every block of a whole drive and reads it back: choose a drive, not a "
                                       "folder.");
}
} // namespace

QString unavailableOnTargetWhy(const Profile &profile, bool targetIsDevice)
{
    // The options row's words: its translations keep their context.
    const KindTraits &kind = kindTraits(profile);
    if (kind.target == KindTarget::WholeDevice && !targetIsDevice)
        return wholeDeviceWhy(kind);
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
