// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "batch/batchentry.h"
#include "batch/batchoutliers.h"

#include <QList>
#include <QString>

namespace Sektor {

/// What a certificate's header says of its drive, in one word: the batch's verdict (see isFlagged()) and the state.
enum class CertificateOutcome {
    Passed, ///< Finished, nothing flagged.
    Flagged, ///< Finished with a figure below its model, a health problem or a kind's finding (a fake).
    Stopped, ///< Stopped by the user while it ran.
    Failed, ///< Started and failed.
    NotRun, ///< Refused, skipped or never reached.
};

CertificateOutcome certificateOutcome(const QList<BatchEntry> &entries, int index, const QList<OutlierFlag> &flags);

/// "PASSED", "FLAGGED"…: the header's word, in the reader's language.
QString outcomeWord(CertificateOutcome outcome);

/// "3 PASSED": how many drives of a batch came out so, in the reader's language (its plural where it has one).
QString outcomeCount(CertificateOutcome outcome, int count);

/// The outcome's colour ("#2e7d32"): dark enough under white text to read in greyscale print as well.
QString outcomeColour(CertificateOutcome outcome);

/// A light tint of it for a table row of a drive with that outcome ("" for a passed drive: left white).
QString outcomeTint(CertificateOutcome outcome);

} // namespace Sektor
