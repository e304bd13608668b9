// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/verify/verifypanel.h"
#include "gui/verify/capacitybar.h"

#include "model/profile.h"
#include "report/kinds/verifyreport.h"

#include <QCoreApplication>
#include <QLabel>
#include <QVBoxLayout>

namespace Sektor::Gui {

namespace {
constexpr int ListedRanges = 4; // more would push the panel past a laptop's screen; the exports list them all

VerdictPanel::Tone toneOf(VerifyResult::Verdict verdict)
{
    switch (verdict) {
    case VerifyResult::Verdict::Genuine:
        return VerdictPanel::Tone::Good;
    case VerifyResult::Verdict::Fake:
        return VerdictPanel::Tone::Bad;
    case VerifyResult::Verdict::Damaged:
        return VerdictPanel::Tone::Attention;
    case VerifyResult::Verdict::Partial: // nothing wrong found, but no verdict: as unchecked
    case VerifyResult::Verdict::Incomplete:
        break;
    }
    return VerdictPanel::Tone::Open;
}
} // namespace

VerifyPanel::VerifyPanel(QWidget *parent)
    : VerdictPanel(parent)
    , m_bar(new CapacityBar(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(verdictLabel());
    layout->addWidget(m_bar);
    layout->addWidget(detailsLabel());
    layout->addStretch(1);
    retranslate();
}

void VerifyPanel::setResult(const RunResult &result, Profile::Kind kind)
{
    m_result = result;
    m_kind = kind;
    retranslate();
}

bool VerifyPanel::shows(const Profile &profile, const RunResult &result) const
{
    return profile.checksCapacity() || verifyOf(result);
}

void VerifyPanel::showResult(const RunResult &result, const Profile &profile, const RunOptions &options)
{
    Q_UNUSED(options)
    setResult(result, profile.kind);
}

void VerifyPanel::retranslate()
{
    const VerifyResult *v = verifyOf(m_result);
    m_bar->setVerify(v ? *v : VerifyResult());
    if (!v) {
        const QString question = tr("Is this drive's capacity real?");
        if (m_kind == Profile::Kind::Verify) {
            showQuestion(
                question,
                tr("<p>%1 fills the free space of the drive's filesystem with files of stamps that name their own "
                   "place, reads every one back and checks it, as H2testw does: where a fake or failing drive lost "
                   "what was written, it shows how much and where. Nothing on the drive is touched; the files are "
                   "removed afterwards, also when stopped, and a verify that was killed outright leaves them for the "
                   "next one to remove.</p><p>Choose <b>%2</b> as the size to check the whole drive: it "
                   "takes as long as writing and reading that much.</p>")
                    .arg(profileDisplayName(*findProfile(QStringLiteral("verify"))).toHtmlEscaped(),
                         // The size box's own words for it.
                         QCoreApplication::translate("Sektor::Gui::RunOptionsBar", "All free space").toHtmlEscaped()));
            return;
        }
        showQuestion(
            question,
            tr("<p>The %1 writes small stamps at places spread across the whole drive and reads them back. A fake "
               "drive, sold as larger than it is, loses or wraps around what is written past its real size; the probe "
               "finds where, to the 4 KiB, in minutes.</p><p><b>It erases the drive:</b> everything on it is lost. "
               "Choose the drive as a device, not a folder.</p>")
                .arg(profileDisplayName(*findProfile(QStringLiteral("capacity-probe"))).toHtmlEscaped()));
        return;
    }
    const QStringList facts = verifyFacts(*v, ListedRanges);
    QString html;
    for (const QString &fact : std::as_const(facts))
        html += QStringLiteral("<div>") + fact.toHtmlEscaped() + QStringLiteral("</div>");
    showVerdict(verifyVerdictText(*v), toneOf(v->verdict), html);
}

} // namespace Sektor::Gui
