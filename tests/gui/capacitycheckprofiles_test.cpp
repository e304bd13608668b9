// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The capacity checks in the profile list: only a drive offers the capacity probe and only a folder the verify; the
// other target greys each with the reason.
#include "gui/options/runoptionsbar.h"

#include <QComboBox>
#include <QStandardItemModel>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;

TEST(CapacityCheckWindow, AFolderGreysTheProbeWithTheReason)
{
    RunOptionsBar bar;
    bar.setTargetIsDevice(false);
    auto *profiles = bar.findChild<QComboBox *>();
    ASSERT_NE(profiles, nullptr);
    const int at = profiles->findData(QStringLiteral("capacity-probe"));
    ASSERT_GE(at, 0);
    const auto *model = qobject_cast<const QStandardItemModel *>(profiles->model());
    ASSERT_NE(model, nullptr);
    EXPECT_FALSE(model->item(at)->isEnabled());
    EXPECT_TRUE(model->item(at)->toolTip().contains(QLatin1String("real capacity")))
        << qPrintable(model->item(at)->toolTip());
    bar.setTargetIsDevice(true);
    EXPECT_TRUE(model->item(at)->isEnabled());
}

TEST(CapacityCheckWindow, ARawDeviceGreysTheVerifyWithTheReason)
{
    RunOptionsBar bar;
    bar.setTargetIsDevice(true);
    auto *profiles = bar.findChild<QComboBox *>();
    ASSERT_NE(profiles, nullptr);
    const int at = profiles->findData(QStringLiteral("verify"));
    ASSERT_GE(at, 0);
    const auto *model = qobject_cast<const QStandardItemModel *>(profiles->model());
    ASSERT_NE(model, nullptr);
    EXPECT_FALSE(model->item(at)->isEnabled());
    EXPECT_TRUE(model->item(at)->toolTip().contains(QLatin1String("choose a folder")))
        << qPrintable(model->item(at)->toolTip());
}
