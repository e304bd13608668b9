// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/charts/resultchart.h"

namespace Sektor::Gui {

/// A small-files test's files per second: a group of bars per operation (create, read or stat, delete), sequential
/// beside random, each with its figure; a log scale keeps a 500,000 files/s stat readable beside a 2,000 files/s
/// synced create.
class SmallFilesRateChart : public ResultChart
{
    Q_OBJECT
public:
    explicit SmallFilesRateChart(QWidget *parent = nullptr);
    bool hasThroughputScale() const override { return true; }

protected:
    bool build(QChart *chart) override;
    QString title() const override;
};

/// Each small-files phase's latency per file, p50 beside p99, on a log scale: how far the slow files (a journal
/// commit, a folder split) lie from the typical one.
class SmallFilesLatencyChart : public ResultChart
{
    Q_OBJECT
public:
    explicit SmallFilesLatencyChart(QWidget *parent = nullptr);

protected:
    bool build(QChart *chart) override;
    QString title() const override;
};

} // namespace Sektor::Gui
