// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"
#include "report/jsonfields.h"
#include "stats/latencyhistogram.h"

#include <QJsonObject>

namespace Sektor {

/// A latency summary for the JSON report: the mean and the percentiles, in ns.
QJsonObject latencySummaryToJson(const LatencySummary &summary);
/// A latency histogram for the JSON report: its summary, the exact sum and every non-empty bucket, so that a reader
/// gets the same histogram back.
QJsonObject latencyHistogramToJson(const LatencyHistogram &histogram);
/// Reads what latencyHistogramToJson() wrote; problems go to @p fields.
LatencyHistogram latencyHistogramFromJson(JsonFields &fields, const QJsonObject &o, const QString &path);

} // namespace Sektor
