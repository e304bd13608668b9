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

void BurnInRecorder::beginStep(const BurnInStep &step, std::uint64_t stepSeed)
{
    m_step = step;
    m_data.emplace(step.pattern, stepSeed);
    m_timer = std::make_unique<ChunkTimer>(m_chunks);
    m_stepBytes = 0;
}

void BurnInRecorder::endStep(std::int64_t elapsedNs, bool whole)
{
    (writing() ? m_result.writeNs : m_result.readNs) += elapsedNs;
    if (whole) {
        ++m_result.stepsDone;
        m_result.stepBytesDone = 0;
    } else {
        m_result.stepBytesDone = m_stepBytes;
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
    mergeChunks(finished);
    return true;
}

void BurnInRecorder::recordTime(const SurfaceIo &io)
{
    LatencyClasses &classes = writing() ? m_result.writeClasses : m_result.readClasses;
    classes.record(io.latencyNs());
    const auto cls = std::uint8_t(classes.classOf(io.latencyNs()));
    std::uint8_t &worst = m_result.chunkClasses[io.extent];
    worst = std::max(worst, cls);
    if (cls == LatencyClasses::Classes - 1)
        addSurfaceRange(m_result.surface.ranges, {SurfaceRange::Kind::Slow, io.offset, io.length, io.latencyNs()});
}

void BurnInRecorder::checkRead(const unsigned char *data, std::uint64_t offset, std::uint64_t length)
{
    const Verify::BurnInCheck check = m_data->check(data, offset, std::size_t(length), m_setup.unit);
    for (const Verify::ByteRange &r : check.differing)
        addSurfaceRange(m_result.surface.ranges, {SurfaceRange::Kind::Corrupt, r.offset, r.length, 0});
    if (check.aliasing && !m_result.aliasing)
        m_result.aliasing = check.aliasing;
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

// A map's chunk keeps the slowest pass over it: a place that was slow once stays on the map.
void BurnInRecorder::mergeChunks(const QList<SurfaceChunk> &finished)
{
    QList<SurfaceChunk> &map = writing() ? m_result.writeChunks : m_result.surface.chunks;
    for (const SurfaceChunk &chunk : finished) {
        const auto at = std::find_if(map.begin(), map.end(), [&](const SurfaceChunk &c) {
            return c.offset == chunk.offset;
        });
        if (at == map.end())
            map.append(chunk);
        else if (chunk.bytesPerSecond() < at->bytesPerSecond())
            *at = chunk;
    }
}

} // namespace Sektor
