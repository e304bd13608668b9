// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "certificate/certificateverification.h"
#include "certificate/certificateseal.h"
#include "certificate/certificatesignature.h"
#include "report/jsonreport.h"
#include "report/kindreports.h"
#include "report/testgrid.h"
#include "report/unitformat.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>

#include <algorithm>
#include <optional>

namespace Sektor {

namespace {
QString say(const char *text)
{
    return QCoreApplication::translate("Sektor::CertificateVerification", text);
}

// Poppler's programs take well under a second on a certificate; this only bounds one that hangs.
constexpr int ToolTimeoutMs = 30'000;

struct ToolRun
{
    bool started = false;
    bool ok = false;
    QByteArray out;
    QByteArray err;
};

ToolRun runTool(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.setStandardInputFile(QProcess::nullDevice());
    process.start(program, arguments);
    ToolRun run;
    run.started = process.waitForStarted();
    if (!run.started)
        return run;
    if (!process.waitForFinished(ToolTimeoutMs)) {
        process.kill();
        process.waitForFinished();
    }
    run.ok = process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

QString popplerMissing(const QString &program)
{
    return say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification",
                                 "%1 (package poppler-utils) is not installed: it reads the PDF."))
        .arg(program);
}

// Builds the checks one by one and the verdict they make: a failure of the contents outweighs a missing tool, which
// outweighs nothing to check.
class Verifier
{
public:
    Verifier(const QString &pdfPath, const QString &allowedSigners, const QList<QLocale> &locales)
        : m_pdf(pdfPath)
        , m_allowedSigners(allowedSigners)
        , m_locales(locales)
    { }

    CertificateVerification run()
    {
        if (!QFileInfo(m_pdf).isReadable()) {
            add(CertificateCheck::Kind::Attachment,
                CertificateCheck::Status::NotChecked,
                say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification", "%1 cannot be read.")).arg(m_pdf));
            m_cannotCheck = true;
            return finished();
        }
        if (const std::optional<QByteArray> json = attachment()) {
            const QString text = pdfText();
            if (!text.isNull()) {
                checkHash(*json, text);
                checkFigures(*json, text);
            }
        }
        checkSignature();
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
        const ToolRun list = runTool(QStringLiteral("pdfdetach"), {QStringLiteral("-list"), m_pdf});
        if (!list.started) {
            cannot(kind, popplerMissing(QStringLiteral("pdfdetach")));
            return std::nullopt;
        }
        // "1 embedded files\n1: sektor-result.json\n"
        static const QRegularExpression entry(QStringLiteral("^(\\d+): (.*)$"), QRegularExpression::MultilineOption);
        QStringList numbers;
        for (QRegularExpressionMatchIterator it = entry.globalMatch(QString::fromUtf8(list.out)); it.hasNext();) {
            const QRegularExpressionMatch match = it.next();
            if (match.captured(2) == QLatin1String(ResultAttachmentName))
                numbers << match.captured(1);
        }
        if (!list.ok || numbers.isEmpty()) {
            add(kind,
                CertificateCheck::Status::Failed,
                say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification",
                                      "%1 carries no attached %2: it is not a certificate Sektor made."))
                    .arg(m_pdf, QLatin1String(ResultAttachmentName)));
            m_notACertificate = true;
            return std::nullopt;
        }
        if (numbers.size() > 1) {
            fail(kind,
                 say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification",
                                       "%1 carries %2 files named %3: Sektor attaches one."))
                     .arg(m_pdf)
                     .arg(numbers.size())
                     .arg(QLatin1String(ResultAttachmentName)));
            return std::nullopt;
        }
        QTemporaryDir dir;
        const QString saved = dir.filePath(QStringLiteral("result.json"));
        const ToolRun save = runTool(QStringLiteral("pdfdetach"),
                                     {QStringLiteral("-save"), numbers.first(), QStringLiteral("-o"), saved, m_pdf});
        QFile file(saved);
        if (!dir.isValid() || !save.ok || !file.open(QIODevice::ReadOnly)) {
            cannot(kind,
                   say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification", "pdfdetach could not save %1: %2"))
                       .arg(QLatin1String(ResultAttachmentName), QString::fromUtf8(save.err).simplified()));
            return std::nullopt;
        }
        const QByteArray json = file.readAll();
        m_result.sha256 = sha256Hex(json);
        add(kind,
            CertificateCheck::Status::Passed,
            QCoreApplication::translate("Sektor::CertificateVerification",
                                        "The PDF carries the test's result: %1, %n bytes.",
                                        nullptr,
                                        int(json.size()))
                .arg(QLatin1String(ResultAttachmentName)));
        return json;
    }

    // The PDF's text as pdftotext reads it, pages apart by form feeds; null when it cannot be read.
    QString pdfText()
    {
        const ToolRun text = runTool(QStringLiteral("pdftotext"),
                                     {QStringLiteral("-enc"), QStringLiteral("UTF-8"), m_pdf, QStringLiteral("-")});
        if (!text.started) {
            cannot(CertificateCheck::Kind::Hash, popplerMissing(QStringLiteral("pdftotext")));
            return {};
        }
        if (!text.ok) {
            fail(CertificateCheck::Kind::Hash,
                 say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification", "pdftotext cannot read the pages: %1"))
                     .arg(QString::fromUtf8(text.err).simplified()));
            return {};
        }
        return QString::fromUtf8(text.out);
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

    // The results grid's figures of @p result as the certificate formats them in @p locale.
    static QStringList figuresOf(const RunResult &result, const QLocale &locale)
    {
        constexpr DisplayUnit Units[] {
            DisplayUnit::MegabytesPerSecond, DisplayUnit::Iops, DisplayUnit::LatencyMicroseconds};
        const TestGrid grid = TestGrid::of(result.tests);
        QStringList figures;
        for (int row = 0; row < grid.rows.size(); ++row)
            for (int column = 0; column < grid.columns.size(); ++column)
                if (const TestResult *t = grid.cell(result.tests, row, column))
                    for (DisplayUnit unit : Units)
                        figures << formatResult(*t, unit, locale);
        return figures;
    }

    // A number as the certificate prints one: digits, with the locale's group and decimal separators between them.
    static QStringList numbersIn(const QString &text)
    {
        static const QRegularExpression Number(QStringLiteral("\\d(?:[\\d.,]*\\d)?"));
        QStringList numbers;
        QRegularExpressionMatchIterator it = Number.globalMatch(text);
        while (it.hasNext())
            numbers << it.next().captured();
        return numbers;
    }

    struct SectionFigures
    {
        QStringList headings; ///< Of the sections that print figures.
        QList<QStringList> lines; ///< The numbers of each of their sentences that has any.
        int count() const
        {
            int n = 0;
            for (const QStringList &line : lines)
                n += int(line.size());
            return n;
        }
    };

    // The numbers of the kinds' own sections of the certificate (a burn-in's classes and ranges, a health check's
    // readings, a capacity check's sizes), sentence by sentence, as certificateSection() words them with @p locale's
    // number format: whatever the language of their sentences, their numbers are the same.
    static SectionFigures sectionFiguresOf(const RunResult &result, const QLocale &locale)
    {
        const QLocale previous;
        QLocale::setDefault(locale); // what the sections' translated wording formats with
        SectionFigures found;
        for (const KindReport *kind : kindReports()) {
            const std::optional<KindCertificateSection> section = kind->certificateSection(result);
            if (!section)
                continue;
            const qsizetype before = found.lines.size();
            for (const QString &line : section->lead + section->facts) {
                if (QStringList numbers = numbersIn(line); !numbers.isEmpty())
                    found.lines << numbers;
            }
            if (found.lines.size() > before)
                found.headings << section->heading;
        }
        QLocale::setDefault(previous);
        return found;
    }

    // The sentences of @p section whose numbers are not printed together in @p text, each as its numbers: a sentence's
    // numbers stand side by side among the text's numbers (in any order, as a translation may put them).
    static QStringList sentencesMissingFrom(const SectionFigures &section, const QString &text)
    {
        const QStringList printed = numbersIn(text);
        QStringList missing;
        for (QStringList line : section.lines) {
            std::sort(line.begin(), line.end());
            bool found = false;
            for (qsizetype at = 0; !found && at + line.size() <= printed.size(); ++at) {
                QStringList window = printed.mid(at, line.size());
                std::sort(window.begin(), window.end());
                found = window == line;
            }
            if (!found)
                missing << line.join(QLatin1String(", "));
        }
        return missing;
    }

    // The figures of @p figures not among the words of @p text: each must stand as a word of its own.
    static QStringList missingFrom(const QStringList &figures, const QString &text)
    {
        const QStringList wordList = text.simplified().split(QLatin1Char(' '));
        const QSet<QString> words(wordList.cbegin(), wordList.cend());
        QStringList missing;
        for (const QString &figure : figures)
            if (!words.contains(figure.simplified()))
                missing << figure;
        return missing;
    }

    static QString figuresPassed(const QStringList &grid, const SectionFigures &section, const QLocale &locale)
    {
        QStringList said;
        if (!grid.isEmpty())
            said << QCoreApplication::translate("Sektor::CertificateVerification",
                                                "The %n figures of its results grid are the ones printed (in the "
                                                "number format of %1).",
                                                nullptr,
                                                int(grid.size()))
                        .arg(locale.name());
        if (section.count() > 0)
            said << QCoreApplication::translate("Sektor::CertificateVerification",
                                                "The %n figures of its section %1 are the ones printed (in the number "
                                                "format of %2).",
                                                nullptr,
                                                section.count())
                        .arg(section.headings.join(QLatin1String(", ")), locale.name());
        return said.join(QLatin1Char(' '));
    }

    void checkFigures(const QByteArray &json, const QString &text)
    {
        const auto kind = CertificateCheck::Kind::Figures;
        const Expected<RunResult> result = fromJson(json);
        if (!result) {
            fail(kind,
                 say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification", "The attachment is not a Sektor result: %1"))
                     .arg(result.error().detail));
            return;
        }
        QStringList fewestMissing;
        int figureCount = 0;
        for (const QLocale &locale : m_locales) {
            const QStringList figures = figuresOf(*result, locale);
            const SectionFigures section = sectionFiguresOf(*result, locale);
            figureCount = int(figures.size()) + section.count();
            const QStringList missing = missingFrom(figures, text) + sentencesMissingFrom(section, text);
            if (missing.isEmpty()) {
                if (figureCount == 0)
                    add(kind,
                        CertificateCheck::Status::NotChecked,
                        say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification",
                                              "The result has no figures of a results grid to compare.")));
                else
                    add(kind, CertificateCheck::Status::Passed, figuresPassed(figures, section, locale));
                return;
            }
            if (fewestMissing.isEmpty() || missing.size() < fewestMissing.size())
                fewestMissing = missing;
        }
        fail(kind,
             QCoreApplication::translate("Sektor::CertificateVerification",
                                         "%n of the %1 figures of the attached result are not printed, e.g. %2.",
                                         nullptr,
                                         int(fewestMissing.size()))
                 .arg(figureCount)
                 .arg(fewestMissing.first()));
    }

    void checkSignature()
    {
        const auto kind = CertificateCheck::Kind::Signature;
        const QString signature = signaturePathOf(m_pdf);
        if (!QFileInfo::exists(signature)) {
            if (m_allowedSigners.isEmpty())
                add(kind,
                    CertificateCheck::Status::NotChecked,
                    say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification", "Not signed: there is no %1 beside it."))
                        .arg(signature));
            else
                fail(kind,
                     say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification",
                                           "There is no signature %1, and the signers of %2 were asked for."))
                         .arg(signature, m_allowedSigners));
            return;
        }
        const SignatureCheck check = Sektor::checkSignature(m_pdf, signature, m_allowedSigners);
        switch (check.result) {
        case SignatureCheck::Result::Good:
            m_result.signer = check.signer;
            add(kind,
                CertificateCheck::Status::Passed,
                m_allowedSigners.isEmpty()
                    ? say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification",
                                            "%1 is a good signature of these bytes by the key %2; who holds that key "
                                            "was not checked: give --allowed-signers FILE for that."))
                          .arg(signature, check.signer)
                    : say(QT_TRANSLATE_NOOP("Sektor::CertificateVerification",
                                            "%1 is a good signature of these bytes by %2, one of the signers of %3."))
                          .arg(signature, check.signer, m_allowedSigners));
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
                                      : Verdict::Verified;
        return m_result;
    }

    QString m_pdf;
    QString m_allowedSigners;
    QList<QLocale> m_locales;
    CertificateVerification m_result;
    bool m_tampered = false;
    bool m_notACertificate = false;
    bool m_cannotCheck = false;
};
} // namespace

CertificateVerification
verifyCertificate(const QString &pdfPath, const QString &allowedSigners, const QList<QLocale> &locales)
{
    return Verifier(pdfPath, allowedSigners, locales).run();
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
    case CertificateVerification::Verdict::Verified:
        return QStringLiteral("verified");
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
