// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "certificatebatch.h"
#include "reportfixtures.h"
#include "support/shell.h"
#include "support/tempdir.h"

#include "model/caveats.h"

#include <QDir>
#include <QFile>

#include <gtest/gtest.h>

#include <algorithm>
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

QList<BatchEntry> ramBackedBatch(int unstableTests)
{
    QList<BatchEntry> batch;
    for (int i = 0; i < 4; ++i) {
        BatchEntry e;
        e.target = QStringLiteral("/dev/loop%1").arg(i + 3);
        e.state = BatchEntry::State::Finished;
        e.result = Fixtures::scaled(Fixtures::defaultProfile(), i == 1 ? 0.7 : 1.0);
        e.result.started = QDateTime(QDate(2026, 11, 25), QTime(9, 30 + i));
        e.result.target.memoryBacked = true;
        e.result.target.filesystem.clear();
        e.result.warnings = {QLatin1String(Caveat::MemoryBacked)};
        MeasuredDrive &drive = e.result.target.drives[0];
        drive = MeasuredDrive();
        drive.name = QStringLiteral("loop%1").arg(i + 3);
        drive.transport = QStringLiteral("loop");
        drive.sizeBytes = 1024ull * 1024 * 1024;
        for (int t = 0; t < std::min(unstableTests, int(e.result.tests.size())); ++t) {
            TestResult &test = e.result.tests[t];
            RunMetrics &slow = test.runs.last();
            slow.read.bytes = slow.read.bytes * 3 / 4;
            slow.write.bytes = slow.write.bytes * 3 / 4;
            test.stats = RunStatistics::fromRuns(test.runs, test.mode);
        }
        batch << e;
    }
    return batch;
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

namespace {
// Words one space apart, the ligatures the PDF sets ("ﬁ", "ﬂ") as the letters they stand for.
std::string wordsOf(const std::string &text)
{
    std::string words;
    bool space = false;
    for (const char c : text) {
        if (c == '\n' || c == ' ' || c == '\f') {
            space = !words.empty();
        } else {
            if (space)
                words += ' ';
            words += c;
            space = false;
        }
    }
    for (const auto &[ligature, letters] : {std::pair {"\xef\xac\x81", "fi"}, std::pair {"\xef\xac\x82", "fl"}}) {
        for (std::size_t at = words.find(ligature); at != std::string::npos; at = words.find(ligature, at))
            words.replace(at, 3, letters);
    }
    return words;
}

bool near(QRgb pixel, const QColor &colour)
{
    constexpr int Tolerance = 24;
    return std::abs(qRed(pixel) - colour.red()) <= Tolerance && std::abs(qGreen(pixel) - colour.green()) <= Tolerance
        && std::abs(qBlue(pixel) - colour.blue()) <= Tolerance;
}

int millimetres(double mm)
{
    return int(mm / 25.4 * PagePictureDpi);
}
} // namespace

std::string pdfWords(const QByteArray &pdf)
{
    return wordsOf(pdfText(pdf));
}

PdfPages pdfPages(const QByteArray &pdf, const std::string &name)
{
    TempDir dir;
    const std::string path = written(pdf, dir);
    const std::string prefix = dir.file("page");
    const CommandResult r = run({"pdftoppm", "-r", std::to_string(PagePictureDpi), "-png", path, prefix});
    EXPECT_EQ(r.exitCode, 0) << "pdftoppm (poppler-utils) must be installed and read the PDF: " << r.err;
    std::filesystem::create_directories(SEKTOR_PICTURES_DIR);
    const std::string keptPdf = std::string(SEKTOR_PICTURES_DIR) + "/" + name + ".pdf";
    std::filesystem::copy_file(path, keptPdf, std::filesystem::copy_options::overwrite_existing);
    // pdftoppm numbers the pages with as many digits as the last one needs: "page-1.png", or "page-01.png" past 9.
    QStringList files
        = QDir(QString::fromStdString(dir.path())).entryList({QStringLiteral("page-*.png")}, QDir::Files, QDir::Name);
    PdfPages pages;
    for (int i = 0; i < files.size(); ++i) {
        const QString file = QString::fromStdString(dir.path()) + QLatin1Char('/') + files.at(i);
        pages.pictures.push_back(QImage(file).convertToFormat(QImage::Format_RGB32));
        const QString kept = QStringLiteral("%1/%2-%3.png")
                                 .arg(QString::fromUtf8(SEKTOR_PICTURES_DIR), QString::fromStdString(name))
                                 .arg(i + 1);
        QFile::remove(kept);
        QFile::copy(file, kept);
        const std::string page = std::to_string(i + 1);
        const CommandResult text = run({"pdftotext", "-enc", "UTF-8", "-f", page, "-l", page, path, "-"});
        EXPECT_EQ(text.exitCode, 0) << text.err;
        pages.words.push_back(wordsOf(text.out));
    }
    return pages;
}

std::pair<int, int> bandRows(const QImage &page)
{
    std::pair<int, int> rows {-1, -1};
    for (int y = 0; y < page.height() / 3; ++y) {
        int matching = 0;
        for (int x = 0; x < page.width(); ++x)
            matching += near(page.pixel(x, y), BandColour) ? 1 : 0;
        if (matching * 2 >= page.width()) {
            if (rows.first < 0)
                rows.first = y;
            rows.second = y;
        }
    }
    return rows;
}

int pixelsInBand(const QImage &page, const QColor &colour)
{
    const auto [first, last] = bandRows(page);
    int matching = 0;
    for (int y = std::max(0, first); y <= last; ++y) {
        for (int x = 0; x < page.width(); ++x)
            matching += near(page.pixel(x, y), colour) ? 1 : 0;
    }
    return matching;
}

double contentShare(const QImage &page)
{
    const int top = millimetres(12);
    const int bottom = page.height() - millimetres(22);
    int lowest = top;
    for (int y = top; y < bottom; ++y) {
        for (int x = 0; x < page.width(); ++x) {
            if (qGray(page.pixel(x, y)) < 200) {
                lowest = y;
                break;
            }
        }
    }
    return double(lowest - top) / double(bottom - top);
}

} // namespace Sektor::Test
