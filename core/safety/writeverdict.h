// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QList>
#include <QString>

namespace Sektor::Catalog {
class DriveCatalog;
}

namespace Sektor::Safety {

/// Why a destructive write test may not run on a block device.
enum class Refusal {
    NotFound,
    NotBlockDevice,
    NoMedium, ///< An empty loop device or a reader without a card: nothing to write to.
    Mounted,
    PartitionMounted,
    Swap,
    Held, ///< Stacked under another device (holders/: dm, md) or backing a loop device.
    ReadOnly,
    BacksSystem, ///< Holds /, /boot, /efi, /usr, /var or swap, or is on the disk that does.
};

/// One reason, with its sentence for the user.
struct RefusalReason
{
    Refusal kind;
    QString text;
};

/**
 * The verdict on a raw write test: allowed, or every reason against it. Advisory: the device can
 * change between the verdict and the open, so opening with O_EXCL stays the final guard.
 */
struct WriteVerdict
{
    QString device; ///< Kernel name ("sdb", "loop3p1"), empty when not found.
    QList<RefusalReason> reasons;

    bool allowed() const { return reasons.isEmpty(); }
    bool refusedFor(Refusal kind) const;
};

/// The verdict for a device node path ("/dev/sdb1"): stat()s it, then judges it by its device number.
WriteVerdict rawWriteVerdict(const QString &devicePath, const Catalog::DriveCatalog &catalog);

/// The verdict for a kernel name ("sdb1") in the catalog: for fixture trees, where no /dev node exists.
WriteVerdict rawWriteVerdictForName(const QString &kernelName, const Catalog::DriveCatalog &catalog);

} // namespace Sektor::Safety
