// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/kinds/smallfilesoptions.h"
#include "model/wiredictionary.h"

#include <QCoreApplication>

namespace Sektor {

Error SmallFilesOptions::validate() const
{
    if (files < Limits::MinSmallFiles || files > Limits::MaxSmallFiles)
        return Error::invalidArgument(QCoreApplication::translate(
            "Sektor::Limits", "the number of small files must be from 64 to 16777216 (16 × 1024 × 1024)."));
    if (fileBytes > Limits::MaxSmallFileBytes)
        return Error::invalidArgument(
            QCoreApplication::translate("Sektor::Limits", "a small file's size must be from 0 bytes to 1 MiB."));
    return {};
}

// The small-files test runs in a folder, never through the helper; its part crosses like any other so that the
// helper's rule stays one: a kind's settings are checked by the kind.
QVariantMap SmallFilesOptions::toWire() const
{
    return {{QStringLiteral("files"), quint32(files)},
            {QStringLiteral("fileBytes"), quint32(fileBytes)},
            {QStringLiteral("sync"), quint32(sync)}};
}

SmallFilesOptions SmallFilesOptions::fromWire(WireDictionaryReader &wire)
{
    SmallFilesOptions o;
    o.files = int(wire.u32("files", Limits::MinSmallFiles, Limits::MaxSmallFiles));
    o.fileBytes = wire.u32("fileBytes", 0, Limits::MaxSmallFileBytes);
    o.sync = FileSync(wire.u32("sync", 0, quint32(FileSync::FileAndFolder)));
    return o;
}

} // namespace Sektor
