// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/charts/resultchart.h"
#include "peers/peerstanding.h"

#include <QList>

#include <vector>

namespace Sektor::Gui {

/// The comparable results of a model in equal bins: counts of the others, over a range that holds the result too.
struct PeerHistogram
{
    double low = 0; ///< Where the first bin starts (bytes/s).
    double binWidth = 0; ///< Bytes/s.
    QList<int> counts; ///< Of the others in each bin, the result itself not among them.

    /// The bin @p value falls into (the last bin holds its upper edge).
    int binOf(double value) const;
};

/**
 * The bins of @p others with @p own in their range: about the square root of their number (5 to 20 bins), so that a
 * few results do not scatter one to a bin and many still show their shape; a range of one value is widened by 5 % each
 * way.
 */
PeerHistogram peerHistogram(const std::vector<double> &others, double own);

/**
 * "Is this normal for my model?" as a picture: the comparable results of one test of the result's model as a
 * histogram (MB/s across, how many results up), this result marked by a line and the median by a dashed one; the line
 * under the title says where it stands (peerLine()). Series named for tests: "peerBins" (an area whose upper line steps
 * over the bins), "thisResult", "peerMedian".
 */
class PeerDistributionChart : public ResultChart
{
    Q_OBJECT
public:
    explicit PeerDistributionChart(QWidget *parent = nullptr);

    /// Shows @p standing, the standing of @p result's test @p testIndex.
    void showStanding(const RunResult &result, int testIndex, const PeerStanding &standing);

protected:
    bool build(QChart *chart) override;
    QString title() const override;
    QString caption() const override;
    QString emptyText() const override;

private:
    int m_testIndex = -1;
    PeerStanding m_standing;
};

} // namespace Sektor::Gui
