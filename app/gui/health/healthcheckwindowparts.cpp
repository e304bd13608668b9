// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/health/healthcheckwindowparts.h"
#include "gui/health/healthcheckpanel.h"

#include "gui/share/imagedrawing.h"
#include "gui/share/imagepalette.h"

#include "report/kinds/healthcheckreport.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLabel>
#include <QPainter>

namespace Sektor::Gui {

namespace {
/// What the Charts page says of a health check: it moved no data, so there is nothing to chart.
class NothingToChart : public QLabel
{
public:
    explicit NothingToChart(QWidget *parent)
        : QLabel(parent)
    {
        setObjectName(QStringLiteral("healthCheckNothingToChart"));
        setAlignment(Qt::AlignCenter);
        setWordWrap(true);
        retranslate();
    }

protected:
    void changeEvent(QEvent *event) override
    {
        if (event->type() == QEvent::LanguageChange)
            retranslate();
        QLabel::changeEvent(event);
    }

private:
    void retranslate()
    {
        setText(QCoreApplication::translate("Sektor::Gui::HealthCheckCharts",
                                            "A health check moves no data: there is nothing to chart. Its verdict "
                                            "is on the Results tab."));
    }
};

/// No charts: a line across the page that says why, rather than empty axes.
class NoCharts : public KindCharts
{
public:
    explicit NoCharts(QWidget *page)
        : m_note(new NothingToChart(page))
    { }
    QList<ResultChart *> charts() const override { return {}; }
    QList<QWidget *> otherViews() const override { return {m_note}; }
    ChartsLayout layout(const CommonCharts &common, const RunResult &result) const override
    {
        Q_UNUSED(common)
        Q_UNUSED(result)
        return {{m_note}, false};
    }

private:
    NothingToChart *m_note;
};

} // namespace

const char *HealthCheckWindowParts::moreSummary(Profile::Kind kind) const
{
    Q_UNUSED(kind)
    return QT_TRANSLATE_NOOP("Sektor::Gui::RunMoreOptions",
                             "The Health Check's setting: which of the drive's own self-tests it runs");
}

bool HealthCheckWindowParts::holds(const RunResult &result) const
{
    return healthCheckOf(result) != nullptr;
}

ResultsPanel *HealthCheckWindowParts::makeResultsPanel(QWidget *parent) const
{
    auto *panel = new HealthCheckPanel(parent);
    panel->setObjectName(QStringLiteral("healthCheckPanel"));
    return panel;
}

std::unique_ptr<KindCharts> HealthCheckWindowParts::makeCharts(QWidget *page) const
{
    return std::make_unique<NoCharts>(page);
}

ImageHeading HealthCheckWindowParts::imageHeading(const RunResult &result, const QString &profile) const
{
    if (!healthCheckOf(result))
        return {};
    return {profile, QString()}; // the verdict is the body's first line, in its colour
}

void HealthCheckWindowParts::drawImageBody(QPainter &p,
                                           const QFont &base,
                                           const RunResult &result,
                                           const QRect &area) const
{
    const std::optional<HealthAssessment> assessment = healthAssessmentOf(result);
    if (!assessment)
        return;
    p.setPen(HealthCheckPanel::verdictColor(assessment->verdict));
    p.setFont(imageFont(base, 28, true));
    const int verdictHeight = p.fontMetrics().lineSpacing();
    p.drawText(QRect(area.left(), area.top(), area.width(), verdictHeight),
               Qt::AlignLeft | Qt::AlignVCenter,
               healthCheckVerdictName(result));
    p.setPen(ImagePalette::Ink);
    p.setFont(imageFont(base, 12));
    int top = area.top() + verdictHeight + 8;
    for (const QString &line : healthCheckLines(result)) {
        const QRect room(area.left(), top, area.width(), area.bottom() - top);
        const QRect needed = p.fontMetrics().boundingRect(room, Qt::TextWordWrap, line);
        if (needed.height() > room.height())
            break;
        p.drawText(room, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, line);
        top += needed.height() + 4;
    }
}

const char *HealthCheckWindowParts::wrongTargetWhy(Profile::Kind) const
{
    return QT_TRANSLATE_NOOP(
        "Sektor::Gui::RunOptionsBar",
        "Asks a drive itself for its health and runs its self-test: choose a drive, not a folder.");
}

} // namespace Sektor::Gui
