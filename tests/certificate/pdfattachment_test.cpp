// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The incremental update that attaches files to what QPdfWriter wrote: read back here by hand, object by object, as a
// PDF reader would (poppler reads it in certificateseal_test.cpp).
#include "certificate/certificatedocument.h"
#include "certificate/pdfattachment.h"

#include <QBuffer>
#include <QCryptographicHash>
#include <QRegularExpression>
#include <QtEndian>

#include <gtest/gtest.h>

using namespace Sektor;

namespace {
QByteArray printed()
{
    CertificateDocument doc;
    doc.title = QStringLiteral("A page");
    doc.html = QStringLiteral("<p>Some text</p>");
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    EXPECT_TRUE(doc.writePdf(buffer, nullptr));
    return bytes;
}

PdfAttachment jsonFile(const QByteArray &bytes)
{
    return {QStringLiteral("sektor-result.json"),
            QStringLiteral("Résultat"),
            QByteArrayLiteral("application/json"),
            bytes,
            QDateTime(QDate(2026, 11, 25), QTime(9, 31), Qt::UTC)};
}

qint64 startxrefOf(const QByteArray &pdf)
{
    const qint64 at = pdf.lastIndexOf("startxref");
    return pdf.mid(at + 9).trimmed().split('\n').first().toLongLong();
}

// The body of object @p number at @p offset ("N 0 obj … endobj"), empty when the offset does not start it.
QByteArray objectAt(const QByteArray &pdf, qint64 offset, int number)
{
    const QByteArray head = QByteArray::number(number) + " 0 obj\n";
    if (pdf.mid(offset, head.size()) != head)
        return {};
    const qint64 end = pdf.indexOf("endobj", offset);
    return pdf.mid(offset + head.size(), end - offset - head.size());
}

// The update's cross-reference section: object number to offset.
QMap<int, qint64> updateXref(const QByteArray &pdf)
{
    QMap<int, qint64> offsets;
    const QList<QByteArray> lines = pdf.mid(startxrefOf(pdf)).split('\n');
    EXPECT_EQ(lines.first(), "xref");
    for (int i = 1; i < lines.size() && lines.at(i) != "trailer";) {
        const QList<QByteArray> run = lines.at(i).split(' ');
        const int first = run.at(0).toInt();
        const int count = run.at(1).toInt();
        for (int j = 0; j < count; ++j) {
            const QByteArray &entry = lines.at(i + 1 + j);
            EXPECT_EQ(entry.size() + 1, 20) << "an entry is 20 bytes with its end of line: " << entry.constData();
            offsets.insert(first + j, entry.left(10).toLongLong());
        }
        i += 1 + count;
    }
    return offsets;
}

QByteArray inflated(const QByteArray &stream)
{
    // qUncompress wants qCompress's 4-byte length before the zlib stream.
    QByteArray sized(4, '\0');
    qToBigEndian(quint32(1 << 20), sized.data());
    return qUncompress(sized + stream);
}
} // namespace

TEST(PdfAttachment, TheOriginalStaysAsItWasAndTheUpdateFollowsIt)
{
    const QByteArray original = printed();
    QString error;
    const QByteArray updated = withAttachments(original, {jsonFile("{\"a\": 1}\n")}, &error);
    ASSERT_FALSE(updated.isEmpty()) << qPrintable(error);
    EXPECT_TRUE(updated.startsWith(original)) << "an incremental update leaves the signed-over bytes alone";
    EXPECT_TRUE(updated.endsWith("%%EOF\n"));
    const QByteArray trailer = updated.mid(updated.lastIndexOf("trailer"));
    EXPECT_TRUE(trailer.contains(QByteArray("/Prev " + QByteArray::number(startxrefOf(original)) + '\n')))
        << trailer.constData();
    EXPECT_TRUE(trailer.contains("/Root 2 0 R")) << trailer.constData();
    EXPECT_TRUE(trailer.contains("/Info 1 0 R")) << trailer.constData();
}

TEST(PdfAttachment, TheNewCatalogNamesTheEmbeddedFileAndItsContentComesBack)
{
    const QByteArray original = printed();
    const QByteArray json = QByteArray("{\n    \"format\": \"sektor-result\"\n}\n").repeated(50);
    const QByteArray updated = withAttachments(original, {jsonFile(json)}, nullptr);
    const QMap<int, qint64> xref = updateXref(updated);
    ASSERT_TRUE(xref.contains(2)) << "the catalog's new version";
    const QByteArray catalog = objectAt(updated, xref.value(2), 2);
    EXPECT_TRUE(catalog.contains("/Type /Catalog")) << catalog.constData();
    EXPECT_TRUE(catalog.contains("/Pages 3 0 R")) << "the original's entries stay: " << catalog.constData();
    const QRegularExpressionMatch names = QRegularExpression(QStringLiteral("/Names << /EmbeddedFiles (\\d+) 0 R >>"))
                                              .match(QString::fromLatin1(catalog));
    ASSERT_TRUE(names.hasMatch()) << catalog.constData();
    const QRegularExpressionMatch af
        = QRegularExpression(QStringLiteral("/AF \\[ (\\d+) 0 R \\]")).match(QString::fromLatin1(catalog));
    ASSERT_TRUE(af.hasMatch()) << catalog.constData();

    const int treeNumber = names.captured(1).toInt();
    const QByteArray tree = objectAt(updated, xref.value(treeNumber), treeNumber);
    const int specNumber = af.captured(1).toInt();
    EXPECT_EQ(tree, "<< /Names [ (sektor-result.json) " + QByteArray::number(specNumber) + " 0 R ] >>\n");

    const QByteArray spec = objectAt(updated, xref.value(specNumber), specNumber);
    EXPECT_TRUE(spec.startsWith("<< /Type /Filespec /F (sektor-result.json) /UF <feff")) << spec.constData();
    EXPECT_TRUE(spec.contains("/AFRelationship /Data")) << spec.constData();
    const QRegularExpressionMatch ef
        = QRegularExpression(QStringLiteral("/EF << /F (\\d+) 0 R")).match(QString::fromLatin1(spec));
    ASSERT_TRUE(ef.hasMatch()) << spec.constData();

    const int streamNumber = ef.captured(1).toInt();
    const QByteArray stream = objectAt(updated, xref.value(streamNumber), streamNumber);
    EXPECT_TRUE(stream.startsWith("<< /Type /EmbeddedFile /Subtype /application#2Fjson /Filter /FlateDecode"))
        << stream.left(200).constData();
    EXPECT_TRUE(stream.contains(QByteArray("/Size " + QByteArray::number(json.size()) + " /CheckSum <"
                                           + QCryptographicHash::hash(json, QCryptographicHash::Md5).toHex() + ">")));
    EXPECT_TRUE(stream.contains("/ModDate (D:20261125093100Z)"));
    const qint64 length = QRegularExpression(QStringLiteral("/Length (\\d+)"))
                              .match(QString::fromLatin1(stream))
                              .captured(1)
                              .toLongLong();
    const qint64 data = stream.indexOf("stream\n") + 7;
    EXPECT_EQ(stream.mid(data + length, 10), "\nendstream");
    EXPECT_EQ(inflated(stream.mid(data, length)), json);
    EXPECT_LT(length, json.size() / 10) << "the JSON travels deflated";

    const QByteArray trailer = updated.mid(updated.lastIndexOf("trailer"));
    EXPECT_TRUE(trailer.contains(
        QByteArray("/Size " + QByteArray::number(std::max({treeNumber, specNumber, streamNumber}) + 1))))
        << trailer.constData();
}

TEST(PdfAttachment, ADocumentWithAttachmentsPrintsItsPdfWithThem)
{
    CertificateDocument doc;
    doc.html = QStringLiteral("<p>Some text</p>");
    doc.attachments << jsonFile("{}\n");
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    ASSERT_TRUE(doc.writePdf(buffer, nullptr));
    EXPECT_EQ(bytes.count("%%EOF"), 2) << "QPdfWriter's end and the update's";
    EXPECT_TRUE(bytes.contains("/EmbeddedFiles"));
}

TEST(PdfAttachment, WhatItCannotExtendItRefusesWithAReason)
{
    QString error;
    EXPECT_TRUE(withAttachments("not a pdf", {jsonFile("{}")}, &error).isEmpty());
    EXPECT_FALSE(error.isEmpty());

    // A catalog that already lists associated files: merging into them is not done by half.
    error.clear();
    const QByteArray broken
        = withAttachments(printed().replace("/Type /Catalog\n", "/Type /Catalog\n/AF [ ]\n"), {jsonFile("{}")}, &error);
    EXPECT_TRUE(broken.isEmpty());
    EXPECT_FALSE(error.isEmpty());

    // A PDF 1.5 cross-reference stream instead of a table.
    error.clear();
    QByteArray streamed = printed();
    streamed.replace(streamed.lastIndexOf("\nxref\n") + 1, 4, "XRef");
    EXPECT_TRUE(withAttachments(streamed, {jsonFile("{}")}, &error).isEmpty());
    EXPECT_FALSE(error.isEmpty());
}
