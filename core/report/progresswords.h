// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/profile.h"
#include "model/progress.h"
#include "model/runoptions.h"

#include <QString>

#include <functional>

namespace Sektor {

/**
 * What a run's progress says while it measures, in the words of its kind where the kind has its own: where a burn-in
 * is in its passes, how much of a device a surface test has read, how far a drive says its own self-test is. The
 * window's status, the batch table and sektor-cli's bar say the same. Each kind's words are in its report's files,
 * registered by kind in progresswords.cpp.
 */
class ProgressWords
{
public:
    /// The words of @p profile's kind, for a run with @p options (a burn-in's steps follow from them).
    ProgressWords(const Profile &profile, const RunOptions &options);
    /// No kind's words: every progress is said as a run's.
    ProgressWords() = default;

    /// The kind's sentence for @p progress, translated; empty when the kind has none, or outside Phase::Measuring
    /// (a run's own words say it then: preparing, warming up, run 2 of 3).
    QString operator()(const Progress &progress) const;

private:
    std::function<QString(const Progress &)> m_words;
};

/// A kind's words for its runs with given options; the registry's entries (progresswords.cpp).
using KindProgressWords = std::function<QString(const Progress &)> (*)(const RunOptions &options);

} // namespace Sektor
