// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Screenshots of a real run in every language, for people to look at (SEKTOR_SCREENSHOT_DIR),
// and a check that no label, button, tab or combo box text is cut off in any of them.
#include "guihelpers.h"
#include "reportfixtures.h"
#include "screenshotsupport.h"
#include "support/loopdevice.h"
#include "support/mountedloop.h"
#include "support/oneprocessor.h"
#include "support/requireroot.h"
#include "support/tempdir.h"

#include "engine/benchmark.h"
#include "gui/charts/chartspage.h"
#include "gui/options/runoptionsbar.h"
#include "gui/results/conditionsblock.h"
#include "gui/results/resultcell.h"
#include "gui/results/resultscaption.h"
#include "gui/results/resultsgrid.h"
#include "gui/results/trustbanner.h"
#include "gui/run/destroydatadialog.h"
#include "gui/run/runcontroller.h"
#include "gui/settings/language.h"
#include "gui/settings/theme.h"
#include "gui/share/resultsimage.h"
#include "gui/share/shareactions.h"
#include "gui/target/targetselector.h"
#include "gui/window/mainwindow.h"
#include "model/caveats.h"
#include "model/cpucost.h"
#include "support/quickrun.h"
#include "windowundertest.h"

#include <QAbstractItemView>
#include <QAction>
#include <QCheckBox>
#include <QDir>
#include <QGuiApplication>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QToolButton>
#include <QWidgetAction>

#include <gtest/gtest.h>

#include <algorithm>
#include <iostream>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

namespace {

void runProfile(WindowUnderTest &w, const QString &profile)
{
    ASSERT_TRUE(w.optionsBar()->setProfile(profile));
    w.optionsBar()->setOptions(quickRunOptions());
    w.optionsBar()->setUnit(DisplayUnit::MegabytesPerSecond);
    QSignalSpy done(&w, &MainWindow::runFinished);
    w.runAll();
    ASSERT_TRUE(done.wait(120000));
}

} // namespace

TEST(Screenshots, MainWindowAndChartsInEveryLanguage)
{
    SEKTOR_REQUIRE_SCREENSHOTS();
    TempDir dir;
    WindowUnderTest w;
    w.resize(1120, 860);
    w.show();
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(dir.path())));
    runProfile(w, QStringLiteral("default"));
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
        applyLanguage(lang);
        w.tabs()->setCurrentIndex(0);
        settle();
        save(&w, QStringLiteral("main-%1").arg(lang));
        EXPECT_EQ(truncatedTexts(&w), QStringList()) << "main window, " << qPrintable(lang);
        w.tabs()->setCurrentIndex(1);
        settle();
        save(&w, QStringLiteral("charts-%1").arg(lang));
        EXPECT_EQ(truncatedTexts(&w), QStringList()) << "charts page, " << qPrintable(lang);
    }
    // The raw-write warning, with the device name typed so the enabled button shows too.
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
        applyLanguage(lang);
        DestroyDataDialog dialog(fixtureDrive(), &w);
        dialog.show();
        dialog.nameEdit()->setText(QStringLiteral("sdb"));
        settle();
        save(&dialog, QStringLiteral("destroy-dialog-%1").arg(lang));
        EXPECT_EQ(truncatedTexts(&dialog), QStringList()) << "warning dialog, " << qPrintable(lang);
    }
    applyLanguage(QStringLiteral("en"));
    settle();
    const QString shared
        = QStringLiteral(SEKTOR_SCREENSHOT_DIR "/share-en%1.png").arg(qEnvironmentVariable("SEKTOR_SCREENSHOT_SUFFIX"));
    EXPECT_EQ(w.share()->writeImage(shared), QString()) << "the image for forums";

    w.tabs()->setCurrentIndex(1);
    w.chartsPage()->logScaleSwitch()->setChecked(true);
    settle();
    save(&w, QStringLiteral("charts-log-en"));
    EXPECT_EQ(truncatedTexts(&w), QStringList()) << "charts on a log scale";
    w.chartsPage()->logScaleSwitch()->setChecked(false);

    applyTheme(Theme::Dark);
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
        applyLanguage(lang);
        w.tabs()->setCurrentIndex(0);
        settle();
        save(&w, QStringLiteral("main-dark-%1").arg(lang));
        w.tabs()->setCurrentIndex(1);
        settle();
        save(&w, QStringLiteral("charts-dark-%1").arg(lang));
        EXPECT_EQ(truncatedTexts(&w), QStringList()) << "dark charts page, " << qPrintable(lang);
        DestroyDataDialog dialog(fixtureDrive(), &w);
        dialog.show();
        dialog.nameEdit()->setText(QStringLiteral("sdb"));
        settle();
        save(&dialog, QStringLiteral("destroy-dialog-dark-%1").arg(lang));
        EXPECT_EQ(truncatedTexts(&dialog), QStringList()) << "dark warning dialog, " << qPrintable(lang);
    }
    applyTheme(Theme::System);

    runProfile(w, QStringLiteral("qd-sweep"));
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("pt")}) { // pt: the longest legend entries
        applyLanguage(lang);
        w.tabs()->setCurrentIndex(1);
        settle();
        save(&w, QStringLiteral("charts-qd-sweep-%1").arg(lang));
        EXPECT_EQ(truncatedTexts(&w), QStringList()) << "QD sweep charts, " << qPrintable(lang);
        w.tabs()->setCurrentIndex(0);
        settle();
        save(&w, QStringLiteral("main-qd-sweep-%1").arg(lang));
        EXPECT_EQ(truncatedTexts(&w), QStringList()) << "QD sweep grid, " << qPrintable(lang);
    }

    runProfile(w, QStringLiteral("block-size-sweep"));
    w.tabs()->setCurrentIndex(1);
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
        applyLanguage(lang);
        settle();
        save(&w, QStringLiteral("charts-block-size-%1").arg(lang));
        EXPECT_EQ(truncatedTexts(&w), QStringList()) << "block size sweep charts, " << qPrintable(lang);
    }
    runProfile(w, QStringLiteral("sustained-write"));
    w.tabs()->setCurrentIndex(1);
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
        applyLanguage(lang);
        settle();
        save(&w, QStringLiteral("charts-sustained-%1").arg(lang));
        EXPECT_EQ(truncatedTexts(&w), QStringList()) << "sustained write charts, " << qPrintable(lang);
    }
    applyLanguage(QStringLiteral("en"));
}

// A 1920×1080 screen at 150 % leaves about 1280×646 for a window, a 1366×768 one at 125 % about 1093×614: the window
// must fit both in every language with nothing cut off or pushed out, the warnings about a memory-backed target shown.
TEST(Screenshots, FitsLaptopScreensWithTheWarningsShown)
{
    SEKTOR_REQUIRE_SCREENSHOTS();
    TempDir dir("/dev/shm"); // tmpfs: the banner warns before and after the run
    WindowUnderTest w;
    w.show();
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(dir.path())));
    // The first thing a user sees: the empty grid, its hint, and the warning about this target before any run.
    w.resize(1280, 646);
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
        applyLanguage(lang);
        settle();
        save(&w, QStringLiteral("start-1280x646-%1").arg(lang));
        EXPECT_EQ(truncatedTexts(&w), QStringList()) << "start, " << qPrintable(lang);
    }
    runProfile(w, QStringLiteral("default"));
    for (const QSize screen : {QSize(1280, 646), QSize(1093, 614)}) {
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
            applyLanguage(lang);
            w.tabs()->setCurrentIndex(0);
            settle();
            const QSize minimum = w.minimumSizeHint().expandedTo(w.minimumSize());
            std::cout << "minimum window size, " << qPrintable(lang) << ": " << minimum.width() << "x"
                      << minimum.height() << std::endl;
            EXPECT_LE(minimum.width(), screen.width()) << qPrintable(lang);
            EXPECT_LE(minimum.height(), screen.height()) << qPrintable(lang);
            w.resize(screen);
            settle();
            const QString size = QStringLiteral("%1x%2").arg(screen.width()).arg(screen.height());
            save(&w, QStringLiteral("laptop-%1-%2").arg(size, lang));
            EXPECT_EQ(truncatedTexts(&w), QStringList()) << qPrintable(size) << ", " << qPrintable(lang);
            EXPECT_EQ(offWindowWidgets(&w), QStringList()) << qPrintable(size) << ", " << qPrintable(lang);
        }
    }
    // Dark, in every language, at the smaller laptop size: the banner, marks and caption must read there too.
    applyTheme(Theme::Dark);
    w.resize(1093, 614);
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
        applyLanguage(lang);
        settle();
        save(&w, QStringLiteral("laptop-1093x614-dark-%1").arg(lang));
        EXPECT_EQ(truncatedTexts(&w), QStringList()) << "dark, " << qPrintable(lang);
    }
    applyTheme(Theme::System);
    // The picture of this run, with its caveat, in each language (it follows the window's).
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
        applyLanguage(lang);
        const QString shared = QStringLiteral(SEKTOR_SCREENSHOT_DIR "/share-memory-%1%2.png")
                                   .arg(lang, qEnvironmentVariable("SEKTOR_SCREENSHOT_SUFFIX"));
        EXPECT_EQ(w.share()->writeImage(shared), QString()) << qPrintable(lang);
    }
    applyLanguage(QStringLiteral("en"));
}

// A folder on a file system on a loop device: after the run the conditions behind the figures (the loop device and the
// file behind it) are under the grid, one line until asked for, every one when expanded; both fit a laptop screen.
TEST(Screenshots, TheConditionsFitALaptopScreen)
{
    SEKTOR_REQUIRE_SCREENSHOTS();
    SEKTOR_REQUIRE_ROOT();
    MountedLoop fs(64 * MiB);
    ASSERT_TRUE(fs.ok()) << fs.error();
    WindowUnderTest w;
    w.show();
    w.resize(1280, 646);
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(fs.path())));
    runProfile(w, QStringLiteral("default"));
    ConditionsBlock *block = w.resultsCaption()->conditions();
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
        applyLanguage(lang);
        w.tabs()->setCurrentIndex(0);
        for (const bool expanded : {false, true}) {
            block->setExpanded(expanded);
            settle();
            ASSERT_TRUE(block->isVisible()) << qPrintable(lang);
            EXPECT_TRUE(std::any_of(block->notes().cbegin(), block->notes().cend(), [&fs](const QString &n) {
                return n.contains(QString::fromStdString(fs.loop().backingFile()));
            })) << qPrintable(block->notes().join(QLatin1Char('\n')));
            save(&w,
                 QStringLiteral("laptop-1280x646-conditions%1-%2")
                     .arg(expanded ? QStringLiteral("-all") : QString(), lang));
            EXPECT_EQ(truncatedTexts(&w), QStringList()) << qPrintable(lang) << (expanded ? " expanded" : "");
            EXPECT_EQ(offWindowWidgets(&w), QStringList()) << qPrintable(lang) << (expanded ? " expanded" : "");
        }
        block->setExpanded(false);
        EXPECT_EQ(w.share()->writeImage(QStringLiteral(SEKTOR_SCREENSHOT_DIR "/share-conditions-%1%2.png")
                                            .arg(lang, qEnvironmentVariable("SEKTOR_SCREENSHOT_SUFFIX"))),
                  QString());
    }
    applyLanguage(QStringLiteral("en"));
}

// The picture for forums of a worn drive on a loop device in a memory-backed folder: caveats, then the link, the
// health and the stack, as many as fit above the grid. And of a run stopped after three of its tests: it says so.
TEST(Screenshots, TheSharedPictureSaysWhyInEveryLanguage)
{
    SEKTOR_REQUIRE_SCREENSHOTS();
    RunResult worn = Fixtures::defaultProfile();
    DriveHealth health;
    health.source = DriveHealth::Source::NvmeLog;
    health.availableSparePercent = 8;
    health.spareThresholdPercent = 10;
    health.percentageUsed = 97;
    health.powerOnHours = 21340;
    worn.target.drives.first().healthBefore = health;
    worn.target.drives.first().healthAfter = health;
    worn.conditions << ConditionFact {QLatin1String(Condition::LoopDevice), QStringLiteral("/home/alice/disk.img")};
    RunResult inMemory = worn;
    inMemory.target.memoryBacked = true;
    RunResult stopped = Fixtures::defaultProfile();
    stopped.tests = stopped.tests.mid(0, 3);
    stopped.warnings << QLatin1String(Caveat::Stopped);
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
        applyLanguage(lang);
        for (const auto &[name, result] :
             {std::pair {"worn", worn}, std::pair {"worn-in-memory", inMemory}, std::pair {"stopped", stopped}}) {
            const QString path = QStringLiteral(SEKTOR_SCREENSHOT_DIR "/share-%1-%2%3.png")
                                     .arg(QLatin1String(name), lang, qEnvironmentVariable("SEKTOR_SCREENSHOT_SUFFIX"));
            EXPECT_TRUE(renderResultsImage(result, 1.0).save(path)) << qPrintable(path);
        }
    }
    applyLanguage(QStringLiteral("en"));
}

// A sustained write at the smaller laptop size: the note before the run (size and time limit), and the chart of a
// result whose cache (20 GB at 2000 MB/s) and rate after it (500 MB/s) are known, with its picture for forums.
TEST(Screenshots, ASustainedWriteFitsALaptopScreen)
{
    SEKTOR_REQUIRE_SCREENSHOTS();
    TempDir dir;
    WindowUnderTest w;
    w.show();
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(dir.path())));
    ASSERT_TRUE(w.optionsBar()->setProfile(QStringLiteral("sustained-write")));
    w.resize(1280, 646);
    const RunResult result = Fixtures::sustainedWrite(true);
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
        applyLanguage(lang);
        w.tabs()->setCurrentIndex(0);
        settle();
        save(&w, QStringLiteral("laptop-1280x646-sustained-%1").arg(lang));
        EXPECT_EQ(truncatedTexts(&w), QStringList()) << "sustained write note, " << qPrintable(lang);
        EXPECT_EQ(offWindowWidgets(&w), QStringList()) << qPrintable(lang);
        w.chartsPage()->setResult(result);
        w.tabs()->setCurrentIndex(1);
        settle();
        save(&w, QStringLiteral("laptop-1280x646-sustained-charts-%1").arg(lang));
        EXPECT_EQ(truncatedTexts(&w), QStringList()) << "sustained write chart, " << qPrintable(lang);
        // The popup with the sweep's block sizes and queue depth, and the sustained write's limit and depth.
        for (const QString &profile : {QStringLiteral("block-size-sweep"), QStringLiteral("sustained-write")}) {
            ASSERT_TRUE(w.optionsBar()->setProfile(profile));
            auto *more = w.optionsBar()->findChild<QToolButton *>();
            ASSERT_NE(more, nullptr);
            more->menu()->popup(more->mapToGlobal(QPoint(0, more->height())));
            settle();
            save(more->menu(), QStringLiteral("more-%1-%2").arg(profile, lang));
            EXPECT_EQ(truncatedTexts(more->menu()), QStringList()) << qPrintable(profile) << ", " << qPrintable(lang);
            // The menu sized for the rows shown now, not those of the profile before: none cut off, none empty.
            const QWidget *panel = qobject_cast<QWidgetAction *>(more->menu()->actions().constFirst())->defaultWidget();
            EXPECT_GE(more->menu()->width(), panel->sizeHint().width()) << qPrintable(profile);
            EXPECT_LE(more->menu()->height(), panel->sizeHint().height() + 16) << qPrintable(profile);
            more->menu()->hide();
        }
        EXPECT_TRUE(renderResultsImage(result, 1.0)
                        .save(QStringLiteral(SEKTOR_SCREENSHOT_DIR "/share-sustained-%1%2.png")
                                  .arg(lang, qEnvironmentVariable("SEKTOR_SCREENSHOT_SUFFIX"))));
    }
    applyLanguage(QStringLiteral("en"));
}

TEST(Screenshots, TheSurfaceTestsFitALaptopScreen)
{
    SEKTOR_REQUIRE_SCREENSHOTS();
    WindowUnderTest w;
    w.show();
    w.resize(1280, 646);
    const std::pair<const char *, RunResult> results[] = {{"position-map", Fixtures::positionMap()},
                                                          {"read-scan", Fixtures::readScan()},
                                                          {"access-time", Fixtures::accessTime()}};
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
        applyLanguage(lang);
        for (const auto &[name, result] : results) {
            w.chartsPage()->setResult(result);
            w.tabs()->setCurrentIndex(1);
            settle();
            save(&w, QStringLiteral("laptop-1280x646-%1-%2").arg(QLatin1String(name), lang));
            EXPECT_EQ(truncatedTexts(&w), QStringList()) << name << ", " << qPrintable(lang);
            EXPECT_TRUE(
                renderResultsImage(result, 1.0)
                    .save(QStringLiteral(SEKTOR_SCREENSHOT_DIR "/share-%1-%2%3.png")
                              .arg(QLatin1String(name), lang, qEnvironmentVariable("SEKTOR_SCREENSHOT_SUFFIX"))));
            // Its settings in the More… popup, as on a drive (a folder greys the surface profiles).
            w.optionsBar()->setTargetIsDevice(true);
            ASSERT_TRUE(w.optionsBar()->setProfile(QLatin1String(name)));
            auto *more = w.optionsBar()->findChild<QToolButton *>();
            more->menu()->popup(more->mapToGlobal(QPoint(0, more->height())));
            settle();
            save(more->menu(), QStringLiteral("more-%1-%2").arg(QLatin1String(name), lang));
            EXPECT_EQ(truncatedTexts(more->menu()), QStringList()) << name << ", " << qPrintable(lang);
            more->menu()->hide();
        }
    }
    applyLanguage(QStringLiteral("en"));
}

// The target list opened, in every language: its group headings (filesystems, memory, drives, loop devices) and the
// loop devices in natural order.
TEST(Screenshots, TargetListInEveryLanguage)
{
    SEKTOR_REQUIRE_SCREENSHOTS();
    SEKTOR_REQUIRE_ROOT();
    LoopDevice onDisk(LoopDevice::Options {.backingDir = "/var/tmp"});
    ASSERT_TRUE(onDisk.ok()) << onDisk.error();
    LoopDevice inMemory;
    ASSERT_TRUE(inMemory.ok()) << inMemory.error();
    WindowUnderTest w;
    w.resize(1280, 646);
    w.show();
    w.targetSelector()->rescan();
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(onDisk.device())));
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
        applyLanguage(lang);
        w.targetSelector()->showPopup();
        settle();
        save(w.targetSelector()->view()->window(), QStringLiteral("target-list-%1").arg(lang));
        w.targetSelector()->hidePopup();
        settle();
    }
    applyLanguage(QStringLiteral("en"));
}

// The question Ctrl+Q asks mid-run, in every language: it fits, and its buttons say what they do.
TEST(Screenshots, QuitQuestionMidRunInEveryLanguage)
{
    SEKTOR_REQUIRE_SCREENSHOTS();
    TempDir dir;
    WindowUnderTest w;
    w.resize(1280, 646);
    w.show();
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(dir.path())));
    ASSERT_TRUE(w.optionsBar()->setProfile(QStringLiteral("demo")));
    RunOptions options = quickRunOptions();
    options.measureTime = std::chrono::seconds(30);
    w.optionsBar()->setOptions(options);
    QSignalSpy done(&w, &MainWindow::runFinished);
    w.runAll();
    ASSERT_TRUE(w.controller()->isRunning());
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
        applyLanguage(lang);
        w.findChild<QAction *>(QStringLiteral("quitAction"))->trigger();
        QPointer<QMessageBox> question = w.findChild<QMessageBox *>(QStringLiteral("quitQuestion"));
        ASSERT_NE(question, nullptr);
        settle();
        save(question, QStringLiteral("quit-question-%1").arg(lang));
        EXPECT_EQ(truncatedTexts(question), QStringList()) << "quit question, " << qPrintable(lang);
        question->findChild<QPushButton *>(QStringLiteral("keepRunning"))->click();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }
    applyLanguage(QStringLiteral("en"));
    w.stop();
    ASSERT_TRUE(done.wait(30000));
}

// The warning banner with more notes than it shows, folded and unfolded, in every language, at a laptop's width.
TEST(Screenshots, ABannerOfManyNotesFoldsInEveryLanguage)
{
    SEKTOR_REQUIRE_SCREENSHOTS();
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
        applyLanguage(lang);
        TrustBanner banner;
        banner.resize(1260, banner.heightForWidth(1260)); // as a layout sizes it
        banner.setNotes(QStringLiteral("Read these figures with care:"),
                        {caveatText(QLatin1String(Caveat::MemoryBacked)),
                         caveatText(QLatin1String(Caveat::CacheAffected)),
                         QStringLiteral("SEQ1M Q8T1 Read varied by 13% between runs."),
                         QStringLiteral("SEQ1M Q1T1 Read varied by 21% between runs."),
                         QStringLiteral("RND4K Q32T1 Read varied by 41% between runs."),
                         QStringLiteral("RND4K Q1T1 Read varied by 17% between runs.")});
        banner.show();
        banner.resize(1260, banner.heightForWidth(1260)); // as a layout sizes it
        settle();
        save(&banner, QStringLiteral("banner-folded-%1").arg(lang));
        EXPECT_EQ(truncatedTexts(&banner), QStringList()) << "folded banner, " << qPrintable(lang);
        banner.setExpanded(true);
        banner.resize(1260, banner.heightForWidth(1260)); // as a layout sizes it
        settle();
        save(&banner, QStringLiteral("banner-expanded-%1").arg(lang));
    }
    applyLanguage(QStringLiteral("en"));
}

// A memory-backed result with tests whose runs varied, in the window and in the picture: what it measures
// first and bold, the runs in one quieter line that expands; the picture's notes box bounded. The window's banner is
// given the notes of the same run with five of its tests made to vary (a real run's spread cannot be chosen).
TEST(Screenshots, CaveatLevelsInTheBannerAndThePicture)
{
    SEKTOR_REQUIRE_SCREENSHOTS();
    TempDir dir("/dev/shm");
    WindowUnderTest w;
    w.resize(1280, 646);
    w.show();
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(dir.path())));
    runProfile(w, QStringLiteral("default"));
    RunResult varied = w.controller()->result();
    ASSERT_GE(varied.tests.size(), 5);
    const double spreads[] = {21, 13, 41, 17, 30};
    for (int i = 0; i < 5; ++i) {
        TestResult &t = varied.tests[i];
        t = Fixtures::makeTest(t.spec, t.mode, {1000.0, 1000.0, 1000.0 + 10 * spreads[i]}, 20.0);
    }
    for (const QSize screen : {QSize(1280, 646), QSize(1093, 614)}) {
        const QString size = QStringLiteral("%1x%2").arg(screen.width()).arg(screen.height());
        w.resize(screen);
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
            applyLanguage(lang);
            settle();
            w.trustBanner()->setNotes(
                QCoreApplication::translate("Sektor::Gui::MainWindow", "Read these figures with care:"),
                foldedTrustNotes(varied));
            settle();
            save(&w, QStringLiteral("caveats-%1-%2").arg(size, lang));
            EXPECT_EQ(truncatedTexts(&w), QStringList()) << qPrintable(size) << ", " << qPrintable(lang);
            w.trustBanner()->setExpanded(true);
            settle();
            save(&w, QStringLiteral("caveats-expanded-%1-%2").arg(size, lang));
            w.trustBanner()->setExpanded(false);
            if (screen.width() == 1280)
                saveSharePicture(varied, QStringLiteral("caveats-share-%1").arg(lang));
        }
    }
    applyLanguage(QStringLiteral("en"));
}

// A real run of the sync engine on tmpfs, held to one processor: each read is a copy from memory in the
// reading thread, so the processor, not the drive, set the figures. The banner says so beside "this measures RAM", and
// RND4K Q1T1 read's tooltip gives its CPU time per I/O and how busy its thread was, in every language on the 1280×646
// laptop screen. The window has no engine to choose (its io_uring hands tmpfs reads to the kernel's workers, whose time
// is not the test's), so the engine runs here, as sektor-cli --engine sync would, and the window shows its result on
// the same target, as right after a run.
TEST(Screenshots, AFigureTheProcessorSetSaysSoInTheBannerAndItsTooltip)
{
    SEKTOR_REQUIRE_SCREENSHOTS();
    TempDir dir("/dev/shm");
    const std::optional<Profile> profile = findProfile(QStringLiteral("default"));
    ASSERT_TRUE(profile);
    RunOptions options = quickRunOptions();
    options.engine = EngineChoice::Sync;
    Benchmark benchmark(*profile, QString::fromStdString(dir.path()), options);
    CancelToken cancel;
    RunOutcome outcome;
    {
        OneProcessor pinned; // every thread of this process, the engine's among them, on processor 0
        ASSERT_TRUE(pinned.ok()) << pinned.error();
        outcome = benchmark.run(cancel);
    }
    ASSERT_TRUE(outcome.ok()) << qPrintable(outcome.error.message());
    const RunResult &result = outcome.result;
    const auto bound = std::find_if(result.tests.cbegin(), result.tests.cend(), [](const TestResult &t) {
        return t.spec.name() == QLatin1String("RND4K Q1T1") && t.mode == IoMode::Read;
    });
    ASSERT_NE(bound, result.tests.cend());
    ASSERT_TRUE(isCpuBound(*bound)) << "busy " << cpuCostOf(*bound).busyShare.value_or(-1);

    WindowUnderTest w;
    w.setRemembersSettings(false);
    w.resize(1280, 646);
    w.show();
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(dir.path())));
    ASSERT_TRUE(w.optionsBar()->setProfile(QStringLiteral("default")));
    w.optionsBar()->setUnit(DisplayUnit::MegabytesPerSecond);
    w.showPastRun(result, 0); // not from the history: the run just made on the selected target
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
        applyLanguage(lang);
        w.tabs()->setCurrentIndex(0);
        settle();
        EXPECT_EQ(truncatedTexts(&w), QStringList()) << qPrintable(lang);
        ResultCell *cell = w.grid()->cell(3, 0); // RND4K Q1T1, Read
        EXPECT_TRUE(cell->isMarked());
        if (lang == QLatin1String("en")) {
            EXPECT_TRUE(w.trustBanner()->text().contains(QLatin1String("limited by the processor, not the drive")))
                << qPrintable(w.trustBanner()->text());
            saveSharePicture(result, QStringLiteral("cpu-bound-share-en"));
        }
        saveWithToolTip(&w, cell, QStringLiteral("laptop-1280x646-cpu-bound-%1").arg(lang));
    }
    applyLanguage(QStringLiteral("en"));
}
