// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// "Normal for my model" at scale: a reference pack of 10,000 results imported and one result's standings looked up,
// both timed and printed (no timed assertion: the figures go into the notes). About 20 s, so the perf tier runs it.
#include "peerruns.h"
#include "storeassert.h"

#include "history/peerlookup.h"
#include "history/referencepack.h"

#include <QElapsedTimer>

#include <gtest/gtest.h>

#include <cstdio>

using namespace Sektor;
using namespace Sektor::History;
using namespace Sektor::Test;

// 10,000 runs of 20 models on 500 drives, brought in as one reference pack (read, every hash checked, saved in one
// transaction): the import's time and then one result's standings (every test of it) looked up, both printed.
TEST(PeerLookup, TenThousandResultsImportedAsAPackAndLookedUp)
{
    TempDir dir;
    const QString path = fileIn(dir, "history.sqlite");
    constexpr int Runs = 10000;
    QList<RunResult> runs;
    for (int n = 0; n < Runs; ++n) {
        const int drive = n % 500;
        runs << runOf(
            QStringLiteral("Model %1").arg(drive % 20), QStringLiteral("S%1").arg(drive), 400 + (n * 7919) % 200, n);
    }
    const QByteArray bytes = referencePackBytes(manifestOf(QStringLiteral("Large"), QStringLiteral("Test")), runs);
    runs.clear();
    QElapsedTimer importing;
    importing.start();
    const ReadPack pack = readReferencePack(bytes);
    ASSERT_TRUE(pack.problem.isEmpty()) << qPrintable(pack.problem);
    const double readSeconds = double(importing.elapsed()) / 1000;
    {
        HistoryStore store(path);
        ASSERT_TRUE(ok(store.saveAll(pack.results, true, nullptr, pack.manifest.source())));
    }
    const double importSeconds = double(importing.elapsed()) / 1000;
    HistoryStore store(path);
    ASSERT_TRUE(ok(store.open()));
    const RunResult own = runOf(QStringLiteral("Model 7"), QStringLiteral("S7"), 500, Runs);
    PeerStandings standings;
    QElapsedTimer lookup;
    lookup.start();
    ASSERT_TRUE(ok(peerStandings(store, own, 0, standings)));
    const double lookupMs = double(lookup.nsecsElapsed()) / 1e6;
    ASSERT_EQ(standings.size(), 2);
    EXPECT_EQ(standings.at(0).count, Runs / 20);
    EXPECT_EQ(standings.at(0).importedCount, Runs / 20);
    std::printf(
        "[ figures  ] a pack of %d results (%.0f MB) imported in %.1f s (read and every hash checked in %.1f s);"
        " one result's standings (%lld tests, %d peers each) looked up in %.2f ms\n",
        Runs,
        double(bytes.size()) / 1e6,
        importSeconds,
        readSeconds,
        static_cast<long long>(standings.size()),
        standings.at(0).count,
        lookupMs);
}
