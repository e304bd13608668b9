// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Each test kind's parts of the window, found through the one registration (gui/kinds/windowparts.cpp): the rows of the
// More popup and its tooltip for every kind, and which kind's parts show a result.
#include "burninfixture.h"
#include "reportfixtures.h"

#include "gui/kinds/windowparts.h"
#include "gui/options/profiletargets.h"
#include "gui/options/runmoreoptions.h"

#include "model/kindtraits.h"
#include "model/profile.h"

#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QComboBox>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;

namespace {
using K = Profile::Kind;

struct MoreOfKind
{
    K kind;
    QStringList rows; ///< The accessible names of the rows shown, in the popup's order.
    QString summary; ///< The More button's tooltip.
};

const QString Measure = QStringLiteral("Measure time");
const QString Limit = QStringLiteral("Sustained write time limit");
const QString Interval = QStringLiteral("Interval between tests");
const QString Depth = QStringLiteral("Queue depth");

Profile firstOfKind(K kind)
{
    for (const Profile &p : builtinProfiles()) {
        if (p.kind == kind)
            return p;
    }
    ADD_FAILURE() << "no built-in profile of kind " << int(kind);
    return {};
}

QStringList rowsShown(const RunMoreOptions &more)
{
    QStringList rows;
    for (const QWidget *field : more.findChildren<QWidget *>()) {
        const bool isField = qobject_cast<const QComboBox *>(field) || qobject_cast<const QAbstractSpinBox *>(field)
            || qobject_cast<const QCheckBox *>(field);
        if (isField && field->isVisibleTo(&more))
            rows << field->accessibleName();
    }
    return rows;
}
} // namespace

TEST(KindWindowParts, TheMorePopupShowsEachKindsRowsAndSaysWhatTheySet)
{
    const QList<MoreOfKind> kinds {
        {K::Standard,
         {Measure, Interval, QStringLiteral("Rewrite the sequential tests")},
         QStringLiteral("Measure time of each run, the pause between tests, and whether the sequential tests are "
                        "rewritten too")},
        {K::QueueDepthSweep,
         {Measure, Interval},
         QStringLiteral("Measure time of each run, the pause between tests, and whether the sequential tests are "
                        "rewritten too")},
        {K::SyncWriteLatency,
         {Measure, Interval},
         QStringLiteral("Measure time of each run, the pause between tests, and whether the sequential tests are "
                        "rewritten too")},
        {K::BlockSizeSweep,
         {Measure, Interval, QStringLiteral("Smallest block size"), QStringLiteral("Largest block size"), Depth},
         QStringLiteral(
             "Block sizes and queue depth of the sweep, measure time of each run and the pause between tests")},
        {K::SustainedWrite,
         {Limit, Depth},
         QStringLiteral("How long the sustained write may go on at most, and its queue depth")},
        {K::PositionMap,
         {Depth, QStringLiteral("Position map samples"), QStringLiteral("Slow share of the median")},
         QStringLiteral("How many places the map reads, its queue depth, and what counts as slow")},
        {K::AccessTime,
         {QStringLiteral("Access time reads")},
         QStringLiteral("How many random reads the access time makes")},
        {K::ReadScan,
         {Depth, QStringLiteral("Slow read limit")},
         QStringLiteral("The scan's queue depth, and how long a read may take before it counts as slow")},
        {K::CapacityProbe,
         {},
         QStringLiteral("The capacity probe has no settings: where it writes follows from the drive's size")},
        {K::Verify, {}, QStringLiteral("Verify has no settings but its size: how much of the free space it fills")},
        {K::SmallFiles,
         {Measure,
          QStringLiteral("Small files per round"),
          QStringLiteral("Small file size"),
          QStringLiteral("What small files sync"),
          QStringLiteral("Small-files threads")},
         QStringLiteral("How many files, how large, what is synced, in how many folders at once, and how long each "
                        "step is measured")},
        {K::HealthCheck,
         {QStringLiteral("Self-test")},
         QStringLiteral("The Health Check's setting: which of the drive's own self-tests it runs")},
        {K::BurnIn,
         {QStringLiteral("Burn-in passes"),
          QStringLiteral("Burn-in pattern: Stamps"),
          QStringLiteral("Burn-in pattern: Random"),
          QStringLiteral("Burn-in pattern: Zeros"),
          QStringLiteral("Burn-in pattern: Ones"),
          QStringLiteral("Stop after failed ranges"),
          QStringLiteral("Stop if slower than"),
          QStringLiteral("Slower for"),
          QStringLiteral("Stop if hotter than")},
         QStringLiteral("The burn-in's passes, its patterns, and the rules that stop it early")},
    };
    ASSERT_EQ(kinds.size(), int(Profile::LastKind) + 1) << "every kind";
    RunMoreOptions more;
    for (const MoreOfKind &expected : kinds) {
        const Profile profile = firstOfKind(expected.kind);
        SCOPED_TRACE(profile.id.toStdString());
        more.showFor(profile);
        EXPECT_EQ(rowsShown(more).join(QStringLiteral(", ")).toStdString(),
                  expected.rows.join(QStringLiteral(", ")).toStdString());
        EXPECT_EQ(more.summary().toStdString(), expected.summary.toStdString());
        EXPECT_EQ(more.hasSettings(), !expected.rows.isEmpty()) << "the More button is greyed without rows";
    }
}

TEST(KindWindowParts, AResultIsShownByTheKindWhoseFiguresItHolds)
{
    const QList<std::pair<RunResult, K>> results {
        {Fixtures::defaultProfile(), K::Standard},
        {Fixtures::syncWrite(), K::Standard},
        {Fixtures::sustainedWrite(), K::SustainedWrite},
        {Fixtures::positionMap(), K::PositionMap},
        {Fixtures::readScan(), K::ReadScan},
        {Fixtures::accessTime(), K::AccessTime},
        {Fixtures::capacityProbe(), K::CapacityProbe},
        {Fixtures::verifyFill(), K::Verify},
        {Fixtures::smallFiles(), K::SmallFiles},
        {Fixtures::healthCheck(), K::HealthCheck},
        {Sektor::Test::burnInWithFindings(), K::BurnIn},
        {RunResult {}, K::Standard}, // nothing measured yet: the speed tests' grid and charts
    };
    for (const auto &[result, kind] : results) {
        SCOPED_TRACE(result.profileId.toStdString());
        EXPECT_EQ(&windowPartsOf(result), &windowPartsFor(kind));
    }
}

TEST(KindWindowParts, KindsThatShowAlikeShareTheirPartsAndEachPartsIsListedOnce)
{
    EXPECT_EQ(&windowPartsFor(K::ReadScan), &windowPartsFor(K::PositionMap));
    EXPECT_EQ(&windowPartsFor(K::Verify), &windowPartsFor(K::CapacityProbe));
    EXPECT_NE(&windowPartsFor(K::AccessTime), &windowPartsFor(K::PositionMap));
    const QList<const KindWindowParts *> all = allWindowParts();
    EXPECT_EQ(all.size(), 8);
    EXPECT_EQ(all.first(), &windowPartsFor(K::Standard)) << "in the order of the kinds";
    for (const KindWindowParts *parts : all)
        EXPECT_EQ(all.count(parts), 1);
}

// A kind that takes a whole drive, or a folder, says why the other sort of target does not fit by what it does there:
// each kind's own sentence, so that no kind is told another's (a kind that reads would never be said to write every
// block). Kinds that take either say nothing.
TEST(KindWindowParts, AWrongTargetIsRefusedInTheKindsOwnWords)
{
    QHash<QString, QList<K>> kindsBySentence;
    for (const Profile &p : builtinProfiles()) {
        const KindTarget target = kindTraits(p).target;
        const QString onFolder = unavailableOnTargetWhy(p, false);
        const QString onDevice = unavailableOnTargetWhy(p, true);
        if (target == KindTarget::FileOrDevice) {
            EXPECT_TRUE(onFolder.isEmpty() && onDevice.isEmpty()) << qPrintable(p.id);
            continue;
        }
        const QString why = target == KindTarget::WholeDevice ? onFolder : onDevice;
        EXPECT_TRUE((target == KindTarget::WholeDevice ? onDevice : onFolder).isEmpty()) << qPrintable(p.id);
        ASSERT_FALSE(why.isEmpty()) << qPrintable(p.id);
        EXPECT_NE(windowPartsFor(p.kind).wrongTargetWhy(p.kind), nullptr)
            << qPrintable(p.id) << ": every kind of Sektor's own says it itself";
        if (!kindsBySentence[why].contains(p.kind))
            kindsBySentence[why] << p.kind;
    }
    // The three surface tests read alike; every other kind does something of its own.
    const QList<K> surface {K::PositionMap, K::AccessTime, K::ReadScan};
    for (auto it = kindsBySentence.cbegin(); it != kindsBySentence.cend(); ++it) {
        if (it.value().size() > 1) {
            EXPECT_EQ(it.value(), surface) << qPrintable(it.key());
        }
    }
    EXPECT_EQ(kindsBySentence.size(), 6) << "surface, capacity probe, verify, small files, health check, burn-in";
    EXPECT_TRUE(
        unavailableOnTargetWhy(*findProfile(QStringLiteral("burn-in")), false).contains(QLatin1String("every block")));
    EXPECT_FALSE(unavailableOnTargetWhy(*findProfile(QStringLiteral("health-check")), false)
                     .contains(QLatin1String("every block")));
}
