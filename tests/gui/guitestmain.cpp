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

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <iterator>
#include <thread>

namespace {

/**
 * LeakSanitizer looks for leaks at exit with every other thread stopped. Qt's own threads (D-Bus, the thread pool) are
 * joined by Qt's global objects' destructors, after main() returns, and a thread joined a moment before the check is
 * still leaving the kernel: LeakSanitizer's tracer crashed on one once in a CI run ("Tracer caught signal 11" after the
 * test had passed). Registered first in main(), this runs after those destructors and before the check (exit handlers
 * run in reverse order, and the sanitizer's was registered before main): it waits until this thread is the last one,
 * one second at most, which a joined thread never needs.
 */
void waitUntilTheOtherThreadsHaveLeft()
{
    using namespace std::chrono_literals;
    for (int i = 0; i < 1000; ++i) {
        std::error_code error;
        const std::filesystem::directory_iterator tasks("/proc/self/task", error);
        if (error || std::distance(tasks, std::filesystem::directory_iterator {}) <= 1)
            return;
        std::this_thread::sleep_for(1ms);
    }
}

} // namespace

int main(int argc, char **argv)
{
    std::atexit(waitUntilTheOtherThreadsHaveLeft);
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
