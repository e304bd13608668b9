// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/kinds/surfacejson.h"
#include "model/kinds/surfaceoptions.h"

#include <QJsonArray>

namespace Sektor {

namespace {
QString at(const QString &path, const char *key, qsizetype i)
{
    return JsonFields::member(path, key) + QString::asprintf("[%lld]", static_cast<long long>(i));
}
} // namespace

QJsonArray surfaceChunksToJson(const QList<SurfaceChunk> &chunks)
{
    QJsonArray out;
    for (const SurfaceChunk &c : chunks) {
        out.append(QJsonObject {{QStringLiteral("offset"), qint64(c.offset)},
                                {QStringLiteral("length"), qint64(c.length)},
                                {QStringLiteral("bytes"), qint64(c.bytes)},
                                {QStringLiteral("elapsedNs"), qint64(c.elapsedNs)}});
    }
    return out;
}

QList<SurfaceChunk> surfaceChunksFromJson(JsonFields &f, const QJsonArray &chunks, const QString &path)
{
    QList<SurfaceChunk> out;
    for (qsizetype i = 0; i < chunks.size(); ++i) {
        const QJsonObject c = chunks.at(i).toObject();
        const QString p = path + QString::asprintf("[%lld]", static_cast<long long>(i));
        out.append({f.u64(c, "offset", p), f.u64(c, "bytes", p), f.u64(c, "length", p), f.i64(c, "elapsedNs", p)});
    }
    return out;
}

QJsonObject surfaceToJson(const SurfaceResult &s)
{
    const QJsonArray chunks = surfaceChunksToJson(s.chunks);
    QJsonArray ranges;
    for (const SurfaceRange &r : s.ranges) {
        ranges.append(QJsonObject {{QStringLiteral("kind"), QLatin1String(idOf(r.kind))},
                                   {QStringLiteral("offset"), qint64(r.offset)},
                                   {QStringLiteral("length"), qint64(r.length)},
                                   {QStringLiteral("worstNs"), qint64(r.worstNs)}});
    }
    QJsonArray accesses;
    for (const AccessPoint &a : s.accesses) {
        accesses.append(QJsonObject {{QStringLiteral("offset"), qint64(a.offset)},
                                     {QStringLiteral("latencyNs"), qint64(a.latencyNs)},
                                     {QStringLiteral("failed"), a.failed}});
    }
    return {{QStringLiteral("deviceBytes"), qint64(s.deviceBytes)},
            {QStringLiteral("plannedBytes"), qint64(s.plannedBytes)},
            {QStringLiteral("readBytes"), qint64(s.readBytes)},
            {QStringLiteral("slowReadNs"), qint64(s.slowReadNs)},
            {QStringLiteral("chunks"), chunks},
            {QStringLiteral("ranges"), ranges},
            {QStringLiteral("accesses"), accesses}};
}

SurfaceResult surfaceFromJson(JsonFields &f, const QJsonObject &o, const QString &path)
{
    SurfaceResult s;
    s.deviceBytes = f.u64(o, "deviceBytes", path);
    s.plannedBytes = f.u64(o, "plannedBytes", path);
    s.readBytes = f.u64(o, "readBytes", path);
    s.slowReadNs = f.i64(o, "slowReadNs", path);
    s.chunks = surfaceChunksFromJson(f, f.array(o, "chunks", path), JsonFields::member(path, "chunks"));
    const QJsonArray ranges = f.array(o, "ranges", path);
    for (qsizetype i = 0; i < ranges.size(); ++i) {
        const QJsonObject r = ranges.at(i).toObject();
        const QString p = at(path, "ranges", i);
        s.ranges.append({f.choice<SurfaceRange::Kind>(r, "kind", p),
                         f.u64(r, "offset", p),
                         f.u64(r, "length", p),
                         f.i64(r, "worstNs", p)});
    }
    const QJsonArray accesses = f.array(o, "accesses", path);
    for (qsizetype i = 0; i < accesses.size(); ++i) {
        const QJsonObject a = accesses.at(i).toObject();
        const QString p = at(path, "accesses", i);
        s.accesses.append({f.u64(a, "offset", p), f.i64(a, "latencyNs", p), f.boolean(a, "failed", p)});
    }
    return s;
}

void insertSurfaceOptions(QJsonObject &options, const RunOptions &o)
{
    const SurfaceOptions &surface = o.kinds.get<SurfaceOptions>();
    options.insert(QStringLiteral("mapSamples"), surface.mapSamples);
    options.insert(QStringLiteral("accessReads"), surface.accessReads);
    options.insert(QStringLiteral("slowBelowPercent"), surface.slowBelowPercent);
    options.insert(QStringLiteral("slowReadMs"), qint64(surface.slowRead.count()));
}

void readSurfaceOptions(JsonFields &f, const QJsonObject &options, const QString &path, RunOptions &o)
{
    const auto has = [&](const char *key) {
        return options.contains(QLatin1String(key));
    };
    SurfaceOptions &surface = o.kinds.edit<SurfaceOptions>();
    if (has("mapSamples"))
        surface.mapSamples = f.integer(options, "mapSamples", path, 0, Limits::MaxMapSamples);
    if (has("accessReads"))
        surface.accessReads = f.integer(options, "accessReads", path, 0, Limits::MaxAccessReads);
    if (has("slowBelowPercent"))
        surface.slowBelowPercent = f.integer(options, "slowBelowPercent", path, 0, 100);
    if (has("slowReadMs"))
        surface.slowRead = std::chrono::milliseconds(f.i64(options, "slowReadMs", path));
}

} // namespace Sektor
