// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Report names: the serial and the date, safe on any filesystem; a generated id for a drive without a serial; never
// one report over another (nwipe #664 lost thousands of reports of serial-less drives that way).
#include "batch/reportname.h"
#include "reportfixtures.h"
#include "support/tempdir.h"

#include <QDir>
#include <QRegularExpression>

#include <gtest/gtest.h>

#include <unistd.h>

using namespace Sektor;
using namespace Sektor::Fixtures;
using namespace Sektor::Test;

namespace {
RunResult runOf(const QString &serial, const QString &name = QStringLiteral("sda"))
{
    RunResult r = defaultProfile();
    r.started = QDateTime(QDate(2026, 11, 25), QTime(14, 3, 27));
    r.target.drives[0].serial = serial;
    r.target.drives[0].name = name;
    return r;
}

QString readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}
} // namespace

TEST(ReportName, IsTheSerialAndTheLocalStartTime)
{
    const ReportName name = reportName(runOf(QStringLiteral("S5GXNX0T123456A")));
    EXPECT_EQ(name.base, QStringLiteral("S5GXNX0T123456A_2026-11-25_1403"));
    EXPECT_FALSE(name.generatedId);
}

TEST(ReportName, KeepsOnlyWhatEveryFilesystemTakes)
{
    EXPECT_EQ(reportName(runOf(QStringLiteral("  WD-WX/12:34*?\"<>|\\ é "))).base,
              QStringLiteral("WD-WX_12_34__________2026-11-25_1403"));
    EXPECT_EQ(reportName(runOf(QStringLiteral("../.."))).base.left(6), QStringLiteral("_._.._"))
        << "no way out of the folder, no hidden file";
    EXPECT_EQ(reportName(runOf(QStringLiteral("-rf"))).base.left(3), QStringLiteral("_rf"));
    EXPECT_EQ(reportName(runOf(QString(200, QLatin1Char('X')))).base.size(), 64 + 16);
}

TEST(ReportName, ADriveWithoutASerialGetsAGeneratedIdThatSaysSoAndDiffersPerDrive)
{
    const ReportName sda = reportName(runOf(QString(), QStringLiteral("sda")));
    const ReportName sdb = reportName(runOf(QStringLiteral("   "), QStringLiteral("sdb")));
    EXPECT_TRUE(sda.generatedId);
    EXPECT_TRUE(sdb.generatedId);
    EXPECT_TRUE(
        QRegularExpression(QStringLiteral("^no-serial-[0-9a-f]{8}_2026-11-25_1403$")).match(sda.base).hasMatch())
        << qPrintable(sda.base);
    EXPECT_NE(sda.base, sdb.base);
    EXPECT_EQ(sda.base, reportName(runOf(QString(), QStringLiteral("sda"))).base) << "the same run, the same name";
    RunResult onNoDrive = runOf(QString());
    onNoDrive.target.drives.clear();
    EXPECT_TRUE(reportName(onNoDrive).generatedId);
}

TEST(ReportName, ASecondReportOfTheSameNameGetsANumberAndTheFirstIsKept)
{
    TempDir dir;
    const QString folder = QString::fromStdString(dir.path());
    QStringList stems;
    for (const char *content : {"first", "second", "third"}) {
        std::vector<std::unique_ptr<QFile>> files;
        QString error;
        const QString stem = createUniqueFiles(folder,
                                               QStringLiteral("SERIAL_2026-11-25_1403"),
                                               {QStringLiteral("json"), QStringLiteral("pdf")},
                                               files,
                                               &error);
        ASSERT_FALSE(stem.isEmpty()) << qPrintable(error);
        ASSERT_EQ(files.size(), 2u);
        for (const auto &file : files)
            file->write(content);
        stems << QFileInfo(stem).fileName();
    }
    EXPECT_EQ(stems,
              QStringList({QStringLiteral("SERIAL_2026-11-25_1403"),
                           QStringLiteral("SERIAL_2026-11-25_1403-2"),
                           QStringLiteral("SERIAL_2026-11-25_1403-3")}));
    EXPECT_EQ(readAll(folder + QStringLiteral("/SERIAL_2026-11-25_1403.json")), QStringLiteral("first"));
    EXPECT_EQ(readAll(folder + QStringLiteral("/SERIAL_2026-11-25_1403.pdf")), QStringLiteral("first"));
    EXPECT_EQ(readAll(folder + QStringLiteral("/SERIAL_2026-11-25_1403-3.pdf")), QStringLiteral("third"));
}

TEST(ReportName, AnyOfTheNamesTakenMovesAllToTheNextNumberAndLeavesTheOtherFileAlone)
{
    TempDir dir;
    const QString folder = QString::fromStdString(dir.path());
    {
        QFile other(folder + QStringLiteral("/X.pdf"));
        ASSERT_TRUE(other.open(QIODevice::WriteOnly));
        other.write("someone else's");
    }
    std::vector<std::unique_ptr<QFile>> files;
    const QString stem
        = createUniqueFiles(folder, QStringLiteral("X"), {QStringLiteral("json"), QStringLiteral("pdf")}, files);
    EXPECT_EQ(QFileInfo(stem).fileName(), QStringLiteral("X-2"));
    EXPECT_FALSE(QFileInfo::exists(folder + QStringLiteral("/X.json"))) << "the half-made pair is gone";
    EXPECT_EQ(readAll(folder + QStringLiteral("/X.pdf")), QStringLiteral("someone else's"));
    EXPECT_TRUE(QFileInfo::exists(folder + QStringLiteral("/X-2.json")));
    EXPECT_TRUE(QFileInfo::exists(folder + QStringLiteral("/X-2.pdf")));
}

TEST(ReportName, AFolderThatRefusesGivesNoPathAndTheReason)
{
    std::vector<std::unique_ptr<QFile>> files;
    QString error;
    EXPECT_TRUE(
        createUniqueFiles(
            QStringLiteral("/proc/no-such-folder"), QStringLiteral("x"), {QStringLiteral("json")}, files, &error)
            .isEmpty());
    EXPECT_FALSE(error.isEmpty());
    EXPECT_TRUE(files.empty());
}
