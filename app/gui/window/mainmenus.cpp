// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/window/mainmenus.h"
#include "gui/settings/settingsmenu.h"
#include "gui/share/shareactions.h"
#include "gui/widgets/themedicon.h"

#include "model/project.h"

#include <QApplication>
#include <QMainWindow>
#include <QMenuBar>
#include <QMessageBox>

namespace Sektor::Gui {

MainMenus::MainMenus(QMainWindow *window, ShareActions *share)
    : QObject(window)
    , m_window(window)
    , m_file(window->menuBar()->addMenu(QString()))
    , m_edit(window->menuBar()->addMenu(QString()))
    , m_benchmark(window->menuBar()->addMenu(QString()))
{
    m_file->addAction(share->saveImage());
    m_file->addAction(share->exportJson());
    m_file->addAction(share->exportCsv());
    m_file->addSeparator();
    m_quit = m_file->addAction(QString(), window, &QWidget::close);
    m_quit->setObjectName(QStringLiteral("quitAction"));
    // The platform's quit keys; Ctrl+Q where it names none (a bare X11 session, the offscreen platform).
    const QList<QKeySequence> quitKeys = QKeySequence::keyBindings(QKeySequence::Quit);
    m_quit->setShortcuts(quitKeys.isEmpty() ? QList<QKeySequence> {QKeySequence(Qt::CTRL | Qt::Key_Q)} : quitKeys);

    m_edit->addAction(share->copyText());
    m_edit->addAction(share->copyMarkdown());
    m_edit->addAction(share->copyBbcode());
    m_edit->addAction(share->copyImage());

    m_runAll = m_benchmark->addAction(themedIcon("media-playback-start", QStyle::SP_MediaPlay), QString());
    m_runAll->setShortcuts({QKeySequence(Qt::Key_F5), QKeySequence(Qt::CTRL | Qt::Key_Return)});
    m_stop = m_benchmark->addAction(themedIcon("media-playback-stop", QStyle::SP_MediaStop), QString());
    m_stop->setShortcut(QKeySequence(Qt::Key_Escape));
    // Window-wide, so the keys work wherever the focus is (a combo box, the comment field).
    for (QAction *a : {m_runAll, m_stop}) {
        a->setShortcutContext(Qt::WindowShortcut);
        window->addAction(a);
    }
    connect(m_runAll, &QAction::triggered, this, &MainMenus::runAllRequested);
    connect(m_stop, &QAction::triggered, this, &MainMenus::stopRequested);
    m_benchmark->addSeparator();
    m_batch = m_benchmark->addAction(themedIcon("drive-multidisk", QStyle::SP_DriveHDIcon), QString());
    m_batch->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_B));
    connect(m_batch, &QAction::triggered, this, &MainMenus::batchRequested);

    window->menuBar()->addMenu(new SettingsMenu(window));
    m_help = window->menuBar()->addMenu(QString());
    m_about = m_help->addAction(QString(), this, &MainMenus::showAbout);
    m_aboutQt = m_help->addAction(QString(), qApp, &QApplication::aboutQt);
    setRunning(false);
}

void MainMenus::setRunning(bool running)
{
    m_runAll->setEnabled(!running);
    m_stop->setEnabled(running);
    m_batch->setEnabled(!running);
}

void MainMenus::showAbout()
{
    QMessageBox box(m_window);
    box.setWindowTitle(tr("About Sektor"));
    box.setIconPixmap(QApplication::windowIcon().pixmap(64, 64));
    box.setTextFormat(Qt::RichText);
    box.setText(tr("<p><b>Sektor %1</b></p><p>How fast is this drive, really? Sequential, random 4K and queue-depth "
                   "performance, measured with direct I/O and reported as medians of several runs.</p>"
                   "<p>License: GPL-3.0-or-later</p>")
                    .arg(QStringLiteral(SEKTOR_VERSION_STRING))
                + QStringLiteral("<p><a href=\"%1\">%1</a></p>").arg(QLatin1String(ProjectAddress)));
    box.setTextInteractionFlags(Qt::TextBrowserInteraction); // the link opens in the browser
    box.exec();
}

void MainMenus::retranslate()
{
    m_file->setTitle(tr("&File"));
    m_edit->setTitle(tr("&Edit"));
    m_benchmark->setTitle(tr("&Benchmark"));
    m_help->setTitle(tr("&Help"));
    m_quit->setText(tr("&Quit"));
    m_runAll->setText(tr("&Run All Tests"));
    m_stop->setText(tr("&Stop"));
    m_batch->setText(tr("Test Several &Drives…"));
    m_about->setText(tr("&About Sektor"));
    m_aboutQt->setText(tr("About &Qt"));
}

} // namespace Sektor::Gui
