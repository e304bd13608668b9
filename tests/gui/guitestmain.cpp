// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// main() of the GUI tests: a QApplication on the offscreen platform (unless the caller chose one,
// as the screenshot test does with xcb under Xvfb), settings isolated from the user's, English.
#include "gui/settings/language.h"

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <gtest/gtest.h>

int main(int argc, char **argv)
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true); // QSettings go to ~/.qttest, not the user's config
    QApplication app(argc, argv);
    // And each test process has its own: ctest -j runs test cases side by side, and one case's settings (a log scale
    // switched on, a profile chosen) must not change what the next one starts with.
    const QTemporaryDir settings;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settings.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settings.path());
    QApplication::setOrganizationName(QStringLiteral("SektorTest"));
    QApplication::setApplicationName(QStringLiteral("sektor-test"));
    Sektor::Gui::applyLanguage(QStringLiteral("en"));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
