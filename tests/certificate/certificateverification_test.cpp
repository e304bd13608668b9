// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// verifyCertificate() on certificates an attacker touched in ways a flipped byte does not cover: the attachment
// swapped for another valid result, and a changed result whose hash was printed again (the page's figures left as
// they were), a grid that shows other figures than the true ones printed elsewhere, hostile PDFs (an attachment that
// inflates past any result, names that make a line of their own); and the figures of a certificate printed in German,
// checked by a reader in English. signBytes() as the reports call it.
#include "certificate/certificateseal.h"
#include "certificate/certificatesignature.h"
#include "certificate/certificateverification.h"
#include "certificate/drivecertificate.h"
#include "certificatebatch.h"
#include "i18n/translations.h"
#include "model/burnin.h"
#include "report/jsonreport.h"
#include "reportfixtures.h"
#include "support/shell.h"
#include "support/tempdir.h"

#include "certificate/pdfattachment.h"
#include "report/unitformat.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>

#include <iostream>

#include <sys/resource.h>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Test;

namespace {
QString written(const CertificateDocument &doc, const TempDir &dir)
{
    const QString path = QString::fromStdString(dir.file("certificate.pdf"));
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::WriteOnly));
    EXPECT_TRUE(doc.writePdf(file, nullptr));
    return path;
}

CertificateCheck::Status statusOf(const CertificateVerification &v, CertificateCheck::Kind kind)
{
    for (const CertificateCheck &check : v.checks)
        if (check.kind == kind)
            return check.status;
    ADD_FAILURE() << "no check " << checkKindKey(kind).toStdString();
    return CertificateCheck::Status::NotChecked;
}

// As sektor-cli asks: the reader's locale and each of Sektor's languages.
QList<QLocale> printingLocales()
{
    QList<QLocale> locales {QLocale()};
    for (const QString &language : availableLanguages())
        locales << languageLocale(language);
    return locales;
}

std::string said(const CertificateVerification &v)
{
    std::string lines;
    for (const CertificateCheck &check : v.checks)
        lines += checkStatusKey(check.status).toStdString() + ": " + check.text.toStdString() + "\n";
    return lines;
}
} // namespace

TEST(CertificateVerification, AWholeCertificateVerifiesWhateverLanguageItWasPrintedIn)
{
    const QList<BatchEntry> batch = workshopBatch();
    for (const char *language : {"en", "de", "pt"}) {
        SCOPED_TRACE(language);
        installTranslations(QString::fromLatin1(language));
        TempDir dir;
        const QString pdf = written(driveCertificate(batch, 0, workshopFields()), dir);
        installTranslations(QStringLiteral("en")); // the reader's
        const CertificateVerification v = verifyCertificate(pdf, {}, printingLocales());
        EXPECT_EQ(v.verdict, CertificateVerification::Verdict::Consistent) << said(v);
        EXPECT_EQ(v.sha256, sha256Hex(canonicalResultJson(batch.at(0).result)));
        EXPECT_EQ(statusOf(v, CertificateCheck::Kind::Figures), CertificateCheck::Status::Passed) << said(v);
        EXPECT_EQ(statusOf(v, CertificateCheck::Kind::Signature), CertificateCheck::Status::NotChecked);
    }
}

TEST(CertificateVerification, AnAttachmentSwappedForAnotherResultDoesNotMatchThePrintedHash)
{
    const QList<BatchEntry> batch = workshopBatch();
    CertificateDocument doc = driveCertificate(batch, 0, workshopFields());
    // Another drive's result, valid in every way: only the hash on the page tells.
    doc.attachments.first().bytes = canonicalResultJson(batch.at(1).result);
    TempDir dir;
    const CertificateVerification v = verifyCertificate(written(doc, dir), {}, printingLocales());
    EXPECT_EQ(v.verdict, CertificateVerification::Verdict::Tampered) << said(v);
    EXPECT_EQ(statusOf(v, CertificateCheck::Kind::Attachment), CertificateCheck::Status::Passed);
    EXPECT_EQ(statusOf(v, CertificateCheck::Kind::Hash), CertificateCheck::Status::Failed) << said(v);
}

TEST(CertificateVerification, AChangedResultWithItsHashPrintedAgainDoesNotMatchThePrintedFigures)
{
    const QList<BatchEntry> batch = workshopBatch();
    CertificateDocument doc = driveCertificate(batch, 0, workshopFields());
    const QByteArray original = doc.attachments.first().bytes;
    RunResult faster = batch.at(0).result;
    faster.tests = Fixtures::scaled(faster, 1.2).tests;
    const QByteArray changed = canonicalResultJson(faster);
    doc.attachments.first().bytes = changed;
    doc.html.replace(groupedHash(sha256Hex(original)), groupedHash(sha256Hex(changed)));
    TempDir dir;
    const CertificateVerification v = verifyCertificate(written(doc, dir), {}, printingLocales());
    EXPECT_EQ(v.verdict, CertificateVerification::Verdict::Tampered) << said(v);
    EXPECT_EQ(statusOf(v, CertificateCheck::Kind::Hash), CertificateCheck::Status::Passed) << said(v);
    EXPECT_EQ(statusOf(v, CertificateCheck::Kind::Figures), CertificateCheck::Status::Failed) << said(v);
}

// One finished drive whose result is @p result, as a station or batch certifies it.
QList<BatchEntry> oneDrive(const RunResult &result)
{
    BatchEntry e;
    e.target = QStringLiteral("/dev/nvme0n1");
    e.state = BatchEntry::State::Finished;
    e.result = result;
    e.result.started = QDateTime(QDate(2026, 11, 25), QTime(9, 30));
    return {e};
}

const CertificateCheck *figuresCheck(const CertificateVerification &v)
{
    for (const CertificateCheck &check : v.checks)
        if (check.kind == CertificateCheck::Kind::Figures)
            return &check;
    return nullptr;
}

TEST(CertificateVerification, TheFiguresOfAKindsOwnSectionAreCheckedWhateverLanguageItWasPrintedIn)
{
    // The burn-in's classes and ranges, the health check's readings, the capacity check's sizes: printed in the kind's
    // section, not in a results grid.
    for (const RunResult &result : {Fixtures::burnIn(), Fixtures::healthCheck(), Fixtures::verifyFill()}) {
        SCOPED_TRACE(result.profileId.toStdString());
        for (const char *language : {"en", "de", "pt"}) {
            SCOPED_TRACE(language);
            installTranslations(QString::fromLatin1(language));
            TempDir dir;
            const QString pdf = written(driveCertificate(oneDrive(result), 0, workshopFields()), dir);
            installTranslations(QStringLiteral("en"));
            const CertificateVerification v = verifyCertificate(pdf, {}, printingLocales());
            EXPECT_EQ(v.verdict, CertificateVerification::Verdict::Consistent) << said(v);
            const CertificateCheck *figures = figuresCheck(v);
            ASSERT_NE(figures, nullptr);
            EXPECT_EQ(figures->status, CertificateCheck::Status::Passed) << said(v);
            EXPECT_TRUE(figures->text.contains(QLatin1String("of its section"))) << said(v);
        }
    }
}

TEST(CertificateVerification, AChangedFigureOfABurnInsSectionWithItsHashPrintedAgainIsCaught)
{
    const RunResult original = Fixtures::burnIn();
    CertificateDocument doc = driveCertificate(oneDrive(original), 0, workshopFields());
    const QByteArray originalJson = doc.attachments.first().bytes;
    // Two more blocks in the slowest class of the writes: only the section's "Blocks written, by time" shows it.
    RunResult changed = oneDrive(original).first().result;
    changed.tests.first().payload.edit<BurnInResult>().writeClasses.add(5, 2);
    const QByteArray changedJson = canonicalResultJson(changed);
    ASSERT_NE(changedJson, originalJson);
    doc.attachments.first().bytes = changedJson;
    doc.html.replace(groupedHash(sha256Hex(originalJson)), groupedHash(sha256Hex(changedJson)));
    TempDir dir;
    const CertificateVerification v = verifyCertificate(written(doc, dir), {}, printingLocales());
    EXPECT_EQ(v.verdict, CertificateVerification::Verdict::Tampered) << said(v);
    EXPECT_EQ(statusOf(v, CertificateCheck::Kind::Hash), CertificateCheck::Status::Passed) << said(v);
    EXPECT_EQ(statusOf(v, CertificateCheck::Kind::Figures), CertificateCheck::Status::Failed) << said(v);
}

TEST(CertificateVerification, SignBytesGivesASignatureThatChecksRefusesAPassphraseAndOnlyATrustFileMakesItAuthentic)
{
    ::unsetenv("SSH_AUTH_SOCK");
    TempDir dir;
    const QString pdf = written(driveCertificate(workshopBatch(), 0, workshopFields()), dir);
    QFile file(pdf);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const std::string key = dir.file("key");
    const std::string locked = dir.file("locked");
    ASSERT_EQ(runChecked({"ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", key}).exitCode, 0);
    ASSERT_EQ(runChecked({"ssh-keygen", "-q", "-t", "ed25519", "-N", "pass", "-f", locked}).exitCode, 0);

    EXPECT_EQ(signingKeyProblem(QString::fromStdString(key)), QString());
    EXPECT_TRUE(signingKeyProblem(QString::fromStdString(locked)).contains(QStringLiteral("passphrase")));
    const SignatureOutcome refused = signBytes(bytes, QString::fromStdString(locked));
    EXPECT_FALSE(refused.ok);
    EXPECT_TRUE(refused.error.contains(QStringLiteral("passphrase"))) << qPrintable(refused.error);

    const SignatureOutcome outcome = signBytes(bytes, QString::fromStdString(key));
    ASSERT_TRUE(outcome.ok) << qPrintable(outcome.error);
    QFile signature(signaturePathOf(pdf));
    ASSERT_TRUE(signature.open(QIODevice::WriteOnly | QIODevice::NewOnly));
    signature.write(outcome.signature);
    signature.close();
    const SignatureCheck check = checkSignature(bytes, signature.fileName(), {});
    EXPECT_EQ(check.result, SignatureCheck::Result::Unvouched) << qPrintable(check.detail);
    EXPECT_TRUE(check.key.startsWith(QStringLiteral("ED25519 SHA256:"))) << qPrintable(check.key);
    const CertificateVerification consistent = verifyCertificate(pdf, {}, printingLocales());
    EXPECT_EQ(consistent.verdict, CertificateVerification::Verdict::Consistent) << said(consistent);
    EXPECT_EQ(statusOf(consistent, CertificateCheck::Kind::Signature), CertificateCheck::Status::NotChecked);

    const std::string trust = dir.file("allowed_signers");
    const std::string publicKey = runChecked({"ssh-keygen", "-y", "-f", key}).out;
    ASSERT_EQ(
        run({"sh", "-c", "echo 'tech@workshop " + publicKey.substr(0, publicKey.find('\n')) + "' > " + trust}).exitCode,
        0);
    const CertificateVerification v = verifyCertificate(pdf, {QString::fromStdString(trust)}, printingLocales());
    EXPECT_EQ(v.verdict, CertificateVerification::Verdict::Authentic) << said(v);
    EXPECT_EQ(v.signer, QStringLiteral("tech@workshop"));
    EXPECT_EQ(v.trustFile, QString::fromStdString(trust));
    EXPECT_EQ(statusOf(v, CertificateCheck::Kind::Signature), CertificateCheck::Status::Passed) << said(v);
}

// A figure was accepted wherever it stood on the page. A grid that shows ten times the attached
// figures, the true ones printed tiny under it, passed.
TEST(CertificateVerification, AGridShowingOtherFiguresFailsWhereverTheTrueOnesStand)
{
    QList<BatchEntry> batch = workshopBatch();
    const RunResult truth = batch.at(0).result;
    batch[0].result.tests = Fixtures::scaled(truth, 10).tests;
    CertificateDocument doc = driveCertificate(batch, 0, workshopFields());
    const QByteArray trueJson = canonicalResultJson(truth);
    doc.html.replace(groupedHash(sha256Hex(doc.attachments.first().bytes)), groupedHash(sha256Hex(trueJson)));
    doc.attachments.first().bytes = trueJson;
    QStringList trueFigures;
    for (const TestResult &t : truth.tests)
        for (DisplayUnit unit : {DisplayUnit::MegabytesPerSecond, DisplayUnit::Iops, DisplayUnit::LatencyMicroseconds})
            trueFigures << formatResult(t, unit, QLocale());
    doc.html += QStringLiteral("<p style=\"font-size: 3pt;\">") + trueFigures.join(QLatin1Char(' '))
        + QStringLiteral("</p>");
    TempDir dir;
    const CertificateVerification v = verifyCertificate(written(doc, dir), {}, printingLocales());
    EXPECT_EQ(v.verdict, CertificateVerification::Verdict::Tampered) << said(v);
    EXPECT_EQ(statusOf(v, CertificateCheck::Kind::Hash), CertificateCheck::Status::Passed) << said(v);
    EXPECT_EQ(statusOf(v, CertificateCheck::Kind::Figures), CertificateCheck::Status::Failed) << said(v);
}

namespace {
// The certificate of the workshop's first drive with @p attachments instead of its own.
QString withOwnAttachments(const QList<PdfAttachment> &attachments, const TempDir &dir)
{
    CertificateDocument doc = driveCertificate(workshopBatch(), 0, workshopFields());
    doc.attachments = attachments;
    return written(doc, dir);
}

// A line of /proc/self/status in KiB ("VmRSS:", "VmHWM:").
qint64 statusKiB(const char *key)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith(key))
            return line.mid(qsizetype(qstrlen(key))).trimmed().split(' ').first().toLongLong();
    }
    return -1;
}

// Whether @p dir holds no file or folder.
bool isEmptyFolder(const std::string &dir)
{
    return QDir(QString::fromStdString(dir))
        .isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System);
}
} // namespace

// A 1 MB PDF whose attachment inflates to a gigabyte made the check write it into $TMPDIR and read it
// whole. Now pdfdetach stops at the largest result file's size, in a file without a name, and nothing is read on.
TEST(CertificateVerification, AnAttachmentThatInflatesPastAnyResultStopsAtTheLimitAndLeavesNothing)
{
    TempDir dir;
    TempDir temp;
    const QByteArray previousTemp = qgetenv("TMPDIR");
    qputenv("TMPDIR", QByteArray::fromStdString(temp.path()));
    const PdfAttachment huge {
        QLatin1String(ResultAttachmentName), {}, QByteArrayLiteral("application/json"), QByteArray(300 << 20, ' '), {}};
    const QString pdf = withOwnAttachments({huge}, dir);
    EXPECT_LT(QFileInfo(pdf).size(), 4 << 20) << "a small PDF";
    // This process's peak from here on (clear_refs 5 resets it): the attachment is never read into it.
    const qint64 residentBefore = statusKiB("VmRSS:");
    QFile peak(QStringLiteral("/proc/self/clear_refs"));
    ASSERT_TRUE(peak.open(QIODevice::WriteOnly) && peak.write("5") == 1);
    peak.close();
    QElapsedTimer took;
    took.start();
    const CertificateVerification v = verifyCertificate(pdf, {}, printingLocales());
    EXPECT_EQ(v.verdict, CertificateVerification::Verdict::Tampered) << said(v);
    EXPECT_EQ(statusOf(v, CertificateCheck::Kind::Attachment), CertificateCheck::Status::Failed) << said(v);
    EXPECT_LT(took.elapsed(), 20000);
    EXPECT_LT(statusKiB("VmHWM:") - residentBefore, 64 << 10) << "KiB more than before: the attachment was not read";
    rusage children {};
    ::getrusage(RUSAGE_CHILDREN, &children);
    EXPECT_LT(children.ru_maxrss, 1 << 20) << "KiB: pdfdetach stayed within its 1 GiB of address space";
    std::cout << "a 300 MiB attachment in a " << QFileInfo(pdf).size() / 1024 << " KiB PDF: refused in "
              << took.elapsed() << " ms, this process +" << (statusKiB("VmHWM:") - residentBefore) / 1024
              << " MiB at its peak, the largest tool " << children.ru_maxrss / 1024 << " MiB\n";
    EXPECT_TRUE(isEmptyFolder(temp.path())) << "nothing written under a name";
    qputenv("TMPDIR", previousTemp);
}

// Names were parsed from pdfdetach -list's text, so a name with a newline made a line of its own and
// the verifier checked another attachment than the one a viewer shows under that name.
TEST(CertificateVerification, AnAttachmentNameThatMakesALineOfItsOwnIsRefused)
{
    const QByteArray json = canonicalResultJson(workshopBatch().at(0).result);
    const auto named = [&](const QString &name) {
        return PdfAttachment {name, {}, QByteArrayLiteral("application/json"), json, {}};
    };
    for (const QList<PdfAttachment> &attachments :
         {QList<PdfAttachment> {named(QStringLiteral("notes.txt\n2: sektor-result.json")), named(QStringLiteral("x"))},
          QList<PdfAttachment> {named(QStringLiteral("sektor-result.json\r")), named(QStringLiteral("other"))},
          QList<PdfAttachment> {named(QStringLiteral("sektor-result.json\u202e"))}}) {
        TempDir dir;
        const CertificateVerification v
            = verifyCertificate(withOwnAttachments(attachments, dir), {}, printingLocales());
        EXPECT_EQ(v.verdict, CertificateVerification::Verdict::Tampered) << said(v);
        EXPECT_EQ(statusOf(v, CertificateCheck::Kind::Attachment), CertificateCheck::Status::Failed) << said(v);
        EXPECT_TRUE(v.sha256.isEmpty()) << "no attachment was taken for the result";
    }
    // Two attachments of that name: a viewer may show either.
    TempDir dir;
    const CertificateVerification twice = verifyCertificate(
        withOwnAttachments({named(QLatin1String(ResultAttachmentName)), named(QLatin1String(ResultAttachmentName))},
                           dir),
        {},
        printingLocales());
    EXPECT_EQ(twice.verdict, CertificateVerification::Verdict::Tampered) << said(twice);
}
