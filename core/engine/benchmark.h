// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/canceltoken.h"
#include "engine/progress.h"
#include "engine/runoutcome.h"
#include "model/error.h"
#include "model/profile.h"
#include "model/runoptions.h"
#include "model/uniquefd.h"

#include <QString>

namespace Sektor {

/**
 * Runs a profile on a target: a directory (a test file that can never be left behind) or a
 * block device. Synchronous: call it on a worker thread; progress arrives on that thread.
 * Each test: preparation → discarded warm-up → N measured runs → interval.
 */
class Benchmark
{
public:
    Benchmark(const Profile &profile, const QString &targetPath, const RunOptions &options);

    void setObserver(ProgressObserver *observer) { m_observer = observer; }
    void setComment(const QString &comment) { m_comment = comment; }
    /**
     * Run on this already opened block device instead of opening the target path (which then
     * only names it in results). Ownership of @p fd passes to the benchmark, also if run() is
     * never called. For the helper, which must not open anything by a path it did not check.
     */
    void adoptDevice(UniqueFd fd) { m_deviceFd = std::move(fd); }
    Benchmark(const Benchmark &) = delete;
    Benchmark &operator=(const Benchmark &) = delete;

    RunOutcome run(CancelToken &cancel);

private:
    Profile m_profile;
    QString m_targetPath;
    RunOptions m_options;
    QString m_comment;
    ProgressObserver *m_observer = nullptr;
    UniqueFd m_deviceFd;
};

/**
 * Why @p profile cannot run on the block device @p devicePath at all, in its kind's own words (its runner's
 * checkTarget()), for a caller to say before anything else about the device (a consent to write to it, or polkit's
 * yes, would not help): a kind that makes its own files in a folder refuses any device, the Health Check a partition.
 * None for a profile that may run on the device; its other checks come with the run.
 */
Error deviceRefusal(const Profile &profile, const QString &devicePath);

} // namespace Sektor
