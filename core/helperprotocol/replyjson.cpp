// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "helperprotocol/replyjson.h"

#include "report/jsonfields.h"
#include "report/jsonreport.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <limits>

namespace Sektor::HelperProtocol {

namespace {
QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

Expected<QJsonObject> parseObject(const QByteArray &json, JsonFields &reader)
{
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    if (!doc.isObject()) {
        reader.fail(QStringLiteral("message"), "not a JSON object");
        return reader.error();
    }
    return doc.object();
}

constexpr int IntMax = std::numeric_limits<int>::max();
} // namespace

QByteArray progressToWire(const Progress &p)
{
    return compact({{QStringLiteral("phase"), int(p.phase)},
                    {QStringLiteral("testIndex"), p.testIndex},
                    {QStringLiteral("testCount"), p.testCount},
                    {QStringLiteral("run"), p.run},
                    {QStringLiteral("runs"), p.runs},
                    {QStringLiteral("fraction"), p.fraction},
                    {QStringLiteral("elapsedNs"), qint64(p.elapsedNs)},
                    {QStringLiteral("remainingNs"), qint64(p.remainingNs)},
                    {QStringLiteral("sample"), toJson(p.sample)},
                    {QStringLiteral("preparedBytes"), qint64(p.preparedBytes)},
                    {QStringLiteral("prepareBytes"), qint64(p.prepareBytes)},
                    {QStringLiteral("spec"), toJson(p.spec)},
                    {QStringLiteral("mode"), int(p.mode)}});
}

Expected<Progress> progressFromWire(const QByteArray &json)
{
    JsonFields r;
    const auto parsed = parseObject(json, r);
    if (!parsed)
        return parsed.error();
    const QJsonObject &o = *parsed;
    const QString path = QStringLiteral("progress");
    Progress p;
    p.phase = Phase(r.integer(o, "phase", path, 0, int(Phase::Interval)));
    p.testIndex = r.integer(o, "testIndex", path, 0, IntMax);
    p.testCount = r.integer(o, "testCount", path, 0, IntMax);
    p.run = r.integer(o, "run", path, 0, IntMax);
    p.runs = r.integer(o, "runs", path, 0, IntMax);
    p.fraction = r.real(o, "fraction", path);
    p.elapsedNs = r.i64(o, "elapsedNs", path);
    p.remainingNs = r.i64(o, "remainingNs", path);
    p.preparedBytes = r.u64(o, "preparedBytes", path);
    p.prepareBytes = r.u64(o, "prepareBytes", path);
    p.mode = IoMode(r.integer(o, "mode", path, 0, int(LastIoMode)));
    const QJsonObject sample = r.object(o, "sample", path);
    const QJsonObject spec = r.object(o, "spec", path);
    if (r.failed())
        return r.error();
    const auto s = sampleFromJson(sample);
    if (!s)
        return s.error();
    const auto t = testSpecFromJson(spec);
    if (!t)
        return t.error();
    p.sample = *s;
    p.spec = *t;
    return p;
}

QByteArray testResultToWire(const TestResult &result)
{
    return compact(toJson(result));
}

QByteArray finishedTestToWire(const TestResult &result)
{
    if (!result.payload.onlyWithFinalResult())
        return testResultToWire(result);
    TestResult figures = result;
    figures.payload.clear();
    return testResultToWire(figures);
}

Expected<TestResult> testResultFromWire(const QByteArray &json)
{
    JsonFields r;
    const auto parsed = parseObject(json, r);
    if (!parsed)
        return parsed.error();
    return testResultFromJson(*parsed);
}

QByteArray errorToWire(const Error &e)
{
    return compact({{QStringLiteral("code"), errorCodeId(e.code)},
                    {QStringLiteral("path"), e.path},
                    {QStringLiteral("errno"), e.systemErrno},
                    {QStringLiteral("detail"), e.detail},
                    {QStringLiteral("value"), qint64(e.value)},
                    {QStringLiteral("limit"), qint64(e.limit)}});
}

std::optional<Error> errorFromWire(const QByteArray &json)
{
    JsonFields r;
    const auto parsed = parseObject(json, r);
    if (!parsed)
        return std::nullopt;
    const QJsonObject &o = *parsed;
    const QString path = QStringLiteral("error");
    Error e;
    e.code = errorCodeFromId(r.string(o, "code", path));
    e.path = r.string(o, "path", path);
    e.systemErrno = r.integer(o, "errno", path, 0, IntMax);
    e.detail = r.string(o, "detail", path);
    e.value = r.u64(o, "value", path);
    e.limit = r.u64(o, "limit", path);
    if (r.failed())
        return std::nullopt;
    return e;
}

} // namespace Sektor::HelperProtocol
