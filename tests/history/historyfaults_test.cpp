// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// A history that cannot take a run never loses it: on a read-only mount, on a full filesystem (a small loop-mounted
// ext4). Each time the store says which, the run is kept as JSON where the user is told and the history's earlier
// runs are intact. (Locked by another program: historylock_test.cpp.)
#include "keptruns.h"
#include "storeassert.h"
#include "support/fillspace.h"
#include "support/loopdevice.h"
#include "support/mountedloop.h"
#include "support/requireroot.h"
#include "temporaryfolder.h"

#include "history/keptresult.h"

#include <gtest/gtest.h>

#include <filesystem>

using namespace Sektor;
using namespace Sektor::History;
using namespace Sektor::Test;

TEST(HistoryFaults, AReadOnlyHistoryIsNotTakenForDamagedAndTheRunIsKeptElsewhere)
{
    SEKTOR_REQUIRE_ROOT();
    TempDir mountPoint;
    Mount tmpfs("tmpfs", mountPoint.path(), "tmpfs", "size=16m", false);
    ASSERT_TRUE(tmpfs.ok()) << tmpfs.error();
    const QString path = QString::fromStdString(mountPoint.file("sektor/history.sqlite"));
    ASSERT_TRUE(ok(HistoryStore(path).save(runOn(0))));
    ASSERT_TRUE(tmpfs.remount("ro"));

    TemporaryFolder temporary;
    const RunResult run = runOn(1);
    HistoryStore store(path);
    const StoreError e = store.save(run);
    EXPECT_EQ(e.kind, StoreError::Kind::Unavailable) << qPrintable(e.detail);
    EXPECT_TRUE(store.movedAside().isEmpty()) << "a sound file on a read-only disk is not damaged";
    const QString kept = keepUnsaved(run, path).path;
    EXPECT_TRUE(kept.startsWith(temporary.path())) << "the history's own folder is read-only too: " << qPrintable(kept);
    EXPECT_TRUE(holds(kept, run));

    ASSERT_TRUE(tmpfs.remount("rw"));
    EXPECT_EQ(runsIn(path), 1) << "the earlier run is intact";
}

TEST(HistoryFaults, AFullDiskKeepsTheRunElsewhereAndLosesNoEarlierRun)
{
    SEKTOR_REQUIRE_ROOT();
    MountedLoop fs(64 * 1024 * 1024);
    ASSERT_TRUE(fs.ok()) << fs.error();
    const QString path = QString::fromStdString(fs.file("history.sqlite"));
    ASSERT_TRUE(ok(HistoryStore(path).save(runOn(0))));
    const std::string filler = fs.file("filler");
    ASSERT_TRUE(fillCompletely(filler));

    TemporaryFolder temporary;
    RunResult run = runOn(1);
    HistoryStore store(path);
    const StoreError e = store.save(run);
    EXPECT_EQ(e.kind, StoreError::Kind::Full) << int(e.kind) << ": " << qPrintable(e.detail);
    EXPECT_TRUE(store.movedAside().isEmpty());
    const QString kept = keepUnsaved(run, path).path;
    EXPECT_TRUE(kept.startsWith(temporary.path())) << qPrintable(kept);
    EXPECT_TRUE(holds(kept, run));

    std::filesystem::remove(filler);
    EXPECT_EQ(runsIn(path), 1) << "the earlier run is intact";
}
