// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/health/healthcheckpanel.h"

#include "model/profile.h"
#include "report/kinds/healthcheckreport.h"

#include <QLabel>
#include <QVBoxLayout>

namespace Sektor::Gui {

namespace {
VerdictPanel::Tone toneOf(HealthVerdict verdict)
{
    switch (verdict) {
    case HealthVerdict::Pass:
        return VerdictPanel::Tone::Good;
    case HealthVerdict::Attention:
        return VerdictPanel::Tone::Attention;
    case HealthVerdict::Fail:
        return VerdictPanel::Tone::Bad;
    case HealthVerdict::Unknown:
        break;
    }
    return VerdictPanel::Tone::Open;
}
} // namespace

HealthCheckPanel::HealthCheckPanel(QWidget *parent)
    : VerdictPanel(parent)
{
    verdictLabel()->setObjectName(QStringLiteral("healthVerdict"));
    detailsLabel()->setObjectName(QStringLiteral("healthFacts"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(verdictLabel());
    layout->addWidget(detailsLabel());
    layout->addStretch(1);
    retranslate();
}

QColor HealthCheckPanel::verdictColor(HealthVerdict verdict)
{
    return toneColor(toneOf(verdict));
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

void HealthCheckPanel::retranslate()
{
    const std::optional<HealthAssessment> assessment = healthAssessmentOf(m_result);
    if (!assessment) {
        showQuestion(tr("Is this drive healthy?"),
                     tr("<p>The Health Check reads what the drive says of its health, runs its own self-test "
                        "(the short one unless More… says otherwise) and reads its self-test log. The verdict "
                        "is PASS, ATTENTION or FAIL by documented rules, each rule that fired named.</p><p>No "
                        "data is read or written; a stop tells the drive to abort its test.</p>"));
        return;
    }
    QString html;
    for (const QString &line : healthCheckLines(m_result))
        html += QStringLiteral("<p>") + line.toHtmlEscaped() + QStringLiteral("</p>");
    showVerdict(tr("Verdict: %1").arg(healthCheckVerdictName(m_result)), toneOf(assessment->verdict), html);
}

} // namespace Sektor::Gui
