// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "batch/batchentry.h"
#include "certificate/certificatedocument.h"

#include <QList>

namespace Sektor {

/**
 * The batch's summary page, in the reader's language: the counts, a row per drive (as the CLI's summary: target,
 * drive, model, serial, the first test's read and write, health, state, flagged), the drives of each model side by
 * side (how many, their median first read and write, how many flagged), and every sentence to look at.
 */
CertificateDocument batchSummaryPage(const QList<BatchEntry> &entries, const CertificateFields &fields);

} // namespace Sektor
