// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/peakmode.h"

#include "engine/runcontext.h"
#include "engine/uringsetup.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <sched.h>

namespace Sektor {

int usableCpus()
{
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) != 0)
        return 1;
    return std::max(1, CPU_COUNT(&set));
}

Error peakRefusal(const QList<PlannedTest> &planned, EngineChoice engine, bool uring, int cpus)
{
    if (!uring) {
        if (engine == EngineChoice::Sync)
            return Error::invalidArgument(
                QCoreApplication::translate("Sektor::Limits", "peak mode runs on io_uring, not on the sync engine."));
        Error e = Error::of(ErrorCode::IoUringUnavailable);
        e.detail = QCoreApplication::translate("Sektor::Limits", "peak mode runs on io_uring, which is unavailable.");
        return e;
    }
    for (const PlannedTest &t : planned) {
        if (t.spec.threads > std::uint32_t(cpus))
            return Error::invalidArgument(
                QCoreApplication::translate("Sektor::Limits",
                                            "peak mode gives each thread a processor of its own: %1 runs %2 threads, "
                                            "and this process may use %3 processors.")
                    .arg(t.spec.name())
                    .arg(t.spec.threads)
                    .arg(cpus));
    }
    return {};
}

namespace {
// queue/io_poll of the device, or of the whole disk for a partition (which has no queue of its own); empty if unread.
QString ioPollOf(const QString &sysBlock, const QString &kernelName)
{
    const QString dir = sysBlock + QLatin1Char('/') + kernelName;
    const QString paths[] = {dir + QStringLiteral("/queue/io_poll"),
                             QFileInfo(dir).canonicalFilePath() + QStringLiteral("/../queue/io_poll")};
    for (const QString &path : paths) {
        QFile f(path);
        if (f.open(QIODevice::ReadOnly))
            return QString::fromLatin1(f.readAll()).trimmed();
    }
    return {};
}
} // namespace

PeakSettings peakSettings(const QString &kernelName, bool directIo, const QString &sysBlock)
{
    PeakSettings s;
    QString poll;
    if (!directIo)
        poll = QStringLiteral("IOPOLL not in effect: the target is not open with O_DIRECT");
    else if (kernelName.isEmpty())
        poll = QStringLiteral("IOPOLL not in effect: no block device under the target");
    else if (const QString ioPoll = ioPollOf(sysBlock, kernelName); ioPoll != QLatin1String("1"))
        poll = QStringLiteral("IOPOLL not in effect: %1 has no poll queues (queue/io_poll %2)")
                   .arg(kernelName, ioPoll.isEmpty() ? QStringLiteral("unreadable") : ioPoll);
    else {
        s.ioPoll = true;
        poll = QStringLiteral("IOPOLL: completions polled on %1's poll queues").arg(kernelName);
    }
    s.detail = QStringLiteral("SQPOLL (a kernel thread per ring polls the submissions; SINGLE_ISSUER where the kernel "
                              "has it); completions reaped a quarter of the queue depth at a time (%1 at QD32), their "
                              "latency seen when the last of them arrives; %2; DEFER_TASKRUN not in effect (the kernel "
                              "refuses it with SQPOLL); no-SQ-array not in effect (liburing 2.3 does not know it)")
                   .arg(peakReapBatch(32))
                   .arg(poll);
    return s;
}

} // namespace Sektor
