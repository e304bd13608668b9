// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/error.h"

#include <QString>
#include <QtGlobal>

#include <sys/types.h>

namespace Sektor {

/**
 * Which device a kernel name stands for, as the kernel tells it: what binds a consent or an
 * authorization to a drive rather than to a name. A name alone is not enough: it can be
 * re-attached (losetup -d, then a new loop under the same name; a disk swapped in the same
 * slot; a partition deleted and added again with other bounds). The device number catches
 * another device under the name; the disk sequence number (unique per attached disk since
 * boot, also for a loop device re-attached to another file) catches the same number reused;
 * the extent (first sector and length, in 512-byte sectors as sysfs counts them; 0 and the
 * disk's length for a whole disk) catches a partition re-created under the same number on the
 * same disk, whose device number and diskseq stay.
 * Read with Catalog::identityFromSysfs() (before opening) and Catalog::identityOfDescriptor()
 * (the opened device).
 */
struct DeviceIdentity
{
    dev_t rdev = 0;
    quint64 diskseq = 0;
    quint64 startSector = 0;
    quint64 sectors = 0;

    bool operator==(const DeviceIdentity &) const = default;
    /// "loop3p1 259:0 diskseq 42 sectors 2048+14336": what the polkit prompt and the logs show.
    QString describe(const QString &name) const;
};

/**
 * Why a write consented to did not run: @p path now names another drive than the one the user agreed to overwrite
 * (WritesNotAllowed, with the reason as its detail). Nothing was written to it.
 */
Error driveChangedError(const QString &path);

} // namespace Sektor
