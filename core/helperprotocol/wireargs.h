// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/expected.h"
#include "model/profile.h"
#include "model/runoptions.h"

#include <QDBusArgument>
#include <QList>
#include <QVariantMap>

/**
 * The typed arguments of Helper1.Start: enums as integers and sizes in bytes or milliseconds,
 * nothing free-form. The helper rebuilds Profile and RunOptions from them only through the
 * validating readers below, which refuse any value outside the named Limits.
 */
namespace Sektor::HelperProtocol {

/// At most this many test rows per session (the largest built-in profile has 9).
inline constexpr int MaxTests = 64;

/// (uuuub): pattern (0 sequential, 1 random), block size, queue depth, threads, O_DSYNC writes.
struct WireTest
{
    quint32 pattern = 0;
    quint32 blockSize = 0;
    quint32 queueDepth = 0;
    quint32 threads = 0;
    bool syncWrites = false;
};

/// (ua(uuuub)au): kind (Profile::Kind), rows, modes (0 read, 1 write, 2 mix).
struct WireProfile
{
    quint32 kind = 0;
    QList<WireTest> tests;
    QList<quint32> modes;
};

/// (tuuuuuuutbttttuta{sv}): what every test has, typed: test size (span), runs, warm-up/measure/interval ms, mix read
/// %, data (0 random, 1 zero), engine (0 auto, 1 io_uring, 2 sync), seed, whole device (the span is ignored); the
/// device the caller bound the run to (RunOptions::expectedDevice: device number, diskseq, first sector, sectors; all
/// 0: none); where a stopped run goes on (its step plus 1, 0: from the start; the bytes of that step done). Then the
/// settings of the profile's own kind, and only of it, as the kind's part writes them (model/kindoptionspart.h): the
/// helper hands them to that kind's fromWire(), which refuses a key it does not know. The helper and its client ship
/// together, so the signature changes with them and an older client is refused by QtDBus before any check.
struct WireOptions
{
    quint64 testSize = 0;
    quint32 runs = 0;
    quint32 warmupMs = 0;
    quint32 measureMs = 0;
    quint32 intervalMs = 0;
    quint32 mixReadPercent = 0;
    quint32 data = 0;
    quint32 engine = 0;
    quint64 seed = 0;
    bool wholeTarget = false;
    quint64 deviceRdev = 0;
    quint64 deviceDiskseq = 0;
    quint64 deviceStartSector = 0;
    quint64 deviceSectors = 0;
    quint32 resumeStep = 0; ///< The step to resume at, plus 1; 0: from the start.
    quint64 resumeOffset = 0;
    QVariantMap kind; ///< The kind's own settings.
};

WireProfile toWire(const Profile &profile);
/// The options of a run of @p profile: what every test has and its kind's own part, no other kind's.
WireOptions toWire(const RunOptions &options, const Profile &profile);

/// The profile the helper will run; InvalidArgument naming the first bad field otherwise.
Expected<Profile> profileFromWire(const WireProfile &wire);
/// The options the helper will use for @p profile (allowDeviceWrites stays false: the helper decides that), the kind's
/// part read by the kind's own fromWire(): a setting of another kind (a drive's self-test under a burn-in's
/// authorization) is an unknown key to it and refused.
Expected<RunOptions> optionsFromWire(const WireOptions &wire, const Profile &profile);

/// Registers the structs with QtDBus; call once before marshalling.
void registerWireTypes();

QDBusArgument &operator<<(QDBusArgument &argument, const WireTest &test);
const QDBusArgument &operator>>(const QDBusArgument &argument, WireTest &test);
QDBusArgument &operator<<(QDBusArgument &argument, const WireProfile &profile);
const QDBusArgument &operator>>(const QDBusArgument &argument, WireProfile &profile);
QDBusArgument &operator<<(QDBusArgument &argument, const WireOptions &options);
const QDBusArgument &operator>>(const QDBusArgument &argument, WireOptions &options);

} // namespace Sektor::HelperProtocol

Q_DECLARE_METATYPE(Sektor::HelperProtocol::WireTest)
Q_DECLARE_METATYPE(Sektor::HelperProtocol::WireProfile)
Q_DECLARE_METATYPE(Sektor::HelperProtocol::WireOptions)
