// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/verify.h"

#include <QWidget>

namespace Sektor::Gui {

/**
 * A drive's claimed capacity as one bar: green where the places checked kept what was written, red where they did
 * not (hatched where the drive wraps around onto its start), grey where nothing was checked yet.
 */
class CapacityBar : public QWidget
{
    Q_OBJECT
public:
    explicit CapacityBar(QWidget *parent = nullptr);

    /// Draws @p verify; an empty one draws an unchecked bar.
    void setVerify(const VerifyResult &verify);
    /// The stretch of the bar that stands for [@p offset, @p offset + @p length) of the claim, in widget coordinates.
    QRect areaOf(std::uint64_t offset, std::uint64_t length) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    QRect barArea() const;

    VerifyResult m_verify;
};

} // namespace Sektor::Gui
