// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/deviceidentity.h"
#include "model/error.h"

#include <QString>

#include <cstdint>
#include <optional>

namespace Sektor::Catalog {
class DriveCatalog;
}

namespace Sektor::Safety {

/**
 * A user's word that a block device may be overwritten, bound to the drive it was given for, not to its name: the
 * identity the helper binds (device number, diskseq, a partition's extent) and what the catalog knew of the drive
 * (model, serial, size). A batch asks before it starts and writes much later; by then another drive can carry the
 * name (a disk swapped in the same slot, a loop device re-attached to another file).
 */
struct WriteConsent
{
    QString path; ///< The device as the user named it ("/dev/sdb").
    QString name; ///< Its kernel name then.
    DeviceIdentity identity;
    QString model;
    QString serial;
    std::uint64_t sizeBytes = 0;

    bool sameDrive(const WriteConsent &other) const
    {
        return name == other.name && identity == other.identity && model == other.model && serial == other.serial
            && sizeBytes == other.sizeBytes;
    }
};

/// The consent for the block device at @p devicePath as it is now; nullopt when it is no block device the catalog
/// knows.
std::optional<WriteConsent> recordWriteConsent(const QString &devicePath, const Catalog::DriveCatalog &catalog);

/**
 * Whether @p consent still holds: None when its path names the same drive now, else driveChangedError() (a drive
 * swapped in, or none). Called when the drive's turn comes; the run then carries consent.identity
 * (RunOptions::expectedDevice) so that the open itself is checked too.
 */
Error checkWriteConsent(const WriteConsent &consent, const Catalog::DriveCatalog &catalog);

} // namespace Sektor::Safety
