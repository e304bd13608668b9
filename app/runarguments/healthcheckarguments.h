// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "kindarguments.h"

namespace Sektor::Cli {

/// The Health Check's option: --self-test, one of the types a drive offers (a vendor's own test is not asked for).
class HealthCheckArgumentsPart final : public KindArguments
{
public:
    QList<QCommandLineOption> options() const override { return {m_selfTest}; }
    Error apply(const QCommandLineParser &parser, Profile &profile, RunOptions &options) const override;

private:
    QCommandLineOption m_selfTest = valueOption(
        "self-test",
        QT_TRANSLATE_NOOP("sektor-cli",
                          "Health Check: which of the drive's own self-tests runs (default short; none only reads its "
                          "health and log)."),
        QT_TRANSLATE_NOOP("sektor-cli", "short|extended|conveyance|none"));
};

} // namespace Sektor::Cli
