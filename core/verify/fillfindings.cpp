// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "verify/fillfindings.h"

namespace Sektor::Verify {

void addStampVerdict(VerifyResult &v, std::uint64_t position, StampVerdict verdict, std::uint64_t found)
{
    switch (verdict) {
    case StampVerdict::Intact:
        ++v.stamps.intact;
        return;
    case StampVerdict::Aliased:
        ++v.stamps.aliased;
        v.aliases = true;
        if (v.wrapBytes == 0 && found > position)
            v.wrapBytes = found - position; // a later place's stamp landed here: the drive wraps at this period
        break;
    case StampVerdict::Missing:
        ++v.stamps.missing;
        break;
    case StampVerdict::Corrupted:
        ++v.stamps.corrupted;
        break;
    }
    if (!v.badRanges.isEmpty() && v.badRanges.last().end() == position)
        v.badRanges.last().length += StampSize;
    else
        v.badRanges.append({position, StampSize, true});
}

void decideFillVerdict(VerifyResult &v)
{
    v.usableBytes = v.stamps.intact * StampSize;
    if (v.badRanges.isEmpty()) {
        v.verdict = VerifyResult::Verdict::Genuine;
        return;
    }
    const bool lostToTheEnd = v.badRanges.last().end() == v.claimedBytes && v.stamps.missing > 0;
    v.verdict = v.aliases || lostToTheEnd ? VerifyResult::Verdict::Fake : VerifyResult::Verdict::Damaged;
}

} // namespace Sektor::Verify
