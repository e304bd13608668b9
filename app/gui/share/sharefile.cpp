// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/share/sharefile.h"

#include "report/resultfile.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDateTime>
#include <QFileDialog>
#include <QImage>
#include <QMessageBox>
#include <QStandardPaths>

namespace Sektor::Gui {

QString writePng(const QImage &image, const QString &path)
{
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG"))
        return QCoreApplication::translate("Sektor::Gui::ShareActions", "The image could not be encoded.");
    return writeResultFile(path, png);
}

void saveWithDialog(QWidget *parent,
                    const QString &title,
                    const QString &filter,
                    const QString &suffix,
                    const QString &name,
                    const std::function<QString(const QString &)> &write)
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    QFileDialog dialog(parent, title, dir + QLatin1Char('/') + name, filter);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setDefaultSuffix(suffix);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return;
    const QString path = dialog.selectedFiles().constFirst();
    if (const QString error = write(path); !error.isEmpty())
        QMessageBox::warning(
            parent,
            title,
            QCoreApplication::translate("Sektor::Gui::ShareActions", "Could not save %1: %2").arg(path, error));
}

QString defaultFileName(const QString &stem, const QDateTime &started, const QString &suffix)
{
    return QStringLiteral("%1-%2.%3").arg(stem, started.toString(QStringLiteral("yyyyMMdd-hhmmss")), suffix);
}

} // namespace Sektor::Gui
