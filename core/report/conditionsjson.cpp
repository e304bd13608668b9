// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/conditionsjson.h"

#include <limits>

namespace Sektor {

namespace {
// The link's numbers and their keys, for the writer and the reader alike.
struct LinkNumber
{
    const char *key;
    std::uint32_t DriveLink::*field;
};
constexpr LinkNumber linkNumbers[] = {
    {"rate", &DriveLink::rate},
    {"width", &DriveLink::width},
    {"driveRate", &DriveLink::driveRate},
    {"driveWidth", &DriveLink::driveWidth},
    {"portRate", &DriveLink::portRate},
    {"portWidth", &DriveLink::portWidth},
};
} // namespace

QJsonObject linkToJson(const DriveLink &link)
{
    QJsonObject o {{QStringLiteral("bus"), QLatin1String(idOf(link.bus))},
                   {QStringLiteral("driver"), link.driver},
                   {QStringLiteral("mode"), link.mode}};
    for (const LinkNumber &n : linkNumbers)
        o.insert(QLatin1String(n.key), qint64(link.*(n.field)));
    return o;
}

DriveLink linkFromJson(JsonFields &fields, const QJsonObject &drive, const QString &path)
{
    DriveLink link;
    if (!drive.contains(QLatin1String("link")))
        return link;
    const QJsonObject o = fields.object(drive, "link", path);
    const QString p = JsonFields::member(path, "link");
    link.bus = fields.choice<DriveLink::Bus>(o, "bus", p);
    link.driver = fields.string(o, "driver", p);
    link.mode = fields.string(o, "mode", p);
    for (const LinkNumber &n : linkNumbers)
        link.*(n.field) = fields.u32(o, n.key, p);
    return link;
}

QJsonObject temperatureToJson(const DriveTemperature &temperature)
{
    QJsonArray readings;
    for (const TemperatureReading &r : temperature.readings) {
        readings.append(QJsonObject {{QStringLiteral("elapsedMs"), qint64(r.elapsedMs)},
                                     {QStringLiteral("milliCelsius"), r.milliCelsius},
                                     {QStringLiteral("testIndex"), r.testIndex},
                                     {QStringLiteral("bytesPerSecond"), r.bytesPerSecond}});
    }
    return {{QStringLiteral("warningMilliCelsius"), temperature.warningMilliCelsius},
            {QStringLiteral("criticalMilliCelsius"), temperature.criticalMilliCelsius},
            {QStringLiteral("readings"), readings}};
}

DriveTemperature temperatureFromJson(JsonFields &fields, const QJsonObject &drive, const QString &path)
{
    DriveTemperature t;
    if (!drive.contains(QLatin1String("temperature")))
        return t;
    const QJsonObject o = fields.object(drive, "temperature", path);
    const QString p = JsonFields::member(path, "temperature");
    constexpr int Limit = 1'000'000; // a millidegree figure far beyond any drive's
    t.warningMilliCelsius = fields.integer(o, "warningMilliCelsius", p, 0, Limit);
    t.criticalMilliCelsius = fields.integer(o, "criticalMilliCelsius", p, 0, Limit);
    const QJsonArray readings = fields.array(o, "readings", p);
    for (qsizetype i = 0; i < readings.size() && !fields.failed(); ++i) {
        const QString rp = p + QString::asprintf(".readings[%lld]", static_cast<long long>(i));
        const QJsonObject r = readings.at(i).toObject();
        t.readings.append({fields.i64(r, "elapsedMs", rp),
                           fields.integer(r, "milliCelsius", rp, -Limit, Limit),
                           fields.integer(r, "testIndex", rp, -1, std::numeric_limits<int>::max()),
                           fields.real(r, "bytesPerSecond", rp)});
    }
    return t;
}

QJsonArray conditionsToJson(const QList<ConditionFact> &conditions)
{
    QJsonArray out;
    for (const ConditionFact &c : conditions)
        out.append(QJsonObject {{QStringLiteral("id"), c.id}, {QStringLiteral("detail"), c.detail}});
    return out;
}

QList<ConditionFact> conditionsFromJson(JsonFields &fields, const QJsonObject &result)
{
    QList<ConditionFact> conditions;
    if (!result.contains(QLatin1String("conditions")))
        return conditions;
    const QJsonArray array = fields.array(result, "conditions", QString());
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString p = QString::asprintf("conditions[%lld]", static_cast<long long>(i));
        if (!array.at(i).isObject()) {
            fields.fail(p, "not an object");
            break;
        }
        const QJsonObject c = array.at(i).toObject();
        conditions.append({fields.string(c, "id", p), fields.string(c, "detail", p)});
    }
    return conditions;
}

} // namespace Sektor
