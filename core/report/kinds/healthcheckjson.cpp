// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/kinds/healthcheckjson.h"

#include <QJsonArray>

#include <limits>

namespace Sektor {

namespace {
constexpr int MaxResultCode = 255;
constexpr int MaxPercent = 100;
constexpr int MaxLogEntries = 64;

QJsonValue lbaToJson(const std::optional<std::uint64_t> &lba)
{
    return lba ? jsonNumber(*lba) : QJsonValue(QJsonValue::Null);
}

std::optional<std::uint64_t> lbaFromJson(JsonFields &f, const QJsonObject &o, const QString &path)
{
    if (!o.contains(QLatin1String("failingLba")) || o.value(QLatin1String("failingLba")).isNull())
        return std::nullopt;
    return f.u64(o, "failingLba", path);
}

QJsonObject entryToJson(const SelfTestLogEntry &e)
{
    return {{QStringLiteral("type"), QLatin1String(idOf(e.type))},
            {QStringLiteral("outcome"), QLatin1String(idOf(e.outcome))},
            {QStringLiteral("resultCode"), e.resultCode},
            {QStringLiteral("failedSegment"), e.failedSegment},
            {QStringLiteral("failingLba"), lbaToJson(e.failingLba)},
            {QStringLiteral("powerOnHours"), jsonNumber(e.powerOnHours)}};
}

SelfTestLogEntry entryFromJson(JsonFields &f, const QJsonObject &o, const QString &path)
{
    SelfTestLogEntry e;
    e.type = f.choice<SelfTestType>(o, "type", path);
    e.outcome = f.choice<SelfTestOutcome>(o, "outcome", path);
    e.resultCode = f.integer(o, "resultCode", path, -1, MaxResultCode);
    e.failedSegment = f.integer(o, "failedSegment", path, 0, MaxResultCode);
    e.failingLba = lbaFromJson(f, o, path);
    e.powerOnHours = f.u64(o, "powerOnHours", path);
    return e;
}

SelfTestRun selfTestRunFromJson(JsonFields &f, const QJsonObject &o, const QString &path)
{
    SelfTestRun run;
    run.type = f.choice<SelfTestType>(o, "type", path);
    run.status = f.choice<SelfTestStatus>(o, "status", path);
    run.unavailable = f.choice<SelfTestUnavailable>(o, "unavailable", path);
    run.resultCode = f.integer(o, "resultCode", path, -1, MaxResultCode);
    run.failingLba = lbaFromJson(f, o, path);
    run.durationMs = f.duration(o, "durationMs", path, std::numeric_limits<std::int32_t>::max());
    run.expectedMinutes = f.integer(o, "expectedMinutes", path, 0, std::numeric_limits<std::uint16_t>::max());
    return run;
}
} // namespace

QJsonObject selfTestRunToJson(const SelfTestRun &run)
{
    return {{QStringLiteral("type"), QLatin1String(idOf(run.type))},
            {QStringLiteral("status"), QLatin1String(idOf(run.status))},
            {QStringLiteral("unavailable"), QLatin1String(idOf(run.unavailable))},
            {QStringLiteral("resultCode"), run.resultCode},
            {QStringLiteral("failingLba"), lbaToJson(run.failingLba)},
            {QStringLiteral("durationMs"), qint64(run.durationMs)},
            {QStringLiteral("expectedMinutes"), run.expectedMinutes}};
}

QJsonObject healthCheckToJson(const HealthCheckResult &check)
{
    QJsonArray entries;
    for (const SelfTestLogEntry &e : check.log.entries)
        entries.append(entryToJson(e));
    QJsonObject log {{QStringLiteral("running"), QLatin1String(idOf(check.log.running))},
                     {QStringLiteral("runningPercentDone"), check.log.runningPercentDone},
                     {QStringLiteral("entries"), entries}};
    return {{QStringLiteral("selfTest"), selfTestRunToJson(check.selfTest)},
            {QStringLiteral("logRead"), check.logRead},
            {QStringLiteral("log"), log},
            {QStringLiteral("warningTemperatureMilliCelsius"), check.warningTemperatureMilliCelsius}};
}

HealthCheckResult healthCheckFromJson(JsonFields &f, const QJsonObject &o, const QString &path)
{
    HealthCheckResult check;
    check.checked = true;
    check.selfTest = selfTestRunFromJson(f, f.object(o, "selfTest", path), JsonFields::member(path, "selfTest"));
    check.logRead = f.boolean(o, "logRead", path);
    const QString logPath = JsonFields::member(path, "log");
    const QJsonObject log = f.object(o, "log", path);
    check.log.running = f.choice<SelfTestType>(log, "running", logPath);
    check.log.runningPercentDone = f.integer(log, "runningPercentDone", logPath, 0, MaxPercent);
    const QJsonArray entries = f.array(log, "entries", logPath);
    if (entries.size() > MaxLogEntries)
        f.fail(JsonFields::member(logPath, "entries"), "more entries than any drive's log holds");
    for (qsizetype i = 0; i < std::min<qsizetype>(entries.size(), MaxLogEntries); ++i) {
        const QString p
            = JsonFields::member(logPath, "entries") + QString::asprintf("[%lld]", static_cast<long long>(i));
        check.log.entries.append(entryFromJson(f, entries.at(i).toObject(), p));
    }
    check.warningTemperatureMilliCelsius
        = f.integer(o, "warningTemperatureMilliCelsius", path, 0, std::numeric_limits<std::int32_t>::max());
    return check;
}

} // namespace Sektor
