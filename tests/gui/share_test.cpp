// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Sharing from the window, through its menus and their file dialogs as a user shares: the clipboard texts and the
// files are exactly core's formats, and a file that cannot be written is reported.
#include "guihelpers.h"
#include "support/tempdir.h"

#include "gui/options/runoptionsbar.h"
#include "gui/run/runcontroller.h"
#include "gui/target/targetselector.h"
#include "gui/window/mainwindow.h"
#include "windowundertest.h"

#include "report/cdmtext.h"
#include "report/jsonreport.h"
#include "report/sharetext.h"
#include "support/quickrun.h"

#include <QAction>
#include <QClipboard>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

namespace {

/// The item of the window's menu bar with this text (mnemonic included), as a user finds it; null when none has it.
QAction *menuItem(const WindowUnderTest &window, const QString &text)
{
    for (const QAction *menu : window.menuBar()->actions()) {
        for (QAction *item : menu->menu() ? menu->menu()->actions() : QList<QAction *>()) {
            if (item->text() == text)
                return item;
        }
    }
    return nullptr;
}

QByteArray contentsOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

TEST(Share, EveryFormatOfTheShownResult)
{
    TempDir dir;
    TempDir out;
    WindowUnderTest w;
    w.show();
    QAction *copyText = menuItem(w, QStringLiteral("&Copy as Text"));
    QAction *copyMarkdown = menuItem(w, QStringLiteral("Copy as &Markdown"));
    QAction *copyBbcode = menuItem(w, QStringLiteral("Copy as &BBCode"));
    QAction *copyImage = menuItem(w, QStringLiteral("Copy &Image"));
    QAction *saveImage = menuItem(w, QStringLiteral("&Save Image…"));
    QAction *exportJson = menuItem(w, QStringLiteral("Export &JSON…"));
    QAction *exportCsv = menuItem(w, QStringLiteral("Export CS&V…"));
    for (QAction *item : {copyText, copyMarkdown, copyBbcode, copyImage, saveImage, exportJson, exportCsv}) {
        ASSERT_NE(item, nullptr) << "a share item is missing from the menus";
        EXPECT_FALSE(item->isEnabled()) << qPrintable(item->text()) << ": nothing to share yet";
    }
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(dir.path())));
    w.optionsBar()->setProfile(QStringLiteral("demo"));
    w.optionsBar()->setOptions(quickRunOptions());
    QSignalSpy done(&w, &MainWindow::runFinished);
    w.runAll();
    ASSERT_TRUE(done.wait(60000));
    w.comment()->setText(QStringLiteral("after a fresh TRIM"));
    const RunResult &result = w.controller()->result();
    EXPECT_EQ(result.comment, QStringLiteral("after a fresh TRIM")) << "the comment can be edited after the run";

    copyText->trigger();
    EXPECT_EQ(QGuiApplication::clipboard()->text(), cdmText(result));
    EXPECT_TRUE(QGuiApplication::clipboard()->text().contains(QStringLiteral("Comment: after a fresh TRIM")));
    copyMarkdown->trigger();
    EXPECT_EQ(QGuiApplication::clipboard()->text(), markdownText(result));
    copyBbcode->trigger();
    EXPECT_EQ(QGuiApplication::clipboard()->text(), bbcodeText(result));
    copyImage->trigger();
    EXPECT_GT(QGuiApplication::clipboard()->image().width(), 300);

    const QString png = QString::fromStdString(out.file("results.png"));
    const SaveThroughDialog savedImage = saveThroughDialog(saveImage, png);
    EXPECT_TRUE(savedImage.dialogShown);
    EXPECT_EQ(savedImage.errorShown, QString());
    EXPECT_GT(QImage(png).width(), 300);

    const QString json = QString::fromStdString(out.file("results.json"));
    EXPECT_EQ(saveThroughDialog(exportJson, json).errorShown, QString());
    EXPECT_EQ(contentsOf(json), toJsonBytes(result));
    const auto loaded = fromJson(contentsOf(json));
    ASSERT_TRUE(loaded.hasValue());
    EXPECT_EQ(loaded->comment, result.comment);

    const QString csv = QString::fromStdString(out.file("results.csv"));
    EXPECT_EQ(saveThroughDialog(exportCsv, csv).errorShown, QString());
    EXPECT_EQ(contentsOf(csv), csvText(result).toUtf8());

    const QString unwritable = QStringLiteral("/nonexistent/dir/results.csv");
    const SaveThroughDialog failed = saveThroughDialog(exportCsv, unwritable);
    EXPECT_TRUE(failed.dialogShown);
    EXPECT_TRUE(failed.errorShown.contains(unwritable)) << "errors are reported: " << qPrintable(failed.errorShown);
}
