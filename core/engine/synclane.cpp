// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/iobuffers.h"
#include "engine/lanecontext.h"
#include "engine/lanetimes.h"
#include "engine/monotonicclock.h"
#include "engine/prng.h"

#include <cerrno>
#include <sys/uio.h>
#include <unistd.h>

namespace Sektor {

namespace {
ssize_t transfer(int fd, void *buffer, std::uint32_t size, std::uint64_t offset, bool isRead, bool durable)
{
    if (isRead)
        return pread(fd, buffer, size, off_t(offset));
    if (!durable)
        return pwrite(fd, buffer, size, off_t(offset));
    iovec iov {buffer, size};
    return pwritev2(fd, &iov, 1, off_t(offset), RWF_DSYNC);
}
} // namespace

void runSyncLane(LaneSetup &setup)
{
    JobShared &shared = setup.shared;
    const JobPlan &plan = shared.plan;
    LaneStats &stats = setup.stats;
    IoBuffers buffers;
    const bool ok = buffers.allocate(1, plan.blockSize, plan.data, setup.seed);
    if (!ok)
        stats.fail(ENOMEM, "posix_memalign");
    if (!setup.waitForStart(ok))
        return;

    Prng prng(setup.seed);
    LaneCpuTimer cpu;
    std::uint64_t sequence = 0;
    std::uint64_t offset;
    std::int64_t now = monotonicNs();
    while (!shared.shouldStop(now) && setup.source.next(offset)) {
        const bool isRead
            = plan.mode == IoMode::Read || (plan.mode == IoMode::Mix && prng.percent() < unsigned(plan.mixReadPercent));
        if (!isRead)
            buffers.stamp(0, offset, sequence++);
        const std::int64_t submitted = monotonicNs();
        ssize_t done;
        do {
            done = transfer(shared.fd, buffers.buffer(0), plan.blockSize, offset, isRead, plan.syncWrites);
        } while (done < 0 && errno == EINTR);
        now = monotonicNs();
        if (done != ssize_t(plan.blockSize)) {
            stats.fail(done < 0 ? errno : EIO, isRead ? "pread" : "pwrite");
            shared.stop.store(true, std::memory_order_relaxed);
            break;
        }
        stats.completed(isRead, plan.blockSize, std::uint64_t(now - submitted));
    }
    stats.endNs = now;
    cpu.stop(stats);
}

} // namespace Sektor
