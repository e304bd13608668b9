// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/healthjson.h"

#include <limits>

namespace Sektor {

namespace {
// The fields and their keys, for the writer and the reader alike.
struct Counter
{
    const char *key;
    UInt128 DriveHealth::*field;
};
constexpr Counter counters[] = {
    {"dataUnitsRead", &DriveHealth::dataUnitsRead},
    {"dataUnitsWritten", &DriveHealth::dataUnitsWritten},
    {"powerCycles", &DriveHealth::powerCycles},
    {"powerOnHours", &DriveHealth::powerOnHours},
    {"unsafeShutdowns", &DriveHealth::unsafeShutdowns},
    {"mediaErrors", &DriveHealth::mediaErrors},
    {"errorLogEntries", &DriveHealth::errorLogEntries},
};
struct SectorCount
{
    const char *key;
    std::int64_t DriveHealth::*field;
};
constexpr SectorCount sectorCounts[] = {
    {"reallocatedSectors", &DriveHealth::reallocatedSectors},
    {"pendingSectors", &DriveHealth::pendingSectors},
    {"badSectors", &DriveHealth::badSectors},
};
constexpr int Percent = 255; // NVMe's percentages are bytes
constexpr int MilliCelsiusLimit = 1'000'000;
} // namespace

QJsonObject healthToJson(const DriveHealth &h)
{
    QJsonObject o {{QStringLiteral("source"), QLatin1String(idOf(h.source))},
                   {QStringLiteral("criticalWarning"), h.criticalWarning},
                   {QStringLiteral("temperatureMilliCelsius"), h.temperatureMilliCelsius},
                   {QStringLiteral("availableSparePercent"), h.availableSparePercent},
                   {QStringLiteral("spareThresholdPercent"), h.spareThresholdPercent},
                   {QStringLiteral("percentageUsed"), h.percentageUsed},
                   {QStringLiteral("warningTemperatureMinutes"), qint64(h.warningTemperatureMinutes)},
                   {QStringLiteral("criticalTemperatureMinutes"), qint64(h.criticalTemperatureMinutes)},
                   {QStringLiteral("smartFailing"), h.smartFailing},
                   {QStringLiteral("failingAttributes"), h.failingAttributes}};
    for (const Counter &c : counters)
        o.insert(QLatin1String(c.key), toDecimalString(h.*(c.field)));
    for (const SectorCount &c : sectorCounts)
        o.insert(QLatin1String(c.key), qint64(h.*(c.field)));
    return o;
}

DriveHealth healthFromJson(JsonFields &fields, const QJsonObject &drive, const char *key, const QString &path)
{
    DriveHealth h;
    if (!drive.contains(QLatin1String(key)))
        return h;
    const QJsonObject o = fields.object(drive, key, path);
    const QString p = JsonFields::member(path, key);
    h.source = fields.choice<DriveHealth::Source>(o, "source", p);
    h.criticalWarning = fields.integer(o, "criticalWarning", p, 0, 255);
    h.temperatureMilliCelsius = fields.integer(o, "temperatureMilliCelsius", p, -MilliCelsiusLimit, MilliCelsiusLimit);
    h.availableSparePercent = fields.integer(o, "availableSparePercent", p, -1, Percent);
    h.spareThresholdPercent = fields.integer(o, "spareThresholdPercent", p, -1, Percent);
    h.percentageUsed = fields.integer(o, "percentageUsed", p, -1, Percent);
    h.warningTemperatureMinutes = fields.u32(o, "warningTemperatureMinutes", p);
    h.criticalTemperatureMinutes = fields.u32(o, "criticalTemperatureMinutes", p);
    h.smartFailing = fields.boolean(o, "smartFailing", p);
    h.failingAttributes = fields.integer(o, "failingAttributes", p, -1, 255);
    for (const Counter &c : counters)
        h.*(c.field) = fields.decimal(o, c.key, p, ~UInt128(0));
    for (const SectorCount &c : sectorCounts) {
        const std::int64_t n = fields.i64(o, c.key, p);
        if (n < -1)
            fields.fail(JsonFields::member(p, c.key), "out of range");
        h.*(c.field) = n;
    }
    return h;
}

} // namespace Sektor
