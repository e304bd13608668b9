// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Every enum with ids states them once (model/enumids.h): each value has one id, no two values
// share one, and reading an id back gives the value, for every table.
#include "model/error.h"
#include "model/results.h"
#include "model/runoptions.h"
#include "model/testspec.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

using namespace Sektor;

namespace {

template<typename Enum>
void expectOneIdPerValue()
{
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

} // namespace

TEST(EnumIds, EveryTableMapsEachValueToOneIdAndBack)
{
    expectOneIdPerValue<AccessPattern>();
    expectOneIdPerValue<IoMode>();
    expectOneIdPerValue<DataPattern>();
    expectOneIdPerValue<EngineChoice>();
    expectOneIdPerValue<TargetInfo::Kind>();
    expectOneIdPerValue<ErrorCode>();
}

TEST(EnumIds, EveryErrorCodeHasAnId)
{
    // The codes are numbered without gaps up to the last one; a new code needs its id.
    for (int code = int(ErrorCode::None); code <= int(ErrorCode::KernelFilesystem); ++code)
        EXPECT_STRNE(idOf(ErrorCode(code)), "") << "code " << code;
}

TEST(EnumIds, IdsAreCaseSensitiveAsFilesWriteThem)
{
    EXPECT_EQ(fromId<IoMode>(u"read"), IoMode::Read);
    EXPECT_FALSE(fromId<IoMode>(u"Read").has_value());
    EXPECT_EQ(fromId<TargetInfo::Kind>(u"blockDevice"), TargetInfo::Kind::BlockDevice);
}
