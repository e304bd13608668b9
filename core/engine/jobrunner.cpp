// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/jobrunner.h"
#include "engine/lanecontext.h"
#include "engine/lanethreads.h"
#include "engine/lanetimes.h"
#include "engine/monotonicclock.h"

#include <algorithm>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <vector>

#include <cerrno>
#include <unistd.h>

namespace Sektor {

namespace {
constexpr std::int64_t SampleIntervalNs = 100 * NsPerMs;

struct Counters
{
    std::uint64_t readIos = 0, readBytes = 0, writeIos = 0, writeBytes = 0;

    static Counters of(const std::vector<std::unique_ptr<LaneStats>> &lanes)
    {
        Counters c;
        for (const auto &lane : lanes) {
            c.readIos += lane->readIos.load(std::memory_order_relaxed);
            c.readBytes += lane->readBytes.load(std::memory_order_relaxed);
            c.writeIos += lane->writeIos.load(std::memory_order_relaxed);
            c.writeBytes += lane->writeBytes.load(std::memory_order_relaxed);
        }
        return c;
    }
};

Sample
sampleBetween(const Counters &before, const Counters &after, int run, std::int64_t elapsedNs, std::int64_t intervalNs)
{
    Sample s;
    s.run = run;
    s.elapsedNs = elapsedNs;
    s.intervalNs = intervalNs;
    s.readIos = after.readIos - before.readIos;
    s.readBytes = after.readBytes - before.readBytes;
    s.writeIos = after.writeIos - before.writeIos;
    s.writeBytes = after.writeBytes - before.writeBytes;
    return s;
}

// How a job's I/O is spread over lanes. io_uring: one lane per thread, `queueDepth` in flight
// each. Sync: one blocking lane per I/O in flight, the lanes of a thread sharing its offsets.
struct LaneLayout
{
    std::uint32_t perThread;
    std::uint32_t count;
    std::uint32_t depth;

    static LaneLayout of(const JobPlan &plan, bool sync)
    {
        const std::uint32_t perThread
            = sync ? std::max<std::uint32_t>(1, std::min(plan.queueDepth, JobRunner::MaxSyncLanes / plan.threads)) : 1;
        return {perThread, plan.threads * perThread, sync ? 1 : plan.queueDepth};
    }
};

// The lanes' first error and how they ran; returns when the last one completed its last I/O.
std::int64_t
collectLaneEnds(JobOutcome &outcome, const std::vector<std::unique_ptr<LaneStats>> &stats, std::int64_t start)
{
    std::int64_t end = start;
    for (const auto &lane : stats) {
        end = std::max(end, lane->endNs);
        outcome.unregisteredBuffers = outcome.unregisteredBuffers || lane->unregisteredBuffers;
        if (lane->error && !outcome.error) {
            outcome.error = lane->error;
            outcome.failedCall = lane->failedCall;
        }
    }
    return end;
}

// Lanes report here when they end, so the coordinator can sample while it waits for them.
class LanesDone
{
public:
    explicit LanesDone(std::uint32_t lanes)
        : m_lanes(lanes)
    { }
    void arrive()
    {
        const std::lock_guard lock(m_mutex);
        ++m_finished;
        m_allDone.notify_one();
    }
    /// Waits until every lane ended (true) or the deadline passed (false).
    bool waitUntil(std::int64_t deadlineNs)
    {
        std::unique_lock lock(m_mutex);
        const auto wait = std::chrono::nanoseconds(std::max<std::int64_t>(deadlineNs - monotonicNs(), 0));
        return m_allDone.wait_for(lock, wait, [this] {
            return m_finished == m_lanes;
        });
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_allDone;
    std::uint32_t m_finished = 0;
    const std::uint32_t m_lanes;
};
} // namespace

JobRunner::JobRunner(int fd, IoBackend backend)
    : m_fd(fd)
    , m_backend(backend)
{ }

JobOutcome JobRunner::run(const JobPlan &plan,
                          const CancelToken &cancel,
                          const std::function<void(const Sample &)> &onSample) const
{
    const bool sync = m_backend == IoBackend::Sync;
    const LaneLayout layout = LaneLayout::of(plan, sync);
    std::vector<std::unique_ptr<OffsetSource>> sources;
    for (std::uint32_t t = 0; t < plan.threads; ++t)
        sources.push_back(std::make_unique<OffsetSource>(plan, t));
    std::vector<std::unique_ptr<LaneStats>> stats;
    for (std::uint32_t i = 0; i < layout.count; ++i)
        stats.push_back(std::make_unique<LaneStats>());
    JobShared shared(plan, m_fd, cancel, layout.count);
    std::vector<LaneSetup> setups;
    setups.reserve(layout.count);
    for (std::uint32_t i = 0; i < layout.count; ++i)
        setups.push_back({shared,
                          *sources[i / layout.perThread],
                          *stats[i],
                          layout.depth,
                          plan.seed + 0x632BE59BD9B4E019ull * (i + 1)});

    LanesDone done(layout.count);
    LaneThreads threads;
    const int refused = threads.start(shared, setups, [&done, sync](LaneSetup &setup) {
        if (sync)
            runSyncLane(setup);
        else
            runUringLane(setup);
        done.arrive();
    });
    if (refused) {
        JobOutcome outcome;
        outcome.error = refused;
        outcome.failedCall = "pthread_create";
        return outcome;
    }

    shared.ready.wait();
    if (std::any_of(stats.begin(), stats.end(), [](const auto &s) {
            return s->error != 0;
        }))
        shared.stop.store(true);
    const std::int64_t start = monotonicNs();
    if (plan.durationNs > 0)
        shared.deadlineNs = start + plan.durationNs;
    shared.go.count_down();

    JobOutcome outcome;
    Counters previous;
    std::int64_t previousTick = start;
    for (std::int64_t tick = start + SampleIntervalNs; !done.waitUntil(tick); tick += SampleIntervalNs) {
        if (cancel.isCancelled())
            shared.stop.store(true, std::memory_order_relaxed);
        const Counters now = Counters::of(stats);
        const Sample sample = sampleBetween(previous, now, plan.run, tick - start, tick - previousTick);
        outcome.samples.append(sample);
        if (onSample)
            onSample(sample);
        previous = now;
        previousTick = tick;
    }
    threads.join();

    std::int64_t end = collectLaneEnds(outcome, stats, start);
    outcome.cancelled = cancel.isCancelled();
    const bool flush = plan.writes() && !outcome.error && !outcome.cancelled;
    LaneStats flushCpu; // The flush is part of the job's work, as fio's end_fsync is of its CPU figures.
    if (flush) {
        const LaneCpuTimer cpu;
        if (fdatasync(m_fd) != 0) {
            outcome.error = errno;
            outcome.failedCall = "fdatasync";
        }
        end = monotonicNs();
        cpu.stop(flushCpu);
    }

    // The last, partial interval, so the samples add up to everything that completed.
    const Counters total = Counters::of(stats);
    if (end > previousTick) {
        const Sample last = sampleBetween(previous, total, plan.run, end - start, end - previousTick);
        outcome.samples.append(last);
        if (onSample)
            onSample(last);
    }

    RunMetrics &m = outcome.metrics;
    m.windowNs = end - start;
    m.cpuUserNs = flushCpu.cpuUserNs;
    m.cpuSystemNs = flushCpu.cpuSystemNs;
    for (const auto &lane : stats) {
        outcome.readLatency.merge(lane->readLatency);
        outcome.writeLatency.merge(lane->writeLatency);
        m.cpuUserNs += lane->cpuUserNs;
        m.cpuSystemNs += lane->cpuSystemNs;
    }
    m.read = DirectionMetrics {total.readIos, total.readBytes, LatencySummary::fromHistogram(outcome.readLatency)};
    m.write = DirectionMetrics {total.writeIos, total.writeBytes, LatencySummary::fromHistogram(outcome.writeLatency)};
    outcome.totals = IoTotals {total.readIos, total.readBytes, total.writeIos, total.writeBytes, flush ? 1u : 0u};
    return outcome;
}

} // namespace Sektor
