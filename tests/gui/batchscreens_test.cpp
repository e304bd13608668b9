// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The batch window (technician mode) on a 1280×646 laptop screen in every language, while it picks drives, while a
// batch runs and when it is over: screenshots for people to look at, and no text cut off or widget outside it. (While
// it runs, a drive's state is also shown as a burn-in's step, the longest words that column takes.) And its report
// fields, with the signing key, in the batch window and the Station on both laptop screens (1280×646, 1093×614).
#include "burninfixture.h"
#include "guihelpers.h"
#include "screenshotsupport.h"
#include "support/feddeviceevents.h"
#include "support/quickrun.h"
#include "support/tempdir.h"

#include "gui/batch/batchcontroller.h"
#include "gui/batch/batchreportfields.h"
#include "gui/batch/batchtable.h"
#include "gui/batch/batchwindow.h"
#include "gui/options/runoptionsbar.h"
#include "gui/run/progresspanel.h"
#include "gui/settings/language.h"
#include "gui/station/stationwindow.h"
#include "gui/window/mainmenus.h"
#include "gui/window/mainwindow.h"
#include "windowundertest.h"

#include <QDir>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;
using namespace std::chrono_literals;

namespace {
void expectFits(BatchWindow *batch, const QString &name, const QString &lang)
{
    settle();
    EXPECT_LE(batch->frameGeometry().width(), 1280) << qPrintable(name);
    EXPECT_LE(batch->frameGeometry().height(), 646) << qPrintable(name);
    save(batch, QStringLiteral("laptop-batch-%1-%2").arg(name, lang));
    EXPECT_EQ(truncatedTexts(batch), QStringList()) << qPrintable(name) << " " << qPrintable(lang);
    EXPECT_EQ(offWindowWidgets(batch), QStringList()) << qPrintable(name) << " " << qPrintable(lang);
}
} // namespace

TEST(Screenshots, TheBatchWindowFitsALaptopScreenWhilePickingRunningAndDone)
{
    SEKTOR_REQUIRE_SCREENSHOTS();
    TempDir root;
    QStringList folders;
    for (const char *name : {"bay-1", "bay-2", "bay-3"}) {
        folders << QString::fromStdString(root.file(name));
        ASSERT_TRUE(QDir().mkpath(folders.last()));
    }
    qputenv("SEKTOR_HISTORY", QByteArray::fromStdString(root.file("history.sqlite")));
    WindowUnderTest w;
    w.show();
    w.resize(1280, 646);
    ASSERT_TRUE(w.optionsBar()->setProfile(QStringLiteral("demo")));
    RunOptions options = quickRunOptions();
    options.measureTime = 1s;
    w.optionsBar()->setOptions(options);
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
        applyLanguage(lang);
        w.menus()->batchAction()->trigger();
        auto *batch = w.findChild<BatchWindow *>();
        ASSERT_NE(batch, nullptr);
        ASSERT_TRUE(QTest::qWaitForWindowExposed(batch));
        for (const QString &folder : folders)
            ASSERT_TRUE(batch->addFolder(folder));
        batch->reportFields()->operatorEdit()->setText(QStringLiteral("Ana Técnica"));
        batch->reportFields()->customerEdit()->setText(QStringLiteral("Oficina Norte"));
        expectFits(batch, QStringLiteral("picking"), lang);

        QSignalSpy done(batch, &BatchWindow::batchFinished);
        batch->startButton()->click();
        ASSERT_TRUE(QTest::qWaitFor(
            [&] {
                return batch->controller()->current() == 1 && batch->controller()->progress().phase == Phase::Measuring;
            },
            60000));
        expectFits(batch, QStringLiteral("running"), lang);
        // The first drive's row as a burn-in's 37 % into its third step of eight says it.
        auto *table = batch->findChild<BatchTable *>();
        ASSERT_NE(table, nullptr);
        table->setWords(ProgressWords(*findProfile(QStringLiteral("burn-in")), burnInTwoPasses()));
        table->showProgress(0, burnInThirdStep(1'000'000'000, 60 * NsPerSecond));
        expectFits(batch, QStringLiteral("running-burnin-step"), lang);
        table->setWords({});
        ASSERT_TRUE(done.wait(60000));
        expectFits(batch, QStringLiteral("done"), lang);
        batch->close();
        QCoreApplication::processEvents();
        delete w.findChild<BatchWindow *>(); // closed: WA_DeleteOnClose has it deleted later, the next needs none
    }
    qunsetenv("SEKTOR_HISTORY");
    applyLanguage(QStringLiteral("en"));
}

TEST(Screenshots, TheReportFieldsWithTheirSigningKeyFitBothLaptopScreens)
{
    SEKTOR_REQUIRE_SCREENSHOTS();
    TempDir root;
    qputenv("SEKTOR_HISTORY", QByteArray::fromStdString(root.file("history.sqlite")));
    const auto fill = [](BatchReportFields *fields) {
        fields->operatorEdit()->setText(QStringLiteral("Ana Técnica"));
        fields->customerEdit()->setText(QStringLiteral("Oficina Norte"));
        fields->setFolder(QStringLiteral("/srv/certificates/2026-11"));
        fields->setSignKey(QStringLiteral("/home/ana/.ssh/id_ed25519"));
    };
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
        applyLanguage(lang);
        for (const QSize screen : {QSize(1280, 646), QSize(1093, 614)}) {
            const QString size = QStringLiteral("%1x%2").arg(screen.width()).arg(screen.height());
            WindowUnderTest w;
            w.show();
            w.resize(screen);
            ASSERT_TRUE(w.optionsBar()->setProfile(QStringLiteral("demo")));
            w.menus()->batchAction()->trigger();
            auto *batch = w.findChild<BatchWindow *>();
            ASSERT_NE(batch, nullptr);
            ASSERT_TRUE(QTest::qWaitForWindowExposed(batch));
            batch->resize(batch->size().boundedTo(screen));
            fill(batch->reportFields());
            settle();
            EXPECT_LE(batch->frameGeometry().width(), screen.width());
            EXPECT_LE(batch->frameGeometry().height(), screen.height());
            save(batch, QStringLiteral("laptop-%1-batch-fields-%2").arg(size, lang));
            EXPECT_EQ(truncatedTexts(batch), QStringList()) << qPrintable(size) << " " << qPrintable(lang);
            EXPECT_EQ(offWindowWidgets(batch), QStringList()) << qPrintable(size) << " " << qPrintable(lang);
            batch->close();
            QCoreApplication::processEvents();
            delete w.findChild<BatchWindow *>();

            FedDeviceEvents events;
            StationWindow station(*findProfile(QStringLiteral("read-scan")), RunOptions {}, QString(), &events);
            fill(station.reportFields());
            station.show();
            station.resize(station.size().boundedTo(screen));
            ASSERT_TRUE(QTest::qWaitForWindowExposed(&station));
            settle();
            EXPECT_LE(station.frameGeometry().width(), screen.width());
            EXPECT_LE(station.frameGeometry().height(), screen.height());
            save(&station, QStringLiteral("laptop-%1-station-fields-%2").arg(size, lang));
            EXPECT_EQ(truncatedTexts(&station), QStringList()) << qPrintable(size) << " " << qPrintable(lang);
            EXPECT_EQ(offWindowWidgets(&station), QStringList()) << qPrintable(size) << " " << qPrintable(lang);
        }
    }
    qunsetenv("SEKTOR_HISTORY");
    applyLanguage(QStringLiteral("en"));
}
