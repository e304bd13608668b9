// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/healthcheck.h"
#include "report/jsonfields.h"

#include <QJsonObject>

namespace Sektor {

/// A Health Check's "healthCheck" object in a test of the JSON report: the self-test and the drive's log, nothing
/// derived (the verdict is the run's summary).
QJsonObject healthCheckToJson(const HealthCheckResult &check);
/// Reads what healthCheckToJson() wrote; problems go to @p fields.
HealthCheckResult healthCheckFromJson(JsonFields &fields, const QJsonObject &o, const QString &path);

/// The "selfTest" object: type, status, why not available, the drive's result code, the LBA of the first failure
/// (null when none is named), duration and the drive's estimate.
QJsonObject selfTestRunToJson(const SelfTestRun &run);

} // namespace Sektor
