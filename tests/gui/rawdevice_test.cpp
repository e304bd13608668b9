// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Raw devices in the window: a write test waits for the typed name, refused devices say why. (The destroy-data
// dialog itself: destroydatadialog_test.cpp.)
#include "guihelpers.h"
#include "support/loopdevice.h"
#include "support/mountedloop.h"
#include "support/requireroot.h"

#include "gui/options/runoptionsbar.h"
#include "gui/run/destroydatadialog.h"
#include "gui/run/runcontroller.h"
#include "gui/target/driveinfopanel.h"
#include "gui/target/targetselector.h"
#include "gui/window/mainwindow.h"
#include "support/quickrun.h"
#include "windowundertest.h"

#include <QCheckBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

namespace {

QCheckBox *modeBox(WindowUnderTest &w, const QString &text)
{
    for (QCheckBox *box : w.optionsBar()->findChildren<QCheckBox *>()) {
        if (box->text() == text)
            return box;
    }
    return nullptr;
}

DestroyDataDialog *openDialog(WindowUnderTest &w)
{
    DestroyDataDialog *dialog = nullptr;
    // A dialog that never opened is nullptr, which the caller asserts on.
    (void)QTest::qWaitFor(
        [&] {
            return (dialog = w.findChild<DestroyDataDialog *>()) != nullptr && dialog->isVisible();
        },
        WindowReactionTimeoutMs);
    return dialog;
}

} // namespace

TEST(RawDevice, AWriteTestWaitsForTheTypedNameAndThenRuns)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop;
    ASSERT_TRUE(loop.ok()) << loop.error();
    WindowUnderTest w;
    w.show();
    w.targetSelector()->rescan();
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(loop.device())));
    ASSERT_TRUE(w.optionsBar()->setProfile(QStringLiteral("demo")));
    w.optionsBar()->setOptions(quickRunOptions());
    QCheckBox *write = modeBox(w, QStringLiteral("&Write"));
    ASSERT_NE(write, nullptr);
    EXPECT_FALSE(write->isChecked()) << "a raw device starts with reads only";
    EXPECT_TRUE(write->isEnabled()) << "an unused loop device may be written";
    write->setChecked(true);

    w.runAll();
    DestroyDataDialog *dialog = openDialog(w);
    ASSERT_NE(dialog, nullptr);
    EXPECT_FALSE(w.controller()->isRunning()) << "nothing runs while the dialog asks";
    dialog->reject();
    QCoreApplication::processEvents();
    EXPECT_FALSE(w.controller()->isRunning()) << "cancelled: nothing runs";

    w.runAll();
    dialog = openDialog(w);
    ASSERT_NE(dialog, nullptr);
    dialog->destroyButton()->click(); // disabled: nothing happens
    EXPECT_FALSE(w.controller()->isRunning());
    dialog->nameEdit()->setText(QString::fromStdString(loop.name()));
    QSignalSpy done(&w, &MainWindow::runFinished);
    dialog->destroyButton()->click();
    EXPECT_TRUE(w.controller()->isRunning());
    ASSERT_TRUE(done.wait(60000));
    const auto outcome = done.at(0).at(0).value<RunOutcome>();
    ASSERT_TRUE(outcome.ok()) << qPrintable(outcome.error.message());
    EXPECT_EQ(w.controller()->result().tests.size(), 2) << "read and write ran";
}

TEST(RawDevice, ARefusedDeviceShowsWhyAndCannotBeWritten)
{
    SEKTOR_REQUIRE_ROOT();
    MountedLoop mounted(64ull << 20);
    ASSERT_TRUE(mounted.ok()) << mounted.error();
    WindowUnderTest w;
    w.targetSelector()->rescan();
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(mounted.loop().device())));
    EXPECT_FALSE(w.targetSelector()->currentTarget().writeRefusals.isEmpty());
    QCheckBox *write = modeBox(w, QStringLiteral("&Write"));
    ASSERT_NE(write, nullptr);
    EXPECT_FALSE(write->isEnabled());
    EXPECT_TRUE(w.driveInfo()->notice().contains(QStringLiteral("Write tests cannot run")))
        << qPrintable(w.driveInfo()->notice());
    EXPECT_TRUE(w.driveInfo()->notice().contains(QStringLiteral("unrealistically fast")))
        << "read tests warn about unwritten areas";
    EXPECT_FALSE(w.optionsBar()->profile().hasWrites());
}
