// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "batch/unmeasured.h"

#include "catalog/targetdrives.h"

#include <QFile>
#include <QFileInfo>

#include <sys/stat.h>

namespace Sektor {

void describeUnmeasured(BatchEntry &entry,
                        const Profile &profile,
                        const QDateTime &started,
                        const Catalog::DriveCatalog &catalog)
{
    RunResult &result = entry.result;
    result.started = started;
    result.profileId = profile.id;
    result.profileName = profile.name;
    result.system = SystemInfo::current();
    struct stat st
    {
    };
    if (::stat(QFile::encodeName(entry.target).constData(), &st) != 0)
        return;
    TargetInfo &target = result.target;
    target.path = entry.target;
    QString kernelName;
    if (S_ISBLK(st.st_mode)) {
        target.kind = TargetInfo::Kind::BlockDevice;
        kernelName = QFileInfo(QFileInfo(entry.target).canonicalFilePath()).fileName();
    }
    describeTargetDrives(target, kernelName, catalog);
}

} // namespace Sektor
