// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace Sektor {

/**
 * Rows of cells as aligned plain-text columns, two spaces apart, each as wide as its widest cell; a column marked in
 * @p rightAligned (figures) aligns right, the others left. Lines carry no trailing spaces, each ends in a newline.
 */
QString textTable(const QList<QStringList> &rows, const QList<bool> &rightAligned = {});

} // namespace Sektor
