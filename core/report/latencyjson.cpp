// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/latencyjson.h"
#include "report/resultfieldkeys.h"

#include "stats/uint128.h"

#include <QJsonArray>

namespace Sektor {

QJsonObject latencySummaryToJson(const LatencySummary &s)
{
    QJsonObject o {{QStringLiteral("meanNs"), s.meanNs}};
    for (const auto &[key, field] : latencySummaryIntegerKeys)
        o.insert(QLatin1String(key), jsonNumber(s.*field));
    return o;
}

QJsonObject latencyHistogramToJson(const LatencyHistogram &h)
{
    QJsonObject o = latencySummaryToJson(LatencySummary::fromHistogram(h));
    o.insert(QStringLiteral("sumNs"), toDecimalString(h.sum()));
    QJsonArray buckets;
    for (const LatencyHistogram::Bucket &b : h.nonEmptyBuckets())
        buckets.append(QJsonArray {jsonNumber(b.lowerNs), jsonNumber(b.upperNs), jsonNumber(b.count)});
    o.insert(QStringLiteral("histogram"), buckets);
    return o;
}

LatencyHistogram latencyHistogramFromJson(JsonFields &f, const QJsonObject &o, const QString &path)
{
    std::vector<LatencyHistogram::Bucket> buckets;
    const QJsonArray rows = f.array(o, "histogram", path);
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const QString where = path + QString::asprintf(".histogram[%lld]", static_cast<long long>(i));
        const QJsonArray row = rows.at(i).toArray();
        if (row.size() != 3) {
            f.fail(where, "not [lowerNs, upperNs, count]");
            return {};
        }
        buckets.push_back(
            {f.unsignedValue(row.at(0), where), f.unsignedValue(row.at(1), where), f.unsignedValue(row.at(2), where)});
    }
    const UInt128 sum = f.decimal(o, "sumNs", path, ~UInt128(0));
    LatencyHistogram h;
    if (!f.failed() && !h.restore(buckets, sum, f.u64(o, "minNs", path), f.u64(o, "maxNs", path)))
        f.fail(path, "histogram buckets, sum, min and max do not fit together");
    return h;
}

} // namespace Sektor
