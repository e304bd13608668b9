// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// ConditionsRunner: a real run on a real loop device, with the drive's temperature read from a hwmon sensor in a
// fixture sysfs whose value the test changes while the run goes (a loop device has no sensor of its own).
#include "model/kinds/burninoptions.h"
#include "support/loopdevice.h"
#include "support/mountedloop.h"
#include "support/requireroot.h"
#include "support/tempdir.h"

#include "report/conditionsreport.h"
#include "runner/conditionsrunner.h"
#include "runner/localrunner.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTimer>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Test;
using namespace std::chrono_literals;

namespace {

RunRequest threeSecondRead(const std::string &target)
{
    RunRequest request;
    request.profile.id = QStringLiteral("test");
    request.profile.name = QStringLiteral("Test");
    request.profile.tests = {TestSpec {AccessPattern::Sequential, 1 * MiB, 1, 1, false}};
    request.profile.modes = {IoMode::Read};
    request.target = QString::fromStdString(target);
    request.options.testSize = 16 * MiB;
    request.options.runs = 3;
    request.options.warmup = 0ms;
    request.options.measureTime = 1000ms;
    request.options.interval = 0ms;
    return request;
}

class ConditionsRunnerTest : public ::testing::Test
{
protected:
    // A hwmon sensor for @p drive in the fixture tree, as an NVMe controller has it, at @p milliCelsius.
    void makeSensor(const std::string &drive, int milliCelsius, int warning)
    {
        const QString dir = QString::fromStdString(m_sys.path() + "/block/" + drive + "/device/hwmon3/");
        ASSERT_TRUE(QDir().mkpath(dir));
        m_input = dir + QLatin1String("temp1_input");
        setTemperature(milliCelsius);
        QFile max(dir + QLatin1String("temp1_max"));
        ASSERT_TRUE(max.open(QIODevice::WriteOnly));
        max.write(QByteArray::number(warning) + '\n');
    }
    void setTemperature(int milliCelsius) const
    {
        QFile f(m_input);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(QByteArray::number(milliCelsius) + '\n');
    }
    RunOutcome run(const RunRequest &request)
    {
        ConditionsRunner runner(std::make_unique<LocalRunner>(), QString::fromStdString(m_sys.path()));
        QSignalSpy finished(&runner, &Runner::finished);
        // Warms 5 °C every 400 ms while the run goes: 40 °C before it, 70 °C or more at its end.
        int temperature = 40'000;
        QTimer warming;
        QObject::connect(&warming, &QTimer::timeout, [&] {
            setTemperature(temperature = std::min(temperature + 5'000, 90'000));
        });
        EXPECT_TRUE(runner.start(request));
        warming.start(400);
        EXPECT_TRUE(finished.wait(60000));
        return finished.isEmpty() ? RunOutcome {} : finished.at(0).at(0).value<RunOutcome>();
    }

    TempDir m_sys;
    QString m_input;
};

TEST_F(ConditionsRunnerTest, ReadsTheDriveBeforeDuringAndAfterARawRun)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop(LoopDevice::Options {.size = 64 * MiB});
    ASSERT_TRUE(loop.ok()) << loop.error();
    makeSensor(loop.name(), 40'000, 70'000);
    const RunOutcome outcome = run(threeSecondRead(loop.device()));
    ASSERT_TRUE(outcome.ok()) << qPrintable(outcome.error.message());
    ASSERT_EQ(outcome.result.target.drives.size(), 1);
    const MeasuredDrive &drive = outcome.result.target.drives.first();
    const DriveTemperature &t = drive.temperature;
    ASSERT_GE(t.readings.size(), 4) << "before, at least two during three seconds of measuring, after";
    EXPECT_EQ(t.readings.first().elapsedMs, 0);
    EXPECT_EQ(t.before(), 40'000);
    EXPECT_EQ(t.after(), t.highest());
    EXPECT_GE(t.highest(), 70'000);
    EXPECT_EQ(t.warningMilliCelsius, 70'000);
    int measured = 0;
    for (qsizetype i = 1; i < t.readings.size(); ++i) {
        const TemperatureReading &r = t.readings.at(i);
        EXPECT_GE(r.milliCelsius, t.readings.at(i - 1).milliCelsius) << "the sensor only warmed";
        if (i + 1 < t.readings.size()) { // the last one is taken on finishing, whenever that is
            EXPECT_GE(r.elapsedMs - t.readings.at(i - 1).elapsedMs, ConditionsRunner::ReadingIntervalMs);
        }
        if (r.testIndex == 0 && r.bytesPerSecond > 0)
            ++measured;
    }
    EXPECT_GE(measured, 2) << "readings during the test carry its rate";
    const QStringList notes = conditionNotes(outcome.result, Wording::English);
    EXPECT_TRUE(notes.contains(QStringLiteral("Temperature of %1: 40 °C before, %2 °C at most, %2 °C after.")
                                   .arg(drive.name, QString::number(t.highest() / 1000))))
        << qPrintable(notes.join(QLatin1Char('\n')));
    EXPECT_TRUE(std::any_of(notes.cbegin(), notes.cend(), [](const QString &n) {
        return n.contains(QStringLiteral("at or above its warning threshold of 70 °C"));
    }));
}

// A folder on a file system on the loop device: the drive is found through the mount; a drive without a sensor has
// no readings, and the result says nothing about heat.
TEST_F(ConditionsRunnerTest, FindsTheDriveUnderAFolderAndStaysSilentWithoutASensor)
{
    SEKTOR_REQUIRE_ROOT();
    MountedLoop fs(64 * MiB);
    ASSERT_TRUE(fs.ok()) << fs.error();
    makeSensor(fs.loop().name(), 40'000, 0);
    const RunOutcome outcome = run(threeSecondRead(fs.path()));
    ASSERT_TRUE(outcome.ok()) << qPrintable(outcome.error.message());
    ASSERT_EQ(outcome.result.target.drives.size(), 1);
    EXPECT_GE(outcome.result.target.drives.first().temperature.readings.size(), 4);
    EXPECT_EQ(outcome.result.target.drives.first().temperature.warningMilliCelsius, 0);

    TempDir emptySys;
    ConditionsRunner silent(std::make_unique<LocalRunner>(), QString::fromStdString(emptySys.path()));
    QSignalSpy finished(&silent, &Runner::finished);
    RunRequest quick = threeSecondRead(fs.path());
    quick.options.runs = 1;
    quick.options.measureTime = 200ms;
    ASSERT_TRUE(silent.start(quick));
    ASSERT_TRUE(finished.wait(30000));
    const RunOutcome none = finished.at(0).at(0).value<RunOutcome>();
    ASSERT_TRUE(none.ok()) << qPrintable(none.error.message());
    EXPECT_FALSE(none.result.target.drives.first().temperature.known());
}

// Health before and after from the source the programs hand in, read once each around the run; a drive without a
// sensor takes its temperature from those readings; and what the inner runner already had (the helper's NVMe log)
// is kept.
TEST_F(ConditionsRunnerTest, RecordsHealthBeforeAndAfterFromTheSource)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop(LoopDevice::Options {.size = 64 * MiB});
    ASSERT_TRUE(loop.ok()) << loop.error();
    TempDir emptySys; // no sensor
    ConditionsRunner runner(std::make_unique<LocalRunner>(), QString::fromStdString(emptySys.path()));
    int reads = 0;
    runner.setHealthSource([&](const Catalog::Drive &drive) {
        EXPECT_EQ(drive.name.toStdString(), loop.name());
        DriveHealth h;
        h.source = DriveHealth::Source::AtaSmart;
        h.pendingSectors = ++reads; // 1 before, 2 after
        h.temperatureMilliCelsius = 30'000 + 5'000 * reads;
        return h;
    });
    QSignalSpy finished(&runner, &Runner::finished);
    RunRequest quick = threeSecondRead(loop.device());
    quick.options.runs = 1;
    quick.options.measureTime = 200ms;
    ASSERT_TRUE(runner.start(quick));
    ASSERT_TRUE(finished.wait(30000));
    const RunOutcome outcome = finished.at(0).at(0).value<RunOutcome>();
    ASSERT_TRUE(outcome.ok()) << qPrintable(outcome.error.message());
    const MeasuredDrive &drive = outcome.result.target.drives.first();
    EXPECT_EQ(reads, 2);
    EXPECT_EQ(drive.healthBefore.pendingSectors, 1);
    EXPECT_EQ(drive.healthAfter.pendingSectors, 2);
    ASSERT_EQ(drive.temperature.readings.size(), 2);
    EXPECT_EQ(drive.temperature.before(), 35'000);
    EXPECT_EQ(drive.temperature.after(), 40'000);
}

} // namespace

// --stop-if-hotter: the run is stopped at the first reading above the rule's limit while it runs (not by the reading
// before it), keeps what it did and says the rule ended it.
TEST_F(ConditionsRunnerTest, TheRuleOnTheTemperatureStopsTheRunAtTheFirstReadingAboveIt)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop(LoopDevice::Options {.size = 64 * MiB});
    ASSERT_TRUE(loop.ok()) << loop.error();
    makeSensor(loop.name(), 40'000, 70'000);
    // The rule is the burn-in's (another kind has no stop rules): one of 99 passes over the loop device, far longer
    // than the 1.2 s the sensor takes to pass the limit.
    RunRequest request;
    request.profile = *findProfile(QStringLiteral("burn-in"));
    request.target = QString::fromStdString(loop.device());
    request.options.allowDeviceWrites = true;
    BurnInOptions &burnIn = request.options.kinds.edit<BurnInOptions>();
    burnIn.passes = 99;
    burnIn.stopRules.hotterMilliCelsius = 54'000; // reached about 1.2 s into the run as the sensor warms
    const RunOutcome outcome = run(request);
    EXPECT_TRUE(outcome.ok()) << "a rule's stop is not an error: " << qPrintable(outcome.error.message());
    EXPECT_EQ(outcome.result.stoppedBy, StopReason::Hotter);
    const DriveTemperature &t = outcome.result.target.drives.first().temperature;
    ASSERT_GE(t.readings.size(), 2);
    EXPECT_LT(t.readings.first().milliCelsius, 54'000);
    // The reading that fired is the last one taken while running: the one before it was not above the limit.
    const qsizetype fired = t.readings.size() - 2;
    EXPECT_GT(t.readings.at(fired).milliCelsius, 54'000);
    if (fired > 0) {
        EXPECT_LE(t.readings.at(fired - 1).milliCelsius, 54'000);
    }
    EXPECT_LT(t.readings.last().elapsedMs, 2500) << "stopped long before the 99 passes' end";

    burnIn.passes = 1;
    burnIn.stopRules.hotterMilliCelsius = 95'000; // never reached: the sensor stops at 90 °C
    const RunOutcome cool = run(request);
    ASSERT_TRUE(cool.ok()) << qPrintable(cool.error.message());
    EXPECT_EQ(cool.result.stoppedBy, StopReason::None);

    // A read benchmark's options may hold a burn-in's rule (the window keeps every kind's settings): not its own, so
    // it never stops it.
    RunRequest read = threeSecondRead(loop.device());
    read.options.kinds.edit<BurnInOptions>().stopRules.hotterMilliCelsius = 54'000;
    const RunOutcome benchmark = run(read);
    ASSERT_TRUE(benchmark.ok()) << qPrintable(benchmark.error.message());
    EXPECT_EQ(benchmark.result.stoppedBy, StopReason::None);
}
