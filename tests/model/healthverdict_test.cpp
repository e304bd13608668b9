// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The Health Check's verdict rules: each rule fires on the facts it names and stays silent just short of
// them; the verdict is the worst level that fired; every rule has a sentence.
#include "model/healthverdict.h"

#include <QFile>
#include <QSet>

#include <gtest/gtest.h>

#include <functional>

using namespace Sektor;

namespace {
// A healthy NVMe drive: nothing fires.
DriveHealth healthyNvme()
{
    DriveHealth h;
    h.source = DriveHealth::Source::NvmeLog;
    h.temperatureMilliCelsius = 41'000;
    h.availableSparePercent = 100;
    h.spareThresholdPercent = 10;
    h.percentageUsed = 3;
    return h;
}

// A healthy ATA drive as udisks reports it.
DriveHealth healthyAta()
{
    DriveHealth h;
    h.source = DriveHealth::Source::AtaSmart;
    h.reallocatedSectors = 0;
    h.pendingSectors = 0;
    h.badSectors = 0;
    h.failingAttributes = 0;
    return h;
}

SelfTestLogEntry entry(SelfTestOutcome outcome)
{
    SelfTestLogEntry e;
    e.type = SelfTestType::Short;
    e.outcome = outcome;
    return e;
}

// This check's own short self-test, ended as @p status.
SelfTestRun ran(SelfTestStatus status)
{
    SelfTestRun run;
    run.type = SelfTestType::Short;
    run.status = status;
    return run;
}

HealthFacts facts(const DriveHealth &health)
{
    HealthFacts f;
    f.before = health;
    f.after = health;
    return f;
}

struct RuleCase
{
    const char *rule;
    std::function<void(HealthFacts &)> fire; ///< Makes the rule fire on healthy facts.
    std::function<void(HealthFacts &)> justShort; ///< The nearest facts on which it must not (another rule may).
};

const RuleCase cases[] = {
    {"self-test-failed",
     [](HealthFacts &f) {
         f.selfTest = ran(SelfTestStatus::Failed);
     },
     [](HealthFacts &f) {
         f.selfTest = ran(SelfTestStatus::Cancelled);
     }},
    {"self-test-incomplete",
     [](HealthFacts &f) {
         f.selfTest = ran(SelfTestStatus::TimedOut);
     },
     [](HealthFacts &f) {
         f.selfTest = ran(SelfTestStatus::Cancelled); // the user stopped it: the drive is not to blame
     }},
    {"smart-failing",
     [](HealthFacts &f) {
         f.after->smartFailing = true;
     },
     [](HealthFacts &f) {
         f.before.smartFailing = true;
     }},
    {"critical-warning",
     [](HealthFacts &f) {
         f.after->criticalWarning = DriveHealth::ReliabilityDegraded;
     },
     [](HealthFacts &f) {
         f.after->criticalWarning = DriveHealth::TemperatureThreshold;
     }}, // "temperature" fires
    {"spare-below-threshold",
     [](HealthFacts &f) {
         f.after->availableSparePercent = 9;
     },
     [](HealthFacts &f) {
         f.after->availableSparePercent = 10;
     }},
    {"media-errors-grew",
     [](HealthFacts &f) {
         f.after->mediaErrors = 1;
     },
     [](HealthFacts &f) {
         f.before.mediaErrors = 4;
         f.after->mediaErrors = 4;
     }},
    {"reallocated-sectors",
     [](HealthFacts &f) {
         f = facts(healthyAta());
         f.after->reallocatedSectors = 1;
         f.before.reallocatedSectors = 1;
     },
     [](HealthFacts &f) {
         f = facts(healthyAta());
     }},
    {"pending-sectors",
     [](HealthFacts &f) {
         f = facts(healthyAta());
         f.before.pendingSectors = f.after->pendingSectors = 2;
     },
     [](HealthFacts &f) {
         f = facts(healthyAta());
     }},
    {"bad-sectors",
     [](HealthFacts &f) {
         f = facts(healthyAta());
         f.before.badSectors = f.after->badSectors = 3; // offline uncorrectable: neither reallocated nor pending
     },
     [](HealthFacts &f) {
         f = facts(healthyAta());
         f.before.badSectors = f.after->badSectors = 3;
         f.before.reallocatedSectors = f.after->reallocatedSectors = 3; // the same sectors, said once
     }},
    {"life-used",
     [](HealthFacts &f) {
         f.after->percentageUsed = 90;
     },
     [](HealthFacts &f) {
         f.after->percentageUsed = 89;
     }},
    {"temperature",
     [](HealthFacts &f) {
         f.warningTemperatureMilliCelsius = 70'000;
         f.after->temperatureMilliCelsius = 71'000;
     },
     [](HealthFacts &f) {
         f.warningTemperatureMilliCelsius = 70'000;
         f.after->temperatureMilliCelsius = 70'000;
     }},
    {"earlier-self-test-failed",
     [](HealthFacts &f) {
         f.selfTest = ran(SelfTestStatus::Passed);
         f.log.entries = {entry(SelfTestOutcome::Passed), entry(SelfTestOutcome::Failed)};
     },
     [](HealthFacts &f) {
         f.selfTest = ran(SelfTestStatus::Passed);
         f.log.entries = {entry(SelfTestOutcome::Passed), entry(SelfTestOutcome::Aborted)};
     }},
};

class HealthRuleFires : public testing::TestWithParam<RuleCase>
{
};
} // namespace

TEST_P(HealthRuleFires, OnItsFactsAndNotJustShortOfThem)
{
    const RuleCase &c = GetParam();
    HealthFacts firing = facts(healthyNvme());
    c.fire(firing);
    const HealthAssessment fired = assessHealth(firing);
    EXPECT_EQ(fired.firedRules, QStringList {QString::fromLatin1(c.rule)});
    HealthFacts quiet = facts(healthyNvme());
    c.justShort(quiet);
    EXPECT_FALSE(assessHealth(quiet).firedRules.contains(QString::fromLatin1(c.rule)))
        << qPrintable(assessHealth(quiet).firedRules.join(QLatin1Char(',')));
    EXPECT_FALSE(healthRuleSentence(QString::fromLatin1(c.rule), Wording::English).isEmpty());
}

INSTANTIATE_TEST_SUITE_P(EachRule, HealthRuleFires, testing::ValuesIn(cases), [](const auto &info) {
    std::string name = info.param.rule;
    std::erase(name, '-');
    return name;
});

TEST(HealthVerdict, EveryRuleInTheTableIsTestedAndHasItsOwnId)
{
    QSet<QString> tested;
    for (const RuleCase &c : cases)
        tested << QString::fromLatin1(c.rule);
    QSet<QString> ids;
    for (const HealthRule &rule : healthRules()) {
        EXPECT_TRUE(tested.contains(QString::fromLatin1(rule.id))) << rule.id << " has no case above";
        EXPECT_FALSE(ids.contains(QString::fromLatin1(rule.id))) << rule.id << " twice";
        ids << QString::fromLatin1(rule.id);
    }
    EXPECT_EQ(ids.size(), qsizetype(std::size(cases)));
}

TEST(HealthVerdict, TheWorstLevelThatFiredDecidesAndNothingFiringPasses)
{
    EXPECT_EQ(assessHealth(facts(healthyNvme())).verdict, HealthVerdict::Pass);
    EXPECT_EQ(assessHealth(facts(healthyAta())).verdict, HealthVerdict::Pass);
    HealthFacts attention = facts(healthyNvme());
    attention.after->percentageUsed = 95;
    EXPECT_EQ(assessHealth(attention).verdict, HealthVerdict::Attention);
    HealthFacts both = attention;
    both.selfTest = ran(SelfTestStatus::Failed);
    const HealthAssessment a = assessHealth(both);
    EXPECT_EQ(a.verdict, HealthVerdict::Fail);
    EXPECT_EQ(a.firedRules, (QStringList {QStringLiteral("self-test-failed"), QStringLiteral("life-used")}))
        << "in the table's order, FAIL rules first";
    EXPECT_TRUE(healthRuleSentence(QStringLiteral("no-such-rule")).isEmpty());
}

TEST(HealthVerdict, NothingReadIsUnknownNotAPass)
{
    HealthFacts nothing; // a loop device: no health, no self-test, no log
    nothing.selfTest.status = SelfTestStatus::NotAvailable;
    EXPECT_EQ(assessHealth(nothing).verdict, HealthVerdict::Unknown);
    HealthFacts onlyATest = nothing;
    onlyATest.selfTest = ran(SelfTestStatus::Passed);
    EXPECT_EQ(assessHealth(onlyATest).verdict, HealthVerdict::Pass) << "a self-test that passed is something read";
    HealthFacts othersTest = nothing;
    othersTest.selfTest = ran(SelfTestStatus::AnotherRunning);
    EXPECT_EQ(assessHealth(othersTest).verdict, HealthVerdict::Unknown)
        << "someone else's test running, none of ours: nothing read";
    HealthFacts onlyHealth = nothing;
    onlyHealth.before = healthyAta();
    EXPECT_EQ(assessHealth(onlyHealth).verdict, HealthVerdict::Pass);
    HealthFacts stopped = onlyHealth;
    stopped.selfTest = ran(SelfTestStatus::Cancelled);
    stopped.log.entries = {entry(SelfTestOutcome::Aborted)}; // the drive logs the abort
    EXPECT_EQ(assessHealth(stopped).verdict, HealthVerdict::Unknown) << "stopped before its test ended: no pass";
    stopped.after = healthyAta();
    stopped.after->reallocatedSectors = 8;
    EXPECT_EQ(assessHealth(stopped).verdict, HealthVerdict::Attention) << "what was found still counts";
}

TEST(HealthVerdict, WithoutASecondReadTheFirstDecidesAndNothingGrew)
{
    HealthFacts f;
    f.before = healthyNvme();
    f.before.mediaErrors = 7;
    EXPECT_EQ(assessHealth(f).verdict, HealthVerdict::Pass) << "errors counted before the check did not grow in it";
    f.before.percentageUsed = 100;
    EXPECT_EQ(assessHealth(f).firedRules, QStringList {QStringLiteral("life-used")});
}

// The rules are documented where users read them, the same as the table: the README's table and the man page's
// HEALTH CHECK RULES section name each rule with its level and sentence.
TEST(HealthVerdict, TheReadmeAndTheManPageListEveryRuleAsTheTableHasIt)
{
    const auto read = [](const char *path) {
        QFile file(QString::fromUtf8(SEKTOR_SOURCE_DIR) + QLatin1Char('/') + QLatin1String(path));
        EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << path;
        return QString::fromUtf8(file.readAll());
    };
    const QString readme = read("README.md");
    const QString man = read("packaging/man/sektor-cli.1").replace(QLatin1String("\\(aq"), QLatin1String("'"));
    for (const HealthRule &rule : healthRules()) {
        const QString level = QString::fromLatin1(idOf(rule.level)).toUpper();
        const QString sentence = QLatin1String(rule.sentence);
        EXPECT_TRUE(readme.contains(QStringLiteral("| `%1` | %2 | %3 |").arg(QLatin1String(rule.id), level, sentence)))
            << rule.id << " in README.md";
        EXPECT_TRUE(man.contains(QStringLiteral(".B %1 %2\n%3\n").arg(level, QLatin1String(rule.id), sentence)))
            << rule.id << " in sektor-cli.1";
    }
}
