// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "reportfixtures.h"

#include "history/historystore.h"
#include "report/jsonreport.h"

#include <QFile>

#include <gtest/gtest.h>

namespace Sektor::Test {

/// The Default profile's fixture run, started @p day days after the fixture's and named after that day.
inline RunResult runOn(int day)
{
    RunResult r = Fixtures::defaultProfile();
    r.started = r.started.addDays(day);
    r.comment = QStringLiteral("day %1").arg(day);
    return r;
}

/// How many runs the history at @p path holds; -1 when it cannot be read.
inline int runsIn(const QString &path)
{
    History::HistoryStore store(path);
    QList<History::RunSummary> runs;
    return store.list({}, runs).isError() ? -1 : int(runs.size());
}

/// The kept file holds the run, to the last field.
inline ::testing::AssertionResult holds(const QString &keptPath, const RunResult &run)
{
    QFile file(keptPath);
    if (!file.open(QIODevice::ReadOnly))
        return ::testing::AssertionFailure() << "cannot read " << qPrintable(keptPath);
    const QByteArray json = file.readAll();
    if (json != toJsonBytes(run))
        return ::testing::AssertionFailure() << qPrintable(keptPath) << " differs from the run";
    return ::testing::AssertionSuccess();
}

} // namespace Sektor::Test
