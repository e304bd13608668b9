// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/iobuffers.h"
#include "engine/jobrunner.h"
#include "engine/lanecontext.h"
#include "engine/lanetimes.h"
#include "engine/monotonicclock.h"
#include "engine/prng.h"
#include "engine/uringsetup.h"

#include <QString>

#include <liburing.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <vector>

namespace Sektor {

namespace {

struct Slot
{
    std::int64_t submitNs = 0;
    std::uint64_t offset = 0;
    bool isRead = true;
    std::int64_t blockStartNs = 0; ///< A rewrite's block: when its read was submitted.
};

class UringLane
{
public:
    explicit UringLane(LaneSetup &setup)
        : m_setup(setup)
        , m_plan(setup.shared.plan)
        , m_prng(setup.seed)
        , m_slots(setup.depth)
        , m_reapBatch(reapBatch(setup.depth))
        , m_submitBatch(std::max(m_reapBatch, MaxUnpluggedSubmit))
        , m_submitsWithWait(m_reapBatch > 1 && !m_plan.peak)
    { }

    ~UringLane()
    {
        if (!m_ringReady)
            return;
        // The kernel frees a closed ring in a worker, later, and a registered file goes with it:
        // the target would stay open, and a device stay claimed (O_EXCL), after we close it and
        // even after the process exits, so that a mkfs right after a run fails with EBUSY.
        // Unregistering drops that reference now, while we wait.
        if (m_fixedFile)
            io_uring_unregister_files(&m_ring);
        io_uring_queue_exit(&m_ring);
    }

    bool setUp()
    {
        LaneStats &stats = m_setup.stats;
        if (!m_buffers.allocate(m_setup.depth, m_plan.blockSize, m_plan.data, m_setup.seed)) {
            stats.fail(ENOMEM, "posix_memalign");
            return false;
        }
        const int ret = m_plan.peak ? initPeakRing(m_ring, m_setup.depth, m_plan.ioPoll)
                                    : initSingleThreadRing(m_ring, m_setup.depth);
        if (ret < 0) {
            stats.fail(-ret, m_plan.peak ? "io_uring_queue_init (peak: SQPOLL)" : "io_uring_queue_init");
            return false;
        }
        m_ringReady = true;
        // Each io_uring_enter() then finds the ring without looking up its descriptor (fget()/fput(): 0.06 µs per
        // I/O at QD32 on the RAM-backed loop). Without it (an older kernel) the calls only cost that more.
        io_uring_register_ring_fd(&m_ring);
        m_fixedFile = io_uring_register_files(&m_ring, &m_setup.shared.fd, 1) == 0;
        // Registered buffers count against RLIMIT_MEMLOCK for unprivileged users; without them
        // the kernel maps the pages per I/O, which costs some CPU but measures the same device.
        std::vector<iovec> iovecs(m_setup.depth);
        for (std::uint32_t i = 0; i < m_setup.depth; ++i)
            iovecs[i] = iovec {m_buffers.buffer(i), m_plan.blockSize};
        m_fixedBuffers = io_uring_register_buffers(&m_ring, iovecs.data(), unsigned(iovecs.size())) == 0;
        stats.unregisteredBuffers = !m_fixedBuffers;
        return true;
    }

    void run()
    {
        JobShared &shared = m_setup.shared;
        LaneStats &stats = m_setup.stats;
        bool stopping = false;
        LaneCpuTimer cpu; // Before the first submissions: they are the job's work too.
        // Peak mode: the kernel thread that takes the submissions works for this lane alone; its time is the lane's.
        const std::int64_t sqThreadStartNs = m_plan.peak ? sqPollThreadCpuNs(m_ring.ring_fd) : 0;
        bool healthy = true;
        for (std::uint32_t i = 0; healthy && i < m_setup.depth && prepare(i); ++i)
            healthy = submitPending();
        std::vector<std::uint32_t> completedSlots;
        completedSlots.reserve(m_setup.depth);
        std::vector<std::uint32_t> readToWriteBack; // A rewrite's blocks just read.
        readToWriteBack.reserve(m_setup.depth);
        std::int64_t now = monotonicNs();
        // Latency runs from just before the system call that submits an I/O to the moment its
        // completion is seen: what the caller of a read or write waits for. This is fio's "lat"
        // (its "clat" starts after the submit call has returned).
        while (healthy && m_inFlight > 0 && waitForCompletion()) {
            now = monotonicNs();
            completedSlots.clear();
            readToWriteBack.clear();
            unsigned head;
            unsigned seen = 0;
            io_uring_cqe *cqe;
            io_uring_for_each_cqe(&m_ring, head, cqe)
            {
                ++seen;
                const auto index = std::uint32_t(io_uring_cqe_get_data64(cqe));
                const Slot &slot = m_slots[index];
                --m_inFlight;
                if (cqe->res != int(m_plan.blockSize)) {
                    // A short transfer cannot happen inside the span; treat it as the I/O error it hides.
                    fail(cqe->res < 0 ? -cqe->res : EIO, slot.isRead ? "read" : "write");
                    continue;
                }
                stats.completed(slot.isRead, m_plan.blockSize, std::uint64_t(now - slot.submitNs));
                if (m_plan.mode != IoMode::Rewrite)
                    completedSlots.push_back(index);
                else if (slot.isRead)
                    readToWriteBack.push_back(index);
                else {
                    stats.rewriteLatency.record(std::uint64_t(now - slot.blockStartNs));
                    completedSlots.push_back(index);
                }
            }
            io_uring_cq_advance(&m_ring, seen);
            stopping = stopping || shared.shouldStop(now);
            healthy = refill(completedSlots, readToWriteBack, stopping);
        }
        stats.endNs = now;
        cpu.stop(stats);
        if (m_plan.peak)
            stats.cpuSystemNs += sqPollThreadCpuNs(m_ring.ring_fd) - sqThreadStartNs;
    }

private:
    /// What one wake-up reaped, replaced: a rewrite's blocks just read are written back even when the job is stopping
    /// (as the sync lane does: the figures then count whole blocks, and the device's read and write counters agree),
    /// and unless it is stopping each slot that completed takes the next block. m_submitBatch I/Os per submit call
    /// (submitIfFull()); the last ones go with the next wait where the lane waits for several. False when a submit
    /// failed.
    bool refill(const std::vector<std::uint32_t> &completedSlots,
                const std::vector<std::uint32_t> &readToWriteBack,
                bool stopping)
    {
        bool healthy = true;
        for (const std::uint32_t index : readToWriteBack) {
            writeBack(index);
            healthy = healthy && submitIfFull();
        }
        if (!stopping && healthy) {
            for (const std::uint32_t index : completedSlots) {
                if (!prepare(index))
                    break;
                healthy = submitIfFull();
                if (!healthy)
                    break;
            }
        }
        if (healthy && !m_pending.empty() && !m_submitsWithWait)
            healthy = submitPending(); // otherwise they go with the wait (waitForCompletion())
        return healthy;
    }

    void stampPending()
    {
        const std::int64_t now = monotonicNs();
        for (std::uint32_t i : m_pending) {
            Slot &slot = m_slots[i];
            slot.submitNs = now;
            if (slot.isRead) // A rewrite's block starts with its read; unused in the other modes.
                slot.blockStartNs = now;
        }
        m_pending.clear();
    }

    // Submits every I/O queued since the last call, in one io_uring_enter(), all stamped with one clock read taken
    // just before it. The queue is refilled with what one wake-up reaped, never held back to fill a larger batch.
    // The kernel plugs a submit call of more than two I/Os (io_submit_state_start(): need_plug = max_ios > 2), and the
    // block layer then hands them to the driver together, in a burst: whole reaped batches in one call measured
    // 0.72-0.78x the throughput of two per call at QD32 on this machine's virtio disk (six rotated rounds each), four
    // per call 0.96x (within the rounds' scatter) at 0.87x the CPU per I/O of two on the RAM-backed loop. So a submit
    // call takes m_submitBatch I/Os: two, and the reap batch (four) where the lane waits for several
    // (tests/perf/cpu-vs-uring.sh; ARCHITECTURE.md, "What the per-batch clock reads cost in truth").
    // EAGAIN/EBUSY leave the entries in the ring for the next call to take; other errors end the lane.
    static constexpr unsigned MaxUnpluggedSubmit = 2;

    bool submitIfFull() { return m_pending.size() < m_submitBatch || submitPending(); }

    bool submitPending()
    {
        stampPending();
        ++m_setup.stats.submitCalls;
        const int submitted = io_uring_submit(&m_ring);
        if (submitted >= 0 || submitted == -EINTR || submitted == -EAGAIN || submitted == -EBUSY)
            return true;
        fail(-submitted, "io_uring_submit");
        return false;
    }

    // At shallow queues (reapBatch() 1) waiting is a call of its own, after the submit has returned, as in fio.
    // Submitting and waiting in one io_uring_enter() measured 0.65-0.75x the QD1 throughput of the two calls on a loop
    // device, where a kernel worker on another CPU completes the I/O (tests/perf/uring-submit-probe.sh): the waiter
    // goes to sleep before that worker even runs, and each I/O pays for the wake-ups across CPUs. Pinned to one CPU,
    // or on a virtio disk completed by interrupt, the two ways measure the same.
    // At deep queues the lane waits for m_reapBatch completions (never more than are in flight), and the I/Os queued
    // since the last submit go with that wait, in the same call: one io_uring_enter() per reap batch instead of one
    // per one or two I/Os. Others are in flight then, so the sleep-before-the-worker case above cannot arise. The cost
    // in truth is bounded in ARCHITECTURE.md ("What the per-batch clock reads cost in truth"): an I/O is seen at
    // most when m_reapBatch - 1 more have completed. No timeout bounds the wait: an hrtimer per wait measured dearer
    // than the wake-ups it saves in this virtual machine.
    bool waitForCompletion()
    {
        if (m_plan.peak)
            return waitForCompletions();
        const unsigned waitNr = std::min(m_inFlight, m_reapBatch);
        for (;;) {
            io_uring_cqe *cqe = nullptr;
            // An entry the kernel could not take yet goes along with the wait, or nothing would ever complete at QD1.
            const bool submits = io_uring_sq_ready(&m_ring) > 0;
            if (submits) {
                stampPending();
                ++m_setup.stats.submitCalls;
            }
            const int ret
                = submits || waitNr > 1 ? io_uring_submit_and_wait(&m_ring, waitNr) : io_uring_wait_cqe(&m_ring, &cqe);
            if (ret >= 0)
                return true;
            if (ret != -EINTR && ret != -EAGAIN && ret != -EBUSY) {
                fail(-ret, "io_uring_wait_cqe");
                return false;
            }
        }
    }

    // Peak mode: a kernel thread takes the submissions (SQPOLL), so the lane enters the kernel only to wait, and it
    // waits for a quarter of its queue depth at once (t/io_uring's -c8 at -d32): fewer wake-ups, at the price of
    // seeing the first completions of a batch only when its last one arrives (their latency overstated by up to the
    // time the batch took to complete; ARCHITECTURE.md, "Peak mode").
    bool waitForCompletions()
    {
        const unsigned waitNr = std::min(m_inFlight, peakReapBatch(m_setup.depth));
        for (;;) {
            io_uring_cqe *cqe = nullptr;
            const int ret = io_uring_wait_cqes(&m_ring, &cqe, waitNr, nullptr, nullptr);
            if (ret >= 0)
                return true;
            if (ret != -EINTR && ret != -EAGAIN && ret != -EBUSY) {
                fail(-ret, "io_uring_wait_cqes");
                return false;
            }
        }
    }

    void fail(int error, const char *what)
    {
        m_setup.stats.fail(error, what);
        m_setup.shared.stop.store(true, std::memory_order_relaxed);
    }

    /// Queues the next block of the job in that slot; false when there is none.
    bool prepare(std::uint32_t index)
    {
        std::uint64_t offset;
        if (!m_setup.source.next(offset))
            return false;
        Slot &slot = m_slots[index];
        slot.offset = offset;
        slot.isRead = m_plan.mode == IoMode::Read || m_plan.mode == IoMode::Rewrite
            || (m_plan.mode == IoMode::Mix && m_prng.percent() < unsigned(m_plan.mixReadPercent));
        if (!slot.isRead)
            m_buffers.stamp(index, offset, m_sequence++);
        queue(index);
        return true;
    }

    /// A rewrite's second half: the block just read into the slot's buffer, changed, written back where it was.
    void writeBack(std::uint32_t index)
    {
        Slot &slot = m_slots[index];
        m_buffers.change(index, slot.offset, m_sequence++);
        slot.isRead = false;
        queue(index);
    }

    void queue(std::uint32_t index)
    {
        const Slot &slot = m_slots[index];
        io_uring_sqe *sqe = io_uring_get_sqe(&m_ring);
        const int fd = m_fixedFile ? 0 : m_setup.shared.fd;
        void *buffer = m_buffers.buffer(index);
        if (slot.isRead) {
            if (m_fixedBuffers)
                io_uring_prep_read_fixed(sqe, fd, buffer, m_plan.blockSize, slot.offset, int(index));
            else
                io_uring_prep_read(sqe, fd, buffer, m_plan.blockSize, slot.offset);
        } else {
            if (m_fixedBuffers)
                io_uring_prep_write_fixed(sqe, fd, buffer, m_plan.blockSize, slot.offset, int(index));
            else
                io_uring_prep_write(sqe, fd, buffer, m_plan.blockSize, slot.offset);
            if (m_plan.syncWrites)
                sqe->rw_flags = RWF_DSYNC;
        }
        if (m_fixedFile)
            sqe->flags |= IOSQE_FIXED_FILE;
        io_uring_sqe_set_data64(sqe, index);
        m_pending.push_back(index);
        ++m_inFlight;
    }

    LaneSetup &m_setup;
    const JobPlan &m_plan;
    Prng m_prng;
    IoBuffers m_buffers;
    io_uring m_ring {};
    bool m_ringReady = false;
    bool m_fixedFile = false;
    bool m_fixedBuffers = false;
    std::vector<Slot> m_slots;
    std::vector<std::uint32_t> m_pending;
    const unsigned m_reapBatch; ///< How many completions a wait waits for (reapBatch()).
    const unsigned m_submitBatch; ///< How many I/Os a submit call takes.
    /// The last I/Os queued go with the next wait, in one call (waitForCompletion()); not in peak mode, whose kernel
    /// thread takes them as they are queued.
    const bool m_submitsWithWait;
    std::uint32_t m_inFlight = 0;
    std::uint64_t m_sequence = 0;
};

} // namespace

void runUringLane(LaneSetup &setup)
{
    UringLane lane(setup);
    if (setup.waitForStart(lane.setUp()))
        lane.run();
}

bool ioUringAvailable(QString *whyNot)
{
    io_uring ring;
    const int ret = io_uring_queue_init(1, &ring, 0);
    if (ret == 0) {
        io_uring_queue_exit(&ring);
        return true;
    }
    if (whyNot)
        *whyNot = QLatin1String("io_uring_setup: ") + QString::fromLocal8Bit(std::strerror(-ret));
    return false;
}

int initPeakRing(io_uring &ring, unsigned entries, bool ioPoll)
{
    // DEFER_TASKRUN is refused together with SQPOLL (the submitting thread is the kernel's); SINGLE_ISSUER may be too
    // new for the kernel. The SQ thread sleeps after 50 ms without work: never within a job, which keeps it busy.
    const unsigned poll = IORING_SETUP_SQPOLL | (ioPoll ? IORING_SETUP_IOPOLL : 0u);
    const unsigned attempts[] = {poll | IORING_SETUP_SINGLE_ISSUER, poll};
    int ret = -EINVAL;
    for (unsigned flags : attempts) {
        io_uring_params params {};
        params.flags = flags;
        params.sq_thread_idle = 50;
        ret = io_uring_queue_init_params(entries, &ring, &params);
        if (ret != -EINVAL)
            break;
    }
    return ret;
}

int initSingleThreadRing(io_uring &ring, unsigned entries)
{
    const unsigned attempts[] = {IORING_SETUP_SINGLE_ISSUER | IORING_SETUP_DEFER_TASKRUN, IORING_SETUP_COOP_TASKRUN, 0};
    int ret = -EINVAL;
    for (unsigned flags : attempts) {
        io_uring_params params {};
        params.flags = flags;
        ret = io_uring_queue_init_params(entries, &ring, &params);
        if (ret != -EINVAL)
            break;
    }
    return ret;
}

} // namespace Sektor
