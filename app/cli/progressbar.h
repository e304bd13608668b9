// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/progress.h"
#include "report/progresswords.h"

#include <cstdio>

namespace Sektor::Cli {

/// A one-line progress display on a terminal (stderr), redrawn at most every 100 ms.
class ProgressBar : public ProgressObserver
{
public:
    /// Draws on @p stream, saying a measuring run in @p words where its kind has its own (a burn-in's step…).
    explicit ProgressBar(std::FILE *stream, ProgressWords words = {});
    ~ProgressBar() override;

    /// Whether the stream is a terminal (otherwise nothing is drawn: logs stay clean).
    bool active() const { return m_active; }

    void progress(const Progress &progress) override;

    /// Erases the line, e.g. before an error message.
    void clear();

private:
    std::FILE *m_stream;
    bool m_active;
    bool m_drawn = false;
    ProgressWords m_words;
};

} // namespace Sektor::Cli
