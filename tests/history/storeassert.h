// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "support/tempdir.h"

#include "history/historystore.h"

#include <gtest/gtest.h>

namespace Sektor::Test {

inline QString fileIn(const TempDir &dir, const char *name)
{
    return QString::fromStdString(dir.file(name));
}

/// Succeeds for no error; otherwise says which and why.
inline ::testing::AssertionResult ok(const History::StoreError &e)
{
    if (!e.isError())
        return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << "error " << int(e.kind) << ": " << qPrintable(e.detail);
}

} // namespace Sektor::Test
