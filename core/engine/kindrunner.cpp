// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/kindrunner.h"

#include <QFile>

#include <sys/stat.h>

namespace Sektor {

void makeOnePass(RunOptions &options)
{
    options.runs = 1;
    options.warmup = std::chrono::milliseconds(0);
    options.interval = std::chrono::milliseconds(0);
}

PathSort pathSort(const QString &path)
{
    struct stat st
    {
    };
    if (stat(QFile::encodeName(path).constData(), &st) != 0)
        return PathSort::Unknown;
    return S_ISDIR(st.st_mode) ? PathSort::Folder : PathSort::Other;
}

Error KindRunner::checkTarget(const Profile &profile, const QString &targetPath, bool adoptedDevice) const
{
    (void)profile;
    (void)targetPath;
    (void)adoptedDevice;
    return {};
}

Error KindRunner::skipReason(const RunContext &run, const TestSpec &spec) const
{
    const TargetInfo &info = run.result().target;
    if (spec.blockSize % info.directIoAlignment != 0) {
        Error e = Error::of(ErrorCode::BlockSizeUnsupported, run.targetPath());
        e.value = spec.blockSize;
        e.limit = info.directIoAlignment;
        return e;
    }
    if (info.span / spec.blockSize < spec.threads)
        return Error::of(ErrorCode::TargetTooSmall, run.targetPath());
    return {};
}

} // namespace Sektor
