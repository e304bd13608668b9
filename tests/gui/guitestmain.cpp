// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// main() of the GUI tests: a QApplication on the offscreen platform (unless the caller chose one,
// as the screenshot test does with xcb under Xvfb), settings isolated from the user's, English.
#include "language.h"

#include <QApplication>
#include <QStandardPaths>

#include <gtest/gtest.h>

int main(int argc, char **argv)
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true); // QSettings go to ~/.qttest, not the user's config
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("SektorTest"));
    QApplication::setApplicationName(QStringLiteral("sektor-test"));
    Sektor::Gui::applyLanguage(QStringLiteral("en"));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
