// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "certificate/certificateoutcome.h"
#include "batch/batchsummary.h"
#include "certificate/htmlparts.h"

#include <QCoreApplication>

namespace Sektor {

using HtmlParts::say;

CertificateOutcome certificateOutcome(const QList<BatchEntry> &entries, int index, const QList<OutlierFlag> &flags)
{
    switch (entries.at(index).state) {
    case BatchEntry::State::Finished:
        return isFlagged(entries, index, flags) ? CertificateOutcome::Flagged : CertificateOutcome::Passed;
    case BatchEntry::State::Cancelled:
        return CertificateOutcome::Stopped;
    case BatchEntry::State::Failed:
        return CertificateOutcome::Failed;
    case BatchEntry::State::Waiting:
    case BatchEntry::State::Refused:
    case BatchEntry::State::Skipped:
        break;
    }
    return CertificateOutcome::NotRun;
}

QString outcomeWord(CertificateOutcome outcome)
{
    switch (outcome) {
    case CertificateOutcome::Passed:
        return say(QT_TRANSLATE_NOOP("Sektor::Certificate", "PASSED"));
    case CertificateOutcome::Flagged:
        return say(QT_TRANSLATE_NOOP("Sektor::Certificate", "FLAGGED"));
    case CertificateOutcome::Stopped:
        return say(QT_TRANSLATE_NOOP("Sektor::Certificate", "STOPPED"));
    case CertificateOutcome::Failed:
        return say(QT_TRANSLATE_NOOP("Sektor::Certificate", "FAILED"));
    case CertificateOutcome::NotRun:
        break;
    }
    return say(QT_TRANSLATE_NOOP("Sektor::Certificate", "NOT RUN"));
}

QString outcomeCount(CertificateOutcome outcome, int count)
{
    const auto counted = [count](const char *text) {
        return QCoreApplication::translate("Sektor::Certificate", text, nullptr, count);
    };
    switch (outcome) {
    case CertificateOutcome::Passed:
        return counted(QT_TRANSLATE_N_NOOP("Sektor::Certificate", "%n PASSED"));
    case CertificateOutcome::Flagged:
        return counted(QT_TRANSLATE_N_NOOP("Sektor::Certificate", "%n FLAGGED"));
    case CertificateOutcome::Stopped:
        return counted(QT_TRANSLATE_N_NOOP("Sektor::Certificate", "%n STOPPED"));
    case CertificateOutcome::Failed:
        return counted(QT_TRANSLATE_N_NOOP("Sektor::Certificate", "%n FAILED"));
    case CertificateOutcome::NotRun:
        break;
    }
    return counted(QT_TRANSLATE_N_NOOP("Sektor::Certificate", "%n NOT RUN"));
}

// Green, amber, grey and red of one darkness, so that the word in white stays legible when printed in grey; the word
// carries the meaning, the colour only helps.
QString outcomeColour(CertificateOutcome outcome)
{
    switch (outcome) {
    case CertificateOutcome::Passed:
        return QStringLiteral("#2e7d32");
    case CertificateOutcome::Flagged:
        return QStringLiteral("#a85300");
    case CertificateOutcome::Stopped:
    case CertificateOutcome::NotRun:
        return QStringLiteral("#5f6368");
    case CertificateOutcome::Failed:
        break;
    }
    return QStringLiteral("#b00020");
}

QString outcomeTint(CertificateOutcome outcome)
{
    switch (outcome) {
    case CertificateOutcome::Passed:
        return {};
    case CertificateOutcome::Flagged:
        return QStringLiteral("#fdf0e0");
    case CertificateOutcome::Stopped:
    case CertificateOutcome::NotRun:
        return QStringLiteral("#eeeff1");
    case CertificateOutcome::Failed:
        break;
    }
    return QStringLiteral("#fbe5e8");
}

} // namespace Sektor
