// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/kinds/surfacepass.h"
#include "engine/iobuffers.h"
#include "engine/monotonicclock.h"
#include "engine/uringsetup.h"

#include <liburing.h>

#include <algorithm>
#include <cerrno>
#include <unistd.h>
#include <vector>

namespace Sektor {

namespace {

/// Walks the extents in blocks: where the next read starts, and how long it is.
class ExtentCursor
{
public:
    ExtentCursor(const QList<SurfaceExtent> &extents, std::uint32_t blockSize)
        : m_extents(extents)
        , m_blockSize(blockSize)
    { }

    /// The extent the next read belongs to; the extents' count when there is none.
    qsizetype nextExtent()
    {
        while (m_index < m_extents.size() && m_done >= m_extents[m_index].length) {
            ++m_index;
            m_done = 0;
        }
        return m_index;
    }

    bool next(SurfaceIo &io)
    {
        if (nextExtent() >= m_extents.size())
            return false;
        const SurfaceExtent &e = m_extents[m_index];
        io = SurfaceIo {};
        io.extent = m_index;
        io.offset = e.offset + m_done;
        io.length = std::uint32_t(std::min<std::uint64_t>(m_blockSize, e.length - m_done));
        m_done += io.length;
        return true;
    }

private:
    const QList<SurfaceExtent> &m_extents;
    std::uint32_t m_blockSize;
    qsizetype m_index = 0;
    std::uint64_t m_done = 0;
};

int resultError(long result, std::uint32_t length)
{
    if (result < 0)
        return int(-result);
    return result == long(length) ? 0 : EIO; // a short read or write inside the device hides an error
}

/// The I/Os in flight on one ring: which buffer each uses, submitting one, and reaping what finished.
class RingSlots
{
public:
    RingSlots(io_uring &ring, const IoBuffers &buffers, std::uint32_t depth, SurfacePass::Direction direction)
        : m_ring(ring)
        , m_buffers(buffers)
        , m_slots(depth)
        , m_write(direction == SurfacePass::Direction::Write)
    {
        for (std::uint32_t i = depth; i > 0; --i)
            m_free.push_back(i - 1);
    }

    bool hasFree() const { return !m_free.empty(); }
    std::uint32_t inFlight() const { return std::uint32_t(m_slots.size() - m_free.size()); }
    qsizetype lastExtent() const { return m_lastExtent; }

    /// Submits @p io at once (as the engine's lanes do); 0, or the errno that refused it.
    int submit(int fd, SurfaceIo io, const SurfacePass::Fill &fill)
    {
        const std::uint32_t slot = m_free.back();
        auto *buffer = static_cast<unsigned char *>(m_buffers.buffer(slot));
        io_uring_sqe *sqe = io_uring_get_sqe(&m_ring);
        if (m_write) {
            fill(io, buffer);
            io_uring_prep_write(sqe, fd, buffer, io.length, io.offset);
        } else {
            io_uring_prep_read(sqe, fd, buffer, io.length, io.offset);
        }
        io_uring_sqe_set_data64(sqe, slot);
        io.submitNs = monotonicNs();
        const int submitted = io_uring_submit(&m_ring);
        if (submitted != 1)
            return submitted < 0 ? -submitted : EAGAIN;
        m_free.pop_back();
        m_slots[slot] = io;
        m_lastExtent = io.extent;
        return 0;
    }

    /// Waits for at least one completion and hands each finished read to @p done (@p stopping set when it says so);
    /// 0, or the -errno of a wait that failed.
    int reap(const SurfacePass::Completion &done, bool &stopping)
    {
        io_uring_cqe *cqe = nullptr;
        int waited;
        do {
            waited = io_uring_wait_cqe(&m_ring, &cqe);
        } while (waited == -EINTR);
        if (waited < 0)
            return waited;
        const std::int64_t now = monotonicNs();
        unsigned head;
        unsigned seen = 0;
        io_uring_for_each_cqe(&m_ring, head, cqe)
        {
            ++seen;
            const auto slot = std::uint32_t(io_uring_cqe_get_data64(cqe));
            SurfaceIo &io = m_slots[slot];
            io.doneNs = now;
            io.error = resultError(cqe->res, io.length);
            io.data = static_cast<const unsigned char *>(m_buffers.buffer(slot));
            m_free.push_back(slot);
            stopping = !done(io) || stopping;
        }
        io_uring_cq_advance(&m_ring, seen);
        return 0;
    }

private:
    io_uring &m_ring;
    const IoBuffers &m_buffers;
    std::vector<SurfaceIo> m_slots;
    std::vector<std::uint32_t> m_free;
    qsizetype m_lastExtent = -1;
    bool m_write;
};

} // namespace

SurfacePass::SurfacePass(int fd,
                         IoBackend backend,
                         std::uint32_t blockSize,
                         std::uint32_t depth,
                         ExtentBoundary boundary,
                         Direction direction)
    : m_fd(fd)
    , m_backend(backend)
    , m_blockSize(blockSize)
    , m_depth(std::max<std::uint32_t>(depth, 1))
    , m_boundary(boundary)
    , m_direction(direction)
{ }

SurfacePassOutcome SurfacePass::run(const QList<SurfaceExtent> &extents,
                                    const CancelToken &cancel,
                                    const Completion &done,
                                    const Fill &fill) const
{
    return m_backend == IoBackend::IoUring ? runUring(extents, cancel, done, fill)
                                           : runSync(extents, cancel, done, fill);
}

SurfacePassOutcome SurfacePass::runUring(const QList<SurfaceExtent> &extents,
                                         const CancelToken &cancel,
                                         const Completion &done,
                                         const Fill &fill) const
{
    IoBuffers buffers;
    if (!buffers.allocate(m_depth, m_blockSize, DataPattern::Zero, 0))
        return {ENOMEM, "posix_memalign", false};
    io_uring ring;
    if (const int ret = initSingleThreadRing(ring, m_depth); ret < 0)
        return {-ret, "io_uring_queue_init", false};
    RingSlots slots(ring, buffers, m_depth, m_direction);
    ExtentCursor cursor(extents, m_blockSize);
    SurfacePassOutcome outcome;
    bool stopping = false;
    while (true) {
        while (!stopping && slots.hasFree()) {
            if (cancel.isCancelled()) {
                outcome.cancelled = stopping = true;
                break;
            }
            if (m_boundary == ExtentBoundary::Drain && slots.inFlight() > 0
                && cursor.nextExtent() != slots.lastExtent())
                break; // the next extent starts when this one's reads are all done
            SurfaceIo io;
            if (!cursor.next(io)) {
                stopping = true;
                break;
            }
            if (const int error = slots.submit(m_fd, io, fill); error != 0) {
                outcome = {error, "io_uring_submit", false};
                stopping = true;
            }
        }
        if (slots.inFlight() == 0)
            break;
        const int waited = slots.reap(done, stopping);
        if (waited < 0) { // nothing more can be learned from this ring: the reads in flight end with it
            outcome = {-waited, "io_uring_wait_cqe", false};
            break;
        }
    }
    io_uring_queue_exit(&ring);
    return outcome;
}

SurfacePassOutcome SurfacePass::runSync(const QList<SurfaceExtent> &extents,
                                        const CancelToken &cancel,
                                        const Completion &done,
                                        const Fill &fill) const
{
    IoBuffers buffers;
    if (!buffers.allocate(1, m_blockSize, DataPattern::Zero, 0))
        return {ENOMEM, "posix_memalign", false};
    ExtentCursor cursor(extents, m_blockSize);
    SurfaceIo io;
    while (cursor.next(io)) {
        if (cancel.isCancelled())
            return {0, nullptr, true};
        auto *buffer = static_cast<unsigned char *>(buffers.buffer(0));
        if (m_direction == Direction::Write)
            fill(io, buffer);
        io.submitNs = monotonicNs();
        ssize_t got;
        do {
            got = m_direction == Direction::Write ? pwrite(m_fd, buffer, io.length, off_t(io.offset))
                                                  : pread(m_fd, buffer, io.length, off_t(io.offset));
        } while (got < 0 && errno == EINTR);
        io.doneNs = monotonicNs();
        io.error = resultError(got < 0 ? -errno : got, io.length);
        io.data = buffer;
        if (!done(io))
            break;
    }
    return {};
}

} // namespace Sektor
