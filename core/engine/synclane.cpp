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

namespace {
/// One blocking transfer of a block at `offset`, counted in the lane's stats; false (the job stopped) on failure.
bool transferBlock(LaneSetup &setup, void *buffer, std::uint64_t offset, bool isRead, std::int64_t &now)
{
    JobShared &shared = setup.shared;
    const JobPlan &plan = shared.plan;
    const std::int64_t submitted = monotonicNs();
    ssize_t done;
    do {
        done = transfer(shared.fd, buffer, plan.blockSize, offset, isRead, plan.syncWrites);
    } while (done < 0 && errno == EINTR);
    now = monotonicNs();
    if (done != ssize_t(plan.blockSize)) {
        setup.stats.fail(done < 0 ? errno : EIO, isRead ? "pread" : "pwrite");
        shared.stop.store(true, std::memory_order_relaxed);
        return false;
    }
    setup.stats.completed(isRead, plan.blockSize, std::uint64_t(now - submitted));
    return true;
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
    // The stop is looked at between blocks only: a rewrite's block, once read, is always written back.
    while (!shared.shouldStop(now) && setup.source.next(offset)) {
        if (plan.mode == IoMode::Rewrite) {
            const std::int64_t started = monotonicNs();
            if (!transferBlock(setup, buffers.buffer(0), offset, true, now))
                break;
            buffers.change(0, offset, sequence++);
            if (!transferBlock(setup, buffers.buffer(0), offset, false, now))
                break;
            stats.rewriteLatency.record(std::uint64_t(now - started));
            continue;
        }
        const bool isRead
            = plan.mode == IoMode::Read || (plan.mode == IoMode::Mix && prng.percent() < unsigned(plan.mixReadPercent));
        if (!isRead)
            buffers.stamp(0, offset, sequence++);
        if (!transferBlock(setup, buffers.buffer(0), offset, isRead, now))
            break;
    }
    stats.endNs = now;
    cpu.stop(stats);
}

} // namespace Sektor
