// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/enumids.h"

#include <QString>

#include <optional>

/**
 * The contract between sektor-helper and its clients, beside the interface XML
 * (io.github.sektor.Helper1.xml, from which the helper's adaptor and the clients' proxy are
 * generated): the names, what the calls mean, and the errors.
 *
 *   Start returns once polkit authorized the caller and the device is open; the run goes on.
 *       polkit may ask for a password only when the message carries the
 *       ALLOW_INTERACTIVE_AUTHORIZATION flag; without it a check that needs one fails with
 *       org.freedesktop.DBus.Error.InteractiveAuthorizationRequired.
 *   StartStreaming writes the final result as JSON into its pipe (else InvalidArgument), closed
 *       when whole; Finished then carries an empty result_json. Past ~95 minutes of samples the
 *       result outgrows the system bus's 32 MiB message limit, so clients use this one.
 *   Cancel and Status answer only the caller that started the session; the signals go to it
 *       alone. Their JSON: replyjson.h. The call arguments: wireargs.h.
 */
namespace Sektor::HelperProtocol {

inline constexpr char Service[] = "io.github.sektor.Helper";
inline constexpr char ObjectPath[] = "/io/github/sektor/Helper";
inline constexpr char Interface[] = "io.github.sektor.Helper1";
inline constexpr char ReadAction[] = "io.github.sektor.benchmark-read";
inline constexpr char WriteAction[] = "io.github.sektor.benchmark-write";
/// A Health Check that starts the drive's own self-test: a test of the whole drive, never granted by the read right.
inline constexpr char SelfTestAction[] = "io.github.sektor.drive-selftest";
/// udisks' own right to start and abort an ATA drive's SMART self-test, asked for the caller when the helper (root,
/// whom udisks never asks) would start one through udisks: the administrator's rules for it hold for Sektor too.
inline constexpr char UdisksSelfTestAction[] = "org.freedesktop.udisks2.ata-smart-selftest";

/// Standard error for a call that needs interactive authorization its message did not allow.
inline constexpr char InteractiveAuthorizationRequired[]
    = "org.freedesktop.DBus.Error.InteractiveAuthorizationRequired";

/// Why the helper refused a call; each is a D-Bus error name "io.github.sektor.Helper1.Error.<Name>".
enum class HelperError {
    NotAuthorized, ///< polkit said no (or failed, or timed out: errors deny).
    Busy, ///< Another session runs or is being authorized.
    NotSessionOwner, ///< Cancel/Status from a caller that did not start the session.
    NoSession, ///< Cancel/Status with no session.
    InvalidDeviceName, ///< Not ^[A-Za-z0-9_-]{1,64}$.
    DeviceNotFound, ///< No such block device in /sys/class/block.
    NotBlockDevice, ///< /dev/<name> is not the block device sysfs names (symlink, file, char device).
    InvalidArgument, ///< A test parameter out of its range, an unknown enum value.
    WriteRefused, ///< The safety verdict refuses destructive writes on this device.
    DeviceBusy, ///< O_EXCL open refused: something else holds the device.
    TooManyCalls, ///< The caller's user exceeded the call rate.
    DeviceChanged, ///< The name stands for another device than the one authorized (re-attached meanwhile).
    ShuttingDown, ///< The helper is exiting (idle); call again and the bus starts a fresh one.
    NotAWholeDrive, ///< A partition for a test of the drive itself (a Health Check): refused before polkit.
    Failed, ///< Anything else (an unexpected system error).
};

} // namespace Sektor::HelperProtocol

namespace Sektor {
/// The <Name> of each error in "io.github.sektor.Helper1.Error.<Name>".
template<>
struct EnumIds<HelperProtocol::HelperError>
{
    using E = HelperProtocol::HelperError;
    static constexpr EnumId<E> table[] = {
        {E::NotAuthorized, "NotAuthorized"},
        {E::Busy, "Busy"},
        {E::NotSessionOwner, "NotSessionOwner"},
        {E::NoSession, "NoSession"},
        {E::InvalidDeviceName, "InvalidDeviceName"},
        {E::DeviceNotFound, "DeviceNotFound"},
        {E::NotBlockDevice, "NotBlockDevice"},
        {E::InvalidArgument, "InvalidArgument"},
        {E::WriteRefused, "WriteRefused"},
        {E::DeviceBusy, "DeviceBusy"},
        {E::TooManyCalls, "TooManyCalls"},
        {E::DeviceChanged, "DeviceChanged"},
        {E::ShuttingDown, "ShuttingDown"},
        {E::NotAWholeDrive, "NotAWholeDrive"},
        {E::Failed, "Failed"},
    };
};
} // namespace Sektor

namespace Sektor::HelperProtocol {

QString errorName(HelperError refusal);
std::optional<HelperError> helperErrorFromName(const QString &name);

} // namespace Sektor::HelperProtocol
