// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "certificatebatch.h"
#include "reportfixtures.h"
#include "support/shell.h"
#include "support/tempdir.h"

#include <QFile>

#include <gtest/gtest.h>

#include <filesystem>

namespace Sektor::Test {

namespace {
BatchEntry finished(const QString &target, double factor, const QString &serial, const QString &name)
{
    BatchEntry e;
    e.target = target;
    e.state = BatchEntry::State::Finished;
    e.result = Fixtures::scaled(Fixtures::defaultProfile(), factor);
    e.result.started = QDateTime(QDate(2026, 11, 25), QTime(9, 30));
    e.result.target.drives[0].serial = serial;
    e.result.target.drives[0].name = name;
    return e;
}

std::string written(const QByteArray &pdf, const TempDir &dir)
{
    std::string path = dir.file("report.pdf");
    QFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::WriteOnly) || file.write(pdf) != pdf.size())
        return {};
    return path;
}
} // namespace

QList<BatchEntry> workshopBatch()
{
    BatchEntry full;
    full.target = QStringLiteral("/mnt/d");
    full.state = BatchEntry::State::Failed;
    full.error = Error::of(ErrorCode::NotEnoughSpace, QStringLiteral("/mnt/d"));
    return {finished(QStringLiteral("/mnt/a"), 1.0, QStringLiteral("A1"), QStringLiteral("nvme0n1")),
            finished(QStringLiteral("/mnt/b"), 0.5, QStringLiteral("B2"), QStringLiteral("nvme1n1")),
            finished(QStringLiteral("/mnt/c"), 1.05, QStringLiteral("C3"), QStringLiteral("nvme2n1")),
            full};
}

CertificateFields workshopFields()
{
    return {QStringLiteral("Ana Técnica"), QStringLiteral("ACME <GmbH> & Co")};
}

std::string pdfText(const QByteArray &pdf)
{
    TempDir dir;
    const std::string path = written(pdf, dir);
    const CommandResult r = run({"pdftotext", "-enc", "UTF-8", path, "-"});
    EXPECT_EQ(r.exitCode, 0) << "pdftotext (poppler-utils) must be installed and read the PDF: " << r.err;
    return r.out;
}

std::string pdfWords(const QByteArray &pdf)
{
    std::string words;
    bool space = false;
    for (const char c : pdfText(pdf)) {
        if (c == '\n' || c == ' ' || c == '\f') {
            space = !words.empty();
        } else {
            if (space)
                words += ' ';
            words += c;
            space = false;
        }
    }
    return words;
}

bool renderFirstPage(const QByteArray &pdf, const std::string &name)
{
    TempDir dir;
    const std::string path = written(pdf, dir);
    std::filesystem::create_directories(SEKTOR_PICTURES_DIR);
    const std::string out = std::string(SEKTOR_PICTURES_DIR) + "/" + name;
    const CommandResult r = run({"pdftoppm", "-r", "80", "-png", "-singlefile", "-f", "1", "-l", "1", path, out});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    return r.exitCode == 0 && std::filesystem::file_size(out + ".png") > 0;
}

} // namespace Sektor::Test
