// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "certificate/certificatedocument.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QFileDevice>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QUrl>

#include <algorithm>
#include <memory>

namespace Sektor {

namespace {
// Print resolution: fine enough for the bars' lines, small enough to keep a page's PDF light.
constexpr int PdfResolution = 300;
// The page's margins: room for a printer's unprintable edge and a punch on the left.
constexpr double SideMarginMm = 15;
constexpr double TopMarginMm = 12;
constexpr double BottomMarginMm = 10;
// The foot of each page ("page 1 of 2") below the text.
constexpr double FooterMm = 8;
constexpr double FooterPointSize = 7;

QByteArray pngOf(const QImage &image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

void setUp(QPdfWriter &writer, const CertificateDocument &doc)
{
    writer.setTitle(doc.title);
    writer.setCreator(QStringLiteral("Sektor"));
    writer.setResolution(PdfResolution);
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4),
                                     doc.landscape ? QPageLayout::Landscape : QPageLayout::Portrait,
                                     QMarginsF(SideMarginMm, TopMarginMm, SideMarginMm, BottomMarginMm),
                                     QPageLayout::Millimeter));
}

int footerHeight(const QPdfWriter &writer)
{
    return int(FooterMm / 25.4 * writer.resolution());
}

// CSS pixels per inch: what the HTML's lengths are in.
constexpr double CssDpi = 96;

void scaleFrameMargins(QTextFrame *frame, double factor)
{
    for (QTextFrame *child : frame->childFrames()) {
        QTextFrameFormat format = child->frameFormat();
        format.setTopMargin(format.topMargin() * factor);
        format.setBottomMargin(format.bottomMargin() * factor);
        format.setLeftMargin(format.leftMargin() * factor);
        format.setRightMargin(format.rightMargin() * factor);
        child->setFrameFormat(format);
        scaleFrameMargins(child, factor);
    }
}

/// QTextDocument lays out on the writer in the writer's pixels: it scales the pictures, borders, cell padding and list
/// indents from CSS pixels, but takes the margins of paragraphs and tables as the writer's (1/300 in, a third of a
/// CSS pixel). Those are scaled here too, so that the PDF keeps the HTML's spacing.
void scaleMargins(QTextDocument &document, double factor)
{
    QTextCursor edit(&document);
    edit.beginEditBlock();
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        QTextBlockFormat format = block.blockFormat();
        format.setTopMargin(format.topMargin() * factor);
        format.setBottomMargin(format.bottomMargin() * factor);
        format.setLeftMargin(format.leftMargin() * factor);
        format.setRightMargin(format.rightMargin() * factor);
        QTextCursor(block).setBlockFormat(format);
    }
    scaleFrameMargins(document.rootFrame(), factor);
    edit.endEditBlock();
}

/// The report laid out in pages of the writer's text area (its page less the margins and the footer), in the writer's
/// pixels: what is measured is what is printed.
std::unique_ptr<QTextDocument> laidOut(const CertificateDocument &doc, QPdfWriter &writer)
{
    auto document = std::make_unique<QTextDocument>();
    for (const auto &[name, image] : doc.images)
        document->addResource(QTextDocument::ImageResource, QUrl(name), image);
    document->setHtml(doc.html);
    document->setDocumentMargin(0); // the writer's page layout holds the margins
    scaleMargins(*document, writer.resolution() / CssDpi);
    // Laid out once, on the writer, when all is set: each change to a laid-out document lays it out again.
    document->documentLayout()->setPaintDevice(&writer);
    document->setPageSize(QSizeF(writer.width(), writer.height() - footerHeight(writer)));
    return document;
}

void drawFooter(QPainter &painter, const QPdfWriter &writer, const QString &title, int page, int pages)
{
    const QRectF foot(0, writer.height() - footerHeight(writer), writer.width(), footerHeight(writer));
    QFont font(QStringLiteral("sans-serif"));
    font.setPointSizeF(FooterPointSize);
    painter.setFont(font);
    painter.setPen(QPen(QColor(0x8a, 0x94, 0xa0), writer.resolution() / 150.0));
    painter.drawLine(
        QLineF(foot.left(), foot.top() + foot.height() * 0.3, foot.right(), foot.top() + foot.height() * 0.3));
    painter.setPen(QColor(0x55, 0x5f, 0x6b));
    const QRectF text = foot.adjusted(0, foot.height() * 0.3, 0, 0);
    painter.drawText(text, Qt::AlignLeft | Qt::AlignVCenter, title);
    painter.drawText(text,
                     Qt::AlignRight | Qt::AlignVCenter,
                     QCoreApplication::translate("Sektor::Certificate", "Page %1 of %2").arg(page).arg(pages));
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
    if (attachments.isEmpty())
        return printPdf(device, error);
    // QPdfWriter cannot attach files: the attachments are added after it, as an update of what it wrote.
    QBuffer printed;
    printed.open(QIODevice::WriteOnly);
    if (!printPdf(printed, error))
        return false;
    const QByteArray pdf = withAttachments(printed.data(), attachments, error);
    if (pdf.isEmpty())
        return false;
    if (device.write(pdf) != pdf.size()) {
        if (error)
            *error = device.errorString();
        return false;
    }
    return true;
}

bool CertificateDocument::printPdf(QIODevice &device, QString *error) const
{
    QPdfWriter writer(&device);
    setUp(writer, *this);
    const std::unique_ptr<QTextDocument> document = laidOut(*this, writer);
    const QSizeF page = document->pageSize();
    const int pages = document->pageCount();
    QPainter painter(&writer);
    // Pictures kept as drawn (deflated, not JPEG): a QR code's edges stay sharp for a scanner, the bars' too.
    painter.setRenderHint(QPainter::LosslessImageRendering);
    for (int i = 0; i < pages; ++i) {
        if (i > 0)
            writer.newPage();
        painter.save();
        painter.translate(0, -i * page.height());
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = QRectF(QPointF(0, i * page.height()), page);
        painter.setClipRect(context.clip);
        document->documentLayout()->draw(&painter, context);
        painter.restore();
        drawFooter(painter, writer, title, i + 1, pages);
    }
    painter.end();
    // QPdfWriter reports no failure of its own: a file that refused a write (a full disk) says so.
    if (const auto *file = qobject_cast<QFileDevice *>(&device); file && file->error() != QFileDevice::NoError) {
        if (error)
            *error = file->errorString();
        return false;
    }
    return true;
}

PageFit CertificateDocument::pageFit() const
{
    QBuffer nowhere;
    nowhere.open(QIODevice::WriteOnly);
    QPdfWriter writer(&nowhere);
    setUp(writer, *this);
    const std::unique_ptr<QTextDocument> document = laidOut(*this, writer);
    const double pageHeight = document->pageSize().height();
    const int pages = document->pageCount();
    // Where the content ends: the bottom of the last block, or the top of the empty one QTextDocument adds below a
    // closing table.
    const QTextBlock last = document->lastBlock();
    const QRectF lastRect = document->documentLayout()->blockBoundingRect(last);
    const double end = last.text().isEmpty() ? lastRect.top() : lastRect.bottom();
    return {pages, std::clamp((end - (pages - 1) * pageHeight) / pageHeight, 0.0, 1.0)};
}

void CertificateDocument::takeBestLayout(const QStringList &layouts)
{
    QList<PageFit> fits;
    for (const QString &layout : layouts) {
        html = layout;
        fits << pageFit();
    }
    int fewest = fits.isEmpty() ? 0 : fits.first().pages;
    for (const PageFit &fit : fits)
        fewest = std::min(fewest, fit.pages);
    int best = -1;
    for (int i = 0; i < fits.size(); ++i) {
        if (fits.at(i).pages != fewest)
            continue;
        if (fewest == 1 || fits.at(i).lastPageShare >= SliverShare) {
            best = i;
            break;
        }
        if (best < 0 || fits.at(i).lastPageShare > fits.at(best).lastPageShare)
            best = i;
    }
    if (best >= 0)
        html = layouts.at(best);
}

} // namespace Sektor
