// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "exitcodes.h"

#include <csignal>

namespace Sektor::Cli {

int exitCodeFor(const Error &error, int signalNumber)
{
    switch (error.code) {
    case ErrorCode::None:
        return ExitSuccess;
    case ErrorCode::InvalidArgument:
        return ExitUsage;
    case ErrorCode::TargetNotFound:
        return ExitTargetNotFound;
    case ErrorCode::TargetWrongType:
    case ErrorCode::NotAWholeDrive:
        return ExitTargetWrongType;
    case ErrorCode::TargetPermissionDenied:
        return ExitPermissionDenied;
    case ErrorCode::TargetReadOnly:
        return ExitReadOnly;
    case ErrorCode::NotEnoughSpace:
        return ExitNotEnoughSpace;
    case ErrorCode::DeviceNeedsRoot:
        return ExitDeviceNeedsRoot;
    case ErrorCode::DeviceBusy:
    case ErrorCode::WritesRefused:
        return ExitDeviceBusy;
    case ErrorCode::HelperUnavailable:
        return ExitHelperUnavailable;
    case ErrorCode::NotAuthorized:
        return ExitNotAuthorized;
    case ErrorCode::HelperBusy:
        return ExitHelperBusy;
    case ErrorCode::WritesNotAllowed:
        return ExitWritesNotAllowed;
    case ErrorCode::BlockSizeUnsupported:
    case ErrorCode::TargetTooSmall:
    case ErrorCode::IoUringUnavailable:
    case ErrorCode::KernelFilesystem:
        return ExitUnsupported;
    case ErrorCode::OutOfSpace:
        return ExitOutOfSpace;
    case ErrorCode::IoError:
        return ExitIoError;
    case ErrorCode::OutOfMemory:
    case ErrorCode::ResourceLimit:
        return ExitOutOfMemory;
    case ErrorCode::Cancelled:
        // 128 + the signal, as shells report it: 129 SIGHUP, 130 SIGINT, 143 SIGTERM.
        return signalNumber > 0 ? 128 + signalNumber : ExitInterrupted;
    case ErrorCode::Internal:
        return ExitInternal;
    }
    return ExitInternal;
}

int exitCodeFor(std::optional<VerdictLevel> verdict)
{
    if (!verdict)
        return ExitSuccess;
    switch (*verdict) {
    case VerdictLevel::Pass:
        return ExitSuccess;
    case VerdictLevel::Attention:
        return ExitVerdictAttention;
    case VerdictLevel::Fail:
        return ExitVerdictFail;
    case VerdictLevel::NoVerdict:
        break;
    }
    return ExitNoVerdict;
}

} // namespace Sektor::Cli
