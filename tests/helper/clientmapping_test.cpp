// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The client side: every helper refusal becomes a translated message, polkit replies are read
// default-deny, and what the helper streams comes back as the same types.
#include "authority.h"
#include "helperclient/helperrunner.h"
#include "helperprotocol/helperprotocol.h"
#include "helperprotocol/replyjson.h"

#include "i18n/translations.h"
#include "model/surface.h"
#include "model/verify.h"

#include <QCoreApplication>
#include <QDBusMessage>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::HelperProtocol;

TEST(HelperErrors, EveryRefusalHasANameAndATranslatedMessage)
{
    // Every refusal the protocol names: a new one is covered as soon as it has a name.
    QList<HelperError> all;
    for (const auto &id : EnumIds<HelperError>::table)
        all.append(id.value);
    ASSERT_GE(all.size(), 15);
    QStringList names;
    for (HelperError r : all) {
        const QString name = errorName(r);
        EXPECT_TRUE(name.startsWith(QLatin1String("io.github.sektor.Helper1.Error."))) << qPrintable(name);
        EXPECT_EQ(helperErrorFromName(name), r);
        names.append(name);
        for (const char *lang : {"de", "pt"}) {
            installTranslations(QLatin1String(lang));
            const Error e = HelperRunner::errorFromDBus(QDBusError(QDBusError::Other, QStringLiteral("x")),
                                                        QStringLiteral("/dev/sdb"));
            EXPECT_EQ(e.code, ErrorCode::HelperUnavailable);
            const QDBusMessage reply = QDBusMessage().createErrorReply(name, QStringLiteral("detail"));
            const Error mapped = HelperRunner::errorFromDBus(QDBusError(reply), QStringLiteral("/dev/sdb"));
            EXPECT_NE(mapped.code, ErrorCode::None);
            installTranslations(QStringLiteral("en"));
            const QString english = mapped.message();
            installTranslations(QLatin1String(lang));
            EXPECT_NE(mapped.message(), english) << lang << ": " << qPrintable(name);
        }
        installTranslations(QStringLiteral("en"));
    }
    names.removeDuplicates();
    EXPECT_EQ(names.size(), all.size());
    EXPECT_EQ(helperErrorFromName(QStringLiteral("org.freedesktop.DBus.Error.ServiceUnknown")), std::nullopt);
    EXPECT_EQ(HelperRunner::errorFromDBus(QDBusError(QDBusError::ServiceUnknown, QStringLiteral("no")), QString()).code,
              ErrorCode::HelperUnavailable);
    EXPECT_EQ(
        HelperRunner::errorFromDBus(
            QDBusError(QDBusMessage().createErrorReply(errorName(HelperError::NotAuthorized), QString())), QString())
            .code,
        ErrorCode::NotAuthorized);
}

TEST(HelperErrors, ADeviceChangedOrANeededPasswordIsExplainedInEveryLanguage)
{
    for (const QString &name :
         {errorName(HelperError::DeviceChanged), QString::fromLatin1(InteractiveAuthorizationRequired)}) {
        const QDBusError error(QDBusMessage().createErrorReply(name, QStringLiteral("technical")));
        installTranslations(QStringLiteral("en"));
        const Error english = HelperRunner::errorFromDBus(error, QStringLiteral("/dev/loop3"));
        EXPECT_NE(english.detail, QStringLiteral("technical"))
            << "the client's own words, not the helper's: " << qPrintable(name);
        for (const char *lang : {"de", "pt"}) {
            installTranslations(QLatin1String(lang));
            EXPECT_NE(HelperRunner::errorFromDBus(error, QStringLiteral("/dev/loop3")).detail, english.detail) << lang;
        }
        installTranslations(QStringLiteral("en"));
    }
    EXPECT_EQ(
        HelperRunner::errorFromDBus(
            QDBusError(QDBusMessage().createErrorReply(errorName(HelperError::DeviceChanged), QString())), QString())
            .code,
        ErrorCode::TargetNotFound);
    EXPECT_EQ(HelperRunner::errorFromDBus(QDBusError(QDBusMessage().createErrorReply(
                                              QLatin1String(InteractiveAuthorizationRequired), QString())),
                                          QString())
                  .code,
              ErrorCode::NotAuthorized);
}

// A real polkit yes and no are covered over the bus (helperbus tests); here what must deny.
TEST(PolkitDecision, ErrorsTimeoutsAndMalformedRepliesDeny)
{
    using Sektor::Helper::PolkitAuthority;
    EXPECT_FALSE(PolkitAuthority::isAuthorized(
        QDBusMessage::createError(QStringLiteral("org.freedesktop.DBus.Error.NoReply"), QStringLiteral("timeout"))));
    EXPECT_FALSE(PolkitAuthority::isAuthorized(QDBusMessage::createError(
        QStringLiteral("org.freedesktop.PolicyKit1.Error.Cancelled"), QStringLiteral("cancelled"))));
    EXPECT_FALSE(PolkitAuthority::isAuthorized(QDBusMessage()));
    const QDBusMessage call = QDBusMessage::createMethodCall(
        QStringLiteral("a.b"), QStringLiteral("/"), QStringLiteral("a.b"), QStringLiteral("m"));
    EXPECT_FALSE(PolkitAuthority::isAuthorized(call.createReply()));
    EXPECT_FALSE(PolkitAuthority::isAuthorized(call.createReply(true))) << "a bare true is not polkit's answer";
    EXPECT_FALSE(PolkitAuthority::isAuthorized(call.createReply(QVariantList {true, false})));
    EXPECT_EQ(PolkitAuthority::decision(QDBusMessage()), Sektor::Helper::Decision::Denied);
}

TEST(Wire, ProgressAndErrorsRoundTripAndMalformedMessagesAreRefused)
{
    Progress p;
    p.phase = Phase::Measuring;
    p.testIndex = 3;
    p.testCount = 8;
    p.run = 2;
    p.runs = 3;
    p.fraction = 0.5;
    p.elapsedNs = 123456789;
    p.remainingNs = 987654321;
    p.sample = Sample {2, 100000000, 100000000, 4096, 8192, 1, 2};
    p.spec = TestSpec {AccessPattern::Random, 4096, 32, 16, false};
    p.mode = IoMode::Mix;
    p.preparedBytes = 5000;
    p.prepareBytes = 9000;
    const auto back = progressFromWire(progressToWire(p));
    ASSERT_TRUE(back) << qPrintable(back.error().detail);
    EXPECT_EQ(back->phase, Phase::Measuring);
    EXPECT_EQ(back->testIndex, 3);
    EXPECT_EQ(back->elapsedNs, 123456789);
    EXPECT_EQ(back->sample.writeBytes, 8192u);
    EXPECT_EQ(back->spec, p.spec);
    EXPECT_EQ(back->mode, IoMode::Mix);
    EXPECT_EQ(back->preparedBytes, 5000u);
    EXPECT_EQ(back->prepareBytes, 9000u);

    Error e = Error::of(ErrorCode::IoError, QStringLiteral("/dev/sdb"));
    e.systemErrno = 5;
    e.detail = QStringLiteral("pwrite");
    const auto eBack = errorFromWire(errorToWire(e));
    ASSERT_TRUE(eBack);
    EXPECT_EQ(eBack->code, ErrorCode::IoError);
    EXPECT_EQ(eBack->systemErrno, 5);
    EXPECT_EQ(eBack->detail, QStringLiteral("pwrite"));

    EXPECT_FALSE(progressFromWire("{}"));
    EXPECT_FALSE(progressFromWire("not json"));
    EXPECT_FALSE(progressFromWire(R"({"phase":99})"));
    EXPECT_FALSE(errorFromWire("[]"));
    EXPECT_FALSE(testResultFromWire("{\"mode\":\"read\"}"));
}

// A finished test's signal gives its figures; a surface test's chunks, ranges and reads (megabytes on a large device)
// wait for the final result over the caller's pipe; a capacity check's findings are small and go with the signal.
TEST(HelperReplies, AFinishedTestsSignalLeavesOutOnlyWhatWaitsForTheFinalResult)
{
    TestResult scan;
    scan.spec = findProfile(QStringLiteral("read-scan"))->tests.first();
    scan.stats.bestBytesPerSecond = 123.5e6;
    SurfaceResult surface;
    surface.deviceBytes = surface.plannedBytes = surface.readBytes = 64 << 20;
    surface.chunks.append(SurfaceChunk {});
    scan.payload.set(surface);
    const auto scanBack = testResultFromWire(finishedTestToWire(scan));
    ASSERT_TRUE(scanBack);
    EXPECT_EQ(scanBack->stats.bestBytesPerSecond, 123.5e6);
    EXPECT_TRUE(scanBack->payload.isEmpty()) << "the chunks travel with the final result";
    const auto whole = testResultFromWire(testResultToWire(scan));
    ASSERT_TRUE(whole);
    EXPECT_EQ(whole->payload.get<SurfaceResult>().deviceBytes, 64u << 20) << "and in it, whole";

    TestResult probe;
    probe.spec = findProfile(QStringLiteral("capacity-probe"))->tests.first();
    probe.mode = IoMode::Write;
    VerifyResult verify;
    verify.claimedBytes = 64 << 20;
    probe.payload.set(verify);
    const auto probeBack = testResultFromWire(finishedTestToWire(probe));
    ASSERT_TRUE(probeBack);
    EXPECT_EQ(probeBack->payload.get<VerifyResult>().claimedBytes, 64u << 20);
}

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
