// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QString>

#include <functional>

class QDateTime;
class QImage;
class QWidget;

namespace Sektor::Gui {

/// Writes @p image to @p path as PNG, atomically (no partial file on a failure): an empty string, or why it failed.
QString writePng(const QImage &image, const QString &path);

/**
 * Asks where to save (in the Pictures folder, @p name proposed, @p suffix added when the user types none), then calls
 * @p write with the path and shows its error, if any. Every picture and export of the app is saved through it, so
 * they all ask alike.
 */
void saveWithDialog(QWidget *parent,
                    const QString &title,
                    const QString &filter,
                    const QString &suffix,
                    const QString &name,
                    const std::function<QString(const QString &)> &write);

/// "sektor-20261127-140803.png" for @p stem "sektor": what a picture or export of a run started at @p started is called
/// until the user names it.
QString defaultFileName(const QString &stem, const QDateTime &started, const QString &suffix);

} // namespace Sektor::Gui
