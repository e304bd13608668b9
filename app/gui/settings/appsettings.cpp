// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/settings/appsettings.h"

namespace Sektor::Gui {

RunOptions AppSettings::runOptions(RunOptions o) const
{
    if (testSize() >= Limits::MinTestSize && testSize() <= Limits::MaxTestSize)
        o.testSize = testSize();
    if (runs() >= Limits::MinRuns && runs() <= Limits::MaxRuns)
        o.runs = runs();
    if (measureSeconds() > 0 && measureSeconds() <= 600)
        o.measureTime = std::chrono::seconds(measureSeconds());
    if (intervalSeconds() >= 0 && intervalSeconds() <= 600)
        o.interval = std::chrono::seconds(intervalSeconds());
    return o;
}
void AppSettings::setRunOptions(const RunOptions &o)
{
    setTestSize(o.testSize);
    setRuns(o.runs);
    setMeasureSeconds(int(std::chrono::duration_cast<std::chrono::seconds>(o.measureTime).count()));
    setIntervalSeconds(int(std::chrono::duration_cast<std::chrono::seconds>(o.interval).count()));
}
QString AppSettings::target() const
{
    return m_settings.value(QStringLiteral("run/target")).toString();
}
void AppSettings::setTarget(const QString &path)
{
    m_settings.setValue(QStringLiteral("run/target"), path);
}
QString AppSettings::profileId() const
{
    return m_settings.value(QStringLiteral("run/profile"), QStringLiteral("default")).toString();
}
void AppSettings::setProfileId(const QString &id)
{
    m_settings.setValue(QStringLiteral("run/profile"), id);
}
std::uint64_t AppSettings::testSize() const
{
    return m_settings.value(QStringLiteral("run/testSize"), 0).toULongLong();
}
void AppSettings::setTestSize(std::uint64_t bytes)
{
    m_settings.setValue(QStringLiteral("run/testSize"), qulonglong(bytes));
}
int AppSettings::runs() const
{
    return m_settings.value(QStringLiteral("run/runs"), 0).toInt();
}
void AppSettings::setRuns(int runs)
{
    m_settings.setValue(QStringLiteral("run/runs"), runs);
}
int AppSettings::sustainedMinutes() const
{
    return m_settings.value(QStringLiteral("run/sustainedMinutes"), 0).toInt();
}
void AppSettings::setSustainedMinutes(int minutes)
{
    m_settings.setValue(QStringLiteral("run/sustainedMinutes"), minutes);
}

int AppSettings::measureSeconds() const
{
    return m_settings.value(QStringLiteral("run/measureSeconds"), 0).toInt();
}
void AppSettings::setMeasureSeconds(int seconds)
{
    m_settings.setValue(QStringLiteral("run/measureSeconds"), seconds);
}
int AppSettings::intervalSeconds() const
{
    return m_settings.value(QStringLiteral("run/intervalSeconds"), -1).toInt();
}
void AppSettings::setIntervalSeconds(int seconds)
{
    m_settings.setValue(QStringLiteral("run/intervalSeconds"), seconds);
}
int AppSettings::unit() const
{
    return m_settings.value(QStringLiteral("view/unit"), 0).toInt();
}
void AppSettings::setUnit(int unit)
{
    m_settings.setValue(QStringLiteral("view/unit"), unit);
}
QString AppSettings::language() const
{
    return m_settings.value(QStringLiteral("view/language")).toString();
}
void AppSettings::setLanguage(const QString &language)
{
    m_settings.setValue(QStringLiteral("view/language"), language);
}
Theme AppSettings::theme() const
{
    const QString t = m_settings.value(QStringLiteral("view/theme")).toString();
    return t == QLatin1String("dark") ? Theme::Dark : t == QLatin1String("light") ? Theme::Light : Theme::System;
}
void AppSettings::setTheme(Theme theme)
{
    const char *names[] = {"system", "light", "dark"};
    m_settings.setValue(QStringLiteral("view/theme"), QLatin1String(names[int(theme)]));
}

bool AppSettings::chartsLogScale() const
{
    return m_settings.value(QStringLiteral("view/chartsLogScale"), false).toBool();
}

void AppSettings::setChartsLogScale(bool logScale)
{
    m_settings.setValue(QStringLiteral("view/chartsLogScale"), logScale);
}

bool AppSettings::keepsHistory() const
{
    return m_settings.value(QStringLiteral("history/keepRuns"), true).toBool();
}

void AppSettings::setKeepsHistory(bool keep)
{
    m_settings.setValue(QStringLiteral("history/keepRuns"), keep);
}

} // namespace Sektor::Gui
