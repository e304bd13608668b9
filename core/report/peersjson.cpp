// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/peersjson.h"

#include "report/jsonreport.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace Sektor {

QJsonObject toJson(const PeerStanding &standing)
{
    const bool enough = standing.enough();
    return {
        {QStringLiteral("model"), standing.model},
        {QStringLiteral("count"), standing.count},
        {QStringLiteral("ownCount"), standing.ownCount},
        {QStringLiteral("importedCount"), standing.importedCount},
        {QStringLiteral("unsignedCount"), standing.unsignedCount},
        {QStringLiteral("percentile"), enough ? QJsonValue(standing.percentile) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("median"), enough ? QJsonValue(standing.median) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("source"), standing.source},
    };
}

QByteArray toJsonBytes(const RunResult &result, const PeerStandings &standings)
{
    QJsonObject document = toJson(result);
    QJsonArray tests = document.value(QStringLiteral("tests")).toArray();
    for (qsizetype i = 0; i < tests.size() && i < standings.size(); ++i) {
        if (!standings.at(i).compared)
            continue;
        QJsonObject test = tests.at(i).toObject();
        test.insert(QStringLiteral("peers"), toJson(standings.at(i)));
        tests.replace(i, test);
    }
    document.insert(QStringLiteral("tests"), tests);
    return QJsonDocument(document).toJson(QJsonDocument::Indented);
}

} // namespace Sektor
