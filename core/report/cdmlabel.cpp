// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/cdmlabel.h"

#include "model/testspec.h"
#include "model/units.h"

namespace Sektor {

QString cdmBlockSize(std::uint32_t bytes)
{
    if (bytes >= MiB && bytes % MiB == 0)
        return QString::asprintf("%4uMiB", unsigned(bytes / MiB));
    if (bytes >= KiB && bytes % KiB == 0)
        return QString::asprintf("%4uKiB", unsigned(bytes / KiB));
    // "B" padded to the width of "KiB" so sub-KiB rows line up with the others.
    return QString::asprintf("%4uB  ", unsigned(bytes));
}

QString cdmTestLabel(const TestSpec &spec)
{
    return QLatin1String(spec.pattern == AccessPattern::Sequential ? "SEQ " : "RND ") + cdmBlockSize(spec.blockSize)
        + QString::asprintf(" (Q=%3u, T=%2u)", spec.queueDepth, spec.threads);
}

} // namespace Sektor
