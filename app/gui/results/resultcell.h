// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "report/kindheadline.h"
#include "report/unitformat.h"

#include <QWidget>

namespace Sektor::Gui {

/// How full a cell's bar is for @p value in @p unit: logarithmic, as CrystalDiskMark's meters (0…1; latency: shorter is
/// fuller).
double barFraction(double value, DisplayUnit unit);
/// barFraction() of a kind's headline in its unit (milliseconds on the latency scale).
double headlineBarFraction(const KindHeadline &headline);

/**
 * One figure of the results grid: the number, large and right-aligned, over a bar that fills
 * with the value on a log scale, as CrystalDiskMark users know it. Highlighted while its test runs,
 * marked in a corner when the figure should not be trusted as it stands.
 */
class ResultCell : public QWidget
{
    Q_OBJECT
public:
    explicit ResultCell(QWidget *parent = nullptr);

    void setValue(const QString &text, double fraction);
    void clear();
    void setActive(bool active);
    /// An amber corner mark: the figure is unstable or affected by a caveat (the tooltip says which).
    void setMarked(bool marked);
    /// Greyed: the figure belongs to an earlier target, not the selected one.
    void setStale(bool stale);
    QString text() const { return m_text; }
    bool isActive() const { return m_active; }
    bool isMarked() const { return m_marked; }
    bool isStale() const { return m_stale; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    /// The large bold font of the figure, smaller when the cell is short (a QD sweep has nine rows).
    QFont valueFont(int height = -1) const;

    QString m_text;
    double m_fraction = 0;
    bool m_active = false;
    bool m_marked = false;
    bool m_stale = false;
};

} // namespace Sektor::Gui
