// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "verify/capacityprobe.h"
#include "verify/blockstamp.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <memory>
#include <optional>
#include <vector>

namespace Sektor::Verify {

namespace {
struct Probe
{
    std::uint64_t offset = 0;
    StampVerdict verdict = StampVerdict::Missing;
    std::uint64_t found = 0;

    bool good() const { return verdict == StampVerdict::Intact; }
};

std::int64_t nowNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

struct FreeAligned
{
    void operator()(unsigned char *p) const { std::free(p); } // NOLINT(cppcoreguidelines-no-malloc): aligned_alloc's
};

// Writes and reads stamps through the target in pieces of up to ProbeIoBytes, keeping the result's counts and times.
class Prober
{
public:
    Prober(ProbeTarget &target, std::uint64_t seed, std::uint64_t plannedBytes, VerifyResult &result)
        : m_target(target)
        , m_seed(seed)
        , m_planned(plannedBytes)
        , m_result(result)
        , m_buffer(static_cast<unsigned char *>(std::aligned_alloc(StampSize, ProbeIoBytes)))
    { }

    bool cancelled() const { return m_target.cancelled(); }

    /// Writes the stamps of [from, to); false when stopped or a write failed so that nothing more can be trusted.
    bool writeSpan(std::uint64_t from, std::uint64_t to)
    {
        for (std::uint64_t at = from; at < to;) {
            if (cancelled())
                return false;
            const std::size_t bytes = std::size_t(std::min<std::uint64_t>(ProbeIoBytes, to - at));
            for (std::size_t i = 0; i < bytes; i += StampSize)
                writeStamp(m_buffer.get() + i, at + i, m_seed);
            const std::int64_t start = nowNs();
            // A span that fails is written again stamp by stamp, so that only the places that fail stay unwritten
            // (their reads say so, as bad places).
            if (!writeOnce(at, m_buffer.get(), bytes) && bytes > StampSize) {
                for (std::size_t i = 0; i < bytes && !cancelled(); i += StampSize)
                    (void)writeOnce(at + i, m_buffer.get() + i, StampSize);
            }
            m_result.writeNs += nowNs() - start;
            at += bytes;
        }
        return true;
    }

    bool flush()
    {
        const std::int64_t start = nowNs();
        const bool ok = m_target.flush();
        m_result.writeNs += nowNs() - start;
        return ok;
    }

    /// Reads and judges the stamps of [from, to), handing each to @p seen until it returns false; false when stopped.
    template<typename Seen>
    bool readSpan(std::uint64_t from, std::uint64_t to, Seen seen)
    {
        for (std::uint64_t at = from; at < to;) {
            if (cancelled())
                return false;
            const std::size_t bytes = std::size_t(std::min<std::uint64_t>(ProbeIoBytes, to - at));
            const std::int64_t start = nowNs();
            // A span that fails is read again stamp by stamp: one place that fails must not take its neighbours.
            std::vector<bool> failed(bytes / StampSize, false);
            if (!readOnce(at, m_buffer.get(), bytes)) {
                if (bytes == StampSize)
                    failed[0] = true;
                for (std::size_t i = 0; bytes > StampSize && i < bytes; i += StampSize)
                    failed[i / StampSize] = !readOnce(at + i, m_buffer.get() + i, StampSize);
            }
            m_result.readNs += nowNs() - start;
            for (std::size_t i = 0; i < bytes; i += StampSize) {
                Probe p {at + i, StampVerdict::Corrupted, 0}; // an I/O error keeps nothing either
                if (!failed[i / StampSize])
                    p.verdict = judgeStamp(m_buffer.get() + i, p.offset, m_seed, &p.found);
                count(p.verdict);
                if (!seen(p))
                    return true;
            }
            at += bytes;
        }
        return true;
    }

    Probe readOne(std::uint64_t offset)
    {
        Probe probe;
        readSpan(offset, offset + StampSize, [&probe](const Probe &p) {
            probe = p;
            return false;
        });
        return probe;
    }

private:
    bool writeOnce(std::uint64_t offset, const unsigned char *data, std::size_t bytes)
    {
        m_result.bytesWritten += bytes;
        report();
        return m_target.write(offset, data, bytes);
    }

    bool readOnce(std::uint64_t offset, unsigned char *data, std::size_t bytes)
    {
        m_result.bytesRead += bytes;
        report();
        return m_target.read(offset, data, bytes);
    }

    void count(StampVerdict verdict)
    {
        StampCounts &c = m_result.stamps;
        switch (verdict) {
        case StampVerdict::Intact:
            ++c.intact;
            break;
        case StampVerdict::Aliased:
            ++c.aliased;
            break;
        case StampVerdict::Missing:
            ++c.missing;
            break;
        case StampVerdict::Corrupted:
            ++c.corrupted;
            break;
        }
    }

    void report()
    {
        const std::uint64_t done = m_result.bytesWritten + m_result.bytesRead;
        m_target.progress(done, std::max(done, m_planned));
    }

    ProbeTarget &m_target;
    std::uint64_t m_seed;
    std::uint64_t m_planned;
    VerifyResult &m_result;
    std::unique_ptr<unsigned char, FreeAligned> m_buffer;
};

std::vector<std::uint64_t> coarseOffsets(std::uint64_t claimed, int wanted)
{
    const std::uint64_t stamps = claimed / StampSize;
    // The probe writes N coarse stamps and about three slots of C/N bytes (the start twice, the span once): least
    // in all when N is about sqrt(3·C/StampSize).
    if (wanted <= 0)
        wanted = int(std::max(16.0, std::sqrt(3.0 * double(stamps))));
    const std::uint64_t count = std::max<std::uint64_t>(1, std::min<std::uint64_t>(std::uint64_t(wanted), stamps));
    const std::uint64_t slot = std::max<std::uint64_t>(1, stamps / count) * StampSize;
    std::vector<std::uint64_t> offsets;
    for (std::uint64_t at = 0; at + StampSize <= claimed && offsets.size() < count; at += slot)
        offsets.push_back(at);
    if (offsets.back() != claimed - StampSize)
        offsets.push_back(claimed - StampSize); // the last place a filesystem would use
    return offsets;
}

// The first place of (low, high) that fails, or the probe at high when all keep their stamps. Every stamp between is
// written, then (with @p echoStart) the same width at the device's start: a place past a wrap-around lands in that
// start and reads back its stamp, naming where it landed. Empty when stopped.
std::optional<Probe> refineStart(Prober &prober, const Probe &low, const Probe &high, bool echoStart)
{
    const std::uint64_t width = high.offset - low.offset;
    if (!prober.writeSpan(low.offset + StampSize, high.offset) || (echoStart && !prober.writeSpan(0, width))
        || !prober.flush())
        return std::nullopt;
    Probe first = high;
    if (!prober.readSpan(low.offset + StampSize, high.offset, [&first](const Probe &p) {
            if (p.good())
                return true;
            first = p;
            return false;
        }))
        return std::nullopt;
    return first;
}

// The end of a bad stretch whose last bad probe is @p low and the next good one @p high: just past the last place
// between them that fails (just past @p low when none does). Empty when stopped.
std::optional<std::uint64_t> refineEnd(Prober &prober, const Probe &low, const Probe &high)
{
    if (!prober.writeSpan(low.offset + StampSize, high.offset) || !prober.flush())
        return std::nullopt;
    std::uint64_t end = low.offset + StampSize;
    if (!prober.readSpan(low.offset + StampSize, high.offset, [&end](const Probe &p) {
            if (!p.good())
                end = p.offset + StampSize;
            return true;
        }))
        return std::nullopt;
    return end;
}

std::uint64_t wrapOf(const Probe &p)
{
    return p.verdict == StampVerdict::Aliased && p.found < p.offset ? p.offset - p.found : 0;
}

// The coarse pass: every coarse stamp, from the last to the first (on a device that wraps around, the first places are
// written last and survive), then every stamp of the first slot (the first probe past a wrap-around lands within one
// slot of the start, wherever the wrap is, and reads back a start stamp instead of its own), read back. Empty when
// stopped or the flush failed.
std::optional<std::vector<Probe>> coarsePass(Prober &prober, const std::vector<std::uint64_t> &offsets)
{
    for (auto it = offsets.crbegin(); it != offsets.crend(); ++it) {
        if (!prober.writeSpan(*it, *it + StampSize))
            return std::nullopt;
    }
    const std::uint64_t slot = offsets.size() > 1 ? offsets.at(1) : StampSize;
    if (!prober.writeSpan(StampSize, slot) || !prober.flush())
        return std::nullopt;
    std::vector<Probe> probes;
    for (const std::uint64_t offset : offsets) {
        if (prober.cancelled())
            return std::nullopt;
        probes.push_back(prober.readOne(offset));
    }
    return probes;
}

// The bad stretch of probes [first, last]: its ends found between the probes around it (the first MaxRefinedRanges
// stretches; past them the probes' bounds), a fake device's to its claimed end. Empty when stopped.
std::optional<VerifyRange> badStretch(Prober &prober,
                                      const std::vector<Probe> &probes,
                                      std::size_t first,
                                      std::size_t last,
                                      bool fake,
                                      VerifyResult &result)
{
    const bool refined = result.badRanges.size() < MaxRefinedRanges;
    VerifyRange range {probes[first].offset, 0, refined};
    if (first > 0 && refined) {
        const std::optional<Probe> start = refineStart(prober, probes[first - 1], probes[first], fake);
        if (!start)
            return std::nullopt;
        range.offset = start->offset;
        if (fake && wrapOf(*start))
            result.wrapBytes = wrapOf(*start);
    } else if (first > 0) {
        range.offset = probes[first - 1].offset + StampSize;
    }
    std::uint64_t end = result.claimedBytes;
    if (!fake && last + 1 < probes.size()) {
        end = probes[last + 1].offset;
        if (refined) {
            const std::optional<std::uint64_t> refinedEnd = refineEnd(prober, probes[last], probes[last + 1]);
            if (!refinedEnd)
                return std::nullopt;
            end = *refinedEnd;
        }
    }
    range.length = end - range.offset;
    return range;
}
} // namespace

VerifyResult probeCapacity(ProbeTarget &target, std::uint64_t seed, int coarseProbes)
{
    VerifyResult result;
    result.claimedBytes = target.claimedBytes() / StampSize * StampSize;
    if (result.claimedBytes < 2 * StampSize)
        return result;
    const std::vector<std::uint64_t> offsets = coarseOffsets(result.claimedBytes, coarseProbes);
    const std::uint64_t slot = offsets.size() > 1 ? offsets.at(1) : StampSize;
    // The coarse stamps written and read, the first slot, and a guess of one bad stretch's refining.
    const std::uint64_t planned = 2 * offsets.size() * StampSize + 4 * slot;
    Prober prober(target, seed, planned, result);

    const std::optional<std::vector<Probe>> coarse = coarsePass(prober, offsets);
    if (!coarse)
        return result;
    const std::vector<Probe> &probes = *coarse;
    result.probes = int(probes.size());
    result.badProbes = int(std::count_if(probes.cbegin(), probes.cend(), [](const Probe &p) {
        return !p.good();
    }));
    const auto firstBad = std::find_if(probes.cbegin(), probes.cend(), [](const Probe &p) {
        return !p.good();
    });
    if (firstBad == probes.cend()) {
        result.verdict = VerifyResult::Verdict::Genuine;
        result.usableBytes = result.claimedBytes;
        return result;
    }
    result.aliases = std::any_of(firstBad, probes.cend(), [](const Probe &p) {
        return p.verdict == StampVerdict::Aliased;
    });
    // Past a wrap-around, places that land where nothing else was written read back their own stamps: there, good
    // places after bad ones do not make a device merely damaged.
    const bool recovers = std::any_of(firstBad, probes.cend(), [](const Probe &p) {
        return p.good();
    });
    const bool fake = result.aliases || !recovers;
    result.wrapBytes = wrapOf(*firstBad);

    // Each bad stretch of probes (a fake device's one, to its end).
    for (std::size_t i = std::size_t(firstBad - probes.cbegin()); i < probes.size();) {
        std::size_t last = i;
        while (!fake && last + 1 < probes.size() && !probes[last + 1].good())
            ++last;
        const std::optional<VerifyRange> range = badStretch(prober, probes, i, last, fake, result);
        if (!range)
            return result;
        result.badRanges.append(*range);
        if (fake)
            break;
        for (i = last + 1; i < probes.size() && probes[i].good();)
            ++i;
    }

    std::uint64_t badBytes = 0;
    for (const VerifyRange &r : std::as_const(result.badRanges))
        badBytes += r.length;
    result.verdict = fake ? VerifyResult::Verdict::Fake : VerifyResult::Verdict::Damaged;
    result.usableBytes = fake ? result.firstBadOffset() : result.claimedBytes - badBytes;
    return result;
}

} // namespace Sektor::Verify
