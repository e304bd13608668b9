// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "fakenvmedrive.h"

#include "nvmeselftestpage.h"

#include <algorithm>
#include <cstring>

namespace Sektor::Test {

namespace {
constexpr std::uint8_t GetLogPage = 0x02;
constexpr std::uint8_t Identify = 0x06;
constexpr std::uint8_t DeviceSelfTest = 0x14;
constexpr int InvalidOpcode = 0x001; // generic, Invalid Command Opcode
constexpr int InvalidField = 0x002; // generic, Invalid Field in Command
constexpr int InProgress = 0x11d; // command specific, Device Self-test in Progress
constexpr int AbortedByCommand = 0x1;
constexpr int MaxResults = 20;

struct Result
{
    int code;
    FakeNvmeDrive::Ending ending;
    std::uint64_t hours;
};
} // namespace

struct FakeNvmeDrive::State
{
    Options options;
    Ending next;
    int running = 0; // the self-test code in progress, 0 none
    int reads = 0; // log reads since it started
    std::uint64_t powerOnHours = 1000;
    QList<Result> results; // newest first
    QList<nvme_admin_cmd> received;

    int percentDone() const { return std::min(100, reads * 100 / std::max(1, options.logReadsPerTest)); }

    void finish(Ending ending)
    {
        results.prepend(Result {running, ending, powerOnHours});
        results = results.first(std::min<qsizetype>(results.size(), MaxResults));
        running = 0;
        reads = 0;
    }

    QByteArray identify() const
    {
        QByteArray data(4096, '\0');
        const auto put16 = [&data](qsizetype at, int value) {
            data[at] = char(value & 0xff);
            data[at + 1] = char((value >> 8) & 0xff);
        };
        put16(256, options.selfTests ? 0x0016 : 0x0006); // with format and firmware commands either way
        put16(266, options.warningKelvin);
        put16(316, options.selfTests ? options.extendedMinutes : 0);
        return data;
    }

    QByteArray selfTestLog()
    {
        if (running != 0 && ++reads >= options.logReadsPerTest)
            finish(next);
        NvmeSelfTestPage page;
        page.running(running, running != 0 ? percentDone() : 0);
        for (int i = 0; i < results.size(); ++i) {
            const Result &r = results.at(i);
            page.result(i, r.code, r.ending.result, r.ending.segment, r.hours, r.ending.lba);
        }
        return page.bytes();
    }

    int selfTest(int code)
    {
        if (!options.selfTests)
            return InvalidOpcode;
        if (code == 0xf) {
            if (running != 0)
                finish(Ending {AbortedByCommand, 0, std::nullopt});
            return 0;
        }
        if (code != 0x1 && code != 0x2)
            return InvalidField;
        if (running != 0)
            return InProgress;
        running = code;
        reads = 0;
        return 0;
    }

    Conditions::NvmeAdminAnswer submit(nvme_admin_cmd &cmd)
    {
        received.append(cmd);
        if (options.refuseWithErrno != 0)
            return {0, options.refuseWithErrno};
        const auto answer = [&cmd](const QByteArray &data) -> Conditions::NvmeAdminAnswer {
            if (cmd.addr == 0 || cmd.data_len != std::uint32_t(data.size()))
                return {InvalidField, 0};
            std::memcpy(reinterpret_cast<void *>(std::uintptr_t(cmd.addr)), data.constData(), data.size());
            return {};
        };
        switch (cmd.opcode) {
        case Identify:
            return cmd.cdw10 == 0x01 ? answer(identify()) : Conditions::NvmeAdminAnswer {InvalidField, 0};
        case GetLogPage:
            // Log identifier 06h, read whole: NUMDL 140.
            return cmd.cdw10 == ((140u << 16) | 0x06) ? answer(selfTestLog())
                                                      : Conditions::NvmeAdminAnswer {InvalidField, 0};
        case DeviceSelfTest:
            return {selfTest(int(cmd.cdw10 & 0xf)), 0};
        default:
            return {InvalidOpcode, 0};
        }
    }
};

namespace {
class Transport : public Conditions::NvmeAdminTransport
{
public:
    explicit Transport(std::shared_ptr<FakeNvmeDrive::State> state)
        : m_state(std::move(state))
    { }
    Conditions::NvmeAdminAnswer submit(nvme_admin_cmd &cmd) override { return m_state->submit(cmd); }
    unsigned namespaceId() const override { return m_state->options.namespaceId; }

private:
    std::shared_ptr<FakeNvmeDrive::State> m_state;
};
} // namespace

FakeNvmeDrive::FakeNvmeDrive(Options options)
    : m_state(std::make_shared<State>())
{
    m_state->options = options;
}

std::unique_ptr<Conditions::NvmeAdminTransport> FakeNvmeDrive::transport()
{
    return std::make_unique<Transport>(m_state);
}

void FakeNvmeDrive::endNextTestWith(Ending ending)
{
    m_state->next = ending;
}

void FakeNvmeDrive::startedElsewhere(int code)
{
    m_state->running = code;
    m_state->reads = 0;
}

const QList<nvme_admin_cmd> &FakeNvmeDrive::received() const
{
    return m_state->received;
}

QList<int> FakeNvmeDrive::selfTestCodes() const
{
    QList<int> codes;
    for (const nvme_admin_cmd &cmd : m_state->received) {
        if (cmd.opcode == DeviceSelfTest)
            codes.append(int(cmd.cdw10 & 0xf));
    }
    return codes;
}

} // namespace Sektor::Test
