// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include "model/error.h"
#include "model/runoptions.h"

#include <QList>
#include <QString>

namespace Sektor {

struct PlannedTest;

/// Why peak mode (RunOptions::peak) cannot run these tests, before anything is opened or written: it needs io_uring
/// (@p uring: the backend chosen), and gives each thread a CPU of its own, so a test with more threads than the
/// process may use CPUs (@p cpus) is refused rather than measured as the scheduler's contention. None when it can.
Error peakRefusal(const QList<PlannedTest> &planned, EngineChoice engine, bool uring, int cpus);

/// The CPUs this process may run on (sched_getaffinity), at least one.
int usableCpus();

/// Whether peak mode polls completions (IOPOLL) on the block device @p kernelName ("nvme0n1", "sda1"; empty when
/// none is known), and what was in effect, in English for RunResult::peakDetail. IOPOLL needs the device's poll
/// queues (its queue/io_poll is 1: an NVMe drive with poll_queues set, for one) and O_DIRECT; otherwise the detail
/// says which is missing. @p sysBlock is where the block devices' sysfs directories are (tests point it elsewhere).
struct PeakSettings
{
    bool ioPoll = false;
    QString detail;
};
PeakSettings
peakSettings(const QString &kernelName, bool directIo, const QString &sysBlock = QStringLiteral("/sys/class/block"));

} // namespace Sektor
