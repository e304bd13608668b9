// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "station/station.h"

#include <QTableWidget>

namespace Sektor::Gui {

/**
 * The station's board: one row per drive it took, in the order they came: where it is attached (its controller or
 * bus), what it is, its state and the step of the chain it is in, the step's progress, its verdict, and its
 * certificate, which a double click opens.
 */
class StationBoard : public QTableWidget
{
    Q_OBJECT
public:
    enum Column { SlotColumn, DriveColumn, StateColumn, ProgressColumn, VerdictColumn, CertificateColumn };

    explicit StationBoard(QWidget *parent = nullptr);

    /// The profiles of the station's chain, which the rows' steps index: each step named in the language of now.
    void setChain(const QList<Profile> &chain) { m_chain = chain; }

    /// Shows @p row of the station as board row @p index (added when it is the next).
    void showRow(int index, const Station::StationRow &row);
    /// The certificate of board row @p index, or empty.
    QString certificateOf(int index) const;

Q_SIGNALS:
    /// The user asked to open @p path (a double click on a row with a certificate).
    void openRequested(const QString &path);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QList<Profile> m_chain;
    QList<Station::StationRow> m_rows;
};

} // namespace Sektor::Gui
