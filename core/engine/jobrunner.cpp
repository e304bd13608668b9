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
        outcome.submitCalls += lane->submitCalls;
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

// One job through its steps: lanes started and set up, the window opened and sampled until the
// last lane ends, written data flushed, everything counted.
class Job
{
public:
    Job(const JobPlan &plan,
        int fd,
        IoBackend backend,
        const CancelToken &cancel,
        const std::function<void(const Sample &)> &onSample)
        : m_plan(plan)
        , m_fd(fd)
        , m_sync(backend == IoBackend::Sync)
        , m_layout(LaneLayout::of(plan, m_sync))
        , m_cancel(cancel)
        , m_onSample(onSample)
        , m_shared(plan, fd, cancel, m_layout.count)
        , m_done(m_layout.count)
    {
        for (std::uint32_t t = 0; t < plan.threads; ++t)
            m_sources.push_back(std::make_unique<OffsetSource>(plan, t));
        m_setups.reserve(m_layout.count);
        for (std::uint32_t i = 0; i < m_layout.count; ++i) {
            m_stats.push_back(std::make_unique<LaneStats>());
            m_setups.push_back({m_shared,
                                *m_sources[i / m_layout.perThread],
                                *m_stats[i],
                                m_layout.depth,
                                plan.seed + 0x632BE59BD9B4E019ull * (i + 1)});
        }
    }

    /// A thread per lane, each setting up its ring or buffers and then waiting for the window.
    /// Returns the errno of a thread the system refused (the others are stopped), else 0.
    int startLanes()
    {
        return m_threads.start(m_shared, m_setups, [this](LaneSetup &setup) {
            if (m_sync)
                runSyncLane(setup);
            else
                runUringLane(setup);
            m_done.arrive();
        });
    }

    /// Opens the window once every lane is set up (at once closed again when one failed to) and
    /// takes a sample every 100 ms until the last lane ended; a cancel stops the lanes.
    void measure(JobOutcome &outcome)
    {
        m_shared.ready.wait();
        if (std::any_of(m_stats.begin(), m_stats.end(), [](const auto &s) {
                return s->error != 0;
            }))
            m_shared.stop.store(true);
        m_start = monotonicNs();
        if (m_plan.durationNs > 0)
            m_shared.deadlineNs = m_start + m_plan.durationNs;
        m_shared.go.count_down();

        m_previousTick = m_start;
        for (std::int64_t tick = m_start + SampleIntervalNs; !m_done.waitUntil(tick); tick += SampleIntervalNs) {
            if (m_cancel.isCancelled())
                m_shared.stop.store(true, std::memory_order_relaxed);
            takeSample(outcome, Counters::of(m_stats), tick);
        }
        m_threads.join();
        m_end = collectLaneEnds(outcome, m_stats, m_start);
        outcome.cancelled = m_cancel.isCancelled();
    }

    /// A job that wrote ends after fdatasync, inside its window, so bytes that only reached a
    /// cache are not counted as written; the flush's CPU time is the job's too, as fio's end_fsync.
    void flushWrites(JobOutcome &outcome)
    {
        m_flushed = m_plan.writes() && !outcome.error && !outcome.cancelled;
        if (!m_flushed)
            return;
        const LaneCpuTimer cpu;
        if (fdatasync(m_fd) != 0) {
            outcome.error = errno;
            outcome.failedCall = "fdatasync";
        }
        m_end = monotonicNs();
        cpu.stop(m_flushCpu);
    }

    /// The last, partial sample, so the samples add up to everything that completed, and the
    /// job's totals, latencies and CPU time.
    void summarize(JobOutcome &outcome)
    {
        const Counters total = Counters::of(m_stats);
        if (m_end > m_previousTick)
            takeSample(outcome, total, m_end);

        RunMetrics &m = outcome.metrics;
        m.windowNs = m_end - m_start;
        m.cpuUserNs = m_flushCpu.cpuUserNs;
        m.cpuSystemNs = m_flushCpu.cpuSystemNs;
        m.cpuWaitNs = m_flushCpu.cpuWaitNs;
        // Peak mode's threads poll instead of waiting for the drive: how busy they were says nothing of what held the
        // figure, so no thread count, and no busy share or verdict (model/cpucost.h), only the CPU time per I/O.
        m.ioThreads = m_plan.peak ? 0 : std::uint32_t(m_stats.size());
        for (const auto &lane : m_stats) {
            outcome.readLatency.merge(lane->readLatency);
            outcome.writeLatency.merge(lane->writeLatency);
            outcome.rewriteLatency.merge(lane->rewriteLatency);
            m.cpuUserNs += lane->cpuUserNs;
            m.cpuSystemNs += lane->cpuSystemNs;
            m.cpuWaitNs += lane->cpuWaitNs;
        }
        m.read = DirectionMetrics {total.readIos, total.readBytes, LatencySummary::fromHistogram(outcome.readLatency)};
        m.write
            = DirectionMetrics {total.writeIos, total.writeBytes, LatencySummary::fromHistogram(outcome.writeLatency)};
        outcome.totals
            = IoTotals {total.readIos, total.readBytes, total.writeIos, total.writeBytes, m_flushed ? 1u : 0u};
    }

private:
    void takeSample(JobOutcome &outcome, const Counters &now, std::int64_t at)
    {
        const Sample sample = sampleBetween(m_previous, now, m_plan.run, at - m_start, at - m_previousTick);
        outcome.samples.append(sample);
        if (m_onSample)
            m_onSample(sample);
        m_previous = now;
        m_previousTick = at;
    }

    const JobPlan &m_plan;
    const int m_fd;
    const bool m_sync;
    const LaneLayout m_layout;
    const CancelToken &m_cancel;
    const std::function<void(const Sample &)> &m_onSample;
    std::vector<std::unique_ptr<OffsetSource>> m_sources;
    std::vector<std::unique_ptr<LaneStats>> m_stats;
    JobShared m_shared;
    std::vector<LaneSetup> m_setups;
    LanesDone m_done;
    LaneThreads m_threads; // last: joined (in its destructor too) before the lanes' state goes

    Counters m_previous;
    std::int64_t m_start = 0;
    std::int64_t m_previousTick = 0;
    std::int64_t m_end = 0;
    bool m_flushed = false;
    LaneStats m_flushCpu;
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
    JobOutcome outcome;
    Job job(plan, m_fd, m_backend, cancel, onSample);
    if (const int refused = job.startLanes()) {
        outcome.error = refused;
        outcome.failedCall = "pthread_create";
        return outcome;
    }
    job.measure(outcome);
    job.flushWrites(outcome);
    job.summarize(outcome);
    return outcome;
}

} // namespace Sektor
