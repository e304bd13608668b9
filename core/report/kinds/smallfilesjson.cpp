// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/kinds/smallfilesjson.h"
#include "report/latencyjson.h"

#include <QJsonArray>

#include <limits>

namespace Sektor {

QJsonObject smallFilesToJson(const SmallFilesResult &r)
{
    QJsonArray phases;
    for (const FilePhaseResult &p : r.phases) {
        phases.append(QJsonObject {{QStringLiteral("order"), QLatin1String(idOf(p.order))},
                                   {QStringLiteral("operation"), QLatin1String(idOf(p.operation))},
                                   {QStringLiteral("files"), jsonNumber(p.files)},
                                   {QStringLiteral("elapsedNs"), qint64(p.elapsedNs)},
                                   {QStringLiteral("cpuNs"), qint64(p.cpuNs)},
                                   {QStringLiteral("filesPerSecond"), p.filesPerSecond()},
                                   {QStringLiteral("latency"), latencyHistogramToJson(p.latency)}});
    }
    return {{QStringLiteral("filesPerRound"), jsonNumber(r.filesPerRound)},
            {QStringLiteral("fileBytes"), qint64(r.fileBytes)},
            {QStringLiteral("threads"), r.threads},
            {QStringLiteral("sync"), QLatin1String(idOf(r.sync))},
            {QStringLiteral("rounds"), r.rounds},
            {QStringLiteral("leftoverFilesRemoved"), r.leftoverFilesRemoved},
            {QStringLiteral("phases"), phases}};
}

SmallFilesResult smallFilesFromJson(JsonFields &f, const QJsonObject &o, const QString &path)
{
    constexpr int Most = std::numeric_limits<int>::max();
    SmallFilesResult r;
    r.filesPerRound = f.u64(o, "filesPerRound", path);
    r.fileBytes = f.u32(o, "fileBytes", path);
    r.threads = f.integer(o, "threads", path, 1, Most);
    r.sync = f.choice<FileSync>(o, "sync", path);
    r.rounds = f.integer(o, "rounds", path, 0, Most);
    r.leftoverFilesRemoved = f.integer(o, "leftoverFilesRemoved", path, 0, Most);
    const QJsonArray phases = f.array(o, "phases", path);
    for (qsizetype i = 0; i < phases.size(); ++i) {
        const QJsonObject po = phases.at(i).toObject();
        const QString p = JsonFields::member(path, "phases") + QString::asprintf("[%lld]", static_cast<long long>(i));
        FilePhaseResult phase;
        phase.order = f.choice<FileOrder>(po, "order", p);
        phase.operation = f.choice<FileOperation>(po, "operation", p);
        phase.files = f.u64(po, "files", p);
        phase.elapsedNs = f.i64(po, "elapsedNs", p);
        phase.cpuNs = f.i64(po, "cpuNs", p);
        phase.latency = latencyHistogramFromJson(f, f.object(po, "latency", p), JsonFields::member(p, "latency"));
        r.phases.append(phase);
    }
    return r;
}

} // namespace Sektor
