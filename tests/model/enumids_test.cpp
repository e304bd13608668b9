// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Every enum with ids states them once (model/enumids.h): each enumerator has one id, no two values
// share one, and reading an id back gives the value, for every table.
#include "enumerators.h"

#include "helperprotocol/helperprotocol.h"
#include "model/conditions.h"
#include "model/error.h"
#include "model/health.h"
#include "model/results.h"
#include "model/runoptions.h"
#include "model/smallfiles.h"
#include "model/surface.h"
#include "model/testspec.h"
#include "model/verify.h"
#include "report/kinds/sustainedreport.h"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <typeinfo>
#include <vector>

using namespace Sektor;

namespace {

template<typename Enum>
void expectOneIdPerValue()
{
    SCOPED_TRACE(typeid(Enum).name()); // mangled, but enough to tell which table
    // The enumerators as the compiler knows them against those the table lists: one it lacks is found here.
    std::set<int> listed;
    for (const EnumId<Enum> &entry : EnumIds<Enum>::table)
        listed.insert(int(entry.value));
    std::set<int> declared;
    for (const Enum value : Test::allEnumerators<Enum>())
        declared.insert(int(value));
    EXPECT_EQ(listed, declared) << "the table must list each enumerator";
    std::set<std::string> ids;
    std::set<int> values;
    for (const EnumId<Enum> &entry : EnumIds<Enum>::table) {
        EXPECT_STRNE(entry.id, "");
        EXPECT_TRUE(ids.insert(entry.id).second) << "id used twice: " << entry.id;
        EXPECT_TRUE(values.insert(int(entry.value)).second) << "value listed twice: " << entry.id;
        EXPECT_STREQ(idOf(entry.value), entry.id);
        EXPECT_EQ(fromId<Enum>(QString::fromLatin1(entry.id)), entry.value) << entry.id;
    }
    EXPECT_FALSE(fromId<Enum>(u"no-such-id").has_value());
    EXPECT_FALSE(fromId<Enum>(u"").has_value());
}

// Enumerators with a gap, and one at the end of the scan.
enum class ScanProbe { First, AfterGap = 5, Next, Last = Test::EnumeratorScanEnd - 1 };

} // namespace

TEST(EnumIds, EveryTableMapsEachEnumeratorToOneIdAndBack)
{
    expectOneIdPerValue<AccessPattern>();
    expectOneIdPerValue<IoMode>();
    expectOneIdPerValue<DataPattern>();
    expectOneIdPerValue<EngineChoice>();
    expectOneIdPerValue<TargetInfo::Kind>();
    expectOneIdPerValue<ErrorCode>();
    expectOneIdPerValue<SurfaceRange::Kind>();
    expectOneIdPerValue<FileOperation>();
    expectOneIdPerValue<FileOrder>();
    expectOneIdPerValue<FileSync>();
    expectOneIdPerValue<VerifyResult::Verdict>();
    expectOneIdPerValue<DriveHealth::Source>();
    expectOneIdPerValue<DriveLink::Bus>();
    expectOneIdPerValue<HelperProtocol::HelperError>();
    expectOneIdPerValue<SustainedStop>();
}

TEST(EnumIds, TheEnumeratorScanFindsNamedValuesOnly)
{
    // What the test above relies on: the scan sees each enumerator, past a gap and up to the last value it scans.
    const std::vector<ScanProbe> expected {ScanProbe::First, ScanProbe::AfterGap, ScanProbe::Next, ScanProbe::Last};
    EXPECT_EQ(Sektor::Test::allEnumerators<ScanProbe>(), expected);
}

TEST(EnumIds, IdsAreCaseSensitiveAsFilesWriteThem)
{
    EXPECT_EQ(fromId<IoMode>(u"read"), IoMode::Read);
    EXPECT_FALSE(fromId<IoMode>(u"Read").has_value());
    EXPECT_EQ(fromId<TargetInfo::Kind>(u"blockDevice"), TargetInfo::Kind::BlockDevice);
}
