// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "certificate/certificatedocument.h"

#include <QBuffer>
#include <QFileDevice>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QTextDocument>
#include <QUrl>

namespace Sektor {

namespace {
// Print resolution: fine enough for the bars' lines, small enough to keep a page's PDF light.
constexpr int PdfResolution = 300;

QByteArray pngOf(const QImage &image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}
} // namespace

QByteArray CertificateDocument::htmlFile() const
{
    QString page = html;
    for (const auto &[name, image] : images)
        page.replace(QLatin1String("src=\"") + name + QLatin1Char('"'),
                     QLatin1String("src=\"data:image/png;base64,") + QString::fromLatin1(pngOf(image).toBase64())
                         + QLatin1Char('"'));
    return page.toUtf8();
}

bool CertificateDocument::writePdf(QIODevice &device, QString *error) const
{
    QPdfWriter writer(&device);
    writer.setTitle(title);
    writer.setCreator(QStringLiteral("Sektor"));
    writer.setResolution(PdfResolution);
    // No margins of the writer's own: QTextDocument::print() keeps 2 cm around the text.
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4),
                                     landscape ? QPageLayout::Landscape : QPageLayout::Portrait,
                                     QMarginsF(),
                                     QPageLayout::Millimeter));
    QTextDocument document;
    for (const auto &[name, image] : images)
        document.addResource(QTextDocument::ImageResource, QUrl(name), image);
    document.setHtml(html);
    document.print(&writer);
    // QPdfWriter reports no failure of its own: a file that refused a write (a full disk) says so.
    if (const auto *file = qobject_cast<QFileDevice *>(&device); file && file->error() != QFileDevice::NoError) {
        if (error)
            *error = file->errorString();
        return false;
    }
    return true;
}

} // namespace Sektor
