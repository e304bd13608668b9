// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/smallfiles/smallfilespanel.h"
#include "gui/results/resultcell.h"
#include "gui/results/resulttooltip.h"
#include "gui/smallfiles/smallfilesfigures.h"
#include "model/kinds/smallfilesoptions.h"

#include "model/profile.h"
#include "report/kinds/smallfilesreport.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>

namespace Sektor::Gui {

SmallFilesPanel::SmallFilesPanel(QWidget *parent)
    : ResultsPanel(parent)
    , m_setup(new QLabel(this))
{
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setHorizontalSpacing(8);
    layout->setVerticalSpacing(6);
    for (int c = 0; c < int(std::size(FileOrders)); ++c) {
        auto *header = new QLabel(this);
        header->setAlignment(Qt::AlignCenter);
        QFont bold = header->font();
        bold.setBold(true);
        header->setFont(bold);
        layout->addWidget(header, 0, c + 1);
        layout->setColumnStretch(c + 1, 1);
        m_headers << header;
    }
    for (int r = 0; r < int(std::size(FileOperations)); ++r) {
        // A label where the block tests have a button: a phase cannot run alone, its files come from the one before.
        auto *label = new QLabel(this);
        QFont bold = label->font();
        bold.setBold(true);
        label->setFont(bold);
        label->setFrameShape(QFrame::StyledPanel);
        label->setAlignment(Qt::AlignCenter);
        label->setMargin(6);
        layout->addWidget(label, r + 1, 0);
        layout->setRowStretch(r + 1, 1);
        m_rowLabels << label;
        QList<ResultCell *> row;
        for (int c = 0; c < int(std::size(FileOrders)); ++c) {
            auto *cell = new ResultCell(this);
            layout->addWidget(cell, r + 1, c + 1);
            row << cell;
        }
        m_cells << row;
    }
    m_setup->setWordWrap(true);
    m_setup->setTextFormat(Qt::PlainText); // names the target: text, never HTML
    m_setup->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(m_setup, int(std::size(FileOperations)) + 1, 0, 1, int(std::size(FileOrders)) + 1);
    retranslate();
}

void SmallFilesPanel::setResult(const RunResult &result, const RunOptions &options)
{
    m_result = result;
    m_options = options;
    retranslate();
}

bool SmallFilesPanel::shows(const Profile &profile, const RunResult &result) const
{
    return profile.measuresFiles() || smallFilesOf(result);
}

void SmallFilesPanel::showResult(const RunResult &result, const Profile &profile, const RunOptions &options)
{
    Q_UNUSED(profile)
    setResult(result, options);
}

void SmallFilesPanel::setStale(bool stale)
{
    m_stale = stale;
    retranslate();
}

ResultCell *SmallFilesPanel::cell(int row, int column) const
{
    return m_cells.value(row).value(column);
}

QString SmallFilesPanel::setupText() const
{
    return m_setup->text();
}

void SmallFilesPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    ResultsPanel::changeEvent(event);
}

void SmallFilesPanel::retranslate()
{
    const SmallFilesResult *files = smallFilesOf(m_result);
    const std::uint32_t fileBytes = files ? files->fileBytes : m_options.kinds.get<SmallFilesOptions>().fileBytes;
    for (int c = 0; c < m_headers.size(); ++c)
        m_headers.at(c)->setText(tr("%1 [%2]").arg(fileOrderName(FileOrders[c]), filesPerSecondUnit()));
    for (int r = 0; r < m_rowLabels.size(); ++r) {
        m_rowLabels.at(r)->setText(fileOperationName(FileOperations[r], fileBytes));
        for (int c = 0; c < m_headers.size(); ++c) {
            ResultCell *cell = m_cells.at(r).at(c);
            const FilePhaseResult *phase = files ? files->phase(FileOrders[c], FileOperations[r]) : nullptr;
            const QString name = tr("%1 %2").arg(fileOrderName(FileOrders[c]), m_rowLabels.at(r)->text());
            if (phase) {
                cell->setValue(filesPerSecondText(phase->filesPerSecond()),
                               filesPerSecondFraction(phase->filesPerSecond()));
                cell->setToolTip(filePhaseToolTip(*phase, *files));
                cell->setAccessibleName(tr("%1: %2 files per second").arg(name, cell->text()));
            } else {
                cell->clear();
                cell->setToolTip(QString());
                cell->setAccessibleName(tr("%1: not measured").arg(name));
            }
            cell->setStale(m_stale);
        }
    }
    if (files) {
        QString setup = smallFilesSetupText(*files);
        if (files->leftoverFilesRemoved > 0)
            setup += QLatin1Char('\n')
                + tr("Removed first: %1 files left behind by an earlier run that was stopped by force.")
                      .arg(QLocale().toString(files->leftoverFilesRemoved));
        m_setup->setText(setup);
        return;
    }
    m_setup->setText(tr("Creates %1 files of %2 in a folder of its own, reads and deletes them, first one after "
                        "the other, then in a random order, as bonnie++ does; repeats until each step "
                        "has run long enough to measure. Every file is removed at the end.")
                         .arg(QLocale().toString(m_options.kinds.get<SmallFilesOptions>().files),
                              QLocale().formattedDataSize(
                                  m_options.kinds.get<SmallFilesOptions>().fileBytes, 1, QLocale::DataSizeIecFormat)));
}

} // namespace Sektor::Gui
