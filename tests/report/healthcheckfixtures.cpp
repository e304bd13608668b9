// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "reportfixtures.h"

#include "model/healthcheck.h"
#include "model/units.h"

namespace Sektor::Fixtures {

RunResult healthCheck()
{
    RunResult r = singleTestRun(QStringLiteral("health-check"),
                                QStringLiteral("Health Check"),
                                QStringLiteral("the drive's own self-test; none of its data is read or written"));
    r.backend = QStringLiteral("self-test");
    TestResult t;
    t.spec = TestSpec {AccessPattern::Sequential, 4 * KiB, 1, 1, false};
    t.mode = IoMode::Read;
    HealthCheckResult &check = t.payload.edit<HealthCheckResult>();
    check.checked = true;
    check.selfTest.type = SelfTestType::Short;
    check.selfTest.status = SelfTestStatus::Passed;
    check.selfTest.resultCode = 0;
    check.selfTest.durationMs = 118'000;
    check.selfTest.expectedMinutes = 2;
    check.logRead = true;
    SelfTestLogEntry newest;
    newest.type = SelfTestType::Short;
    newest.outcome = SelfTestOutcome::Passed;
    newest.resultCode = 0;
    newest.powerOnHours = 1234;
    SelfTestLogEntry earlier = newest;
    earlier.type = SelfTestType::Extended;
    earlier.powerOnHours = 1002;
    check.log.entries = {newest, earlier};
    check.warningTemperatureMilliCelsius = 70'000;
    r.tests = {t};
    r.totals = {};
    // A healthy NVMe drive as its health log says, before and after the test.
    if (!r.target.drives.isEmpty()) {
        DriveHealth h;
        h.source = DriveHealth::Source::NvmeLog;
        h.temperatureMilliCelsius = 41'000;
        h.availableSparePercent = 100;
        h.spareThresholdPercent = 10;
        h.percentageUsed = 3;
        h.powerOnHours = 1234;
        r.target.drives.first().healthBefore = h;
        r.target.drives.first().healthAfter = h;
    }
    return r;
}

} // namespace Sektor::Fixtures
