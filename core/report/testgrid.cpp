// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/testgrid.h"

#include <algorithm>

namespace Sektor {

const TestResult *findTest(const QList<TestResult> &tests, const TestSpec &spec, IoMode mode)
{
    for (const TestResult &t : tests) {
        if (t.spec == spec && t.mode == mode)
            return &t;
    }
    return nullptr;
}

const TestResult *TestGrid::cell(const QList<TestResult> &tests, int row, int column) const
{
    if (row < 0 || row >= rows.size() || column < 0 || column >= columns.size())
        return nullptr;
    return findTest(tests, rows.at(row), columns.at(column));
}

TestGrid TestGrid::of(const QList<TestResult> &tests)
{
    TestGrid grid;
    // A capacity check's test is no cell (its speed is not what it measures), nor a small-files test's (files per
    // second, six phases: a block of its own).
    const auto inGrid = [](const TestResult &t) {
        return t.isRunFigure();
    };
    for (const TestResult &t : tests) {
        if (inGrid(t) && !grid.rows.contains(t.spec))
            grid.rows.append(t.spec);
    }
    for (IoMode mode : {IoMode::Read, IoMode::Write, IoMode::Rewrite, IoMode::Mix}) {
        if (std::any_of(tests.cbegin(), tests.cend(), [mode, inGrid](const TestResult &t) {
                return inGrid(t) && t.mode == mode;
            }))
            grid.columns.append(mode);
    }
    return grid;
}

} // namespace Sektor
