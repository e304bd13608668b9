// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "verify/capacityprobe.h"
#include "verify/blockstamp.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace Sektor::Verify {

namespace {
struct Probe
{
    std::uint64_t offset = 0;
    StampVerdict verdict = StampVerdict::Missing;
    std::uint64_t found = 0;
};

class Prober
{
public:
    Prober(ProbeTarget &target, std::uint64_t seed, ProbeFindings &findings)
        : m_target(target)
        , m_seed(seed)
        , m_findings(findings)
    { }

    bool write(std::uint64_t offset)
    {
        writeStamp(m_buffer, offset, m_seed);
        m_findings.bytesWritten += StampSize;
        return m_target.write(offset, m_buffer);
    }

    Probe read(std::uint64_t offset)
    {
        Probe p {offset, StampVerdict::Missing, 0};
        if (m_target.read(offset, m_buffer))
            p.verdict = judgeStamp(m_buffer, offset, m_seed, &p.found);
        else
            p.verdict = StampVerdict::Corrupted; // an I/O error keeps nothing either
        return p;
    }

    bool cancelled() const { return m_target.cancelled(); }

private:
    ProbeTarget &m_target;
    std::uint64_t m_seed;
    ProbeFindings &m_findings;
    unsigned char m_buffer[StampSize];
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

// Every stamp of (low, high) is written, then the same width at the device's start: a place past the real capacity
// lands in that start and reads back its stamp, naming where it landed. @p firstBad becomes the first place in
// between that fails, and stays the coarse probe at high when all of them keep their stamps. False when cancelled.
bool refine(Prober &prober, std::uint64_t low, std::uint64_t high, Probe &firstBad)
{
    const std::uint64_t width = high - low;
    for (std::uint64_t at = low + StampSize; at < high; at += StampSize) {
        if (prober.cancelled())
            return false;
        prober.write(at);
    }
    for (std::uint64_t at = 0; at < width; at += StampSize) {
        if (prober.cancelled())
            return false;
        prober.write(at);
    }
    for (std::uint64_t at = low + StampSize; at < high; at += StampSize) {
        if (prober.cancelled())
            return false;
        const Probe p = prober.read(at);
        if (p.verdict != StampVerdict::Intact) {
            firstBad = p;
            return true;
        }
    }
    return true; // firstBad stays the coarse probe at high
}
} // namespace

ProbeFindings probeCapacity(ProbeTarget &target, std::uint64_t seed, int coarseProbes)
{
    ProbeFindings findings;
    findings.claimedBytes = target.claimedBytes();
    if (findings.claimedBytes < StampSize)
        return findings;
    Prober prober(target, seed, findings);
    const std::vector<std::uint64_t> offsets = coarseOffsets(findings.claimedBytes, coarseProbes);
    // From the last to the first: on a device that wraps around, the first places are written last and survive.
    for (auto it = offsets.crbegin(); it != offsets.crend(); ++it) {
        if (prober.cancelled())
            return findings;
        prober.write(*it);
    }
    // Then every stamp of the first slot: the first probe past a wrap-around lands within one slot of the start,
    // wherever the wrap is, and reads back a start stamp instead of its own.
    const std::uint64_t slot = offsets.size() > 1 ? offsets.at(1) : StampSize;
    for (std::uint64_t at = StampSize; at < slot; at += StampSize) {
        if (prober.cancelled())
            return findings;
        prober.write(at);
    }
    if (!target.flush())
        return findings;
    std::vector<Probe> probes;
    for (const std::uint64_t offset : offsets) {
        if (prober.cancelled())
            return findings;
        probes.push_back(prober.read(offset));
    }
    findings.probes = int(probes.size());
    const auto bad = [](const Probe &p) {
        return p.verdict != StampVerdict::Intact;
    };
    findings.badProbes = int(std::count_if(probes.cbegin(), probes.cend(), bad));
    const auto firstBad = std::find_if(probes.cbegin(), probes.cend(), bad);
    if (firstBad == probes.cend()) {
        findings.verdict = ProbeFindings::Verdict::Genuine;
        findings.usableBytes = findings.claimedBytes;
        return findings;
    }
    const bool recovers = std::any_of(firstBad, probes.cend(), [](const Probe &p) {
        return p.verdict == StampVerdict::Intact;
    });
    Probe exact = *firstBad;
    if (firstBad != probes.cbegin()) {
        if (!refine(prober, std::prev(firstBad)->offset, firstBad->offset, exact) || !target.flush())
            return findings;
    }
    findings.firstBadOffset = exact.offset;
    findings.aliases = std::any_of(firstBad, probes.cend(), [](const Probe &p) {
        return p.verdict == StampVerdict::Aliased;
    });
    if (exact.verdict == StampVerdict::Aliased && exact.found < exact.offset)
        findings.wrapBytes = exact.offset - exact.found;
    else if (firstBad->verdict == StampVerdict::Aliased && firstBad->found < firstBad->offset)
        findings.wrapBytes = firstBad->offset - firstBad->found;
    // Past a wrap-around, places that land where nothing else was written read back their own stamps: there, good
    // places after bad ones do not make a device merely damaged.
    const bool damaged = recovers && !findings.aliases;
    findings.verdict = damaged ? ProbeFindings::Verdict::Damaged : ProbeFindings::Verdict::Fake;
    findings.usableBytes = damaged ? findings.claimedBytes : exact.offset;
    return findings;
}

} // namespace Sektor::Verify
