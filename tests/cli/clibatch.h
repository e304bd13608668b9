// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "support/tempdir.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace Sektor::Test {

/// Every test gets a history of its own.
class CliBatch : public ::testing::Test
{
protected:
    void SetUp() override;
    void TearDown() override;
    std::string historyFile() const { return m_data.file("history.sqlite"); }

    /// How many runs the history holds; -1 when it cannot be read.
    int storedRuns() const;

private:
    TempDir m_data;
};

/// The quick run's arguments for `sektor-cli batch`, then @p extra.
std::vector<std::string> batch(std::vector<std::string> extra);

/// @p text with every character a regular expression treats specially escaped.
std::string escaped(const std::string &text);

/// The summary's row of @p target ("2  /mnt/x  loop3 …").
std::string rowOf(const std::string &out, const std::string &target);

} // namespace Sektor::Test
