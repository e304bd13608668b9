// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/enumids.h"

#include <QString>

#include <cstdint>

namespace Sektor {

/**
 * Everything that can stop a benchmark, as a stable code. The helper returns these codes
 * (it holds no translated text); the GUI and CLI turn them into sentences with message().
 * Values are stable: they cross D-Bus and map to sektor-cli exit codes.
 */
enum class ErrorCode {
    None = 0,
    InvalidArgument = 1, ///< A test parameter is out of its documented range.
    TargetNotFound = 2, ///< The path does not exist.
    TargetWrongType = 3, ///< Neither a directory nor a block device (a file, a character device…).
    TargetPermissionDenied = 4, ///< Cannot create a file in the directory / open the device.
    TargetReadOnly = 5, ///< The filesystem or device is read-only.
    NotEnoughSpace = 6, ///< Free space is below the test size (checked before any write).
    DeviceNeedsRoot = 7, ///< A block device was named by a user who may not open it.
    DeviceBusy = 8, ///< O_EXCL open refused: mounted, swap or held by another device.
    WritesNotAllowed = 9, ///< A write test on a block device without explicit consent.
    BlockSizeUnsupported = 10, ///< The block size is below the target's direct-I/O alignment.
    OutOfSpace = 11, ///< ENOSPC while the test ran.
    IoError = 12, ///< EIO or another I/O failure while the test ran.
    IoUringUnavailable = 13, ///< io_uring was requested explicitly but the kernel refuses it.
    OutOfMemory = 14, ///< The I/O buffers for the requested depth × threads × block size do not fit.
    TargetTooSmall = 15, ///< A block device smaller than one block of the test.
    Cancelled = 16, ///< The user stopped the run.
    Internal = 17, ///< A bug or an unexpected system error.
    HelperUnavailable = 18, ///< The privileged helper is not installed, not reachable, or stopped mid-run.
    NotAuthorized = 19, ///< polkit did not authorize the raw-device test (wrong password, dismissed, denied).
    HelperBusy = 20, ///< The helper runs another benchmark (one at a time), or refused a flood of calls.
    WritesRefused = 21, ///< The safety verdict refuses destructive writes on this device (mounted, swap, system…).
    /// The system refused a thread or a kernel worker: a limit on processes or tasks (ulimit -u, a
    /// container's pids limit), or I/O buffers beyond the share of memory a run may take.
    ResourceLimit = 22,
    KernelFilesystem = 23, ///< A directory of the kernel's own (/proc, /sys, /dev/pts): no drive below it.
    /// A partition for a test of the drive itself (the Health Check: its self-test covers all of the drive, so a right
    /// to a part of it must not start one).
    NotAWholeDrive = 24,
};

/// The stable kebab-case ids of the codes, for JSON, the helper's wire and logs.
template<>
struct EnumIds<ErrorCode>
{
    static constexpr EnumId<ErrorCode> table[] = {
        {ErrorCode::None, "none"},
        {ErrorCode::InvalidArgument, "invalid-argument"},
        {ErrorCode::TargetNotFound, "target-not-found"},
        {ErrorCode::TargetWrongType, "target-wrong-type"},
        {ErrorCode::TargetPermissionDenied, "permission-denied"},
        {ErrorCode::TargetReadOnly, "read-only"},
        {ErrorCode::NotEnoughSpace, "not-enough-space"},
        {ErrorCode::DeviceNeedsRoot, "device-needs-root"},
        {ErrorCode::DeviceBusy, "device-busy"},
        {ErrorCode::WritesNotAllowed, "writes-not-allowed"},
        {ErrorCode::BlockSizeUnsupported, "block-size-unsupported"},
        {ErrorCode::OutOfSpace, "out-of-space"},
        {ErrorCode::IoError, "io-error"},
        {ErrorCode::IoUringUnavailable, "io-uring-unavailable"},
        {ErrorCode::OutOfMemory, "out-of-memory"},
        {ErrorCode::TargetTooSmall, "target-too-small"},
        {ErrorCode::Cancelled, "cancelled"},
        {ErrorCode::Internal, "internal"},
        {ErrorCode::HelperUnavailable, "helper-unavailable"},
        {ErrorCode::NotAuthorized, "not-authorized"},
        {ErrorCode::HelperBusy, "helper-busy"},
        {ErrorCode::WritesRefused, "writes-refused"},
        {ErrorCode::ResourceLimit, "resource-limit"},
        {ErrorCode::KernelFilesystem, "kernel-filesystem"},
        {ErrorCode::NotAWholeDrive, "not-a-whole-drive"},
    };
};

/// An ErrorCode with the path it concerns and the errno behind it, if any.
struct Error
{
    ErrorCode code = ErrorCode::None;
    QString path;
    int systemErrno = 0;
    QString detail; ///< Technical detail (the failing call, or a validation message); shown after the sentence.
    std::uint64_t value = 0; ///< NotEnoughSpace: bytes needed; BlockSizeUnsupported: the block size.
    std::uint64_t limit = 0; ///< NotEnoughSpace: bytes free; BlockSizeUnsupported: the alignment required.

    /// One translated sentence naming the problem and the path.
    QString message() const;

    static Error of(ErrorCode code, const QString &path = {})
    {
        Error e;
        e.code = code;
        e.path = path;
        return e;
    }
    /// InvalidArgument, whose detail is the sentence (already translated where users read it) saying what is wrong.
    static Error invalidArgument(const QString &detail)
    {
        Error e = of(ErrorCode::InvalidArgument);
        e.detail = detail;
        return e;
    }
    bool isError() const { return code != ErrorCode::None; }
};

/// Stable kebab-case id of a code, for JSON and logs: "not-enough-space", "block-size-unsupported".
QString errorCodeId(ErrorCode code);
/// The code for an id from errorCodeId(); ErrorCode::Internal for an unknown id.
ErrorCode errorCodeFromId(const QString &id);

/// Builds an Error for a failed system call, picking the code from errno where it is telling.
Error errorFromErrno(ErrorCode fallback, const QString &path, int err, const char *call);

} // namespace Sektor
