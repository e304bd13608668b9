// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "conditions/ataselftestlog.h"
#include "conditions/atasmart.h"

namespace Sektor::Conditions {

namespace {
constexpr qsizetype ExecutionStatusAt = 363;
constexpr qsizetype CapabilityAt = 367;
constexpr qsizetype ShortPollingAt = 372;
constexpr qsizetype ExtendedPollingAt = 373;
constexpr qsizetype ConveyancePollingAt = 374;
constexpr qsizetype ExtendedPollingWordAt = 375; // where byte 373 reads FFh
constexpr int SelfTestBit = 0x10;
constexpr int ConveyanceBit = 0x20;

constexpr qsizetype DescriptorsAt = 2;
constexpr qsizetype DescriptorBytes = 24;
constexpr int Descriptors = 21;
constexpr qsizetype NewestIndexAt = 508;
constexpr int InProgress = 0xF;
constexpr std::uint32_t NoLba = 0xFFFF'FFFF;

int byteAt(QByteArrayView page, qsizetype at)
{
    return static_cast<unsigned char>(page[at]);
}

SelfTestType typeOf(int subcommand)
{
    switch (subcommand & 0x7F) { // bit 7: the captive form of the same test
    case 1:
        return SelfTestType::Short;
    case 2:
        return SelfTestType::Extended;
    case 3:
        return SelfTestType::Conveyance;
    default:
        return SelfTestType::Vendor; // 0, the offline data collection, and the vendors' own
    }
}

SelfTestOutcome outcomeOf(int status)
{
    if (status == 0)
        return SelfTestOutcome::Passed;
    if (status == 1 || status == 2)
        return SelfTestOutcome::Aborted;
    if (status >= 3 && status <= 8)
        return SelfTestOutcome::Failed;
    return SelfTestOutcome::Unknown;
}
} // namespace

std::optional<AtaSelfTestFacts> parseAtaSelfTestFacts(QByteArrayView smartData)
{
    if (!ataChecksumHolds(smartData))
        return std::nullopt;
    AtaSelfTestFacts f;
    const int capability = byteAt(smartData, CapabilityAt);
    f.selfTests = (capability & SelfTestBit) != 0;
    f.conveyance = f.selfTests && (capability & ConveyanceBit) != 0;
    f.shortMinutes = byteAt(smartData, ShortPollingAt);
    f.extendedMinutes = byteAt(smartData, ExtendedPollingAt);
    if (f.extendedMinutes == 0xFF)
        f.extendedMinutes
            = byteAt(smartData, ExtendedPollingWordAt) | (byteAt(smartData, ExtendedPollingWordAt + 1) << 8);
    f.conveyanceMinutes = byteAt(smartData, ConveyancePollingAt);
    return f;
}

std::optional<AtaSelfTestExecution> parseAtaSelfTestExecution(QByteArrayView smartData)
{
    if (!ataChecksumHolds(smartData))
        return std::nullopt;
    const int status = byteAt(smartData, ExecutionStatusAt);
    AtaSelfTestExecution e;
    e.running = (status >> 4) == InProgress;
    e.percentDone = e.running ? 100 - std::min(status & 0x0F, 10) * 10 : 0;
    return e;
}

std::optional<SelfTestLog> parseAtaSelfTestLog(QByteArrayView logPage, QByteArrayView smartData)
{
    const std::optional<AtaSelfTestExecution> execution = parseAtaSelfTestExecution(smartData);
    if (!execution || !ataChecksumHolds(logPage))
        return std::nullopt;
    SelfTestLog log;
    if (execution->running) {
        log.running = SelfTestType::Vendor; // byte 363 does not say which; its descriptor, below, may
        log.runningPercentDone = execution->percentDone;
    }
    const int newest = byteAt(logPage, NewestIndexAt);
    if (newest < 1 || newest > Descriptors)
        return log; // 0: no test logged yet
    for (int n = 0; n < Descriptors; ++n) {
        const int index = (newest - 1 - n + Descriptors) % Descriptors;
        const QByteArrayView d = logPage.sliced(DescriptorsAt + index * DescriptorBytes, DescriptorBytes);
        bool empty = true;
        for (qsizetype i = 0; i < DescriptorBytes && empty; ++i)
            empty = d[i] == 0;
        if (empty)
            continue;
        SelfTestLogEntry entry;
        entry.type = typeOf(byteAt(d, 0));
        const int status = byteAt(d, 1) >> 4;
        if (status == InProgress) { // the running one, where the drive logs it: its type
            if (execution->running)
                log.running = entry.type;
            continue;
        }
        entry.resultCode = status;
        entry.outcome = outcomeOf(status);
        entry.powerOnHours = std::uint64_t(byteAt(d, 2) | (byteAt(d, 3) << 8));
        const std::uint32_t lba = std::uint32_t(byteAt(d, 5)) | (std::uint32_t(byteAt(d, 6)) << 8)
            | (std::uint32_t(byteAt(d, 7)) << 16) | (std::uint32_t(byteAt(d, 8)) << 24);
        if (entry.outcome == SelfTestOutcome::Failed && lba != NoLba)
            entry.failingLba = lba;
        log.entries << entry;
    }
    return log;
}

} // namespace Sektor::Conditions
