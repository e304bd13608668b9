// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/error.h"
#include "model/results.h"
#include "model/verify.h"

#include <QList>
#include <QString>

#include <cstdint>

namespace Sektor::Verify {

/// Each verify fills files of this size at most: FAT32 sticks, the fakes' home, hold no file of 4 GiB.
constexpr std::uint64_t FillFileBytes = 1ull << 30;
/// The private folder of one verify: ".sektor-verify-PID-SECONDS", so that a later run knows a killed one's leftovers.
constexpr char FillFolderPrefix[] = ".sektor-verify-";
/// Free space a verify of "all free space" leaves: the filesystem's own needs while the files grow.
constexpr std::uint64_t FillReserveBytes = 16ull << 20;

/// The least a verify fills: less says nothing about a drive (a filesystem's own metadata moves about as much), and a
/// full filesystem would report a rate of nothing and no verdict.
constexpr std::uint64_t FillMinimumBytes = 16ull << 20;

/**
 * Why a verify of @p folder cannot run for want of free space: a NotEnoughSpace error when the free space but
 * FillReserveBytes is below FillMinimumBytes (needed: both; free: what there is), with what it needs in its detail.
 * None when it can run, or when the free space cannot be read (the fill then says why). Asked before anything is
 * written, whatever size was chosen: a chosen size larger than what fits fills what fits.
 */
Error fillSpaceError(const QString &folder);

/// What to fill: a folder on the filesystem to check, how much (0: its free space but FillReserveBytes), the seed.
struct FillPlan
{
    QString directory;
    std::uint64_t bytes = 0;
    std::uint64_t fileBytes = FillFileBytes;
    std::uint64_t seed = 0;
};

/// Hears how a verify goes, on the thread that runs it.
class FillObserver
{
public:
    virtual ~FillObserver() = default;
    virtual bool cancelled() const { return false; }
    /// After every chunk: whether it reads back yet, and how far the phase is (bytes done of planned).
    virtual void progress(bool reading, std::uint64_t doneBytes, std::uint64_t plannedBytes)
    {
        (void)reading;
        (void)doneBytes;
        (void)plannedBytes;
    }
};

/// How a verify ended: what it found, its rate over time, and the error that stopped it if one did.
struct FillOutcome
{
    VerifyResult verify; ///< Positions are in the fill: file N's byte B is at N × fileBytes + B.
    QList<Sample> samples; ///< Every 100 ms: run 1 the writes, run 2 the reads back, each timed from its phase's start.
    int errorNumber = 0; ///< errno of what ended it early (not ENOSPC, which ends the fill, nor medium errors).
    const char *failedCall = nullptr;
    QString failedPath;
    int leftoversRemoved = 0; ///< Files of earlier, killed verifies removed before this one began.
    /// Stamps were made and judged on a second thread while the I/O ran; false when none could be started (a process
    /// limit): then on the I/O's own thread, and the rates are lower than the drive's on a fast drive.
    bool checkedAlongside = false;
};

/// Why a verify cannot run on a raw device @p path: it fills a filesystem with files (the capacity probe checks a
/// device).
Error verifyOfADeviceError(const QString &path);

/**
 * Removes what verifies that were killed left in @p directory: the folders FillFolderPrefix + PID whose process no
 * longer runs, owned by this user, and the stamp files in them (nothing else). Returns how many files it removed.
 */
int removeFillLeftovers(const QString &directory);

/**
 * H2testw's check, on a mounted filesystem: files of stamps (blockstamp.h) filling @p plan's bytes in a private
 * folder, each made durable and dropped from the cache, then all read back and judged stamp by stamp. The folder
 * and its files are removed at the end, also when stopped or failed; a kill leaves them for removeFillLeftovers().
 */
FillOutcome fillAndVerify(const FillPlan &plan, FillObserver &observer);

} // namespace Sektor::Verify
