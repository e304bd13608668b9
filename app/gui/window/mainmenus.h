// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QObject>

class QAction;
class QMainWindow;
class QMenu;

namespace Sektor::Gui {

class ShareActions;

/**
 * The window's menu bar: File (save and export), Edit (copy), Benchmark (run all with F5 or
 * Ctrl+Return, stop with Esc, test several drives with Ctrl+B), Settings and Help. Keyboard users find every action and
 * its key here.
 */
class MainMenus : public QObject
{
    Q_OBJECT
public:
    MainMenus(QMainWindow *window, ShareActions *share);

    QAction *runAllAction() const { return m_runAll; }
    QAction *stopAction() const { return m_stop; }
    QAction *batchAction() const { return m_batch; }
    /// Run all is offered while idle, Stop while a run goes.
    void setRunning(bool running);
    /// Texts in the current language; the window calls it (plain QObjects get no LanguageChange).
    void retranslate();

Q_SIGNALS:
    void runAllRequested();
    void stopRequested();
    /// Technician mode: the batch window (Ctrl+B).
    void batchRequested();

private:
    void showAbout();

    QMainWindow *m_window;
    QMenu *m_file;
    QMenu *m_edit;
    QMenu *m_benchmark;
    QMenu *m_help;
    QAction *m_quit;
    QAction *m_runAll;
    QAction *m_stop;
    QAction *m_batch;
    QAction *m_about;
    QAction *m_aboutQt;
};

} // namespace Sektor::Gui
