// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/kinds/surfacerecorder.h"

#include <algorithm>
#include <cerrno>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <unistd.h>

namespace Sektor {

bool isMediumError(int error)
{
    // What the block layer makes of a drive's failed read: EIO (BLK_STS_IOERR), ENODATA (a medium error), EILSEQ
    // (protection information), ETIMEDOUT (the command timed out), EREMOTEIO (the target said no), ENOLINK (a path
    // was lost for this I/O). ENODEV and ENXIO mean the device went away: nothing more can be read.
    switch (error) {
    case EIO:
    case ENODATA:
    case EILSEQ:
    case ETIMEDOUT:
    case EREMOTEIO:
    case ENOLINK:
        return true;
    default:
        return false;
    }
}

SurfaceRecorder::SurfaceRecorder(const Setup &setup, const QList<SurfaceExtent> &extents)
    : m_setup(setup)
    , m_chunks(extents)
{
    m_result.deviceBytes = setup.deviceBytes;
    m_result.slowReadNs = setup.slowReadNs;
    for (const SurfaceExtent &e : extents)
        m_result.plannedBytes += e.length;
}

bool SurfaceRecorder::add(const SurfaceIo &io)
{
    ++m_totals.readIos;
    m_totals.readBytes += io.length;
    m_result.readBytes += io.length;
    m_firstSubmitNs = std::min(m_firstSubmitNs, io.submitNs);
    m_lastDoneNs = std::max(m_lastDoneNs, io.doneNs);
    if (io.error && !isMediumError(io.error)) {
        m_fatalError = io.error;
        return false;
    }
    std::uint64_t good = io.length;
    if (io.error) {
        good = readAgainInHalves(io.offset, io.length);
        if (m_fatalError)
            return false;
        // A device that was unplugged can fail with EIO too; its size tells it apart from a bad sector.
        std::uint64_t size = 0;
        if (ioctl(m_setup.fd, BLKGETSIZE64, &size) != 0 || size != m_setup.deviceBytes) {
            m_fatalError = ENODEV;
            return false;
        }
    } else {
        ++m_goodReads;
        m_latency.record(std::uint64_t(io.latencyNs()));
        // The limit is per MiB of the scan's block: a 4 MiB block may take four times as long. The last read of a
        // device may be shorter; it gets a whole block's time, since what it costs is mostly the seek, not the bytes.
        const std::int64_t limit = m_setup.slowReadNs
            * std::max<std::int64_t>(std::int64_t(io.length), std::int64_t(m_setup.blockSize)) / std::int64_t(MiB);
        if (m_setup.slowReadNs > 0 && io.latencyNs() > limit)
            addSurfaceRange(m_result.ranges, {SurfaceRange::Kind::Slow, io.offset, io.length, io.latencyNs()});
    }
    m_goodBytes += good;
    if (!m_setup.chunks) {
        m_result.accesses.append({io.offset, io.latencyNs(), io.error != 0});
        return true;
    }
    m_chunks.add(io, good, m_result.chunks);
    return true;
}

// A failed read is read again in halves: a half that reads is good, a half that fails is halved again, down to the
// device's alignment, where it becomes (part of) an error range. A few bad sectors in a 1 MiB read cost about two
// reads per halving instead of one per sector.
std::uint64_t SurfaceRecorder::readAgainInHalves(std::uint64_t offset, std::uint64_t length)
{
    if (length <= m_setup.unit) {
        addSurfaceRange(m_result.ranges, {SurfaceRange::Kind::Error, offset, length, 0});
        return 0;
    }
    if (m_retryBuffer.size() == 0 && !m_retryBuffer.allocate(1, m_setup.blockSize, DataPattern::Zero, 0)) {
        addSurfaceRange(m_result.ranges, {SurfaceRange::Kind::Error, offset, length, 0});
        return 0;
    }
    const std::uint64_t firstHalf = std::max<std::uint64_t>(length / 2 / m_setup.unit, 1) * m_setup.unit;
    std::uint64_t good = 0;
    for (const auto &[at, size] : {std::pair {offset, firstHalf}, std::pair {offset + firstHalf, length - firstHalf}}) {
        ssize_t got;
        do {
            got = pread(m_setup.fd, m_retryBuffer.buffer(0), size, off_t(at));
        } while (got < 0 && errno == EINTR);
        ++m_totals.readIos;
        m_totals.readBytes += size;
        if (got == ssize_t(size)) {
            good += size;
        } else if (const int error = got < 0 ? errno : EIO; isMediumError(error)) {
            good += readAgainInHalves(at, size);
        } else { // the device, not the medium: no use halving further, add() ends the test
            m_fatalError = error;
            addSurfaceRange(m_result.ranges, {SurfaceRange::Kind::Error, at, size, 0});
        }
    }
    return good;
}

} // namespace Sektor
