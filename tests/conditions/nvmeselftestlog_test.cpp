// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
// The NVMe Device Self-test log page (06h) parsed from 564-byte pages laid out byte by byte as the specification's
// tables say (little-endian), with the edge values a drive returns: a test in progress, aborted and failed tests, a
// failing LBA marked valid or not, a full log of 20, unused entries, a short page.
// The pages of data/nvme are checked against nvme-cli's own decoding of them (data/nvme/record-oracle.sh).
// (No NVMe drive on the build machine: the pages are built from the specification, not captured from hardware.)
#include "conditions/nvmeselftestlog.h"
#include "support/nvmeselftestpage.h"

#include <QByteArray>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

namespace Sektor::Test {

namespace {
using Page = NvmeSelfTestPage;

QByteArray pageFile(const char *name)
{
    QFile file(QStringLiteral(SEKTOR_NVME_PAGES "/") + QLatin1String(name));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << name;
    return file.readAll();
}

SelfTestType typeOfCode(int code)
{
    return code == 1 ? SelfTestType::Short : code == 2 ? SelfTestType::Extended : SelfTestType::None;
}
} // namespace

// The pages of data/nvme (make-pages.py writes them from the specification's layout) as nvme-cli decodes them
// (record-oracle.sh; smartctl 7.3 decodes no NVMe self-test log): the operation in progress and every result it lists
// as used, field by field.
TEST(NvmeSelfTestLog, AgreesWithNvmeCli)
{
    for (const char *name : {"in-progress", "aborted-by-host", "failed-segment-lba", "full-20"}) {
        SCOPED_TRACE(name);
        const std::optional<SelfTestLog> log
            = Conditions::parseNvmeSelfTestLog(pageFile((std::string(name) + ".bin").c_str()));
        ASSERT_TRUE(log);
        const QJsonObject oracle
            = QJsonDocument::fromJson(pageFile((std::string(name) + ".nvme-cli.json").c_str())).object();
        ASSERT_FALSE(oracle.isEmpty());
        EXPECT_EQ(log->running, typeOfCode(oracle.value(QLatin1String("Current Device Self-Test Operation")).toInt()));
        EXPECT_EQ(log->runningPercentDone, oracle.value(QLatin1String("Current Device Self-Test Completion")).toInt());
        QList<QJsonObject> used;
        for (const QJsonValue &report : oracle.value(QLatin1String("List of Valid Reports")).toArray()) {
            if (report.toObject().value(QLatin1String("Self test result")).toInt() == 0xf)
                break;
            used.append(report.toObject());
        }
        ASSERT_EQ(log->entries.size(), used.size());
        for (qsizetype i = 0; i < used.size(); ++i) {
            SCOPED_TRACE(i);
            const QJsonObject &r = used.at(i);
            const SelfTestLogEntry &e = log->entries.at(i);
            EXPECT_EQ(e.resultCode, r.value(QLatin1String("Self test result")).toInt());
            EXPECT_EQ(e.type, typeOfCode(r.value(QLatin1String("Self test code")).toInt()));
            EXPECT_EQ(e.powerOnHours, std::uint64_t(r.value(QLatin1String("Power on hours")).toInteger()));
            // The segment means something only for result 7h (the first failed segment named).
            EXPECT_EQ(e.failedSegment, e.resultCode == 7 ? r.value(QLatin1String("Segment number")).toInt() : 0);
            EXPECT_EQ(e.failingLba.has_value(), r.contains(QLatin1String("Failing LBA")));
            if (e.failingLba) {
                EXPECT_EQ(*e.failingLba, std::uint64_t(r.value(QLatin1String("Failing LBA")).toInteger()));
            }
        }
    }
}

// What each captured edge case means to the Health Check.
TEST(NvmeSelfTestLog, TheEdgeCasesOfTheCapturedPages)
{
    const auto parsed = [](const char *name) {
        return Conditions::parseNvmeSelfTestLog(pageFile(name)).value_or(SelfTestLog());
    };
    const SelfTestLog inProgress = parsed("in-progress.bin");
    EXPECT_EQ(inProgress.running, SelfTestType::Extended);
    EXPECT_EQ(inProgress.runningPercentDone, 37);
    const SelfTestLog aborted = parsed("aborted-by-host.bin");
    ASSERT_EQ(aborted.entries.size(), 2);
    EXPECT_EQ(aborted.entries.at(0).outcome, SelfTestOutcome::Aborted);
    const SelfTestLog failed = parsed("failed-segment-lba.bin");
    ASSERT_EQ(failed.entries.size(), 3);
    EXPECT_EQ(failed.entries.at(0).outcome, SelfTestOutcome::Failed);
    EXPECT_EQ(failed.entries.at(0).failedSegment, 4);
    EXPECT_EQ(failed.entries.at(0).failingLba, std::optional<std::uint64_t>(0x1'2345'6789));
    EXPECT_EQ(failed.entries.at(1).outcome, SelfTestOutcome::Failed);
    EXPECT_FALSE(failed.entries.at(1).failingLba);
    const SelfTestLog full = parsed("full-20.bin");
    EXPECT_EQ(full.entries.size(), 20);
}

TEST(NvmeSelfTestLog, AnEmptyLogOfADriveThatNeverRanOne)
{
    const std::optional<SelfTestLog> log = Conditions::parseNvmeSelfTestLog(Page().bytes());
    ASSERT_TRUE(log);
    EXPECT_FALSE(log->inProgress());
    EXPECT_TRUE(log->entries.isEmpty());
}

TEST(NvmeSelfTestLog, AShortTestInProgressAndThePassedAndAbortedOnesBeforeIt)
{
    Page page;
    page.running(0x1, 42 | 0x80); // bit 7 is reserved: not part of the percentage
    page.result(0, 0x2, 0x0, 0, 4'391, std::nullopt);
    page.result(1, 0x1, 0x1, 0, 4'388, std::nullopt); // aborted by a Device Self-test command
    page.result(2, 0x1, 0x2, 0, 4'000, std::nullopt); // aborted by a reset
    const std::optional<SelfTestLog> log = Conditions::parseNvmeSelfTestLog(page.bytes());
    ASSERT_TRUE(log);
    EXPECT_TRUE(log->inProgress());
    EXPECT_EQ(log->running, SelfTestType::Short);
    EXPECT_EQ(log->runningPercentDone, 42);
    ASSERT_EQ(log->entries.size(), 3);
    EXPECT_EQ(log->entries.at(0).type, SelfTestType::Extended);
    EXPECT_EQ(log->entries.at(0).outcome, SelfTestOutcome::Passed);
    EXPECT_EQ(log->entries.at(0).powerOnHours, 4'391u);
    EXPECT_EQ(log->entries.at(1).outcome, SelfTestOutcome::Aborted);
    EXPECT_EQ(log->entries.at(1).resultCode, 1);
    EXPECT_EQ(log->entries.at(2).outcome, SelfTestOutcome::Aborted);
    EXPECT_FALSE(log->entries.at(0).failingLba);
}

TEST(NvmeSelfTestLog, AFailedSegmentWithItsLbaAndOneWithoutAValidLba)
{
    Page page;
    page.result(0, 0x2, 0x7, 3, 12'001, 0x1'2345'6789ull); // segment 3 failed at a valid LBA
    page.result(1, 0x1, 0x6, 9, 11'000, std::nullopt); // a failed segment, which one unknown: the byte is not read
    page.result(2, 0x1, 0x5, 0, 10'000, std::nullopt); // a fatal error
    const std::optional<SelfTestLog> log = Conditions::parseNvmeSelfTestLog(page.bytes());
    ASSERT_TRUE(log);
    ASSERT_EQ(log->entries.size(), 3);
    EXPECT_EQ(log->entries.at(0).outcome, SelfTestOutcome::Failed);
    EXPECT_EQ(log->entries.at(0).failedSegment, 3);
    ASSERT_TRUE(log->entries.at(0).failingLba);
    EXPECT_EQ(*log->entries.at(0).failingLba, 0x1'2345'6789ull);
    EXPECT_EQ(log->entries.at(1).outcome, SelfTestOutcome::Failed);
    EXPECT_EQ(log->entries.at(1).failedSegment, 0);
    EXPECT_FALSE(log->entries.at(1).failingLba) << "an LBA the drive does not mark valid is not kept";
    EXPECT_EQ(log->entries.at(2).outcome, SelfTestOutcome::Failed);
}

TEST(NvmeSelfTestLog, AFullLogOfTwentyAndReservedCodes)
{
    Page page;
    for (int i = 0; i < 20; ++i)
        page.result(i, i % 2 ? 0x1 : 0xe, i == 19 ? 0xb : 0x0, 0, std::uint64_t(20 - i), std::nullopt);
    const std::optional<SelfTestLog> log = Conditions::parseNvmeSelfTestLog(page.bytes());
    ASSERT_TRUE(log);
    ASSERT_EQ(log->entries.size(), 20);
    EXPECT_EQ(log->entries.at(0).type, SelfTestType::Vendor);
    EXPECT_EQ(log->entries.at(1).type, SelfTestType::Short);
    EXPECT_EQ(log->entries.at(19).outcome, SelfTestOutcome::Unknown) << "result Bh is reserved";
    EXPECT_EQ(log->entries.at(19).powerOnHours, 1u);
}

TEST(NvmeSelfTestLog, AnUnusedEntryEndsTheListAndAShortPageIsRefused)
{
    Page page;
    page.result(0, 0x1, 0x0, 0, 5, std::nullopt);
    page.result(2, 0x1, 0x7, 1, 3, 7); // behind an unused entry: not read
    const std::optional<SelfTestLog> log = Conditions::parseNvmeSelfTestLog(page.bytes());
    ASSERT_TRUE(log);
    EXPECT_EQ(log->entries.size(), 1);
    EXPECT_FALSE(Conditions::parseNvmeSelfTestLog(page.bytes().first(Conditions::NvmeSelfTestLogSize - 1)));
    EXPECT_FALSE(Conditions::parseNvmeSelfTestLog(QByteArray()));
}

} // namespace Sektor::Test
