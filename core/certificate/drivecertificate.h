// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "batch/batchentry.h"
#include "certificate/certificatedocument.h"

#include <QList>

namespace Sektor {

/**
 * The certificate of drive @p index of a batch (a batch of one for a single run), in the reader's language: the
 * drive (model, serial or the generated report id, firmware, capacity, transport, link, health before and after,
 * temperature), the test (outcome, profile, target, date, machine, engine), the results grid and bars, what to look
 * at (its flagged figures against the drives of its model, its health problems, why it did not finish), and the
 * conditions and caveats that bear on the figures. Needs a QGuiApplication for the bars.
 */
CertificateDocument driveCertificate(const QList<BatchEntry> &entries, int index, const CertificateFields &fields);

} // namespace Sektor
