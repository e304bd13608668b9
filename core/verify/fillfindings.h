// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/verify.h"
#include "verify/blockstamp.h"

#include <cstdint>

namespace Sektor::Verify {

/// What a verify's stamps say, one at a time, in the order of the fill: counts it in @p v, and a stamp that did not
/// come back joins (or starts) the bad range it lies in; an aliased one names the wrap-around's period. @p found is
/// the place the stamp named (judgeStamp's foundOffset).
void addStampVerdict(VerifyResult &v, std::uint64_t position, StampVerdict verdict, std::uint64_t found);

/// Once every stamp is in (v.claimedBytes set): the usable bytes and the verdict. Genuine when every stamp came
/// back; fake when the drive wraps around (stamps of later places over earlier ones) or loses everything from some
/// place to the end of the fill; damaged otherwise.
void decideFillVerdict(VerifyResult &v);

} // namespace Sektor::Verify
