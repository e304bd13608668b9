// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "authorizationplan.h"
#include "model/kindoptionspart.h"

#include "health/selftestdrivers.h"
#include "healthchannelof.h"
#include "helperprotocol/helperprotocol.h"
#include "model/enumids.h"
#include "promptdetails.h"

namespace Sektor::Helper {

AuthorizationPlan authorizationPlan(const RunRequest &request,
                                    const QString &device,
                                    const DeviceIdentity &identity,
                                    const QString &sysRoot,
                                    const QDBusConnection &bus)
{
    AuthorizationPlan plan;
    plan.details = {
        {QStringLiteral("drive"), driveDescription(device, sysRoot)},
        {QStringLiteral("device-id"), identity.describe(device)},
    };
    // The kind says whether its run starts the drive's own test (only the one that runs one does; optionsFromWire()
    // refused another kind's setting), so that the action can never be the read right's for a run that starts one.
    const SelfTestType selfTest = kindOptionsPart(request.profile.kind).selfTest(request.options.kinds);
    if (request.profile.hasWrites()) {
        plan.actions << QLatin1String(HelperProtocol::WriteAction);
    } else if (selfTest != SelfTestType::None) {
        plan.actions << QLatin1String(HelperProtocol::SelfTestAction);
        plan.details.insert(QStringLiteral("test"), QLatin1String(idOf(selfTest)));
        // An NVMe or SATA drive's test goes by the helper's own commands on the opened descriptor; any other drive's
        // through udisks, which never asks root for a right, so the caller's own is asked here.
        plan.udisksSelfTest = healthChannelOfDevice(device, sysRoot) == Health::HealthChannel::None
            && Health::udisksRunsSelfTestsOf(device, bus);
        if (plan.udisksSelfTest)
            plan.actions << QLatin1String(HelperProtocol::UdisksSelfTestAction);
    } else {
        plan.actions << QLatin1String(HelperProtocol::ReadAction);
    }
    return plan;
}

} // namespace Sektor::Helper
