// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"

#include <QObject>

#include <functional>

class QAction;
class QWidget;

namespace Sektor::Gui {

/**
 * Sharing a result: copy as CrystalDiskMark text, Markdown or BBCode; save or copy the results image;
 * export JSON and CSV. Disabled until there is a result. Files are written atomically (QSaveFile),
 * so a failed save leaves no partial file.
 */
class ShareActions : public QObject
{
    Q_OBJECT
public:
    /// @p dialogParent parents the file and error dialogs; its screen decides the image's pixel ratio.
    explicit ShareActions(QWidget *dialogParent);

    void setResult(const RunResult &result);

    QAction *copyText() const { return m_copyText; }
    QAction *copyMarkdown() const { return m_copyMarkdown; }
    QAction *copyBbcode() const { return m_copyBbcode; }
    QAction *saveImage() const { return m_saveImage; }
    QAction *copyImage() const { return m_copyImage; }
    QAction *exportJson() const { return m_exportJson; }
    QAction *exportCsv() const { return m_exportCsv; }

    /// The image writer behind its dialog (for tests): an empty string, or why it failed.
    QString writeImage(const QString &path) const;

    /// Action texts in the current language; the window calls it (plain QObjects get no LanguageChange).
    void retranslate();

private:
    void copy(const QString &text);
    qreal imagePixelRatio() const;
    void saveWithDialog(const QString &title,
                        const QString &filter,
                        const QString &suffix,
                        const std::function<QString(const QString &)> &write);

    QWidget *m_dialogParent;
    RunResult m_result;
    QAction *m_copyText;
    QAction *m_copyMarkdown;
    QAction *m_copyBbcode;
    QAction *m_saveImage;
    QAction *m_copyImage;
    QAction *m_exportJson;
    QAction *m_exportCsv;
};

} // namespace Sektor::Gui
