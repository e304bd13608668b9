// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Sharing from the window: the clipboard texts and files are exactly core's formats.
#include "guihelpers.h"
#include "support/tempdir.h"

#include "mainwindow.h"
#include "runcontroller.h"
#include "runoptionsbar.h"
#include "shareactions.h"
#include "targetselector.h"

#include "report/cdmtext.h"
#include "report/jsonreport.h"
#include "report/resultfile.h"
#include "report/sharetext.h"
#include "support/quickrun.h"

#include <QAction>
#include <QClipboard>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QLineEdit>
#include <QSignalSpy>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

TEST(Share, EveryFormatOfTheShownResult)
{
    TempDir dir;
    TempDir out;
    MainWindow w;
    w.show();
    EXPECT_FALSE(w.share()->copyText()->isEnabled()) << "nothing to share yet";
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(dir.path())));
    w.optionsBar()->setProfile(QStringLiteral("demo"));
    w.optionsBar()->setOptions(quickRunOptions());
    QSignalSpy done(&w, &MainWindow::runFinished);
    w.runAll();
    ASSERT_TRUE(done.wait(60000));
    w.comment()->setText(QStringLiteral("after a fresh TRIM"));
    const RunResult &result = w.controller()->result();
    EXPECT_EQ(result.comment, QStringLiteral("after a fresh TRIM")) << "the comment can be edited after the run";

    w.share()->copyText()->trigger();
    EXPECT_EQ(QGuiApplication::clipboard()->text(), cdmText(result));
    EXPECT_TRUE(QGuiApplication::clipboard()->text().contains(QStringLiteral("Comment: after a fresh TRIM")));
    w.share()->copyMarkdown()->trigger();
    EXPECT_EQ(QGuiApplication::clipboard()->text(), markdownText(result));
    w.share()->copyBbcode()->trigger();
    EXPECT_EQ(QGuiApplication::clipboard()->text(), bbcodeText(result));

    const QString png = QString::fromStdString(out.file("results.png"));
    ASSERT_EQ(w.share()->writeImage(png), QString());
    const QImage image(png);
    ASSERT_FALSE(image.isNull());
    EXPECT_GT(image.width(), 300);

    const QString json = QString::fromStdString(out.file("results.json"));
    ASSERT_EQ(writeResultFile(json, toJsonBytes(result)), QString());
    QFile file(json);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const auto loaded = fromJson(file.readAll());
    ASSERT_TRUE(loaded.hasValue());
    EXPECT_EQ(loaded->tests.size(), result.tests.size());

    EXPECT_NE(writeResultFile(QStringLiteral("/nonexistent/dir/x.csv"), "x"), QString()) << "errors are reported";
}
