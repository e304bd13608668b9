// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "certificate/pdfattachment.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QMap>
#include <QRegularExpression>

#include <algorithm>
#include <optional>

namespace Sektor {

namespace {
QString say(const char *text)
{
    return QCoreApplication::translate("Sektor::PdfAttachment", text);
}

// An object reference ("2 0 R") as the trailer gives it.
struct ObjectRef
{
    int number = 0;
    int generation = 0;
};

// What the update needs from the PDF it extends: where its newest cross-reference section is, the trailer's entries
// the new trailer repeats, and where the catalog is.
struct PdfTail
{
    qint64 lastXref = 0;
    int size = 0;
    ObjectRef root;
    QByteArray info; ///< "/Info 1 0 R", or empty.
    QByteArray id; ///< "/ID [<…> <…>]", or empty.
    qint64 catalogOffset = -1;
};

bool isPdfWhitespace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == '\0';
}

// Reads whitespace-separated tokens from a position in the file: the cross-reference table is made of them.
class Tokens
{
public:
    Tokens(const QByteArray &data, qint64 at)
        : m_data(data)
        , m_at(at)
    { }
    QByteArray next()
    {
        while (m_at < m_data.size() && isPdfWhitespace(m_data.at(m_at)))
            ++m_at;
        const qint64 start = m_at;
        while (m_at < m_data.size() && !isPdfWhitespace(m_data.at(m_at)))
            ++m_at;
        return m_data.mid(start, m_at - start);
    }
    qint64 position() const { return m_at; }

private:
    const QByteArray &m_data;
    qint64 m_at;
};

// The dictionary that starts at the first "<<" from @p at, up to its matching ">>" (nested dictionaries and literal
// strings skipped); empty when it does not close.
QByteArray dictionaryAt(const QByteArray &data, qint64 at)
{
    const qint64 start = data.indexOf("<<", at);
    if (start < 0)
        return {};
    int depth = 0;
    for (qint64 i = start; i + 1 < data.size(); ++i) {
        const char c = data.at(i);
        if (c == '(') { // a literal string: balanced parentheses, backslash escapes
            int parens = 1;
            for (++i; i < data.size() && parens > 0; ++i) {
                if (data.at(i) == '\\')
                    ++i;
                else if (data.at(i) == '(')
                    ++parens;
                else if (data.at(i) == ')')
                    --parens;
            }
            --i;
        } else if (c == '<' && data.at(i + 1) == '<') {
            ++depth;
            ++i;
        } else if (c == '>' && data.at(i + 1) == '>') {
            ++i;
            if (--depth == 0)
                return data.mid(start, i + 1 - start);
        }
    }
    return {};
}

std::optional<ObjectRef> referenceIn(const QByteArray &dictionary, const char *key)
{
    const QRegularExpression pattern(QLatin1Char('/') + QLatin1String(key)
                                     + QStringLiteral("\\s+(\\d+)\\s+(\\d+)\\s+R"));
    const QRegularExpressionMatch match = pattern.match(QString::fromLatin1(dictionary));
    if (!match.hasMatch())
        return std::nullopt;
    return ObjectRef {match.captured(1).toInt(), match.captured(2).toInt()};
}

QByteArray entryIn(const QByteArray &dictionary, const QString &pattern)
{
    return QRegularExpression(pattern).match(QString::fromLatin1(dictionary)).captured(0).toLatin1();
}

// One cross-reference section at @p offset: its in-use entries added to @p offsets where a newer section has not
// named them, and its trailer returned (empty when the section is not a classic table).
QByteArray readXrefSection(const QByteArray &pdf, qint64 offset, QMap<int, qint64> &offsets)
{
    Tokens tokens(pdf, offset);
    if (tokens.next() != "xref")
        return {};
    for (QByteArray token = tokens.next(); !token.isEmpty(); token = tokens.next()) {
        if (token == "trailer")
            return dictionaryAt(pdf, tokens.position());
        bool ok = false;
        const int first = token.toInt(&ok);
        const int count = tokens.next().toInt();
        if (!ok || count < 0)
            return {};
        for (int i = 0; i < count; ++i) {
            const qint64 at = tokens.next().toLongLong();
            tokens.next(); // generation
            if (tokens.next() == "n" && !offsets.contains(first + i))
                offsets.insert(first + i, at);
        }
    }
    return {};
}

// The tail of @p pdf: the newest trailer's entries and the catalog's offset, following /Prev through older sections.
std::optional<PdfTail> tailOf(const QByteArray &pdf)
{
    const qint64 startxref = pdf.lastIndexOf("startxref");
    if (startxref < 0)
        return std::nullopt;
    PdfTail tail;
    tail.lastXref = Tokens(pdf, startxref + qint64(sizeof("startxref")) - 1).next().toLongLong();
    QMap<int, qint64> offsets;
    qint64 section = tail.lastXref;
    for (int sections = 0; section > 0 && section < pdf.size() && sections < 64; ++sections) {
        const QByteArray trailer = readXrefSection(pdf, section, offsets);
        if (trailer.isEmpty())
            return std::nullopt;
        if (sections == 0) {
            const std::optional<ObjectRef> root = referenceIn(trailer, "Root");
            if (!root)
                return std::nullopt;
            tail.root = *root;
            tail.size = entryIn(trailer, QStringLiteral("/Size\\s+\\d+")).mid(5).trimmed().toInt();
            tail.info = entryIn(trailer, QStringLiteral("/Info\\s+\\d+\\s+\\d+\\s+R"));
            tail.id = entryIn(trailer, QStringLiteral("/ID\\s*\\[[^\\]]*\\]"));
        }
        const QByteArray prev = entryIn(trailer, QStringLiteral("/Prev\\s+\\d+"));
        section = prev.isEmpty() ? 0 : prev.mid(5).trimmed().toLongLong();
    }
    tail.catalogOffset = offsets.value(tail.root.number, -1);
    if (tail.size <= 0 || tail.catalogOffset < 0)
        return std::nullopt;
    return tail;
}

// A PDF text string in UTF-16BE with its byte order mark, as hex: any language, no escaping.
QByteArray textString(const QString &text)
{
    QByteArray utf16 {"\xfe\xff"};
    for (const QChar c : text) {
        utf16.append(char(c.unicode() >> 8));
        utf16.append(char(c.unicode() & 0xff));
    }
    return '<' + utf16.toHex() + '>';
}

// A PDF literal string of ASCII text: the file's name as the name tree's key and /F.
QByteArray asciiString(const QString &text)
{
    QByteArray escaped = text.toLatin1();
    escaped.replace('\\', "\\\\").replace('(', "\\(").replace(')', "\\)");
    return '(' + escaped + ')';
}

// A name object ("/application#2Fjson"): bytes outside the regular characters written as #xx.
QByteArray pdfName(const QByteArray &text)
{
    QByteArray name {"/"};
    for (const char c : text) {
        if (QByteArrayLiteral("()<>[]{}/%#").contains(c) || c <= ' ' || c > '~')
            name += '#' + QByteArray(1, c).toHex().toUpper();
        else
            name += c;
    }
    return name;
}

QByteArray pdfDate(const QDateTime &time)
{
    return "(D:" + time.toUTC().toString(QStringLiteral("yyyyMMddHHmmss")).toLatin1() + "Z)";
}

QByteArray number(qint64 n)
{
    return QByteArray::number(n);
}

// The objects this update appends, and where each begins.
class Update
{
public:
    explicit Update(const QByteArray &pdf)
        : m_bytes(pdf)
    {
        if (!m_bytes.endsWith('\n'))
            m_bytes += '\n';
    }
    void add(int objectNumber, int generation, const QByteArray &body)
    {
        m_offsets.insert(objectNumber, {m_bytes.size(), generation});
        m_bytes += number(objectNumber) + ' ' + number(generation) + " obj\n" + body + "\nendobj\n";
    }
    /// The cross-reference section of the objects added, in runs of consecutive numbers, and the trailer.
    QByteArray finish(const QByteArray &trailerEntries)
    {
        const qint64 xref = m_bytes.size();
        m_bytes += "xref\n";
        const QList<int> numbers = m_offsets.keys();
        for (int i = 0; i < numbers.size();) {
            int run = 1;
            while (i + run < numbers.size() && numbers.at(i + run) == numbers.at(i) + run)
                ++run;
            m_bytes += number(numbers.at(i)) + ' ' + number(run) + '\n';
            for (int j = i; j < i + run; ++j) {
                const auto &[offset, generation] = m_offsets.value(numbers.at(j));
                // Each entry exactly 20 bytes: 10-digit offset, 5-digit generation, 'n', a two-byte end of line.
                m_bytes += QByteArray::number(offset).rightJustified(10, '0') + ' '
                    + QByteArray::number(generation).rightJustified(5, '0') + " n \n";
            }
            i += run;
        }
        m_bytes += "trailer\n<<\n" + trailerEntries + ">>\nstartxref\n" + number(xref) + "\n%%EOF\n";
        return m_bytes;
    }

private:
    QByteArray m_bytes;
    QMap<int, QPair<qint64, int>> m_offsets;
};

QByteArray embeddedFileStream(const PdfAttachment &file)
{
    // qCompress's output is a 4-byte length and a zlib stream: the stream is what /FlateDecode reads.
    const QByteArray deflated = qCompress(file.bytes, 9).mid(4);
    // /CheckSum: the MD5 of the file as extracted, so a reader can tell a damaged attachment.
    QByteArray params = "<< /Size " + number(file.bytes.size()) + " /CheckSum <"
        + QCryptographicHash::hash(file.bytes, QCryptographicHash::Md5).toHex() + '>';
    if (file.modified.isValid())
        params += " /ModDate " + pdfDate(file.modified);
    params += " >>";
    return "<< /Type /EmbeddedFile /Subtype " + pdfName(file.mimeType) + " /Filter /FlateDecode /Length "
        + number(deflated.size()) + " /Params " + params + " >>\nstream\n" + deflated + "\nendstream";
}

QByteArray fileSpecification(const PdfAttachment &file, int streamObject)
{
    const QByteArray stream = number(streamObject) + " 0 R";
    // /AFRelationship /Data: the file holds the data the page shows (PDF 2.0, PDF/A-3; older readers skip the key).
    return "<< /Type /Filespec /F " + asciiString(file.fileName) + " /UF " + textString(file.fileName) + " /Desc "
        + textString(file.description) + " /EF << /F " + stream + " /UF " + stream + " >> /AFRelationship /Data >>";
}
} // namespace

QByteArray withAttachments(const QByteArray &pdf, const QList<PdfAttachment> &attachments, QString *error)
{
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return QByteArray();
    };
    const std::optional<PdfTail> tail = tailOf(pdf);
    if (!tail)
        return fail(say(QT_TRANSLATE_NOOP("Sektor::PdfAttachment",
                                          "the PDF has no cross-reference table and trailer that can be extended")));
    const QByteArray catalog = dictionaryAt(pdf, tail->catalogOffset);
    if (catalog.isEmpty() || !catalog.contains("/Catalog"))
        return fail(say(QT_TRANSLATE_NOOP("Sektor::PdfAttachment", "the PDF's catalog cannot be read")));
    // Merging into a name tree or a list of associated files that is already there is not needed for QPdfWriter's
    // output, so it is refused rather than half done.
    if (QRegularExpression(QStringLiteral("/(Names|AF)\\b")).match(QString::fromLatin1(catalog)).hasMatch())
        return fail(say(QT_TRANSLATE_NOOP("Sektor::PdfAttachment", "the PDF already has attachments or names")));

    Update update(pdf);
    int next = tail->size;
    QByteArray names;
    QByteArray associated;
    // Name trees list their keys in order.
    QList<PdfAttachment> sorted = attachments;
    std::sort(sorted.begin(), sorted.end(), [](const PdfAttachment &a, const PdfAttachment &b) {
        return a.fileName < b.fileName;
    });
    for (const PdfAttachment &file : sorted) {
        const int stream = next++;
        const int specification = next++;
        update.add(stream, 0, embeddedFileStream(file));
        update.add(specification, 0, fileSpecification(file, stream));
        names += asciiString(file.fileName) + ' ' + number(specification) + " 0 R ";
        associated += number(specification) + " 0 R ";
    }
    const int nameTree = next++;
    update.add(nameTree, 0, "<< /Names [ " + names + "] >>");
    // The catalog again under its own number: the newer version is the one a reader takes (§7.5.6).
    update.add(tail->root.number,
               tail->root.generation,
               catalog.chopped(2).trimmed() + "\n/Names << /EmbeddedFiles " + number(nameTree) + " 0 R >>\n/AF [ "
                   + associated + "]\n>>");
    QByteArray trailer = "/Size " + number(next) + "\n/Root " + number(tail->root.number) + ' '
        + number(tail->root.generation) + " R\n";
    if (!tail->info.isEmpty())
        trailer += tail->info + '\n';
    if (!tail->id.isEmpty())
        trailer += tail->id + '\n';
    trailer += "/Prev " + number(tail->lastXref) + '\n';
    return update.finish(trailer);
}

} // namespace Sektor
