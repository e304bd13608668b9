// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "batch/batchentry.h"
#include "reportfixtures.h"

namespace Sektor::Test {

/// A finished drive of a batch: the default profile's fixture at @p factor of its speed, with its own serial.
inline BatchEntry finishedDrive(const QString &target, double factor, const QString &serial)
{
    BatchEntry e;
    e.target = target;
    e.state = BatchEntry::State::Finished;
    e.result = Fixtures::scaled(Fixtures::defaultProfile(), factor);
    e.result.target.drives[0].serial = serial;
    return e;
}

} // namespace Sektor::Test
