// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// verifyCertificate() on certificates an attacker touched in ways a flipped byte does not cover: the attachment
// swapped for another valid result, and a changed result whose hash was printed again (the page's figures left as
// they were); and the figures of a certificate printed in German, checked by a reader in English. signCertificate()
// as the station calls it.
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

#include <QFile>

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
        EXPECT_EQ(v.verdict, CertificateVerification::Verdict::Verified) << said(v);
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
            EXPECT_EQ(v.verdict, CertificateVerification::Verdict::Verified) << said(v);
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

TEST(CertificateVerification, SignCertificateWritesASignatureThatChecksAndRefusesAPassphrase)
{
    ::unsetenv("SSH_AUTH_SOCK");
    TempDir dir;
    const QString pdf = written(driveCertificate(workshopBatch(), 0, workshopFields()), dir);
    const std::string key = dir.file("key");
    const std::string locked = dir.file("locked");
    ASSERT_EQ(runChecked({"ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", key}).exitCode, 0);
    ASSERT_EQ(runChecked({"ssh-keygen", "-q", "-t", "ed25519", "-N", "pass", "-f", locked}).exitCode, 0);

    EXPECT_EQ(signingKeyProblem(QString::fromStdString(key)), QString());
    EXPECT_TRUE(signingKeyProblem(QString::fromStdString(locked)).contains(QStringLiteral("passphrase")));
    const SignatureOutcome refused = signCertificate(pdf, QString::fromStdString(locked));
    EXPECT_FALSE(refused.ok);
    EXPECT_TRUE(refused.error.contains(QStringLiteral("passphrase"))) << qPrintable(refused.error);

    const SignatureOutcome outcome = signCertificate(pdf, QString::fromStdString(key));
    ASSERT_TRUE(outcome.ok) << qPrintable(outcome.error);
    EXPECT_EQ(outcome.signaturePath, pdf + QStringLiteral(".sig"));
    const SignatureCheck check = checkSignature(pdf, outcome.signaturePath, {});
    EXPECT_EQ(check.result, SignatureCheck::Result::Good) << qPrintable(check.detail);
    EXPECT_TRUE(check.signer.startsWith(QStringLiteral("ED25519 SHA256:"))) << qPrintable(check.signer);
    const CertificateVerification v = verifyCertificate(pdf, {}, printingLocales());
    EXPECT_EQ(v.verdict, CertificateVerification::Verdict::Verified) << said(v);
    EXPECT_EQ(statusOf(v, CertificateCheck::Kind::Signature), CertificateCheck::Status::Passed) << said(v);
}
