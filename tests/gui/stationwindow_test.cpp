// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The station in the window with a real loop device fed as plugged in: a read scan runs on it and its
// certificate is on the board; a profile that writes asks for the drive, naming it, and a drive not confirmed is left
// untouched while one confirmed is tested. (The station itself: tests/station; its board on a laptop screen:
// stationscreens_test.cpp.)
#include "guihelpers.h"
#include "model/kinds/burninoptions.h"
#include "support/feddeviceevents.h"
#include "support/loopdevice.h"
#include "support/requireroot.h"
#include "support/shell.h"
#include "support/tempdir.h"

#include "gui/batch/batchreportfields.h"
#include "gui/run/destroydatadialog.h"
#include "gui/station/stationboard.h"
#include "gui/station/stationwindow.h"
#include "model/profile.h"

#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

namespace {
// Not in RAM (the station leaves a loop device over tmpfs alone): the machine's disk holds its backing file.
LoopDevice::Options onDisk()
{
    LoopDevice::Options options;
    options.size = 32ull << 20;
    options.backingDir = "/var/tmp";
    return options;
}

RunOptions quick()
{
    RunOptions options;
    options.kinds.edit<BurnInOptions>().passes = 1;
    options.kinds.edit<BurnInOptions>().patterns = {BurnInPattern::Zeros};
    return options;
}
} // namespace

TEST(StationWindow, ADrivePluggedInIsScannedAndItsCertificateIsOnTheBoard)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop(onDisk());
    ASSERT_TRUE(loop.ok()) << loop.error();
    TempDir reports;
    FedDeviceEvents events;
    StationWindow window(*findProfile(QStringLiteral("read-scan")), RunOptions {}, QString(), &events);
    window.reportFields()->setFolder(QString::fromStdString(reports.path()));
    window.show();
    ASSERT_TRUE(window.startStation());
    events.add(QString::fromStdString(loop.name()));
    ASSERT_EQ(window.board()->rowCount(), 1);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            return !window.board()->certificateOf(0).isEmpty();
        },
        30000));
    EXPECT_TRUE(QFileInfo::exists(window.board()->certificateOf(0)));
    EXPECT_TRUE(
        window.board()->item(0, StationBoard::DriveColumn)->text().startsWith(QString::fromStdString(loop.name())));
    QSignalSpy stopped(&window, &StationWindow::stationStopped);
    window.stopStation();
    ASSERT_TRUE(stopped.wait(10000));
    EXPECT_FALSE(window.isRunning());
}

TEST(StationWindow, AKeyThatCannotSignKeepsItFromStartingAndOneThatCanSignsEachCertificate)
{
    SEKTOR_REQUIRE_ROOT();
    TempDir keys;
    const std::string key = keys.file("station-key");
    ASSERT_EQ(run({"ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", key}).exitCode, 0);
    const std::string lockedKey = keys.file("locked-key");
    ASSERT_EQ(run({"ssh-keygen", "-q", "-t", "ed25519", "-N", "secret", "-f", lockedKey}).exitCode, 0);
    LoopDevice loop(onDisk());
    ASSERT_TRUE(loop.ok()) << loop.error();
    TempDir reports;
    FedDeviceEvents events;
    StationWindow window(*findProfile(QStringLiteral("read-scan")), RunOptions {}, QString(), &events);
    window.reportFields()->setFolder(QString::fromStdString(reports.path()));
    window.reportFields()->setSignKey(QString::fromStdString(lockedKey));
    window.show();
    EXPECT_FALSE(window.startStation());
    EXPECT_FALSE(window.isRunning());
    EXPECT_TRUE(window.statusLabel()->text().contains(QLatin1String("passphrase")))
        << qPrintable(window.statusLabel()->text());

    window.reportFields()->setSignKey(QString::fromStdString(key));
    ASSERT_TRUE(window.startStation());
    events.add(QString::fromStdString(loop.name()));
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            return !window.board()->certificateOf(0).isEmpty();
        },
        30000));
    const QString pdf = window.board()->certificateOf(0);
    QFile file(pdf);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << qPrintable(pdf);
    const CommandResult check = run({"ssh-keygen",
                                     "-Y",
                                     "check-novalidate",
                                     "-n",
                                     "sektor-certificate",
                                     "-s",
                                     QString(pdf + QLatin1String(".sig")).toStdString()},
                                    file.readAll().toStdString());
    EXPECT_EQ(check.exitCode, 0) << check.err;
    QSignalSpy stopped(&window, &StationWindow::stationStopped);
    window.stopStation();
    ASSERT_TRUE(stopped.wait(10000));
}

TEST(StationWindow, AProfileThatWritesAsksForEachDriveAndLeavesOneNotConfirmedUntouched)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice declined(onDisk());
    LoopDevice confirmed(onDisk());
    ASSERT_TRUE(declined.ok() && confirmed.ok());
    TempDir reports;
    FedDeviceEvents events;
    StationWindow window(*findProfile(QStringLiteral("burn-in")), quick(), QString(), &events);
    window.reportFields()->setFolder(QString::fromStdString(reports.path()));
    window.show();
    ASSERT_TRUE(window.startStation());
    const BlockStat before = BlockStat::read(declined.name());
    events.add(QString::fromStdString(declined.name()));
    events.add(QString::fromStdString(confirmed.name()));
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            return window.consentDialog() != nullptr;
        },
        5000));
    window.consentDialog()->reject(); // the first drive: not to be destroyed
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            return window.consentDialog() != nullptr;
        },
        5000))
        << "the next drive asked";
    auto *dialog = qobject_cast<DestroyDataDialog *>(window.consentDialog());
    ASSERT_NE(dialog, nullptr);
    dialog->nameEdit()->setText(QString::fromStdString(confirmed.name()));
    dialog->destroyButton()->click();
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            return !window.board()->certificateOf(1).isEmpty();
        },
        30000));
    EXPECT_TRUE(window.board()->certificateOf(0).isEmpty());
    EXPECT_EQ((BlockStat::read(declined.name()) - before).writeIos, 0u) << "not confirmed: never written";
    QSignalSpy stopped(&window, &StationWindow::stationStopped);
    window.stopStation();
    ASSERT_TRUE(stopped.wait(10000));
}
