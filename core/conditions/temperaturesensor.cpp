// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "conditions/temperaturesensor.h"
#include "catalog/sysfsattribute.h"

#include <QDir>

namespace Sektor::Conditions {

namespace {
// Readings outside this range are a sensor's "not available" codes (NVMe reports 0 K, some bridges -128 °C).
constexpr int LowestPlausible = -40'000;
constexpr int HighestPlausible = 150'000;

int threshold(const QString &path)
{
    const std::optional<int> value = readMilliCelsius(path);
    return value && *value > 0 ? *value : 0;
}
} // namespace

std::optional<int> readMilliCelsius(const QString &input)
{
    bool ok = false;
    const int value = Catalog::readAttribute(input).toInt(&ok);
    if (!ok || value < LowestPlausible || value > HighestPlausible)
        return std::nullopt;
    return value;
}

std::optional<TemperatureSensor> findTemperatureSensor(const QString &sysRoot, const QString &driveName)
{
    const QString device = sysRoot + QLatin1String("/block/") + driveName + QLatin1String("/device/");
    for (const QString &parent : QStringList {device, device + QLatin1String("hwmon/")}) {
        const QStringList hwmons
            = QDir(parent).entryList({QStringLiteral("hwmon[0-9]*")}, QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        for (const QString &hwmon : hwmons) {
            const QString dir = parent + hwmon + QLatin1Char('/');
            TemperatureSensor sensor;
            sensor.input = dir + QLatin1String("temp1_input");
            if (!readMilliCelsius(sensor.input))
                continue;
            sensor.warningMilliCelsius = threshold(dir + QLatin1String("temp1_max"));
            sensor.criticalMilliCelsius = threshold(dir + QLatin1String("temp1_crit"));
            return sensor;
        }
    }
    return std::nullopt;
}

} // namespace Sektor::Conditions
