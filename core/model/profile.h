// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/kindtraits.h"
#include "model/testspec.h"

#include <QList>
#include <QString>

#include <algorithm>
#include <chrono>
#include <optional>

namespace Sektor {

/**
 * A named list of tests and the modes each is run in, as CrystalDiskMark's profiles.
 * Rows run in order; within a row the modes run in the order listed (read, write, mix).
 */
struct Profile
{
    using Kind = TestKind;
    static constexpr Kind LastKind = LastTestKind;

    QString
        id; ///< Stable identifier: "default", "nvme", "peak", "real", "demo", "default-mix", "qd-sweep", "sync-write",
    ///< "block-size-sweep", "sustained-write", "position-map", "access-time", "read-scan",
    ///< "capacity-probe", "verify", "small-files", "health-check", "burn-in".
    QString name; ///< CrystalDiskMark's name, untranslated because it appears in shared text: "Default", "NVMe SSD".
    Kind kind = Kind::Standard;
    QList<TestSpec> tests;
    QList<IoMode> modes;

    bool hasMix() const { return modes.contains(IoMode::Mix); }
    /// Whether any mode writes (opens the target for writing, asks for write consent): all but Read.
    bool hasWrites() const
    {
        return std::any_of(modes.begin(), modes.end(), [](IoMode m) {
            return m != IoMode::Read;
        });
    }
    /// Whether a rewrite can be asked of it: a standard profile with a row it applies to (sequential, not O_DSYNC).
    bool offersRewrite() const;
    // What its kind is, from the kinds' table (kindtraits.h), for the callers that ask by the profile:
    /// A test of the whole surface of a block device (position map, access time, read scan): no test file.
    bool isSurface() const;
    /// A test that needs a whole block device to itself rather than a test file: the surface tests and the probe.
    bool isWholeDevice() const;
    /// Whether it asks if a drive keeps what is written (the capacity probe, the verify), rather than how fast it is.
    bool checksCapacity() const;
    /// Whether it measures files, not I/O to one test file or device (the small-files test): no test file, no block
    /// size or queue depth of its own.
    bool measuresFiles() const;
    /// A test of a mounted filesystem's files (the verify, the small-files test): a folder, never a raw device.
    bool needsFolder() const;
};

/// The traits of @p profile's kind (kindtraits.h).
inline const KindTraits &kindTraits(const Profile &profile)
{
    return kindTraits(profile.kind);
}

/// Whether @p profile's kind takes @p setting.
inline bool takes(const Profile &profile, KindSetting setting)
{
    return kindTraits(profile).settings.testFlag(setting);
}

/// The built-in profiles that take @p setting, in the order a UI lists them, without the +Mix variants: for "--samples
/// is for the Position Map profile".
QList<Profile> profilesTaking(KindSetting setting);

/// The time limit of a sustained write unless one is chosen: long enough for the largest SLC caches to fill.
inline constexpr std::chrono::minutes SustainedWriteTimeLimit {10};

/// Every built-in profile, in the order a UI lists them.
const QList<Profile> &builtinProfiles();

/// Finds a profile by id or name, case-insensitively ("Default", "nvme", "NVMe SSD", "peak+mix").
std::optional<Profile> findProfile(const QString &idOrName);

/// A standard profile's variant that adds the mixed mode ("default-mix", "Default+Mix").
bool isMixVariant(const Profile &profile);
/// "default" → "default-mix"; any other profile as it is.
Profile mixVariantOf(const Profile &standard);
/// "default-mix" → "default"; any other profile as it is.
Profile baseOf(const Profile &profile);

/// The profile with only its tests whose block size lies in [@p smallest, @p largest] (a sweep's chosen range).
Profile withBlockSizes(Profile profile, std::uint32_t smallest, std::uint32_t largest);
/// The profile with every test at queue depth @p depth (a sweep's or a sustained write's chosen depth).
Profile withQueueDepth(Profile profile, std::uint32_t depth);

/// The profile's name for the window, translated ("Standard", "Padrão"); shared texts keep Profile::name.
QString profileDisplayName(const Profile &profile);
/**
 * A result's profile by the name the window gives it: a built-in profile's (found by @p idOrName, an id or the
 * English name results store) translated, else @p stored as it is (a profile this version does not have).
 */
QString profileDisplayName(const QString &idOrName, const QString &stored);

} // namespace Sektor
