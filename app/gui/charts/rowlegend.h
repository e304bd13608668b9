// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/testspec.h"

#include <QCoreApplication>
#include <QList>

class QChart;
class QLineSeries;

namespace Sektor::Gui {

/**
 * The legend of a chart with one line per test and mode: each line gets its row's colour and its
 * mode's line style (testLinePen), the legend lists each row once under the row's name, and
 * caption() says which style is which mode. Halves the legend, so even a QD sweep's rows fit.
 */
class RowLegend
{
    Q_DECLARE_TR_FUNCTIONS(Sektor::Gui::RowLegend)
public:
    void clear();
    /// Styles and names @p series, a line of @p spec in @p mode; call after adding it to @p chart.
    void add(QChart *chart, QLineSeries *series, const TestSpec &spec, IoMode mode);
    int rowCount() const { return int(m_rows.size()); }
    /// "solid: read · dashed: write" for the modes added, translated; empty before any line.
    QString caption() const;
    /// @p title with caption() on a second, lighter line, as chart titles take HTML.
    QString titleWithCaption(const QString &title) const;

private:
    static QString lineStyleName(IoMode mode);
    QList<TestSpec> m_rows;
    QList<IoMode> m_modes;
};

/// @p title with @p caption on a second, lighter line (chart titles take HTML); @p title alone when there is none.
QString chartTitleWithCaption(const QString &title, const QString &caption);

} // namespace Sektor::Gui
