// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/runoptions.h"

#include <QSettings>
#include <QString>

#include <cstdint>

namespace Sektor::Gui {

enum class Theme { System, Light, Dark };

/**
 * What the app remembers between starts (QSettings, ~/.config/Sektor/sektor.conf). Values read
 * back are checked by their users (a removed target or profile falls back to the default).
 */
class AppSettings
{
public:
    QString target() const;
    void setTarget(const QString &path);
    QString profileId() const;
    void setProfileId(const QString &id);
    std::uint64_t testSize() const; ///< 0 when never set.
    void setTestSize(std::uint64_t bytes);
    int runs() const; ///< 0 when never set.
    void setRuns(int runs);
    int measureSeconds() const; ///< 0 when never set.
    void setMeasureSeconds(int seconds);
    int sustainedMinutes() const; ///< The sustained write's time limit; 0 when never set.
    void setSustainedMinutes(int minutes);
    int intervalSeconds() const; ///< -1 when never set.
    void setIntervalSeconds(int seconds);
    /// @p options with the remembered test size, runs, measuring time and interval, each where it is within limits.
    RunOptions runOptions(RunOptions options) const;
    void setRunOptions(const RunOptions &options);
    int unit() const; ///< A DisplayUnit value.
    void setUnit(int unit);
    QString language() const; ///< "" follows the system; "en", "de", "pt".
    void setLanguage(const QString &language);
    bool chartsLogScale() const;
    void setChartsLogScale(bool logScale);
    Theme theme() const;
    void setTheme(Theme theme);
    /// Whether finished runs go to the history (on unless the user turned it off).
    bool keepsHistory() const;
    void setKeepsHistory(bool keep);

private:
    mutable QSettings m_settings;
};

} // namespace Sektor::Gui
