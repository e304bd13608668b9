// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The Health Check in the window on a laptop screen (1280×646) in en, de and pt: before, while the drive's
// self-test runs, stopped, failed, and with another test running already, from real runs on a loop device whose
// self-tests a scripted driver plays (no drive here has any); and its shared pictures, a pass and a failure. For people
// to look at, and failing on cut-off text.
#include "guihelpers.h"
#include "reportfixtures.h"
#include "screenshotsupport.h"
#include "support/loopdevice.h"
#include "support/requireroot.h"
#include "support/scriptedselftestdriver.h"

#include "engine/selftestsource.h"
#include "gui/options/runoptionsbar.h"
#include "gui/run/runcontroller.h"
#include "gui/settings/language.h"
#include "gui/target/targetselector.h"
#include "gui/window/mainwindow.h"
#include "health/selftestdrivers.h"
#include "model/healthcheck.h"
#include "windowundertest.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

namespace {
const QStringList Languages {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")};

// Every run from now on meets a drive that plays @p steps and ends as @p ending; with @p busy, one that runs a test of
// someone else's already.
void drivesPlay(std::vector<int> steps, std::optional<SelfTestOutcome> ending, bool busy = false)
{
    setSelfTestDriverSource([steps, ending, busy](const SelfTestDriverRequest &) {
        SelfTestDriverChoice choice;
        auto driver = std::make_unique<ScriptedDriver>(steps, ending);
        driver->failingLba = 1234567;
        if (busy)
            driver->m_log.running = SelfTestType::Extended;
        choice.driver = std::move(driver);
        return choice;
    });
}

void saveInEachLanguage(WindowUnderTest &w, const QString &stem)
{
    for (const QString &lang : Languages) {
        applyLanguage(lang);
        settle();
        save(&w, QStringLiteral("laptop-1280x646-%1-%2").arg(stem, lang));
        EXPECT_EQ(truncatedTexts(&w), QStringList()) << qPrintable(stem) << " " << qPrintable(lang);
    }
    applyLanguage(QStringLiteral("en"));
}
} // namespace

TEST(Screenshots, TheHealthCheckFitsALaptopScreenBeforeDuringAndAfter)
{
    SEKTOR_REQUIRE_SCREENSHOTS();
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop;
    ASSERT_TRUE(loop.ok()) << loop.error();
    SelfTestTiming quick;
    quick.poll = std::chrono::milliseconds(20);
    setSelfTestTiming(quick);
    WindowUnderTest w;
    w.show();
    w.resize(1280, 646);
    w.targetSelector()->rescan();
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(loop.device())));
    ASSERT_TRUE(w.optionsBar()->setProfile(QStringLiteral("health-check")));
    saveInEachLanguage(w, QStringLiteral("health-check-before"));

    // A short self-test that stays at 40 % until it is stopped.
    drivesPlay({40}, std::nullopt);
    QSignalSpy finished(&w, &MainWindow::runFinished);
    w.runAll();
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            return w.controller()->isRunning();
        },
        RunStartTimeoutMs));
    QTest::qWait(300); // a few polls: the progress and the time left are shown
    saveInEachLanguage(w, QStringLiteral("health-check-running"));
    w.stop();
    ASSERT_TRUE(finished.wait(10000));
    saveInEachLanguage(w, QStringLiteral("health-check-stopped"));

    // A short self-test that fails at a read.
    drivesPlay({20, 60}, SelfTestOutcome::Failed);
    w.runAll();
    ASSERT_TRUE(finished.wait(10000));
    saveInEachLanguage(w, QStringLiteral("health-check-failed"));
    EXPECT_EQ(w.grid()->rowCount(), 0) << "the start button alone: no speed row for a check";
    EXPECT_FALSE(w.grid()->resumeButton()->isVisible()) << "and nothing to go on with: a check that ended";
    // The drive runs someone else's test already: none is started, and the check says so.
    drivesPlay({}, SelfTestOutcome::Passed, true);
    w.runAll();
    ASSERT_TRUE(finished.wait(10000));
    saveInEachLanguage(w, QStringLiteral("health-check-another-running"));
    drivesPlay({20, 60}, SelfTestOutcome::Failed);
    w.runAll();
    ASSERT_TRUE(finished.wait(10000));

    w.tabs()->setCurrentIndex(1); // says why a check has nothing to chart
    saveInEachLanguage(w, QStringLiteral("health-check-charts"));
    EXPECT_TRUE(w.findChild<QWidget *>(QStringLiteral("healthCheckNothingToChart"))->isVisible());
    w.tabs()->setCurrentIndex(0);
    // A clean health log from a drive with no self-tests (QEMU's NVMe drive, many cheap ones): a PASS that says it
    // is not backed by a self-test.
    RunResult noSelfTest = Fixtures::healthCheck();
    HealthCheckResult &unbacked = noSelfTest.tests.first().payload.edit<HealthCheckResult>();
    unbacked.selfTest = SelfTestRun {};
    unbacked.selfTest.type = SelfTestType::Short;
    unbacked.selfTest.status = SelfTestStatus::NotAvailable;
    unbacked.selfTest.unavailable = SelfTestUnavailable::NoSelfTests;
    unbacked.log.entries.clear();
    for (const QString &lang : Languages) {
        applyLanguage(lang);
        saveSharePicture(w.controller()->result(), QStringLiteral("share-health-check-failed-%1").arg(lang));
        saveSharePicture(Fixtures::healthCheck(), QStringLiteral("share-health-check-pass-%1").arg(lang));
        saveSharePicture(noSelfTest, QStringLiteral("share-health-check-pass-no-self-test-%1").arg(lang));
    }
    applyLanguage(QStringLiteral("en"));
    Health::registerSelfTestDrivers();
    setSelfTestTiming({});
}
