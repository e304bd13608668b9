// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// `sektor-cli drives`: the table and JSON list a mounted loop device and mark the system drive.
#include "clirun.h"
#include "support/mountedloop.h"
#include "support/requireroot.h"

#include "catalog/drivecatalog.h"
#include "catalog/filesystemspace.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <gtest/gtest.h>

using namespace Sektor::Test;

namespace {
// The table line that starts with this drive's name, or empty.
std::string lineOf(const std::string &table, const std::string &name)
{
    size_t start = 0;
    while (start < table.size()) {
        const size_t end = table.find('\n', start);
        const std::string line = table.substr(start, end == std::string::npos ? std::string::npos : end - start);
        if (line.rfind(name + " ", 0) == 0)
            return line;
        if (end == std::string::npos)
            break;
        start = end + 1;
    }
    return {};
}
} // namespace

TEST(CliDrives, TableListsAMountedLoopDeviceAndTheSystemDrive)
{
    SEKTOR_REQUIRE_ROOT();
    MountedLoop fs(32ull << 20);
    ASSERT_TRUE(fs.ok()) << fs.error();
    const CommandResult result = runCli({"drives"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const std::string line = lineOf(result.out, fs.loop().name());
    ASSERT_FALSE(line.empty()) << result.out;
    const std::string header = result.out.substr(0, result.out.find('\n'));
    EXPECT_NE(header.find("LINK"), std::string::npos) << header;
    EXPECT_NE(header.find("TEMP"), std::string::npos) << header;
    EXPECT_NE(line.find("loop"), std::string::npos) << line;
    EXPECT_NE(line.find(fs.path()), std::string::npos) << line;
    EXPECT_EQ(line.find("system"), std::string::npos) << line;
    const auto space = Sektor::Catalog::filesystemSpace(QString::fromStdString(fs.path()));
    ASSERT_TRUE(space);
    const std::string free
        = QLocale().formattedDataSize(qint64(space->freeBytes), 1, QLocale::DataSizeSIFormat).toStdString();
    EXPECT_NE(line.find(free), std::string::npos) << "free space " << free << " missing: " << line;

    const Sektor::Catalog::DriveCatalog catalog;
    for (const QString &name : catalog.locate(QStringLiteral("/")).drives) {
        const std::string systemLine = lineOf(result.out, name.toStdString());
        EXPECT_NE(systemLine.find("system"), std::string::npos) << result.out;
    }
}

TEST(CliDrives, JsonDescribesTheLoopDevice)
{
    SEKTOR_REQUIRE_ROOT();
    MountedLoop fs(32ull << 20);
    ASSERT_TRUE(fs.ok()) << fs.error();
    const CommandResult result = runCli({"drives", "--json"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    QJsonParseError error {};
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(result.out), &error);
    ASSERT_EQ(error.error, QJsonParseError::NoError) << result.out;
    bool found = false;
    for (const QJsonValue &value : doc.object().value(QStringLiteral("drives")).toArray()) {
        const QJsonObject d = value.toObject();
        if (d.value(QStringLiteral("name")).toString().toStdString() != fs.loop().name())
            continue;
        found = true;
        EXPECT_EQ(d.value(QStringLiteral("transport")).toString(), QStringLiteral("loop"));
        EXPECT_EQ(d.value(QStringLiteral("sizeBytes")).toDouble(), double(32ull << 20));
        EXPECT_EQ(d.value(QStringLiteral("fsType")).toString(), QStringLiteral("ext4"));
        EXPECT_EQ(d.value(QStringLiteral("mountPoints")).toArray().first().toString().toStdString(), fs.path());
        EXPECT_EQ(d.value(QStringLiteral("backingFile")).toString().toStdString(), fs.loop().backingFile());
        EXPECT_FALSE(d.value(QStringLiteral("backsSystem")).toBool());
        // A loop device has no link of its own: said as unknown, with no ceiling and nothing to warn of.
        EXPECT_EQ(d.value(QStringLiteral("link")).toObject().value(QStringLiteral("bus")).toString(),
                  QStringLiteral("unknown"));
        EXPECT_EQ(d.value(QStringLiteral("linkCeilingBytesPerSecond")).toDouble(-1), 0.0);
        EXPECT_TRUE(d.value(QStringLiteral("linkWarnings")).isArray());
        EXPECT_TRUE(d.value(QStringLiteral("linkWarnings")).toArray().isEmpty());
        const double total = d.value(QStringLiteral("fsTotalBytes")).toDouble();
        EXPECT_GT(total, 16.0 * (1 << 20));
        EXPECT_LE(total, double(32ull << 20));
        EXPECT_LE(d.value(QStringLiteral("fsFreeBytes")).toDouble(), total);
    }
    EXPECT_TRUE(found) << result.out;
}

TEST(CliDrives, UnknownOptionIsAUsageError)
{
    const CommandResult result = runCli({"drives", "--bogus"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_NE(result.err.find("--bogus"), std::string::npos) << result.err;
}
