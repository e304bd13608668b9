// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/error.h"
#include "report/kindreport.h"

#include <optional>

namespace Sektor::Cli {

/// sektor-cli's exit codes: stable, documented in --help and the man page, one per failure kind.
enum ExitCode : int {
    ExitSuccess = 0,
    ExitInternal = 1,
    ExitUsage = 2, ///< Bad command-line arguments or test settings.
    ExitTargetNotFound = 3,
    ExitTargetWrongType = 4, ///< A regular file, a character device…
    ExitPermissionDenied = 5,
    ExitReadOnly = 6,
    ExitNotEnoughSpace = 7, ///< Found before the test started.
    ExitDeviceNeedsRoot = 8,
    ExitDeviceBusy = 9,
    ExitWritesNotAllowed = 10,
    ExitUnsupported = 11, ///< Block size below the target's alignment, target too small, io_uring unavailable.
    ExitOutOfSpace = 12, ///< ENOSPC while the test ran.
    ExitIoError = 13,
    ExitOutOfMemory = 14,
    ExitOutputFile = 15, ///< The --json file could not be written.
    ExitHelperUnavailable = 16, ///< The privileged helper for block devices is missing or stopped.
    ExitNotAuthorized = 17, ///< polkit did not authorize the block-device test.
    ExitHelperBusy = 18, ///< The helper runs another benchmark.
    ExitHistoryUnavailable = 19, ///< The history cannot be opened or written: locked, read-only, full, newer.
    ExitRunNotFound = 20, ///< `history` was given a run id the history does not hold.
    ExitNotAResult = 21, ///< `history import` was given a file that is not a Sektor result.
    ExitBatchIncomplete = 22, ///< `batch`: one or more drives did not finish (failed, refused); the others did.
    /// `certificate verify`: the hash, a figure or the signature does not match; `history import`: a reference pack's
    /// signature does not match.
    ExitCertificateTampered = 23,
    ExitNotACertificate = 24, ///< `certificate verify`: not a PDF with an attached Sektor result.
    /// `certificate verify`: a tool (pdfdetach, pdftotext, ssh-keygen) or a file is missing; `history import`: a
    /// pack's signature cannot be checked (ssh-keygen missing, a file unreadable).
    ExitCannotCheck = 25,
    /// `certificate verify`: consistent, but unsigned or signed by a key no trust file names, so nothing says who
    /// made it; `history import`: a reference pack so (imported only with --allow-unsigned).
    ExitNotAuthenticated = 26,
    // A run that ended as planned, with the verdict of a kind that judges the drive (report/kindreport.h's
    // VerdictLevel): what a script needs to tell apart without reading the JSON.
    ExitVerdictFail = 27, ///< FAIL, FAKE, DAMAGED: unreadable or corrupt areas, fake capacity, health failing.
    ExitVerdictAttention = 28, ///< ATTENTION: slow areas, a drive over its warning temperature…
    ExitNoVerdict = 29, ///< UNKNOWN, NO VERDICT, INCOMPLETE: the drive told nothing, or a check of part of it.
    ExitHangUp = 129, ///< SIGHUP (the terminal closed): 128 + 1.
    ExitInterrupted = 130, ///< SIGINT (Ctrl-C): 128 + 2, as shells report it.
    ExitTerminated = 143, ///< SIGTERM: 128 + 15.
};

/// The exit code for an error; Cancelled needs the signal that caused it (signalNumber).
int exitCodeFor(const Error &error, int signalNumber);

/// The exit code of a run that ended as planned: its verdict's, or success for a kind that judges nothing.
int exitCodeFor(std::optional<VerdictLevel> verdict);

} // namespace Sektor::Cli
