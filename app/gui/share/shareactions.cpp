// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/share/shareactions.h"
#include "gui/share/resultsimage.h"
#include "gui/share/sharefile.h"

#include "report/cdmtext.h"
#include "report/jsonreport.h"
#include "report/resultfile.h"
#include "report/sharetext.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QWidget>

namespace Sektor::Gui {

ShareActions::ShareActions(QWidget *dialogParent)
    : QObject(dialogParent)
    , m_dialogParent(dialogParent)
    , m_copyText(new QAction(this))
    , m_copyMarkdown(new QAction(this))
    , m_copyBbcode(new QAction(this))
    , m_saveImage(new QAction(this))
    , m_copyImage(new QAction(this))
    , m_exportJson(new QAction(this))
    , m_exportCsv(new QAction(this))
{
    m_copyText->setShortcut(QKeySequence::Copy);
    m_saveImage->setShortcut(QKeySequence::Save);
    connect(m_copyText, &QAction::triggered, this, [this] {
        copy(cdmText(m_result));
    });
    connect(m_copyMarkdown, &QAction::triggered, this, [this] {
        copy(markdownText(m_result));
    });
    connect(m_copyBbcode, &QAction::triggered, this, [this] {
        copy(bbcodeText(m_result));
    });
    connect(m_saveImage, &QAction::triggered, this, [this] {
        saveWithDialog(
            tr("Save Results Image"), tr("PNG images (*.png)"), QStringLiteral("png"), [this](const QString &path) {
                return writeImage(path);
            });
    });
    connect(m_copyImage, &QAction::triggered, this, [this] {
        QGuiApplication::clipboard()->setImage(renderResultsImage(m_result, imagePixelRatio()));
    });
    connect(m_exportJson, &QAction::triggered, this, [this] {
        saveWithDialog(tr("Export Results as JSON"),
                       tr("JSON files (*.json)"),
                       QStringLiteral("json"),
                       [this](const QString &path) {
                           return writeResultFile(path, toJsonBytes(m_result));
                       });
    });
    connect(m_exportCsv, &QAction::triggered, this, [this] {
        saveWithDialog(
            tr("Export Results as CSV"), tr("CSV files (*.csv)"), QStringLiteral("csv"), [this](const QString &path) {
                return writeResultFile(path, csvText(m_result).toUtf8());
            });
    });
    setResult({});
    retranslate();
}

void ShareActions::setResult(const RunResult &result)
{
    m_result = result;
    for (QAction *a : {m_copyText, m_copyMarkdown, m_copyBbcode, m_saveImage, m_copyImage, m_exportJson, m_exportCsv})
        a->setEnabled(!result.tests.isEmpty());
}

qreal ShareActions::imagePixelRatio() const
{
    // Sharp on the screen it was made on: twice the pixels on a HiDPI one, at the same logical size.
    return m_dialogParent && m_dialogParent->devicePixelRatioF() > 1.0 ? 2.0 : 1.0;
}

void ShareActions::copy(const QString &text)
{
    QGuiApplication::clipboard()->setText(text);
}

QString ShareActions::writeImage(const QString &path) const
{
    return writePng(renderResultsImage(m_result, imagePixelRatio()), path);
}

void ShareActions::saveWithDialog(const QString &title,
                                  const QString &filter,
                                  const QString &suffix,
                                  const std::function<QString(const QString &)> &write)
{
    Gui::saveWithDialog(m_dialogParent,
                        title,
                        filter,
                        suffix,
                        defaultFileName(QStringLiteral("sektor"), m_result.started, suffix),
                        write);
}

void ShareActions::retranslate()
{
    m_copyText->setText(tr("&Copy as Text"));
    // The CrystalDiskMark layout is shared text: it stays fixed so posts compare, and says so.
    const QString fixedLayout
        = tr("Copy the results in CrystalDiskMark's text layout. It stays in English with fixed number "
             "formats (1,234.567 MB/s) whatever the language, so posts compare at a glance.");
    m_copyText->setToolTip(fixedLayout);
    m_copyText->setStatusTip(fixedLayout);
    m_copyMarkdown->setText(tr("Copy as &Markdown"));
    m_copyBbcode->setText(tr("Copy as &BBCode"));
    m_saveImage->setText(tr("&Save Image…"));
    m_copyImage->setText(tr("Copy &Image"));
    m_exportJson->setText(tr("Export &JSON…"));
    m_exportCsv->setText(tr("Export CS&V…"));
}

} // namespace Sektor::Gui
