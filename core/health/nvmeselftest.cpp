// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "health/nvmeselftest.h"

#include "conditions/nvmeselftestcommands.h"
#include "conditions/nvmeselftestlog.h"

#include <QByteArray>

#include <cerrno>
#include <utility>

#include <fcntl.h>

namespace Sektor::Health {

namespace {
using Conditions::NvmeSelfTestCode;

/// The specification's bound on a short device self-test.
constexpr std::chrono::minutes ShortTestAtMost {2};

bool refusedForPrivilege(int error)
{
    return error == EACCES || error == EPERM;
}

Error refusal(const Conditions::NvmeAdminAnswer &answer, const char *what)
{
    if (answer.error != 0) {
        Error e = errorFromErrno(ErrorCode::IoError, {}, answer.error, what);
        if (refusedForPrivilege(answer.error))
            e.code = ErrorCode::DeviceNeedsRoot; // admin commands need CAP_SYS_ADMIN, whoever may open the device
        return e;
    }
    Error e = Error::of((answer.status & Conditions::NvmeStatusMask) == Conditions::NvmeSelfTestInProgress
                            ? ErrorCode::DeviceBusy
                            : ErrorCode::IoError);
    e.detail
        = QStringLiteral("%1: NVMe status %2").arg(QLatin1String(what)).arg(answer.status, 3, 16, QLatin1Char('0'));
    return e;
}
} // namespace

NvmeSelfTestDriver::NvmeSelfTestDriver(std::unique_ptr<Conditions::NvmeAdminTransport> transport,
                                       Conditions::NvmeSelfTestFacts facts,
                                       std::uint32_t nsid)
    : m_transport(std::move(transport))
    , m_facts(facts)
    , m_nsid(nsid)
{ }

QList<SelfTestType> NvmeSelfTestDriver::offered() const
{
    if (!m_facts.selfTests)
        return {};
    return {SelfTestType::Short, SelfTestType::Extended};
}

std::optional<std::chrono::minutes> NvmeSelfTestDriver::expectedDuration(SelfTestType type) const
{
    if (type == SelfTestType::Short)
        return ShortTestAtMost;
    if (type == SelfTestType::Extended && m_facts.extendedMinutes > 0)
        return std::chrono::minutes(m_facts.extendedMinutes);
    return std::nullopt;
}

Error NvmeSelfTestDriver::send(nvme_admin_cmd &cmd, const char *what)
{
    const Conditions::NvmeAdminAnswer answer = m_transport->submit(cmd);
    return answer.ok() ? Error() : refusal(answer, what);
}

Error NvmeSelfTestDriver::start(SelfTestType type)
{
    if (!offered().contains(type))
        return Error::invalidArgument(
            QStringLiteral("the drive offers no %1 self-test").arg(QLatin1String(idOf(type))));
    nvme_admin_cmd cmd = Conditions::nvmeDeviceSelfTestCommand(
        type == SelfTestType::Short ? NvmeSelfTestCode::Short : NvmeSelfTestCode::Extended, m_nsid);
    return send(cmd, "device self-test");
}

Expected<SelfTestProgress> NvmeSelfTestDriver::progress()
{
    Expected<SelfTestLog> now = log();
    if (!now)
        return now.error();
    SelfTestProgress p;
    p.running = now->inProgress();
    p.percentDone = now->runningPercentDone; // 0 once none runs: the log says how it ended
    return p;
}

Error NvmeSelfTestDriver::abort()
{
    nvme_admin_cmd cmd = Conditions::nvmeDeviceSelfTestCommand(NvmeSelfTestCode::Abort, m_nsid);
    return send(cmd, "device self-test abort");
}

Expected<SelfTestLog> NvmeSelfTestDriver::log()
{
    QByteArray page(Conditions::NvmeSelfTestLogSize, '\0');
    nvme_admin_cmd cmd = Conditions::nvmeSelfTestLogCommand(page.data());
    if (Error e = send(cmd, "self-test log"); e.isError())
        return e;
    std::optional<SelfTestLog> parsed = Conditions::parseNvmeSelfTestLog(page);
    if (!parsed)
        return Error::of(ErrorCode::IoError);
    return *parsed;
}

int NvmeSelfTestDriver::warningTemperatureMilliCelsius() const
{
    // Kelvin; 0 means the drive gives no threshold.
    return m_facts.warningKelvin > 0 ? m_facts.warningKelvin * 1000 - 273'150 : 0;
}

NvmeDriverChoice nvmeSelfTestDriver(std::unique_ptr<Conditions::NvmeAdminTransport> transport)
{
    QByteArray identify(int(Conditions::NvmeIdentifySize), '\0');
    nvme_admin_cmd cmd = Conditions::nvmeIdentifyControllerCommand(identify.data());
    const Conditions::NvmeAdminAnswer answer = transport->submit(cmd);
    if (answer.error != 0 && refusedForPrivilege(answer.error))
        return {nullptr, SelfTestUnavailable::NeedsAdmin};
    const std::optional<Conditions::NvmeSelfTestFacts> facts
        = answer.ok() ? Conditions::parseNvmeSelfTestFacts(identify) : std::nullopt;
    const std::uint32_t nsid = transport->namespaceId();
    if (!facts || !facts->selfTests || nsid == 0)
        return {nullptr, SelfTestUnavailable::NoSelfTests};
    return {std::make_unique<NvmeSelfTestDriver>(std::move(transport), *facts, nsid), SelfTestUnavailable::None};
}

NvmeDriverChoice nvmeSelfTestDriverFor(int device, bool nvme, const NvmeTransportMaker &transportOn)
{
    if (!nvme)
        return {nullptr, SelfTestUnavailable::NoSelfTests};
    UniqueFd own(::fcntl(device, F_DUPFD_CLOEXEC, 0));
    if (!own.isValid())
        return {nullptr, SelfTestUnavailable::NoSelfTests};
    return nvmeSelfTestDriver(transportOn ? transportOn(std::move(own))
                                          : std::make_unique<Conditions::IoctlNvmeAdminTransport>(std::move(own)));
}

} // namespace Sektor::Health
