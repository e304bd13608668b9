// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// windowprobe DEVICE RESULT.json: the real main window, on the offscreen platform, runs the Demo profile's reads of a
// raw device as its user would (choose the device, press Start), writes the result it shows to RESULT.json and prints
// what its drive panel says then (the health and temperature the run read last). Run by
// a normal user in the drives tier's guest, the window's own path goes through the helper and polkit on each of the
// kernel's drivers (tests/drives/guestruns_test.cpp). Exit 0 with the result; 1 with why, when the window could not
// choose the device, or the run failed or did not end within two minutes.
#include "windowundertest.h"

#include "gui/settings/language.h"
#include "report/jsonreport.h"
#include "support/quickrun.h"

#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QSignalSpy>
#include <QStandardPaths>

#include <cstdio>

using namespace Sektor;

int main(int argc, char **argv)
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true); // settings and history in ~/.qttest, not the user's own
    QApplication app(argc, argv);
    if (argc != 3) {
        std::fprintf(stderr, "usage: windowprobe DEVICE RESULT.json\n");
        return 2;
    }
    Gui::applyLanguage(QStringLiteral("en"));
    Test::WindowUnderTest window;
    window.show();
    window.targetSelector()->rescan();
    const QString device = QString::fromLocal8Bit(argv[1]);
    if (!window.targetSelector()->selectPath(device)) {
        std::fprintf(stderr, "the window lists no %s\n", argv[1]);
        return 1;
    }
    if (!window.optionsBar()->setProfile(QStringLiteral("demo"))) {
        std::fprintf(stderr, "the window has no Demo profile\n");
        return 1;
    }
    window.optionsBar()->setOptions(Test::quickRunOptions());
    QSignalSpy finished(&window, &Gui::MainWindow::runFinished);
    window.runAll();
    if (!finished.wait(120'000)) {
        std::fprintf(stderr, "the run did not end within two minutes\n");
        return 1;
    }
    const auto outcome = finished.at(0).at(0).value<RunOutcome>();
    if (!outcome.ok()) {
        std::fprintf(stderr, "the run failed: %s\n", qPrintable(outcome.error.message()));
        return 1;
    }
    QFile out(QString::fromLocal8Bit(argv[2]));
    if (!out.open(QIODevice::WriteOnly | QIODevice::NewOnly)
        || out.write(toJsonBytes(window.controller()->result())) < 0) {
        std::fprintf(stderr, "cannot write %s\n", argv[2]);
        return 1;
    }
    for (const QLabel *label : window.driveInfo()->findChildren<QLabel *>())
        std::printf("%s\n", qPrintable(label->text()));
    return 0;
}
