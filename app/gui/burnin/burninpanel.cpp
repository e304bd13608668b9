// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/burnin/burninpanel.h"
#include "gui/burnin/burninblockmap.h"

#include "model/profile.h"
#include "report/kinds/burninreport.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPixmap>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>

namespace Sektor::Gui {

namespace {
constexpr std::uint64_t LbaBytes = 512; // as disk tools and SMART logs count, and the text report

QTableWidgetItem *item(const QString &text, Qt::Alignment alignment = Qt::AlignRight | Qt::AlignVCenter)
{
    auto *cell = new QTableWidgetItem(text);
    cell->setTextAlignment(alignment);
    cell->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    return cell;
}

QIcon swatchIcon(const QColor &color)
{
    QPixmap square(12, 12);
    square.fill(color);
    return QIcon(square);
}

/// Fixes @p t's width to its columns (and its height to its rows, when @p allRows): no cut-off figure, no empty room.
void fitToContents(QTableWidget *t, bool allRows)
{
    t->resizeColumnsToContents();
    const int frame = 2 * t->frameWidth();
    const int header = t->verticalHeader()->isVisible() ? t->verticalHeader()->sizeHint().width() : 0;
    const int scrollBar = allRows ? 0 : t->verticalScrollBar()->sizeHint().width();
    t->setFixedWidth(frame + header + t->horizontalHeader()->length() + scrollBar);
    const int rowsHeight = frame + t->horizontalHeader()->sizeHint().height() + t->verticalHeader()->length();
    if (allRows)
        t->setFixedHeight(rowsHeight);
    else // as high as its rows, scrolled where the room is less
        t->setMaximumHeight(rowsHeight);
}

VerdictPanel::Tone toneOf(BurnInVerdict verdict)
{
    switch (verdict) {
    case BurnInVerdict::Pass:
        return VerdictPanel::Tone::Good;
    case BurnInVerdict::Attention:
        return VerdictPanel::Tone::Attention;
    case BurnInVerdict::Fail:
        return VerdictPanel::Tone::Bad;
    case BurnInVerdict::Incomplete:
        break;
    }
    return VerdictPanel::Tone::Open;
}

QTableWidget *table(QWidget *parent, const char *name)
{
    auto *t = new QTableWidget(parent);
    t->setObjectName(QLatin1String(name));
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionMode(QAbstractItemView::NoSelection);
    t->setFocusPolicy(Qt::NoFocus);
    t->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}
} // namespace

BurnInPanel::BurnInPanel(QWidget *parent)
    : VerdictPanel(parent)
    , m_classes(table(this, "burnInClasses"))
    , m_ranges(table(this, "burnInRanges"))
{
    verdictLabel()->setObjectName(QStringLiteral("burnInVerdict"));
    detailsLabel()->setObjectName(QStringLiteral("burnInFindings"));
    m_classes->setColumnCount(2);
    m_classes->setRowCount(int(LatencyClasses::Classes));
    m_classes->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_classes->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_classes->horizontalHeader()->setStretchLastSection(false);
    m_ranges->setColumnCount(5);
    m_ranges->verticalHeader()->setVisible(false);
    m_ranges->horizontalHeader()->setStretchLastSection(false);
    m_ranges->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_ranges->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Expanding);
    // The findings beside the classes, the ranges under both: the verdict and what it rests on in one view.
    auto *top = new QHBoxLayout;
    top->addWidget(detailsLabel(), 1, Qt::AlignTop);
    top->addWidget(m_classes, 0, Qt::AlignTop);
    auto *ranges = new QHBoxLayout;
    ranges->addWidget(m_ranges);
    ranges->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(verdictLabel());
    layout->addLayout(top);
    layout->addLayout(ranges, 1);
    retranslate();
}

QColor BurnInPanel::verdictColor(BurnInVerdict verdict)
{
    return toneColor(toneOf(verdict));
}

void BurnInPanel::setResult(const RunResult &result)
{
    m_result = result;
    retranslate();
}

bool BurnInPanel::shows(const Profile &profile, const RunResult &result) const
{
    return profile.kind == Profile::Kind::BurnIn || burnInOf(result);
}

void BurnInPanel::showResult(const RunResult &result, const Profile &profile, const RunOptions &options)
{
    Q_UNUSED(profile)
    Q_UNUSED(options)
    setResult(result);
}

void BurnInPanel::fillClasses(const BurnInResult &burnIn)
{
    m_classes->setHorizontalHeaderLabels({tr("Written"), tr("Read")});
    const QStringList names = latencyClassNames(burnIn.readClasses);
    const QLocale locale;
    for (int c = 0; c < int(LatencyClasses::Classes); ++c) {
        auto *name = new QTableWidgetItem(swatchIcon(burnInCellColor(latencyCell(std::size_t(c)))), names.value(c));
        m_classes->setVerticalHeaderItem(c, name);
        m_classes->setItem(c, 0, item(locale.toString(qulonglong(burnIn.writeClasses.counts().at(std::size_t(c))))));
        m_classes->setItem(c, 1, item(locale.toString(qulonglong(burnIn.readClasses.counts().at(std::size_t(c))))));
    }
    fitToContents(m_classes, true);
}

void BurnInPanel::fillRanges(const BurnInResult &burnIn)
{
    m_ranges->setHorizontalHeaderLabels({tr("Found"), tr("First LBA"), tr("Last LBA"), tr("From byte"), tr("Length")});
    const QLocale locale;
    const QList<SurfaceRange> &ranges = burnIn.surface.ranges;
    m_ranges->setRowCount(int(ranges.size()));
    for (int i = 0; i < ranges.size(); ++i) {
        const SurfaceRange &r = ranges.at(i);
        m_ranges->setItem(i, 0, item(burnInRangeKindName(r.kind), Qt::AlignLeft | Qt::AlignVCenter));
        m_ranges->item(i, 0)->setForeground(burnInCellColor(rangeCell(r.kind)));
        m_ranges->setItem(i, 1, item(locale.toString(qulonglong(r.offset / LbaBytes))));
        m_ranges->setItem(i, 2, item(locale.toString(qulonglong((r.end() - 1) / LbaBytes))));
        m_ranges->setItem(i, 3, item(locale.toString(qulonglong(r.offset))));
        m_ranges->setItem(i, 4, item(locale.formattedDataSize(qint64(r.length), 1, QLocale::DataSizeIecFormat)));
    }
    fitToContents(m_ranges, false);
}

void BurnInPanel::retranslate()
{
    const BurnInResult *burnIn = burnInOf(m_result);
    m_classes->setVisible(burnIn != nullptr);
    m_ranges->setVisible(burnIn && !burnIn->surface.ranges.isEmpty());
    if (!burnIn) {
        showQuestion(
            tr("Does every block of this drive hold what is written to it?"),
            tr("<p>The %1 writes every block of the drive with a pattern, reads it back and checks it, pass after "
               "pass, timing each block. It names every range that could not be written or read or came back "
               "changed, exact to the block, shows each block's time in the surface testers' six classes, and "
               "tells fake capacity.</p><p><b>Everything on the drive is overwritten.</b> More… sets the passes, "
               "the patterns and when to stop early.</p>")
                .arg(profileDisplayName(*findProfile(QStringLiteral("burn-in")))));
        return;
    }
    const BurnInVerdict verdict = burnInVerdict(*burnIn, m_result.stoppedBy);
    QString html;
    for (const QString &line : burnInFindings(m_result))
        html += QStringLiteral("<li>") + line.toHtmlEscaped() + QStringLiteral("</li>");
    showVerdict(tr("Verdict: %1").arg(burnInVerdictName(verdict)),
                toneOf(verdict),
                QStringLiteral("<ul style=\"margin-left: 0; -qt-list-indent: 1;\">") + html + QStringLiteral("</ul>"));
    fillClasses(*burnIn);
    fillRanges(*burnIn);
}

} // namespace Sektor::Gui
