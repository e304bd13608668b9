// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "fakeatadrive.h"

namespace Sektor::Test {

namespace {
constexpr std::uint8_t Identify = 0xEC;
constexpr std::uint8_t Smart = 0xB0;
constexpr int Descriptors = 21;
} // namespace

void sealAtaChecksum(QByteArray &page)
{
    unsigned sum = 0;
    for (qsizetype i = 0; i < 511; ++i)
        sum += std::uint8_t(page[i]);
    page[511] = char((256 - (sum & 0xFF)) & 0xFF);
}

QByteArray ataIdentifyPage(bool smartSupported, bool smartEnabled)
{
    QByteArray page(512, '\0');
    const auto setWord = [&page](int w, int v) {
        page[2 * w] = char(v & 0xFF);
        page[2 * w + 1] = char(v >> 8);
    };
    setWord(82, 0x4000 | (smartSupported ? 1 : 0));
    setWord(83, 0x4000);
    setWord(85, 0x4000 | (smartEnabled ? 1 : 0));
    return page;
}

QByteArray ataSmartDataPage(const QList<AtaAttribute> &attributes,
                            std::uint8_t executionStatus,
                            std::uint8_t capability,
                            std::uint8_t shortMinutes,
                            std::uint8_t extendedMinutes)
{
    QByteArray page(512, '\0');
    page[0] = 0x10; // revision
    for (qsizetype i = 0; i < attributes.size() && i < 30; ++i) {
        const AtaAttribute &a = attributes.at(i);
        const qsizetype at = 2 + i * 12;
        page[at] = char(a.id);
        page[at + 1] = 0x03; // pre-failure, online
        page[at + 3] = char(a.value);
        page[at + 4] = char(a.value);
        for (int b = 0; b < 6; ++b)
            page[at + 5 + b] = char((a.raw >> (8 * b)) & 0xFF);
    }
    page[363] = char(executionStatus);
    page[367] = char(capability);
    page[372] = char(shortMinutes);
    page[373] = char(extendedMinutes);
    sealAtaChecksum(page);
    return page;
}

QByteArray ataThresholdPage(const QList<AtaAttribute> &attributes)
{
    QByteArray page(512, '\0');
    page[0] = 0x10;
    for (qsizetype i = 0; i < attributes.size() && i < 30; ++i) {
        page[2 + i * 12] = char(attributes.at(i).id);
        page[2 + i * 12 + 1] = char(attributes.at(i).threshold);
    }
    sealAtaChecksum(page);
    return page;
}

struct FakeAtaDrive::State
{
    FakeAtaDrive *drive = nullptr;
    std::vector<Command> received;
    int runningTest = 0; ///< The LBA low of the test running, 0 when none.
    int pollsLeft = 0;
    QByteArray log = QByteArray(512, '\0');
    int logged = 0;

    void logResult(int test, std::uint8_t status)
    {
        const int index = logged % Descriptors;
        ++logged;
        char *d = log.data() + 2 + index * 24;
        std::fill(d, d + 24, '\0');
        d[0] = char(test);
        d[1] = char(status << 4);
        d[2] = 0x34; // power-on hours 0x1234, as QEMU logs
        d[3] = 0x12;
        for (int b = 0; b < 4; ++b)
            d[5 + b] = char((drive->failingLba >> (8 * b)) & 0xFF);
        log[508] = char(index + 1);
        sealAtaChecksum(log);
    }

    std::uint8_t executionStatus()
    {
        if (runningTest == 0)
            return 0;
        if (pollsLeft-- <= 0) {
            logResult(runningTest, drive->resultStatus);
            runningTest = 0;
            return std::uint8_t(drive->resultStatus << 4);
        }
        return 0xF0 | 5; // in progress, half of it left
    }
};

class FakeAtaTransport : public Conditions::AtaTransport
{
public:
    explicit FakeAtaTransport(std::shared_ptr<FakeAtaDrive::State> state)
        : m_state(std::move(state))
    { }

    Conditions::AtaAnswer send(const Conditions::AtaRegisters &c, QByteArray *dataIn, bool checkCondition) override
    {
        FakeAtaDrive::State &s = *m_state;
        const FakeAtaDrive &d = *s.drive;
        s.received.push_back({c.command, c.features, c.lbaLow});
        Conditions::AtaAnswer answer;
        answer.passedThrough = d.passesThrough;
        if (!d.passesThrough)
            return answer;
        const auto give = [dataIn](const QByteArray &page) {
            if (dataIn)
                *dataIn = page.left(dataIn->size());
        };
        if (c.command == Identify && dataIn) {
            give(ataIdentifyPage(true, d.smartEnabled));
        } else if (c.command == Smart && c.features == 0xD0 && dataIn) {
            give(ataSmartDataPage(d.attributes, s.executionStatus(), d.selfTests ? 0x39 : 0x01));
        } else if (c.command == Smart && c.features == 0xD1 && dataIn) {
            give(ataThresholdPage(d.attributes));
        } else if (c.command == Smart && c.features == 0xD5 && c.lbaLow == 0x06 && dataIn) {
            give(s.log);
        } else if (c.command == Smart && c.features == 0xDA && checkCondition) {
            answer.registersKnown = true;
            answer.registers.lbaMid = d.exceeded ? 0xF4 : 0x4F;
            answer.registers.lbaHigh = d.exceeded ? 0x2C : 0xC2;
        } else if (c.command == Smart && c.features == 0xD4 && !dataIn && d.selfTests
                   && (c.lbaLow == 1 || c.lbaLow == 2 || c.lbaLow == 3)) {
            if (s.runningTest != 0)
                s.logResult(s.runningTest, 1); // a new test aborts the running one, as on ATA drives
            s.runningTest = c.lbaLow;
            s.pollsLeft = d.pollsToFinish;
        } else if (c.command == Smart && c.features == 0xD4 && !dataIn && c.lbaLow == 127) {
            if (s.runningTest != 0)
                s.logResult(s.runningTest, 1);
            s.runningTest = 0;
        } else {
            answer.failed = true; // ABRT
            answer.registers.status = 0x51;
            answer.registers.features = 0x04;
        }
        return answer;
    }

private:
    std::shared_ptr<FakeAtaDrive::State> m_state;
};

FakeAtaDrive::FakeAtaDrive()
    : m_state(std::make_shared<State>())
{
    m_state->drive = this;
    attributes = {{5, 100, 0, 36}, {9, 100, 0x1234, 0}, {12, 100, 7, 0}, {194, 70, 30, 0}};
}

std::unique_ptr<Conditions::AtaTransport> FakeAtaDrive::transport()
{
    if (runningAtStart && m_state->runningTest == 0) {
        m_state->runningTest = 2;
        m_state->pollsLeft = 1'000'000;
    }
    return std::make_unique<FakeAtaTransport>(m_state);
}

const std::vector<FakeAtaDrive::Command> &FakeAtaDrive::received() const
{
    return m_state->received;
}

} // namespace Sektor::Test
