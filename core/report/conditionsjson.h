// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"
#include "report/jsonfields.h"

#include <QJsonArray>
#include <QJsonObject>

namespace Sektor {

/// A drive's "link" object in the JSON report: the facts as read (the ceiling and sentences are derived).
QJsonObject linkToJson(const DriveLink &link);
/// Reads what linkToJson() wrote; a drive of a file from before links were recorded has none (Bus::Unknown).
DriveLink linkFromJson(JsonFields &fields, const QJsonObject &drive, const QString &path);

/// A drive's "temperature" object: its thresholds and readings (before, during, after the run).
QJsonObject temperatureToJson(const DriveTemperature &temperature);
/// Reads what temperatureToJson() wrote; absent (no sensor, or an older file): no readings.
DriveTemperature temperatureFromJson(JsonFields &fields, const QJsonObject &drive, const QString &path);

/// The run's "conditions" array: each fact's id and detail.
QJsonArray conditionsToJson(const QList<ConditionFact> &conditions);
/// Reads what conditionsToJson() wrote; files from before conditions were recorded have none.
QList<ConditionFact> conditionsFromJson(JsonFields &fields, const QJsonObject &result);

} // namespace Sektor
