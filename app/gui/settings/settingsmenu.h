// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QMenu>

class QActionGroup;

namespace Sektor::Gui {

/// Settings ▸ Language (System, English, Deutsch, Português) and Theme (System, Light, Dark); both apply at once and
/// are remembered.
class SettingsMenu : public QMenu
{
    Q_OBJECT
public:
    explicit SettingsMenu(QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QMenu *m_language;
    QMenu *m_theme;
    QActionGroup *m_languages;
    QActionGroup *m_themes;
    QAction *m_keepHistory;
};

} // namespace Sektor::Gui
