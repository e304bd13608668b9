// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "clibatch.h"

#include "support/quickrun.h"

#include "history/historystore.h"

#include <cstdlib>
#include <regex>

namespace Sektor::Test {

void CliBatch::SetUp()
{
    setenv("SEKTOR_HISTORY", historyFile().c_str(), 1);
}

void CliBatch::TearDown()
{
    unsetenv("SEKTOR_HISTORY");
}

int CliBatch::storedRuns() const
{
    History::HistoryStore store(QString::fromStdString(historyFile()));
    QList<History::RunSummary> runs;
    return store.list({}, runs).isError() ? -1 : int(runs.size());
}

std::vector<std::string> batch(std::vector<std::string> extra)
{
    std::vector<std::string> args = quickRun({});
    args.at(0) = "batch";
    args.insert(args.end(), extra.begin(), extra.end());
    return args;
}

std::string escaped(const std::string &text)
{
    static const std::regex special(R"([.^$|()\[\]{}*+?\\])");
    return std::regex_replace(text, special, R"(\$&)");
}

std::string rowOf(const std::string &out, const std::string &target)
{
    const std::regex row("(^|\n)(\\d+  " + escaped(target) + " [^\n]*)");
    std::smatch m;
    return std::regex_search(out, m, row) ? m[2].str() : std::string();
}

} // namespace Sektor::Test
