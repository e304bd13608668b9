// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"

#include <QList>

namespace Sektor {

/**
 * The tests of a run arranged as CrystalDiskMark shows them: a row per test (TestSpec, in the
 * order they ran) and a column per mode (Read, Write, Mix, in that order, only those present).
 */
struct TestGrid
{
    QList<TestSpec> rows;
    QList<IoMode> columns;

    /// The result in a cell, or nullptr when that row did not run in that mode.
    const TestResult *cell(const QList<TestResult> &tests, int row, int column) const;

    static TestGrid of(const QList<TestResult> &tests);
};

/// The result of @p spec in @p mode, or nullptr.
const TestResult *findTest(const QList<TestResult> &tests, const TestSpec &spec, IoMode mode);

} // namespace Sektor
