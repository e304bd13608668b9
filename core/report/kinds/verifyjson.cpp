// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/kinds/verifyjson.h"

#include <QJsonArray>

#include <limits>

namespace Sektor {

QJsonObject verifyToJson(const VerifyResult &v)
{
    QJsonArray ranges;
    for (const VerifyRange &r : v.badRanges) {
        ranges.append(QJsonObject {{QStringLiteral("offset"), jsonNumber(r.offset)},
                                   {QStringLiteral("length"), jsonNumber(r.length)},
                                   {QStringLiteral("exact"), r.exact}});
    }
    return {{QStringLiteral("verdict"), QLatin1String(idOf(v.verdict))},
            {QStringLiteral("method"), v.fill ? QStringLiteral("fill") : QStringLiteral("probe")},
            {QStringLiteral("claimedBytes"), jsonNumber(v.claimedBytes)},
            {QStringLiteral("usableBytes"), jsonNumber(v.usableBytes)},
            {QStringLiteral("aliases"), v.aliases},
            {QStringLiteral("wrapBytes"), jsonNumber(v.wrapBytes)},
            {QStringLiteral("badRanges"), ranges},
            {QStringLiteral("stamps"),
             QJsonObject {{QStringLiteral("intact"), jsonNumber(v.stamps.intact)},
                          {QStringLiteral("corrupted"), jsonNumber(v.stamps.corrupted)},
                          {QStringLiteral("aliased"), jsonNumber(v.stamps.aliased)},
                          {QStringLiteral("missing"), jsonNumber(v.stamps.missing)}}},
            {QStringLiteral("probes"), v.probes},
            {QStringLiteral("badProbes"), v.badProbes},
            {QStringLiteral("bytesWritten"), jsonNumber(v.bytesWritten)},
            {QStringLiteral("bytesRead"), jsonNumber(v.bytesRead)},
            {QStringLiteral("writeNs"), qint64(v.writeNs)},
            {QStringLiteral("readNs"), qint64(v.readNs)},
            {QStringLiteral("leftoverFilesRemoved"), v.leftoverFilesRemoved}};
}

VerifyResult verifyFromJson(JsonFields &f, const QJsonObject &o, const QString &path)
{
    VerifyResult v;
    v.verdict = f.choice<VerifyResult::Verdict>(o, "verdict", path);
    v.fill = f.string(o, "method", path) == QLatin1String("fill");
    v.claimedBytes = f.u64(o, "claimedBytes", path);
    v.usableBytes = f.u64(o, "usableBytes", path);
    v.aliases = f.boolean(o, "aliases", path);
    v.wrapBytes = f.u64(o, "wrapBytes", path);
    const QJsonArray ranges = f.array(o, "badRanges", path);
    for (qsizetype i = 0; i < ranges.size(); ++i) {
        const QJsonObject r = ranges.at(i).toObject();
        const QString p
            = JsonFields::member(path, "badRanges") + QString::asprintf("[%lld]", static_cast<long long>(i));
        v.badRanges.append({f.u64(r, "offset", p), f.u64(r, "length", p), f.boolean(r, "exact", p)});
    }
    const QString sp = JsonFields::member(path, "stamps");
    const QJsonObject stamps = f.object(o, "stamps", path);
    v.stamps = {f.u64(stamps, "intact", sp),
                f.u64(stamps, "corrupted", sp),
                f.u64(stamps, "aliased", sp),
                f.u64(stamps, "missing", sp)};
    v.probes = f.integer(o, "probes", path, 0, std::numeric_limits<int>::max());
    v.badProbes = f.integer(o, "badProbes", path, 0, v.probes);
    v.bytesWritten = f.u64(o, "bytesWritten", path);
    v.bytesRead = f.u64(o, "bytesRead", path);
    v.writeNs = f.i64(o, "writeNs", path);
    v.readNs = f.i64(o, "readNs", path);
    v.leftoverFilesRemoved = f.integer(o, "leftoverFilesRemoved", path, 0, std::numeric_limits<int>::max());
    return v;
}

} // namespace Sektor
