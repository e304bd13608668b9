// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "golden.h"
#include "model/kinds/burninoptions.h"
#include "reportfixtures.h"
#include "resultcomparison.h"

#include "model/burnin.h"
#include "report/jsonreport.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <functional>

#include <gtest/gtest.h>

using namespace Sektor;

namespace {

void expectRoundTrip(const RunResult &original)
{
    const QByteArray bytes = toJsonBytes(original);
    const Expected<RunResult> loaded = fromJson(bytes);
    ASSERT_TRUE(loaded.hasValue()) << loaded.error().detail.toStdString();
    expectSameResult(original, *loaded);
    EXPECT_EQ(toJsonBytes(*loaded), bytes); // and writing it again gives the same file
}

/// The detail of the error fromJson() gives for @p json; empty if it loaded.
std::string rejection(const QByteArray &json)
{
    const Expected<RunResult> r = fromJson(json);
    if (r.hasValue())
        return {};
    EXPECT_EQ(r.error().code, ErrorCode::InvalidArgument);
    return r.error().detail.toStdString();
}

/// A valid document with one member changed by @p edit.
QByteArray edited(const std::function<void(QJsonObject &)> &edit)
{
    QJsonObject o = toJson(Fixtures::syncWrite());
    edit(o);
    return QJsonDocument(o).toJson();
}

} // namespace

TEST(JsonReport, RoundTripDefault)
{
    expectRoundTrip(Fixtures::defaultProfile());
}
TEST(JsonReport, RoundTripMix)
{
    expectRoundTrip(Fixtures::defaultMix());
}
TEST(JsonReport, RoundTripRewrite)
{
    expectRoundTrip(Fixtures::rewrite());
}

TEST(JsonReport, RoundTripSyncWrite)
{
    expectRoundTrip(Fixtures::syncWrite());
}
TEST(JsonReport, RoundTripBlockDevice)
{
    expectRoundTrip(Fixtures::blockDevice());
}
// The drive's own I/O timeout is what a stall is held to when the result is read again (history, share, compare).
TEST(JsonReport, RoundTripKeepsTheDrivesKernelTimeoutAndAnOlderResultHasNone)
{
    const auto firstDrive = [](const RunResult &r) {
        return toJson(r)
            .value(QStringLiteral("target"))
            .toObject()
            .value(QStringLiteral("drives"))
            .toArray()
            .first()
            .toObject();
    };
    RunResult r = Fixtures::defaultProfile();
    ASSERT_FALSE(r.target.drives.isEmpty());
    EXPECT_FALSE(firstDrive(r).contains(QStringLiteral("ioTimeoutMs"))) << "a drive that tells none writes none";
    r.target.drives.first().ioTimeoutMs = 7'000;
    expectRoundTrip(r);
    EXPECT_EQ(firstDrive(r).value(QStringLiteral("ioTimeoutMs")).toInteger(), 7'000);
}

TEST(JsonReport, RoundTripZeroFill)
{
    expectRoundTrip(Fixtures::zeroFill());
}

TEST(JsonReport, RoundTripSurfaceTests)
{
    expectRoundTrip(Fixtures::readScan());
    expectRoundTrip(Fixtures::accessTime());
}

TEST(JsonReport, SurfaceSummaryForReaders)
{
    const QJsonObject scan = toJson(Fixtures::readScan()).value(QLatin1String("surface")).toObject();
    EXPECT_FALSE(scan.value(QLatin1String("complete")).toBool());
    EXPECT_EQ(scan.value(QLatin1String("errorRanges")).toInt(), 1);
    EXPECT_EQ(scan.value(QLatin1String("slowRanges")).toInt(), 1);
    EXPECT_NEAR(scan.value(QLatin1String("minBytesPerSecond")).toDouble(), 10e6, 1.0)
        << "the unreadable chunk left out";
    EXPECT_EQ(scan.value(QLatin1String("slowRegions")).toArray().size(), 1);
    const QJsonObject access = toJson(Fixtures::accessTime()).value(QLatin1String("surface")).toObject();
    EXPECT_NEAR(access.value(QLatin1String("accessMeanNs")).toDouble(), 9.95e6, 0.1e6);
    EXPECT_FALSE(toJson(Fixtures::defaultProfile()).contains(QLatin1String("surface")));
}

TEST(JsonReport, RoundTripCapacityProbeAndItsSummary)
{
    expectRoundTrip(Fixtures::capacityProbe());
    const QJsonObject verify = toJson(Fixtures::capacityProbe()).value(QLatin1String("verify")).toObject();
    EXPECT_EQ(verify.value(QLatin1String("verdict")).toString(), QLatin1String("fake"));
    EXPECT_EQ(verify.value(QLatin1String("usableBytes")).toInteger(), 8'053'063'680);
    EXPECT_EQ(verify.value(QLatin1String("claimedBytes")).toInteger(), 64'023'248'896);
    EXPECT_TRUE(verify.value(QLatin1String("text")).toString().startsWith(QLatin1String("Fake: it holds 7.5 GiB")))
        << qPrintable(verify.value(QLatin1String("text")).toString());
    EXPECT_FALSE(toJson(Fixtures::defaultProfile()).contains(QLatin1String("verify")));
}

TEST(JsonReport, RoundTripBurnInItsRangesInTheReadScansFormAndItsSummary)
{
    RunResult r = Fixtures::burnIn();
    expectRoundTrip(r);
    const QJsonObject doc = toJson(r);
    const QJsonObject test = doc.value(QLatin1String("tests")).toArray().at(0).toObject();
    QStringList kinds;
    for (const QJsonValue range :
         test.value(QLatin1String("surface")).toObject().value(QLatin1String("ranges")).toArray())
        kinds << range.toObject().value(QLatin1String("kind")).toString();
    EXPECT_EQ(
        kinds,
        (QStringList {
            QStringLiteral("corrupt"), QStringLiteral("error"), QStringLiteral("slow"), QStringLiteral("write-error")}))
        << "in device order";
    const QJsonObject summary = doc.value(QLatin1String("burnIn")).toObject();
    EXPECT_EQ(summary.value(QLatin1String("verdict")).toString(), QLatin1String("fail"));
    EXPECT_EQ(summary.value(QLatin1String("writeErrorRanges")).toInt(), 1);
    EXPECT_NEAR(summary.value(QLatin1String("writeBytesPerSecond")).toDouble(), 150e6, 1e3);
    EXPECT_FALSE(doc.contains(QLatin1String("stoppedBy"))) << "only when a rule fired";

    // Stopped by a rule, with the rules among the options; a fake capacity; a drive that went away.
    r.stoppedBy = StopReason::Slower;
    r.options.kinds.edit<BurnInOptions>().stopRules.slower = StopRules::Slower {50e6, std::chrono::seconds(30)};
    r.options.kinds.edit<BurnInOptions>().stopRules.afterErrors = 9;
    r.options.kinds.edit<BurnInOptions>().stopRules.hotterMilliCelsius = 55'000;
    BurnInResult &b = r.tests.first().payload.edit<BurnInResult>();
    b.stepsDone = 3;
    b.stepBytesDone = 5 * 128 * MiB;
    b.aliasing = BurnInAliasing {0, 8 * GiB};
    b.goneAt = 11 * GiB;
    expectRoundTrip(r);
    EXPECT_EQ(toJson(r).value(QLatin1String("stoppedBy")).toString(), QLatin1String("slower"));
    EXPECT_FALSE(toJson(Fixtures::defaultProfile()).contains(QLatin1String("burnIn")));
}

TEST(JsonReport, RoundTripExtremes)
{
    RunResult r = Fixtures::syncWrite();
    r.seed = UINT64_MAX; // seeds are full 64-bit values, stored as strings
    r.options.seed = (1ull << 63) + 1;
    r.totals.writeBytes = (1ull << 60) + 3; // beyond 2^53: Qt keeps integers exact
    r.started = QDateTime(QDate(2026, 7, 1), QTime(1, 2, 3, 4), Qt::UTC);
    r.finished = QDateTime(); // unset
    r.tests.first().readLatency.record(UINT64_MAX / 2);
    expectRoundTrip(r);
}

TEST(JsonReport, RoundTripTheComputerAndWriteItOnlyWhereKnown)
{
    RunResult r = Fixtures::defaultProfile();
    EXPECT_FALSE(toJson(r).value(QLatin1String("system")).toObject().contains(QLatin1String("vendor")))
        << "a machine without DMI writes what versions before wrote";
    r.system.vendor = QStringLiteral("LENOVO");
    r.system.product = QStringLiteral("21CF");
    r.system.serialUnreadable = true;
    const QJsonObject system = toJson(r).value(QLatin1String("system")).toObject();
    EXPECT_EQ(system.value(QLatin1String("vendor")).toString(), QStringLiteral("LENOVO"));
    EXPECT_TRUE(system.value(QLatin1String("serialUnreadable")).toBool());
    EXPECT_FALSE(system.contains(QLatin1String("serial")));
    expectRoundTrip(r);
    r.system.serialUnreadable = false;
    r.system.serial = QStringLiteral("PF3ABC12");
    expectRoundTrip(r);
}

TEST(JsonReport, MatchesGolden)
{
    Golden::expectMatches(QStringLiteral("json-sync-write.json"), toJsonBytes(Fixtures::syncWrite()));
}

TEST(JsonReport, ShapeForReaders)
{
    const QJsonObject o = toJson(Fixtures::defaultProfile());
    EXPECT_EQ(o.value(QLatin1String("format")).toString(), QStringLiteral("sektor-result"));
    EXPECT_EQ(o.value(QLatin1String("formatVersion")).toInt(), 1);
    EXPECT_EQ(o.value(QLatin1String("started")).toString(), QStringLiteral("2026-03-14T09:26:53.250+01:00"));
    EXPECT_TRUE(o.value(QLatin1String("seed")).isString());
    const QJsonObject test = o.value(QLatin1String("tests")).toArray().at(0).toObject();
    EXPECT_EQ(test.value(QLatin1String("name")).toString(), QStringLiteral("SEQ1M Q8T1"));
    EXPECT_EQ(test.value(QLatin1String("mode")).toString(), QStringLiteral("read"));
    const QJsonObject median = test.value(QLatin1String("median")).toObject();
    EXPECT_NEAR(median.value(QLatin1String("megabytesPerSecond")).toDouble(), 3512.3, 0.05); // ios are whole blocks
    const QJsonArray bucket
        = test[QLatin1String("latency")][QLatin1String("read")][QLatin1String("histogram")].toArray().at(0).toArray();
    EXPECT_EQ(bucket.size(), 3);
}

TEST(JsonReport, RejectsGarbage)
{
    EXPECT_NE(rejection("not json at all"), "");
    EXPECT_NE(rejection(""), "");
    EXPECT_NE(rejection("[1, 2, 3]").find("not a JSON object"), std::string::npos);
    EXPECT_NE(rejection("{}").find("format: missing"), std::string::npos);
}

TEST(JsonReport, RejectsOtherFormatsAndVersions)
{
    EXPECT_NE(rejection(edited([](QJsonObject &o) {
                  o[QLatin1String("format")] = QStringLiteral("crystaldiskmark");
              })).find("format"),
              std::string::npos);
    EXPECT_NE(rejection(edited([](QJsonObject &o) {
                  o[QLatin1String("formatVersion")] = 2;
              })).find("unsupported version"),
              std::string::npos);
    EXPECT_NE(rejection(edited([](QJsonObject &o) {
                  o[QLatin1String("formatVersion")] = QStringLiteral("1");
              })).find("formatVersion"),
              std::string::npos);
}

TEST(JsonReport, RejectsDamagedFieldsNamingThem)
{
    EXPECT_NE(rejection(edited([](QJsonObject &o) {
                  o.remove(QLatin1String("tests"));
              })).find("tests: missing"),
              std::string::npos);
    EXPECT_NE(rejection(edited([](QJsonObject &o) {
                  o[QLatin1String("seed")] = 12;
              })).find("seed: wrong type"),
              std::string::npos);
    EXPECT_NE(rejection(edited([](QJsonObject &o) {
                  o[QLatin1String("seed")] = QStringLiteral("18446744073709551616");
              })).find("seed"),
              std::string::npos);
    EXPECT_NE(rejection(edited([](QJsonObject &o) {
                  o[QLatin1String("started")] = QStringLiteral("yesterday");
              })).find("started"),
              std::string::npos);
    const auto editTest = [](const std::function<void(QJsonObject &)> &edit) {
        return edited([&](QJsonObject &o) {
            QJsonArray tests = o[QLatin1String("tests")].toArray();
            // QJsonArray::operator[] does not check bounds: the fixture must have a second test.
            if (tests.size() < 2) {
                ADD_FAILURE() << "the fixture needs at least two tests";
                return;
            }
            QJsonObject t = tests.at(1).toObject();
            edit(t);
            tests[1] = t;
            o[QLatin1String("tests")] = tests;
        });
    };
    EXPECT_NE(rejection(editTest([](QJsonObject &t) {
                  t[QLatin1String("mode")] = QStringLiteral("sideways");
              })).find("tests[1].mode: unknown value"),
              std::string::npos);
    EXPECT_NE(rejection(editTest([](QJsonObject &t) {
                  t[QLatin1String("blockSize")] = -4096;
              })).find("tests[1].blockSize"),
              std::string::npos);
    EXPECT_NE(rejection(editTest([](QJsonObject &t) {
                  t[QLatin1String("queueDepth")] = 1.5;
              })).find("tests[1].queueDepth"),
              std::string::npos);
    EXPECT_NE(rejection(editTest([](QJsonObject &t) {
                  QJsonObject latency = t[QLatin1String("latency")].toObject();
                  QJsonObject write = latency[QLatin1String("write")].toObject();
                  QJsonArray buckets = write[QLatin1String("histogram")].toArray();
                  buckets[0] = QJsonArray {1001, 1002, 5}; // not a bucket of the histogram's layout
                  write[QLatin1String("histogram")] = buckets;
                  latency[QLatin1String("write")] = write;
                  t[QLatin1String("latency")] = latency;
              })).find("tests[1].latency.write"),
              std::string::npos);
}
