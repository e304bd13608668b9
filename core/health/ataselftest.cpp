// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "health/ataselftest.h"

#include "conditions/atasmart.h"

#include <utility>

#include <fcntl.h>

namespace Sektor::Health {

namespace {
using Conditions::AtaSmartSubcommand;

// EXECUTE OFF-LINE IMMEDIATE's LBA low: the background ("off-line mode") tests, and the abort.
constexpr std::uint8_t ShortTest = 1;
constexpr std::uint8_t ExtendedTest = 2;
constexpr std::uint8_t ConveyanceTest = 3;
constexpr std::uint8_t AbortTest = 127;
constexpr std::uint8_t SelfTestLogAddress = 0x06;

Error refusal(const Conditions::AtaAnswer &answer, const char *what)
{
    if (answer.error != 0)
        return errorFromErrno(ErrorCode::IoError, {}, answer.error, what);
    Error e = Error::of(ErrorCode::IoError);
    e.detail = QStringLiteral("%1: the drive refused it (ATA status %2, error %3)")
                   .arg(QLatin1String(what))
                   .arg(answer.registers.status, 2, 16, QLatin1Char('0'))
                   .arg(answer.registers.features, 2, 16, QLatin1Char('0'));
    return e;
}
} // namespace

AtaSelfTestDriver::AtaSelfTestDriver(std::unique_ptr<Conditions::AtaTransport> transport,
                                     Conditions::AtaSelfTestFacts facts)
    : m_transport(std::move(transport))
    , m_facts(facts)
{ }

QList<SelfTestType> AtaSelfTestDriver::offered() const
{
    if (!m_facts.selfTests)
        return {};
    QList<SelfTestType> types {SelfTestType::Short, SelfTestType::Extended};
    if (m_facts.conveyance)
        types << SelfTestType::Conveyance;
    return types;
}

std::optional<std::chrono::minutes> AtaSelfTestDriver::expectedDuration(SelfTestType type) const
{
    const int minutes = type == SelfTestType::Short ? m_facts.shortMinutes
        : type == SelfTestType::Extended            ? m_facts.extendedMinutes
        : type == SelfTestType::Conveyance          ? m_facts.conveyanceMinutes
                                                    : 0;
    return minutes > 0 ? std::optional(std::chrono::minutes(minutes)) : std::nullopt;
}

Error AtaSelfTestDriver::execute(std::uint8_t test, const char *what)
{
    const Conditions::AtaAnswer answer = m_transport->send(
        Conditions::ataSmartCommand(AtaSmartSubcommand::ExecuteOfflineImmediate, test), nullptr, false);
    return answer.ok() ? Error() : refusal(answer, what);
}

Error AtaSelfTestDriver::start(SelfTestType type)
{
    if (!offered().contains(type))
        return Error::invalidArgument(
            QStringLiteral("the drive offers no %1 self-test").arg(QLatin1String(idOf(type))));
    const std::uint8_t test = type == SelfTestType::Short ? ShortTest
        : type == SelfTestType::Extended                  ? ExtendedTest
                                                          : ConveyanceTest;
    return execute(test, "SMART EXECUTE OFF-LINE IMMEDIATE");
}

Expected<QByteArray> AtaSelfTestDriver::smartData()
{
    std::optional<QByteArray> data
        = Conditions::readAtaPage(*m_transport, Conditions::ataSmartCommand(AtaSmartSubcommand::ReadData));
    if (!data)
        return Error::of(ErrorCode::IoError);
    return *data;
}

Expected<SelfTestProgress> AtaSelfTestDriver::progress()
{
    const Expected<QByteArray> data = smartData();
    if (!data)
        return data.error();
    const std::optional<Conditions::AtaSelfTestExecution> e = Conditions::parseAtaSelfTestExecution(*data);
    if (!e)
        return Error::of(ErrorCode::IoError);
    SelfTestProgress p;
    p.running = e->running;
    p.percentDone = e->percentDone;
    return p;
}

Error AtaSelfTestDriver::abort()
{
    return execute(AbortTest, "SMART EXECUTE OFF-LINE IMMEDIATE (abort)");
}

Expected<SelfTestLog> AtaSelfTestDriver::log()
{
    const Expected<QByteArray> data = smartData();
    if (!data)
        return data.error();
    const std::optional<QByteArray> page = Conditions::readAtaPage(
        *m_transport, Conditions::ataSmartCommand(AtaSmartSubcommand::ReadLog, SelfTestLogAddress, 1));
    std::optional<SelfTestLog> parsed = page ? Conditions::parseAtaSelfTestLog(*page, *data) : std::nullopt;
    if (!parsed)
        return Error::of(ErrorCode::IoError);
    return *parsed;
}

std::unique_ptr<SelfTestDriver> ataSelfTestDriverFor(int device, bool ata, const AtaTransportMaker &transportOn)
{
    if (!ata)
        return nullptr;
    UniqueFd own(::fcntl(device, F_DUPFD_CLOEXEC, 0));
    if (!own.isValid())
        return nullptr;
    std::unique_ptr<Conditions::AtaTransport> transport
        = transportOn ? transportOn(std::move(own)) : std::make_unique<Conditions::SgIoAtaTransport>(std::move(own));
    const std::optional<QByteArray> identify = Conditions::readAtaIdentify(*transport);
    const Conditions::AtaSmartSupport smart
        = identify ? Conditions::ataSmartSupport(*identify) : Conditions::AtaSmartSupport();
    if (!smart.supported || !smart.enabled)
        return nullptr;
    const std::optional<QByteArray> data
        = Conditions::readAtaPage(*transport, Conditions::ataSmartCommand(AtaSmartSubcommand::ReadData));
    const std::optional<Conditions::AtaSelfTestFacts> facts
        = data ? Conditions::parseAtaSelfTestFacts(*data) : std::nullopt;
    if (!facts || !facts->selfTests)
        return nullptr;
    return std::make_unique<AtaSelfTestDriver>(std::move(transport), *facts);
}

} // namespace Sektor::Health
