// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/burnin.h"
#include "model/runoptions.h"
#include "report/jsonfields.h"

#include <QJsonObject>

namespace Sektor {

/// A burn-in's own "burnIn" object in a test of the JSON report: its plan, how far it got, the write-rate map, the
/// latency classes, aliasing and where the device went away (its ranges and read-rate map are the test's "surface").
QJsonObject burnInToJson(const BurnInResult &burnIn);
/// Reads what burnInToJson() wrote, with the test's @p surface; problems go to @p fields.
BurnInResult
burnInFromJson(JsonFields &fields, const QJsonObject &o, const QString &path, const SurfaceResult &surface);

/// The stop rules in the "options" object ("stopRules", only when one is set), and reading them back.
void insertStopRules(QJsonObject &options, const StopRules &rules);
void readStopRules(JsonFields &fields, const QJsonObject &options, const QString &path, StopRules &rules);

} // namespace Sektor
