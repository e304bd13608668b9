// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The station's board on a 1280×646 laptop screen in en, de and pt while it reads three slow shaped drives plugged in
// (fed as plugged in: the station looks at no other test's devices): for people to look at, failing on cut-off text or
// a window larger than the screen.
#include "guihelpers.h"
#include "screenshotsupport.h"
#include "support/feddeviceevents.h"
#include "support/requireroot.h"
#include "support/shapeddevice.h"
#include "support/tempdir.h"

#include "gui/batch/batchreportfields.h"
#include "gui/settings/language.h"
#include "gui/station/stationboard.h"
#include "gui/station/stationwindow.h"
#include "model/profile.h"

#include <QLineEdit>
#include <QProgressBar>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

#include <memory>
#include <vector>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

TEST(Screenshots, TheStationsBoardFitsALaptopScreenWhileItTestsThreeDrives)
{
    SEKTOR_REQUIRE_SCREENSHOTS();
    SEKTOR_REQUIRE_ROOT();
    std::vector<std::unique_ptr<ShapedDevice>> drives;
    for (int i = 0; i < 3; ++i) {
        DeviceShape shape;
        shape.size = 48ull << 20;
        shape.readZones = {{shape.size, 12e6}}; // 4 s to scan
        drives.push_back(std::make_unique<ShapedDevice>(shape));
        ASSERT_TRUE(drives.back()->ok()) << drives.back()->error();
    }
    TempDir reports;
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
        applyLanguage(lang);
        FedDeviceEvents events;
        StationWindow window(*findProfile(QStringLiteral("read-scan")), RunOptions {}, QString(), &events);
        window.reportFields()->setFolder(QString::fromStdString(reports.path()));
        window.reportFields()->operatorEdit()->setText(QStringLiteral("Ana Técnica"));
        window.show();
        window.resize(1280, 646);
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
        ASSERT_TRUE(window.startStation());
        for (const auto &drive : drives)
            events.add(QString::fromStdString(drive->name()));
        // A third into the first drive's scan.
        ASSERT_TRUE(QTest::qWaitFor(
            [&] {
                const auto *bar
                    = qobject_cast<QProgressBar *>(window.board()->cellWidget(0, StationBoard::ProgressColumn));
                return bar && bar->value() > 300;
            },
            20000));
        settle();
        EXPECT_LE(window.frameGeometry().width(), 1280);
        EXPECT_LE(window.frameGeometry().height(), 646);
        save(&window, QStringLiteral("laptop-1280x646-station-board-%1").arg(lang));
        EXPECT_EQ(truncatedTexts(&window), QStringList()) << qPrintable(lang);
        EXPECT_EQ(offWindowWidgets(&window), QStringList()) << qPrintable(lang);
        QSignalSpy stopped(&window, &StationWindow::stationStopped);
        window.stopStation();
        ASSERT_TRUE(stopped.wait(20000));
    }
    applyLanguage(QStringLiteral("en"));
}
