// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "conditions/nvmeselftestlog.h"

#include <algorithm>

namespace Sektor::Conditions {

namespace {
// Byte offsets from the specification's tables.
constexpr qsizetype CurrentOperationAt = 0; // bits 3:0: the self-test code running now
constexpr qsizetype CurrentCompletionAt = 1; // bits 6:0: percent done
constexpr qsizetype FirstResultAt = 4;
constexpr qsizetype ResultSize = 28;
constexpr int ResultCount = 20;
// In a result:
constexpr qsizetype StatusAt = 0; // bits 7:4 the self-test code, bits 3:0 the result
constexpr qsizetype SegmentAt = 1;
constexpr qsizetype ValidInformationAt = 2; // bit 1: the failing LBA is valid
constexpr qsizetype PowerOnHoursAt = 4;
constexpr qsizetype FailingLbaAt = 16;
constexpr int FailingLbaValid = 0x02;
constexpr int EntryNotUsed = 0xf;

int byteAt(QByteArrayView page, qsizetype at)
{
    return static_cast<unsigned char>(page[at]);
}

std::uint64_t little64(QByteArrayView page, qsizetype at)
{
    std::uint64_t value = 0;
    for (int i = 7; i >= 0; --i)
        value = (value << 8) | std::uint64_t(byteAt(page, at + i));
    return value;
}

SelfTestType typeOf(int code)
{
    switch (code) {
    case 0x0:
        return SelfTestType::None;
    case 0x1:
        return SelfTestType::Short;
    case 0x2:
        return SelfTestType::Extended;
    default:
        return SelfTestType::Vendor; // Eh, and the reserved codes a drive should not use
    }
}

SelfTestOutcome outcomeOf(int result)
{
    switch (result) {
    case 0x0:
        return SelfTestOutcome::Passed;
    case 0x1: // aborted by a Device Self-test command
    case 0x2: // by a controller-level reset
    case 0x3: // by a namespace removal
    case 0x4: // by a Format NVM command
    case 0x8: // for an unknown reason
    case 0x9: // by a sanitize
        return SelfTestOutcome::Aborted;
    case 0x5: // a fatal error, or an unknown test error
    case 0x6: // completed with a failed segment (which one unknown)
    case 0x7: // completed with one or more failed segments (the first named)
        return SelfTestOutcome::Failed;
    default:
        return SelfTestOutcome::Unknown;
    }
}
} // namespace

std::optional<SelfTestLog> parseNvmeSelfTestLog(QByteArrayView page)
{
    if (page.size() < NvmeSelfTestLogSize)
        return std::nullopt;
    SelfTestLog log;
    log.running = typeOf(byteAt(page, CurrentOperationAt) & 0xf);
    log.runningPercentDone = log.inProgress() ? std::min(byteAt(page, CurrentCompletionAt) & 0x7f, 100) : 0;
    for (int i = 0; i < ResultCount; ++i) {
        const qsizetype at = FirstResultAt + i * ResultSize;
        const int status = byteAt(page, at + StatusAt);
        if ((status & 0xf) == EntryNotUsed)
            break;
        SelfTestLogEntry entry;
        entry.type = typeOf(status >> 4);
        entry.resultCode = status & 0xf;
        entry.outcome = outcomeOf(entry.resultCode);
        entry.failedSegment = entry.resultCode == 0x7 ? byteAt(page, at + SegmentAt) : 0;
        entry.powerOnHours = little64(page, at + PowerOnHoursAt);
        if (byteAt(page, at + ValidInformationAt) & FailingLbaValid)
            entry.failingLba = little64(page, at + FailingLbaAt);
        log.entries << entry;
    }
    return log;
}

} // namespace Sektor::Conditions
