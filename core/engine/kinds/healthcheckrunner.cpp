// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/kinds/healthcheckrunner.h"
#include "engine/monotonicclock.h"
#include "engine/selftestsource.h"
#include "engine/targetprobe.h"
#include "model/healthcheck.h"
#include "model/kinds/healthcheckoptions.h"

#include <QCoreApplication>
#include <QFile>

#include <sys/stat.h>

namespace Sektor {

namespace {
// The drive the check asks about: the whole drive under the device opened for the run.
SelfTestDriverRequest requestFor(const RunContext &run)
{
    SelfTestDriverRequest request;
    request.fd = run.target().fd();
    request.kernelName = run.target().kernelName();
    if (const QList<MeasuredDrive> &drives = run.result().target.drives; !drives.isEmpty()) {
        request.kernelName = drives.first().name;
        request.transport = drives.first().transport;
    }
    return request;
}
} // namespace

Error HealthCheckRunner::checkTarget(const Profile &profile, const QString &targetPath, bool adoptedDevice) const
{
    if (Error e = WholeDeviceRunner::checkTarget(profile, targetPath, adoptedDevice); e.isError())
        return e;
    struct stat st
    {
    };
    if (::stat(QFile::encodeName(targetPath).constData(), &st) == 0 && S_ISBLK(st.st_mode)
        && TargetProbe::isPartition(st.st_rdev))
        return Error::of(ErrorCode::NotAWholeDrive, targetPath);
    return {};
}

Error HealthCheckRunner::checkModes(const Profile &profile) const
{
    if (profile.modes != QList<IoMode> {IoMode::Read})
        return Error::invalidArgument(QStringLiteral("a health check reads what the drive says of itself"));
    return {};
}

QString HealthCheckRunner::folderRefusal() const
{
    return QCoreApplication::translate("Sektor::Limits",
                                       "the health check asks the drive itself: choose its block device, not a "
                                       "folder.");
}

Error HealthCheckRunner::runTest(RunContext &run, const PlannedTest &test, int index)
{
    RunResult &runResult = run.result();
    runResult.backend = QStringLiteral("self-test");
    runResult.backendDetail = QStringLiteral("the drive's own self-test; none of its data is read or written");
    std::optional<SelfTestDriverChoice> choice = selfTestDriverFor(requestFor(run));
    if (!choice)
        return Error::of(ErrorCode::Internal, QStringLiteral("this program has no way to a drive's self-tests"));

    HealthCheckResult found;
    found.checked = true;
    const SelfTestType type = run.options().kinds.get<HealthCheckOptions>().selfTest;
    found.selfTest.type = type;
    if (!choice->driver) {
        found.selfTest.status = type == SelfTestType::None ? SelfTestStatus::NotRun : SelfTestStatus::NotAvailable;
        found.selfTest.unavailable = choice->unavailable;
    } else {
        const std::int64_t start = monotonicNs();
        const SelfTestSequenceOutcome outcome
            = runSelfTest(*choice->driver, type, selfTestTiming(), run.cancel(), [&](const SelfTestTick &tick) {
                  const std::int64_t left = tick.timeLeft ? std::int64_t(tick.timeLeft->count()) * NsPerSecond : 0;
                  run.reportSelfTest(test, index, tick.percentDone / 100.0, left, start);
              });
        found.selfTest = outcome.run;
        found.logRead = outcome.log.has_value();
        found.log = outcome.log.value_or(SelfTestLog());
        found.warningTemperatureMilliCelsius = choice->driver->warningTemperatureMilliCelsius();
    }
    TestResult result;
    result.spec = test.spec;
    result.mode = IoMode::Read;
    result.payload.set(found);
    run.keep(result);
    return found.selfTest.status == SelfTestStatus::Cancelled ? run.cancelled() : Error();
}

} // namespace Sektor
