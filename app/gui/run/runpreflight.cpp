// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/run/runpreflight.h"

#include <QLocale>

namespace Sektor::Gui {

QString RunPreflight::problem(const RunTarget &target, const Profile &profile, const RunOptions &options)
{
    if (target.path.isEmpty())
        return tr("Choose a drive or a folder to test first.");
    if (profile.modes.isEmpty())
        return tr("Tick at least one of Read, Write and Mix.");
    if (target.isDevice()) {
        if (profile.hasWrites() && !target.writeRefusals.isEmpty())
            return tr("Write tests cannot run on %1: %2").arg(target.path, target.writeRefusals.join(QLatin1Char(' ')));
        return {};
    }
    // Even read tests write their test file first (reads of never-written space measure nothing).
    if (target.readOnly)
        return tr("%1 is on a read-only filesystem. Sektor writes a test file even for read tests; choose a writable "
                  "folder.")
            .arg(target.path);
    // A verify or a small-files test makes files of its own, never a test file of the size chosen: the engine checks
    // the room they need (a verify fills what fits).
    if (!profile.needsFolder() && !options.wholeTarget && target.totalBytes > 0
        && target.freeBytes < options.testSize) {
        const QLocale locale;
        return tr("Not enough free space on %1: the test file needs %2, but only %3 are free. Choose a smaller test "
                  "size or another drive.")
            .arg(target.path,
                 locale.formattedDataSize(qint64(options.testSize), 1, QLocale::DataSizeIecFormat),
                 locale.formattedDataSize(qint64(target.freeBytes), 1, QLocale::DataSizeIecFormat));
    }
    return {};
}

} // namespace Sektor::Gui
