// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "reportfixtures.h"

#include "history/referencepack.h"
#include "model/results.h"

namespace Sektor::Test {

inline constexpr std::uint64_t OneTerabyte = 1'000'204'886'016;

/// A run of one drive of @p model on @p transport with two tests: SEQ1M Q8T1 read at @p megabytesPerSecond and write.
inline RunResult runOf(const QString &model, const QString &serial, double megabytesPerSecond, int n = 0)
{
    RunResult r = Fixtures::defaultProfile();
    r.tests = {r.tests.at(0), r.tests.at(1)};
    for (TestResult &t : r.tests) {
        // Small documents: the lookup reads the tests' columns, never a document.
        t.samples.clear();
        t.readLatency = {};
        t.writeLatency = {};
        t.runs = {t.runs.first()};
        t.stats.medianBytesPerSecond = megabytesPerSecond * 1e6;
    }
    r.started = r.started.addSecs(60LL * n);
    r.comment = QStringLiteral("run %1").arg(n);
    MeasuredDrive &d = r.target.drives.first();
    d.model = model;
    d.serial = serial;
    d.wwid.clear();
    d.transport = QStringLiteral("sata");
    d.sizeBytes = OneTerabyte;
    return r;
}

inline History::PackManifest manifestOf(const QString &name, const QString &author)
{
    History::PackManifest manifest;
    manifest.name = name;
    manifest.author = author;
    return manifest;
}

} // namespace Sektor::Test
