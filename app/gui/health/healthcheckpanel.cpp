// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/health/healthcheckpanel.h"
#include "gui/surface/surfaceblockmap.h"

#include "model/profile.h"
#include "report/healthcheckreport.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace Sektor::Gui {

HealthCheckPanel::HealthCheckPanel(QWidget *parent)
    : ResultsPanel(parent)
    , m_verdict(new QLabel(this))
    , m_facts(new QLabel(this))
{
    QFont large = m_verdict->font();
    large.setBold(true);
    large.setPointSizeF(large.pointSizeF() * 1.4);
    m_verdict->setFont(large);
    m_verdict->setWordWrap(true);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_verdict->setObjectName(QStringLiteral("healthVerdict"));
    m_facts->setWordWrap(true);
    m_facts->setTextFormat(Qt::RichText);
    m_facts->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_facts->setObjectName(QStringLiteral("healthFacts"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_verdict);
    layout->addWidget(m_facts);
    layout->addStretch(1);
    retranslate();
}

QColor HealthCheckPanel::verdictColor(HealthVerdict verdict)
{
    switch (verdict) {
    case HealthVerdict::Pass:
        return SurfaceBlockMap::cellColor(SurfaceCell::Good);
    case HealthVerdict::Attention:
        return SurfaceBlockMap::cellColor(SurfaceCell::Slow).darker(130);
    case HealthVerdict::Fail:
        return SurfaceBlockMap::cellColor(SurfaceCell::Error);
    case HealthVerdict::Unknown:
        break;
    }
    return SurfaceBlockMap::cellColor(SurfaceCell::Unread);
}

void HealthCheckPanel::setResult(const RunResult &result)
{
    m_result = result;
    retranslate();
}

bool HealthCheckPanel::shows(const Profile &profile, const RunResult &result) const
{
    return profile.kind == Profile::Kind::HealthCheck || healthCheckOf(result);
}

void HealthCheckPanel::showResult(const RunResult &result, const Profile &profile, const RunOptions &options)
{
    Q_UNUSED(profile)
    Q_UNUSED(options)
    setResult(result);
}

void HealthCheckPanel::setStale(bool stale)
{
    setEnabled(!stale);
}

QString HealthCheckPanel::verdictText() const
{
    return m_verdict->text();
}

QString HealthCheckPanel::factsText() const
{
    return m_facts->text();
}

void HealthCheckPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    ResultsPanel::changeEvent(event);
}

void HealthCheckPanel::retranslate()
{
    const std::optional<HealthAssessment> assessment = healthAssessmentOf(m_result);
    if (!assessment) {
        m_verdict->setText(tr("Is this drive healthy?"));
        m_verdict->setStyleSheet(QString());
        m_facts->setText(tr("<p>The Health Check reads what the drive says of its health, runs its own self-test "
                            "(the short one unless More… says otherwise) and reads its self-test log. The verdict "
                            "is PASS, ATTENTION or FAIL by documented rules, each rule that fired named.</p><p>No "
                            "data is read or written; a stop tells the drive to abort its test.</p>"));
        return;
    }
    m_verdict->setText(tr("Verdict: %1").arg(healthVerdictName(assessment->verdict)));
    m_verdict->setStyleSheet(QStringLiteral("color: %1;").arg(verdictColor(assessment->verdict).name()));
    QString html;
    for (const QString &line : healthCheckLines(m_result))
        html += QStringLiteral("<p>") + line.toHtmlEscaped() + QStringLiteral("</p>");
    m_facts->setText(html);
}

} // namespace Sektor::Gui
