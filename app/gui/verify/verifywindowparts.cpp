// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/verify/verifywindowparts.h"
#include "gui/verify/capacitybar.h"
#include "gui/verify/verifychart.h"
#include "gui/verify/verifypanel.h"

#include "gui/share/imagedrawing.h"
#include "gui/share/imagepalette.h"

#include "report/cdmtext.h"
#include "report/kinds/verifyreport.h"

#include <QCoreApplication>
#include <QPainter>

namespace Sektor::Gui {

namespace {
/// Its rate over the places checked, alone across the page: the others would only say they have nothing to show.
class VerifyCharts : public KindCharts
{
public:
    explicit VerifyCharts(QWidget *page)
        : m_chart(new VerifyChart(page))
    { }

    QList<ResultChart *> charts() const override { return {m_chart}; }

    ChartsLayout layout(const CommonCharts &common, const RunResult &result) const override
    {
        Q_UNUSED(common)
        Q_UNUSED(result)
        return {{m_chart}, false};
    }

private:
    ResultChart *m_chart;
};

} // namespace

const char *VerifyWindowParts::moreSummary(Profile::Kind kind) const
{
    if (kind == Profile::Kind::Verify)
        return QT_TRANSLATE_NOOP("Sektor::Gui::RunMoreOptions",
                                 "Verify has no settings but its size: how much of the free space it fills");
    return QT_TRANSLATE_NOOP("Sektor::Gui::RunMoreOptions",
                             "The capacity probe has no settings: where it writes follows from the drive's size");
}

bool VerifyWindowParts::holds(const RunResult &result) const
{
    return verifyOf(result) != nullptr;
}

ResultsPanel *VerifyWindowParts::makeResultsPanel(QWidget *parent) const
{
    auto *panel = new VerifyPanel(parent);
    panel->setObjectName(QStringLiteral("verifyPanel"));
    return panel;
}

std::unique_ptr<KindCharts> VerifyWindowParts::makeCharts(QWidget *page) const
{
    return std::make_unique<VerifyCharts>(page);
}

ImageHeading VerifyWindowParts::imageHeading(const RunResult &result, const QString &profile) const
{
    const VerifyResult *verify = verifyOf(result);
    if (!verify)
        return {};
    return {QCoreApplication::translate("Sektor::Gui::ResultsImage", "%1 · %2")
                .arg(profile, cdmSizeText(result.testedSize())),
            verifyVerdictText(*verify)};
}

void VerifyWindowParts::drawImageBody(QPainter &p, const QFont &base, const RunResult &result, const QRect &area) const
{
    const VerifyResult *verify = verifyOf(result);
    if (!verify)
        return;
    // No grid: the claimed capacity as the window's bar draws it, what was kept and what was lost.
    CapacityBar bar;
    bar.setFont(imageFont(base, 11));
    bar.setVerify(*verify);
    bar.resize(area.width(), bar.minimumSizeHint().height());
    bar.render(&p, area.topLeft(), QRegion(), QWidget::DrawChildren);
    p.setPen(ImagePalette::Ink);
    p.setFont(imageFont(base, 12));
    const int line = p.fontMetrics().lineSpacing();
    int top = area.top() + bar.height() + 12;
    for (const QString &fact : verifyFacts(*verify, 3)) {
        if (top + line > area.bottom())
            break;
        p.drawText(QRect(area.left(), top, area.width(), line),
                   Qt::AlignLeft | Qt::AlignVCenter,
                   p.fontMetrics().elidedText(fact, Qt::ElideRight, area.width()));
        top += line;
    }
}

const char *VerifyWindowParts::wrongTargetWhy(Profile::Kind kind) const
{
    if (kind == Profile::Kind::Verify)
        return QT_TRANSLATE_NOOP("Sektor::Gui::RunOptionsBar",
                                 "Fills a mounted drive's free space with files: choose a folder on the drive, not the "
                                 "device.");
    return QT_TRANSLATE_NOOP("Sektor::Gui::RunOptionsBar",
                             "Writes across a whole drive to find its real capacity: choose a drive, not a folder.");
}

} // namespace Sektor::Gui
