// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "certificate/certificateverification.h"
#include "certificate/attachedresult.h"
#include "certificate/certificateseal.h"
#include "certificate/certificatesignature.h"
#include "certificate/popplertool.h"
#include "certificate/printedfigures.h"
#include "model/uniquefd.h"
#include "report/fileio.h"
#include "report/jsonreport.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLocale>

#include <cerrno>
#include <cstring>
#include <optional>

#include <fcntl.h>
#include <sys/stat.h>

namespace Sektor {

namespace {
QString say(const char *text)
{
    return QCoreApplication::translate("Sektor::CertificateVerification", text);
}

// A certificate's text is a few kilobytes, a batch summary's some more: this only bounds a PDF made to print more.
constexpr qint64 MaxTextBytes = 16ll * 1024 * 1024;

QString popplerMissing(const QString &program)
{
    return say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification",
                                 "%1 (package poppler-utils) is not installed: it reads the PDF."))
        .arg(program);
}

// The PDF's bytes, read once (what every check looks at), or why not.
std::optional<QByteArray> pdfBytes(const QString &path, QString *why)
{
    const UniqueFd fd(::open(QFile::encodeName(path).constData(), O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC));
    struct stat st
    {
    };
    if (!fd.isValid() || ::fstat(fd.get(), &st) != 0) {
        *why = QString::fromLocal8Bit(std::strerror(errno));
        return std::nullopt;
    }
    if (!S_ISREG(st.st_mode)) {
        *why = say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification", "it is not a regular file"));
        return std::nullopt;
    }
    QByteArray bytes;
    if (const int err = FileIo::readAtMost(fd.get(), MaxCertificateBytes, bytes); err != 0) {
        *why = err == EFBIG ? say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification",
                                                    "it is larger than %1 MiB, which no certificate is"))
                                  .arg(MaxCertificateBytes / (1024 * 1024))
                            : QString::fromLocal8Bit(std::strerror(err));
        return std::nullopt;
    }
    return bytes;
}

// Builds the checks one by one and the verdict they make: a failure of the contents outweighs a missing tool, which
// outweighs nothing to check.
class Verifier
{
public:
    Verifier(const QString &pdfPath,
             const QStringList &trustFiles,
             const QList<QLocale> &locales,
             const std::function<bool()> &stopRequested)
        : m_pdf(pdfPath)
        , m_trustFiles(trustFiles)
        , m_locales(locales)
        , m_stopRequested(stopRequested)
    { }

    CertificateVerification run()
    {
        QString why;
        const std::optional<QByteArray> bytes = pdfBytes(m_pdf, &why);
        if (bytes)
            m_copy.reset(unnamedCopy(*bytes));
        if (!bytes || !m_copy.isValid()) {
            cannot(CertificateCheck::Kind::Attachment,
                   say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification", "%1 cannot be read: %2."))
                       .arg(m_pdf, bytes ? QString::fromLocal8Bit(std::strerror(errno)) : why));
            return finished();
        }
        if (const std::optional<QByteArray> json = attachment()) {
            // Two readings of the pages: in reading order for the hash and the sections' sentences (beside the QR code
            // and in two columns a line of the layout mixes them), as the page lays them out for the grid's rows.
            const QString text = pdfText(false);
            const QString layout = text.isNull() ? QString() : pdfText(true);
            if (!layout.isNull()) {
                checkHash(*json, text);
                checkFigures(*json, text, layout);
            }
        }
        checkSignature(*bytes);
        return finished();
    }

private:
    void add(CertificateCheck::Kind kind, CertificateCheck::Status status, const QString &text)
    {
        m_result.checks.append({kind, status, text});
    }

    void fail(CertificateCheck::Kind kind, const QString &text)
    {
        add(kind, CertificateCheck::Status::Failed, text);
        m_tampered = true;
    }

    void cannot(CertificateCheck::Kind kind, const QString &text)
    {
        add(kind, CertificateCheck::Status::NotChecked, text);
        m_cannotCheck = true;
    }

    // The attached result's bytes, through pdfdetach: what any reader of attachments gets.
    std::optional<QByteArray> attachment()
    {
        const auto kind = CertificateCheck::Kind::Attachment;
        const QString name = QLatin1String(ResultAttachmentName);
        const AttachedResult attached = attachedResult(m_copy.get(), m_stopRequested);
        switch (attached.found) {
        case AttachedResult::Found::One:
            break;
        case AttachedResult::Found::None:
            add(kind,
                CertificateCheck::Status::Failed,
                say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification",
                                      "%1 carries no attached %2: it is not a certificate Sektor made."))
                    .arg(m_pdf, name));
            m_notACertificate = true;
            return std::nullopt;
        case AttachedResult::Found::Several:
            fail(kind,
                 say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification",
                                       "%1 carries %2 files named %3: Sektor attaches one."))
                     .arg(m_pdf, attached.detail, name));
            return std::nullopt;
        case AttachedResult::Found::Unclear:
            fail(kind,
                 say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification",
                                       "The list of the files %1 carries cannot be read for sure (at \"%2\"): a name "
                                       "with control characters, or counts that disagree. Sektor names its one "
                                       "attachment plainly."))
                     .arg(m_pdf, attached.detail.left(80)));
            return std::nullopt;
        case AttachedResult::Found::TooLarge:
            fail(kind,
                 say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification",
                                       "The attached %1 is larger than any result Sektor writes: it was not read on."))
                     .arg(name));
            return std::nullopt;
        case AttachedResult::Found::CannotRead:
        case AttachedResult::Found::Cancelled:
            cannot(kind,
                   attached.detail.isEmpty() && attached.found == AttachedResult::Found::CannotRead
                       ? popplerMissing(QStringLiteral("pdfdetach"))
                       : say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification", "pdfdetach could not save %1: %2"))
                             .arg(name,
                                  attached.found == AttachedResult::Found::Cancelled
                                      ? say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification", "stopped"))
                                      : attached.detail));
            return std::nullopt;
        }
        m_result.sha256 = sha256Hex(attached.json);
        add(kind,
            CertificateCheck::Status::Passed,
            QCoreApplication::translate("Sektor::CertificateVerification",
                                        "The PDF carries the test's result: %1, %n bytes.",
                                        nullptr,
                                        int(attached.json.size()))
                .arg(name));
        return attached.json;
    }

    // The PDF's text as pdftotext reads it (with @p layout, a line per line of the page), pages apart by form feeds;
    // null when it cannot be read.
    QString pdfText(bool layout)
    {
        QStringList arguments {QStringLiteral("-enc"), QStringLiteral("UTF-8")};
        if (layout)
            arguments << QStringLiteral("-layout");
        arguments << QLatin1String(InputPlaceholder) << QLatin1String(OutputPlaceholder);
        const PopplerRun text
            = runPoppler(QStringLiteral("pdftotext"), arguments, m_copy.get(), MaxTextBytes, m_stopRequested);
        switch (text.status) {
        case PopplerRun::Status::Done:
            return QString::fromUtf8(text.output);
        case PopplerRun::Status::NotInstalled:
            cannot(CertificateCheck::Kind::Hash, popplerMissing(QStringLiteral("pdftotext")));
            break;
        case PopplerRun::Status::Cancelled:
            cannot(CertificateCheck::Kind::Hash,
                   say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification", "Reading the pages was stopped.")));
            break;
        case PopplerRun::Status::TooLarge:
        case PopplerRun::Status::TimedOut:
        case PopplerRun::Status::Failed:
            fail(CertificateCheck::Kind::Hash,
                 say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification", "pdftotext cannot read the pages: %1"))
                     .arg(text.status == PopplerRun::Status::Failed
                              ? text.messages
                              : say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification",
                                                      "they hold more text than any certificate, or take too long"))));
            break;
        }
        return {};
    }

    void checkHash(const QByteArray &json, const QString &text)
    {
        const auto kind = CertificateCheck::Kind::Hash;
        const std::optional<QString> printed = printedHash(text.section(QLatin1Char('\f'), 0, 0));
        if (!printed) {
            fail(kind,
                 say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification",
                                       "Page 1 prints no SHA-256 (or more than one) to compare the result with.")));
        } else if (*printed != sha256Hex(json)) {
            fail(kind,
                 say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification",
                                       "The attached result's SHA-256 is %1, but page 1 prints %2: the attachment is "
                                       "not the result the certificate was made from."))
                     .arg(groupedHash(sha256Hex(json)), groupedHash(*printed)));
        } else {
            add(kind,
                CertificateCheck::Status::Passed,
                say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification",
                                      "Its SHA-256 is the one printed on page 1: %1."))
                    .arg(groupedHash(*printed)));
        }
    }

    static QString figuresPassed(const PrintedFigures &figures, const QLocale &locale)
    {
        QStringList said;
        if (figures.gridFigures > 0)
            said << QCoreApplication::translate("Sektor::CertificateVerification",
                                                "The %n figures of its results grid are the ones printed there, row by "
                                                "row in their order (in the number format of %1).",
                                                nullptr,
                                                figures.gridFigures)
                        .arg(locale.name());
        if (figures.sectionFigures > 0)
            said << QCoreApplication::translate("Sektor::CertificateVerification",
                                                "The %n figures of its section %1 are the ones printed (in the number "
                                                "format of %2).",
                                                nullptr,
                                                figures.sectionFigures)
                        .arg(figures.sectionHeadings.join(QLatin1String(", ")), locale.name());
        return said.join(QLatin1Char(' '));
    }

    void checkFigures(const QByteArray &json, const QString &text, const QString &layout)
    {
        const auto kind = CertificateCheck::Kind::Figures;
        const Expected<RunResult> result = fromJson(json);
        if (!result) {
            fail(kind,
                 say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification", "The attachment is not a Sektor result: %1"))
                     .arg(result.error().detail));
            return;
        }
        std::optional<PrintedFigures> fewestMissing;
        for (const QLocale &locale : m_locales) {
            const PrintedFigures figures = printedFigures(*result, locale, text, layout);
            if (figures.missing.isEmpty()) {
                if (figures.count() == 0)
                    add(kind,
                        CertificateCheck::Status::NotChecked,
                        say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification",
                                              "The result has no figures of a results grid to compare.")));
                else
                    add(kind, CertificateCheck::Status::Passed, figuresPassed(figures, locale));
                return;
            }
            if (!fewestMissing || figures.missing.size() < fewestMissing->missing.size())
                fewestMissing = figures;
        }
        fail(kind,
             QCoreApplication::translate("Sektor::CertificateVerification",
                                         "%n of the rows and sentences with the %1 figures of the attached result are "
                                         "not printed as the result has them, e.g. %2.",
                                         nullptr,
                                         int(fewestMissing->missing.size()))
                 .arg(fewestMissing->count())
                 .arg(fewestMissing->missing.first()));
    }

    void checkSignature(const QByteArray &bytes)
    {
        const auto kind = CertificateCheck::Kind::Signature;
        const QString signature = signaturePathOf(m_pdf);
        if (!QFileInfo::exists(signature)) {
            add(kind,
                CertificateCheck::Status::NotChecked,
                say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification",
                                      "Not signed: there is no %1 beside it, so nothing tells who made it."))
                    .arg(signature));
            return;
        }
        const SignatureCheck check = Sektor::checkSignature(bytes, signature, m_trustFiles);
        switch (check.result) {
        case SignatureCheck::Result::Good:
            m_result.key = check.key;
            m_result.signer = check.signer;
            m_result.trustFile = check.trustFile;
            m_authentic = true;
            add(kind,
                CertificateCheck::Status::Passed,
                say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification",
                                      "%1 is a good signature of these bytes by %2 (%3), whom %4 trusts."))
                    .arg(signature, check.signer, check.key, check.trustFile));
            return;
        case SignatureCheck::Result::Unvouched:
            m_result.key = check.key;
            add(kind,
                CertificateCheck::Status::NotChecked,
                (m_trustFiles.isEmpty()
                     ? say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification",
                                             "%1 is a good signature of these bytes by the key %2, but no list of "
                                             "trusted keys is given or installed to say whose key that is: give "
                                             "--allowed-signers FILE."))
                     : say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification",
                                             "%1 is a good signature of these bytes by the key %2, which none of the "
                                             "trusted keys (%3) is.")))
                    .arg(signature, check.key, m_trustFiles.join(QLatin1String(", "))));
            return;
        case SignatureCheck::Result::Bad:
            fail(kind,
                 say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification",
                                       "%1 is not a good signature of these bytes: %2"))
                     .arg(signature, check.detail));
            return;
        case SignatureCheck::Result::CannotCheck:
            cannot(kind,
                   say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification", "The signature cannot be checked: %1"))
                       .arg(check.detail));
            return;
        }
    }

    CertificateVerification finished()
    {
        using Verdict = CertificateVerification::Verdict;
        m_result.verdict = m_tampered ? Verdict::Tampered
            : m_notACertificate       ? Verdict::NotACertificate
            : m_cannotCheck           ? Verdict::CannotCheck
            : m_authentic             ? Verdict::Authentic
                                      : Verdict::Consistent;
        return m_result;
    }

    QString m_pdf;
    QStringList m_trustFiles;
    QList<QLocale> m_locales;
    std::function<bool()> m_stopRequested;
    UniqueFd m_copy; ///< The PDF's bytes as read, in a file without a name: what the tools read.
    CertificateVerification m_result;
    bool m_tampered = false;
    bool m_notACertificate = false;
    bool m_cannotCheck = false;
    bool m_authentic = false;
};
} // namespace

CertificateVerification verifyCertificate(const QString &pdfPath,
                                          const QStringList &trustFiles,
                                          const QList<QLocale> &locales,
                                          const std::function<bool()> &stopRequested)
{
    return Verifier(pdfPath, trustFiles, locales, stopRequested).run();
}

QString checkKindKey(CertificateCheck::Kind kind)
{
    switch (kind) {
    case CertificateCheck::Kind::Attachment:
        return QStringLiteral("attachment");
    case CertificateCheck::Kind::Hash:
        return QStringLiteral("hash");
    case CertificateCheck::Kind::Figures:
        return QStringLiteral("figures");
    case CertificateCheck::Kind::Signature:
        return QStringLiteral("signature");
    }
    return {};
}

QString checkStatusKey(CertificateCheck::Status status)
{
    switch (status) {
    case CertificateCheck::Status::Passed:
        return QStringLiteral("passed");
    case CertificateCheck::Status::Failed:
        return QStringLiteral("failed");
    case CertificateCheck::Status::NotChecked:
        return QStringLiteral("not-checked");
    }
    return {};
}

QString verdictKey(CertificateVerification::Verdict verdict)
{
    switch (verdict) {
    case CertificateVerification::Verdict::Authentic:
        return QStringLiteral("authentic");
    case CertificateVerification::Verdict::Consistent:
        return QStringLiteral("consistent");
    case CertificateVerification::Verdict::Tampered:
        return QStringLiteral("tampered");
    case CertificateVerification::Verdict::NotACertificate:
        return QStringLiteral("not-a-certificate");
    case CertificateVerification::Verdict::CannotCheck:
        return QStringLiteral("cannot-check");
    }
    return {};
}

} // namespace Sektor
