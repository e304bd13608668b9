// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/kinds/burninrecorder.h"
#include "engine/kinds/surfacerecorder.h" // isMediumError

#include <algorithm>
#include <cerrno>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <unistd.h>

namespace Sektor {

BurnInRecorder::BurnInRecorder(const Setup &setup, const BurnInPlan &plan, const QList<SurfaceExtent> &chunks)
    : m_setup(setup)
    , m_chunks(chunks)
{
    m_result.surface.deviceBytes = plan.deviceBytes;
    m_result.surface.plannedBytes = plan.bytesToMove();
    m_result.blockBytes = plan.blockBytes;
    m_result.passes = plan.passes;
    m_result.patterns = plan.patterns;
    m_result.steps = int(plan.steps.size());
    m_result.writeClasses = LatencyClasses(setup.bounds);
    m_result.readClasses = LatencyClasses(setup.bounds);
    m_result.chunkClasses = QList<std::uint8_t>(chunks.size(), 0);
    m_retryBuffer.allocate(1, plan.blockBytes, DataPattern::Zero, 0);
}

void BurnInRecorder::resumeAt(int step, std::uint64_t offset)
{
    m_result.stepsDone = step;
    m_result.stepBytesDone = offset;
}

void BurnInRecorder::beginStep(const BurnInStep &step, std::uint64_t stepSeed, const QList<SurfaceExtent> &extents)
{
    const std::uint64_t offset = extents.isEmpty() ? 0 : extents.first().offset;
    m_step = step;
    m_data.emplace(step.pattern, stepSeed);
    m_timer = std::make_unique<ChunkTimer>(extents);
    m_stepOffset = offset;
    m_stepBytes = 0;
    m_stepChunkBytes = offset;
    m_pendingClasses.clear();
}

void BurnInRecorder::endStep(std::int64_t elapsedNs, bool whole)
{
    (writing() ? m_result.writeNs : m_result.readNs) += elapsedNs;
    if (whole) {
        ++m_result.stepsDone;
        m_result.stepBytesDone = 0;
    } else {
        m_result.stepBytesDone = m_stepChunkBytes;
    }
}

bool BurnInRecorder::add(const SurfaceIo &io)
{
    (writing() ? m_totals.writeIos : m_totals.readIos) += 1;
    (writing() ? m_totals.writeBytes : m_totals.readBytes) += io.length;
    (writing() ? m_result.writtenBytes : m_result.readBytes) += io.length;
    m_result.surface.readBytes += io.length; // moved so far, of surface.plannedBytes
    m_stepBytes += io.length;
    std::uint64_t good = io.length;
    if (io.error) {
        if (!isMediumError(io.error)) {
            fail(io.error, writing() ? "write" : "read");
            return false;
        }
        // A drive that was pulled out fails every I/O with EIO too: a block that worked before tells them apart.
        if (!stillAnswers()) {
            m_result.goneAt = io.offset;
            fail(ENODEV, writing() ? "write" : "read");
            return false;
        }
        good = againInHalves(io.offset, io.length);
        if (m_fatalError)
            return false;
    } else {
        recordTime(io);
        if (!writing())
            checkRead(io.data, io.offset, io.length);
        m_lastGood = {io.offset, io.length};
    }
    QList<SurfaceChunk> finished;
    m_timer->add(io, good, finished);
    finishChunks(finished);
    return true;
}

void BurnInRecorder::recordTime(const SurfaceIo &io)
{
    const qsizetype chunk = chunkIndex(io.offset);
    auto pending = m_pendingClasses.find(chunk);
    if (pending == m_pendingClasses.end())
        pending = m_pendingClasses.insert(chunk, LatencyClasses(m_setup.bounds));
    LatencyClasses &classes = *pending;
    classes.record(io.latencyNs());
    const auto cls = std::uint8_t(classes.classOf(io.latencyNs()));
    std::uint8_t &worst = m_result.chunkClasses[chunk];
    worst = std::max(worst, cls);
    if (cls == LatencyClasses::Classes - 1)
        addSurfaceRange(m_result.surface.ranges, {SurfaceRange::Kind::Slow, io.offset, io.length, io.latencyNs()});
}

void BurnInRecorder::checkRead(const unsigned char *data, std::uint64_t offset, std::uint64_t length)
{
    const Verify::BurnInCheck check = m_data->check(data, offset, std::size_t(length), m_setup.unit);
    for (const Verify::ByteRange &r : check.differing)
        addCorrupt(r.offset, r.end());
    if (check.aliasing && !m_result.aliasing)
        m_result.aliasing = check.aliasing;
}

// Sectors that could not be written read back as whatever was there: that is the write error already found, not a
// second fault, so only what lies outside the write errors is corrupt.
void BurnInRecorder::addCorrupt(std::uint64_t from, std::uint64_t to)
{
    QList<SurfaceRange> corrupt;
    for (const SurfaceRange &unwritten : std::as_const(m_result.surface.ranges)) {
        if (from >= to || unwritten.offset >= to)
            break;
        if (unwritten.kind != SurfaceRange::Kind::WriteError || unwritten.end() <= from)
            continue;
        if (unwritten.offset > from)
            corrupt.append({SurfaceRange::Kind::Corrupt, from, unwritten.offset - from, 0});
        from = std::max(from, unwritten.end());
    }
    if (from < to)
        corrupt.append({SurfaceRange::Kind::Corrupt, from, to - from, 0});
    for (const SurfaceRange &r : std::as_const(corrupt))
        addSurfaceRange(m_result.surface.ranges, r);
}

// A failed I/O is done again in halves: a half that works is good (and, read, checked), a half that fails is halved
// again, down to the logical block, where it becomes (part of) a range. A few bad sectors in a block cost about two
// I/Os per halving instead of one per sector.
std::uint64_t BurnInRecorder::againInHalves(std::uint64_t offset, std::uint64_t length)
{
    const SurfaceRange::Kind failed = writing() ? SurfaceRange::Kind::WriteError : SurfaceRange::Kind::Error;
    if (length <= m_setup.unit || m_retryBuffer.size() == 0) {
        addSurfaceRange(m_result.surface.ranges, {failed, offset, length, 0});
        return 0;
    }
    const std::uint64_t firstHalf = std::max<std::uint64_t>(length / 2 / m_setup.unit, 1) * m_setup.unit;
    std::uint64_t good = 0;
    for (const auto &[at, size] : {std::pair {offset, firstHalf}, std::pair {offset + firstHalf, length - firstHalf}}) {
        const int error = again(at, size);
        if (error == 0) {
            good += size;
        } else if (isMediumError(error)) {
            good += againInHalves(at, size);
        } else { // the device, not the medium: no use halving further, add() ends the burn-in
            fail(error, writing() ? "pwrite" : "pread");
            addSurfaceRange(m_result.surface.ranges, {failed, at, size, 0});
        }
    }
    return good;
}

int BurnInRecorder::again(std::uint64_t offset, std::uint64_t length)
{
    auto *buffer = static_cast<unsigned char *>(m_retryBuffer.buffer(0));
    if (writing())
        m_data->fill(buffer, offset, std::size_t(length));
    ssize_t done;
    do {
        done = writing() ? pwrite(m_setup.fd, buffer, length, off_t(offset))
                         : pread(m_setup.fd, buffer, length, off_t(offset));
    } while (done < 0 && errno == EINTR);
    (writing() ? m_totals.writeIos : m_totals.readIos) += 1;
    (writing() ? m_totals.writeBytes : m_totals.readBytes) += length;
    if (done != ssize_t(length))
        return done < 0 ? errno : EIO;
    if (!writing())
        checkRead(buffer, offset, length);
    return 0;
}

bool BurnInRecorder::stillAnswers()
{
    std::uint64_t size = 0;
    if (ioctl(m_setup.fd, BLKGETSIZE64, &size) != 0 || size < m_result.surface.deviceBytes)
        return false;
    if (!m_lastGood || m_retryBuffer.size() == 0)
        return true; // nothing worked yet to compare with: the place is taken as bad
    const auto [offset, length] = *m_lastGood;
    ssize_t got;
    do {
        got = pread(m_setup.fd, m_retryBuffer.buffer(0), length, off_t(offset));
    } while (got < 0 && errno == EINTR);
    ++m_totals.readIos;
    m_totals.readBytes += length;
    return got == ssize_t(length);
}

void BurnInRecorder::fail(int error, const char *call)
{
    if (m_fatalError == 0) {
        m_fatalError = error;
        m_failedCall = call;
    }
}

qsizetype BurnInRecorder::chunkIndex(std::uint64_t offset) const
{
    const auto after
        = std::upper_bound(m_chunks.cbegin(), m_chunks.cend(), offset, [](std::uint64_t at, const SurfaceExtent &c) {
              return at < c.offset;
          });
    return qsizetype(after - m_chunks.cbegin()) - 1;
}

// A finished chunk's blocks count in the classes; on the map it keeps the slowest pass over it, so that a place that
// was slow once stays visible.
void BurnInRecorder::finishChunks(const QList<SurfaceChunk> &finished)
{
    QList<SurfaceChunk> &map = writing() ? m_result.writeChunks : m_result.surface.chunks;
    for (const SurfaceChunk &chunk : finished) {
        const qsizetype index = chunkIndex(chunk.offset);
        if (const auto pending = m_pendingClasses.constFind(index); pending != m_pendingClasses.cend()) {
            (writing() ? m_result.writeClasses : m_result.readClasses).merge(*pending);
            m_pendingClasses.erase(pending);
        }
        m_stepChunkBytes = chunk.offset + chunk.length;
        keepSlowerChunk(map, chunk);
    }
}

} // namespace Sektor
