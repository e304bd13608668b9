// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/settings/settingsmenu.h"
#include "gui/settings/appsettings.h"
#include "gui/settings/language.h"
#include "gui/settings/theme.h"

#include <QActionGroup>
#include <QEvent>

namespace Sektor::Gui {

SettingsMenu::SettingsMenu(QWidget *parent)
    : QMenu(parent)
    , m_language(addMenu(QString()))
    , m_theme(addMenu(QString()))
    , m_languages(new QActionGroup(this))
    , m_themes(new QActionGroup(this))
    , m_keepHistory(addAction(QString()))
{
    const AppSettings settings;
    // Language names stay in their own language, so anyone can find theirs.
    const QList<std::pair<QString, QString>> languages {{QString(), QString()},
                                                        {QStringLiteral("en"), QStringLiteral("English")},
                                                        {QStringLiteral("de"), QStringLiteral("Deutsch")},
                                                        {QStringLiteral("pt"), QStringLiteral("Português (Brasil)")}};
    for (const auto &[code, name] : languages) {
        QAction *a = m_language->addAction(name);
        a->setData(code);
        a->setCheckable(true);
        a->setChecked(code == settings.language());
        m_languages->addAction(a);
    }
    for (int t = 0; t < 3; ++t) {
        QAction *a = m_theme->addAction(QString());
        a->setData(t);
        a->setCheckable(true);
        a->setChecked(Theme(t) == settings.theme());
        m_themes->addAction(a);
    }
    m_keepHistory->setCheckable(true);
    m_keepHistory->setChecked(settings.keepsHistory());
    connect(m_keepHistory, &QAction::toggled, this, [](bool keep) {
        AppSettings().setKeepsHistory(keep);
    });
    connect(m_languages, &QActionGroup::triggered, this, [](QAction *a) {
        AppSettings().setLanguage(a->data().toString());
        applyLanguage(a->data().toString());
    });
    connect(m_themes, &QActionGroup::triggered, this, [](QAction *a) {
        AppSettings().setTheme(Theme(a->data().toInt()));
        applyTheme(Theme(a->data().toInt()));
    });
    retranslate();
}

void SettingsMenu::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMenu::changeEvent(event);
}

void SettingsMenu::retranslate()
{
    setTitle(tr("&Settings"));
    m_language->setTitle(tr("&Language"));
    m_theme->setTitle(tr("&Theme"));
    m_keepHistory->setText(tr("&Keep Runs in the History"));
    m_languages->actions().at(0)->setText(tr("System Language"));
    const QStringList themes {tr("System Colors"), tr("Light"), tr("Dark")};
    for (int t = 0; t < 3; ++t)
        m_themes->actions().at(t)->setText(themes.at(t));
}

} // namespace Sektor::Gui
