// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include "engine/iobuffers.h"
#include "engine/kinds/chunktimer.h"
#include "engine/kinds/surfacepass.h"
#include "model/burnin.h"
#include "model/results.h"
#include "verify/burnindata.h"

#include <QHash>

#include <memory>
#include <optional>

namespace Sektor {

/**
 * Turns the finished I/Os of a burn-in's steps into its result: each block's latency class, the slow blocks (the last
 * class), the rate maps, the data read back checked against what was written (corrupt ranges, aliasing), and failed
 * I/Os done again in halves down to the logical block, so that unreadable and unwritable ranges are exact and the
 * burn-in goes on past them. A device that stops answering (a block it read or wrote before fails too) ends it, with
 * where it happened: what is after that was not tested. Blocks are counted in their classes by whole chunks of the
 * map, so that a stopped burn-in says how far it got in whole chunks and goes on from there when resumed.
 */
class BurnInRecorder
{
public:
    struct Setup
    {
        int fd = -1;
        std::uint32_t unit = 512; ///< The logical block: what a range is exact to.
        LatencyClasses::Bounds bounds = LatencyClasses::DefaultBounds;
    };

    BurnInRecorder(const Setup &setup, const BurnInPlan &plan, const QList<SurfaceExtent> &chunks);

    /// Goes on from where an earlier burn-in stopped: @p step of the plan's steps, the first @p offset bytes of it (a
    /// chunk's start) done. The result counts this run's work; report/resumedrun merges the earlier one's.
    void resumeAt(int step, std::uint64_t offset);
    /// Starts @p step, whose data is drawn from @p stepSeed, over @p extents: the chunks from a chunk's start (the
    /// first one but when resuming), the list the step's pass is given (its I/Os name them by index); it must outlive
    /// the step.
    void beginStep(const BurnInStep &step, std::uint64_t stepSeed, const QList<SurfaceExtent> &extents);
    /// What the step in progress writes (a write step's buffers are filled from it).
    const Verify::BurnInData &data() const { return *m_data; }
    /// Records one finished I/O of the step; false when the burn-in must end: the device went away or failed in a way
    /// that is not its medium's (fatalError()).
    bool add(const SurfaceIo &io);
    /// Ends the step, which took @p elapsedNs; @p whole: every block of it was done.
    void endStep(std::int64_t elapsedNs, bool whole);

    const BurnInResult &result() const { return m_result; }
    /// Every I/O issued, the ones again of failed blocks included: what the device's counters saw.
    const IoTotals &totals() const { return m_totals; }
    /// Bytes of the step in progress done so far, from its start (with what an earlier run did of it).
    std::uint64_t stepBytes() const { return m_stepOffset + m_stepBytes; }
    int fatalError() const { return m_fatalError; }
    const char *failedCall() const { return m_failedCall; }

private:
    bool writing() const { return m_step.write; }
    void recordTime(const SurfaceIo &io);
    void checkRead(const unsigned char *data, std::uint64_t offset, std::uint64_t length);
    void addCorrupt(std::uint64_t from, std::uint64_t to);
    std::uint64_t againInHalves(std::uint64_t offset, std::uint64_t length);
    int again(std::uint64_t offset, std::uint64_t length);
    bool stillAnswers();
    void fail(int error, const char *call);
    void finishChunks(const QList<SurfaceChunk> &finished);
    qsizetype chunkIndex(std::uint64_t offset) const;

    Setup m_setup;
    const QList<SurfaceExtent> &m_chunks;
    BurnInResult m_result;
    BurnInStep m_step;
    std::optional<Verify::BurnInData> m_data;
    std::unique_ptr<ChunkTimer> m_timer;
    IoBuffers m_retryBuffer;
    IoTotals m_totals;
    std::uint64_t m_stepOffset = 0; ///< Where the step in progress began: 0, or a resumed step's chunk.
    std::uint64_t m_stepBytes = 0;
    std::uint64_t m_stepChunkBytes = 0; ///< Bytes of the step's finished chunks: where a resume goes on from.
    /// The blocks of chunks still in progress, counted in the totals only once their chunk is finished: a burn-in
    /// stopped mid-chunk goes on from that chunk's start, and no block is counted twice.
    QHash<qsizetype, LatencyClasses> m_pendingClasses;
    /// The last block done without a fault: read again to tell a bad place from a device that is gone.
    std::optional<std::pair<std::uint64_t, std::uint32_t>> m_lastGood;
    int m_fatalError = 0;
    const char *m_failedCall = nullptr;
};

} // namespace Sektor
