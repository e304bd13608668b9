// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The window's icons come from the desktop's icon theme (Breeze on Plasma) where it has them, and from the style where
// it has not: no toolbar button or menu entry is ever left without an icon.
#include "gui/widgets/themedicon.h"
#include "gui/window/mainmenus.h"
#include "windowundertest.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QToolButton>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

namespace {
// Sets an icon theme for one test and puts the earlier one back.
class IconThemeFor
{
public:
    IconThemeFor(const QString &name, const QStringList &searchPaths)
        : m_name(QIcon::themeName())
        , m_paths(QIcon::themeSearchPaths())
    {
        QIcon::setThemeSearchPaths(searchPaths + m_paths);
        QIcon::setThemeName(name);
    }
    ~IconThemeFor()
    {
        QIcon::setThemeSearchPaths(m_paths);
        QIcon::setThemeName(m_name);
    }
    IconThemeFor(const IconThemeFor &) = delete;
    IconThemeFor &operator=(const IconThemeFor &) = delete;

private:
    QString m_name;
    QStringList m_paths;
};

bool write(const QString &path, const QByteArray &text)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
}
} // namespace

TEST(ThemedIcon, TheThemesIconIsUsedWhereItHasOne)
{
    // A theme of one icon, as Breeze would have it.
    QTemporaryDir themes;
    ASSERT_TRUE(themes.isValid());
    const QString theme = themes.filePath(QStringLiteral("sektor-test-theme"));
    ASSERT_TRUE(QDir().mkpath(theme + QStringLiteral("/actions/22")));
    ASSERT_TRUE(write(theme + QStringLiteral("/index.theme"),
                      "[Icon Theme]\nName=Sektor test\nDirectories=actions/22\n\n[actions/22]\nSize=22\nType=Fixed\n"));
    QImage icon(22, 22, QImage::Format_ARGB32);
    icon.fill(QColor(0x3d, 0xae, 0xe9));
    ASSERT_TRUE(icon.save(theme + QStringLiteral("/actions/22/media-playback-start.png")));
    const IconThemeFor planted(QStringLiteral("sektor-test-theme"), {themes.path()});
    EXPECT_EQ(themedIcon("media-playback-start", QStyle::SP_MediaPlay).name(), QStringLiteral("media-playback-start"));
    EXPECT_FALSE(themedIcon("sektor-no-such-icon", QStyle::SP_DirIcon).isNull()) << "the style's own";
}

TEST(ThemedIcon, WithoutAnIconThemeTheWindowsActionsAndButtonsStillHaveIcons)
{
    const IconThemeFor none(QStringLiteral("sektor-no-such-theme"), {});
    ASSERT_TRUE(QIcon::fromTheme(QStringLiteral("media-playback-start")).isNull()) << "the theme must be empty here";
    WindowUnderTest w;
    for (const QAction *action : {w.menus()->runAllAction(), w.menus()->stopAction(), w.menus()->batchAction()})
        EXPECT_FALSE(action->icon().isNull()) << qPrintable(action->text());
    const auto *rescan = w.findChild<QToolButton *>(QStringLiteral("rescanTargets"));
    ASSERT_NE(rescan, nullptr);
    EXPECT_FALSE(rescan->icon().isNull());
    EXPECT_EQ(rescan->toolButtonStyle(), Qt::ToolButtonTextBesideIcon) << "the icon does not hide the word";
}
