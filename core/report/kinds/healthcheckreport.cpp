// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/kinds/healthcheckreport.h"
#include "model/kinds/healthcheckoptions.h"
#include "report/healthreport.h"
#include "report/kinds/healthcheckjson.h"

#include <QJsonArray>

#include <algorithm>

namespace Sektor {

namespace {
const char *const Context = "Sektor::HealthCheck";

QString say(const char *text, Wording wording)
{
    return worded(Context, text, wording);
}

// "1 min 58 s", "45 s", "3 h 2 min": how long a self-test ran.
QString spanText(std::int64_t ms, Wording wording)
{
    const QLocale locale = localeFor(wording);
    const std::int64_t seconds = (ms + 500) / 1000;
    if (seconds < 60)
        return say(QT_TRANSLATE_NOOP("Sektor::HealthCheck", "%1 s"), wording).arg(locale.toString(qlonglong(seconds)));
    if (seconds < 3600) {
        return say(QT_TRANSLATE_NOOP("Sektor::HealthCheck", "%1 min %2 s"), wording)
            .arg(locale.toString(qlonglong(seconds / 60)), locale.toString(qlonglong(seconds % 60)));
    }
    return say(QT_TRANSLATE_NOOP("Sektor::HealthCheck", "%1 h %2 min"), wording)
        .arg(locale.toString(qlonglong(seconds / 3600)), locale.toString(qlonglong(seconds / 60 % 60)));
}

QString typeName(SelfTestType type, Wording wording)
{
    switch (type) {
    case SelfTestType::Short:
        return say(QT_TRANSLATE_NOOP("Sektor::HealthCheck", "short"), wording);
    case SelfTestType::Extended:
        return say(QT_TRANSLATE_NOOP("Sektor::HealthCheck", "extended"), wording);
    case SelfTestType::Conveyance:
        return say(QT_TRANSLATE_NOOP("Sektor::HealthCheck", "conveyance"), wording);
    case SelfTestType::Vendor:
        return say(QT_TRANSLATE_NOOP("Sektor::HealthCheck", "vendor-specific"), wording);
    case SelfTestType::None:
        break;
    }
    return {};
}

QString outcomeName(SelfTestOutcome outcome, Wording wording)
{
    switch (outcome) {
    case SelfTestOutcome::Passed:
        return say(QT_TRANSLATE_NOOP("Sektor::HealthCheck", "passed"), wording);
    case SelfTestOutcome::Failed:
        return say(QT_TRANSLATE_NOOP("Sektor::HealthCheck", "failed"), wording);
    case SelfTestOutcome::Aborted:
        return say(QT_TRANSLATE_NOOP("Sektor::HealthCheck", "aborted"), wording);
    case SelfTestOutcome::Unknown:
        break;
    }
    return say(QT_TRANSLATE_NOOP("Sektor::HealthCheck", "ended with a reserved code"), wording);
}

QString unavailableSentence(SelfTestUnavailable why, Wording wording)
{
    switch (why) {
    case SelfTestUnavailable::NoUdisks:
        return say(QT_TRANSLATE_NOOP("Sektor::HealthCheck",
                                     "Self-tests are not available: the drive's self-tests go through udisks2, which "
                                     "does not run here."),
                   wording);
    case SelfTestUnavailable::UdisksCannotReach:
        return say(QT_TRANSLATE_NOOP("Sektor::HealthCheck",
                                     "Self-tests are not available: udisks2 cannot reach this drive's SMART (a USB "
                                     "bridge that does not pass it through, or SMART switched off)."),
                   wording);
    case SelfTestUnavailable::NeedsAdmin:
        return say(
            QT_TRANSLATE_NOOP("Sektor::HealthCheck",
                              "Self-tests are not available: an NVMe drive's self-test needs the helper or root."),
            wording);
    case SelfTestUnavailable::NoSelfTests:
    case SelfTestUnavailable::None:
        break;
    }
    return say(QT_TRANSLATE_NOOP("Sektor::HealthCheck",
                                 "Self-tests are not available on this device (loop devices, virtual disks and most "
                                 "SD cards have none)."),
               wording);
}

QString lbaText(const std::optional<std::uint64_t> &lba, Wording wording)
{
    if (!lba)
        return {};
    return QLatin1Char(' ')
        + say(QT_TRANSLATE_NOOP("Sektor::HealthCheck", "The first failure is at LBA %1."), wording)
              .arg(localeFor(wording).toString(qulonglong(*lba)));
}

// "The drive's own estimate: 2 min." after the sentence of a duration, where the drive gives one.
QString estimateText(const SelfTestRun &run, Wording wording)
{
    if (run.expectedMinutes <= 0)
        return {};
    return QLatin1Char(' ')
        + say(QT_TRANSLATE_NOOP("Sektor::HealthCheck", "The drive's own estimate: %1 min."), wording)
              .arg(localeFor(wording).toString(run.expectedMinutes));
}
} // namespace

const HealthCheckResult *healthCheckOf(const RunResult &result)
{
    for (const TestResult &t : result.tests) {
        if (const HealthCheckResult *found = t.payload.find<HealthCheckResult>())
            return found;
    }
    return nullptr;
}

HealthFacts healthFactsOf(const RunResult &result, const HealthCheckResult &check)
{
    HealthFacts facts;
    if (!result.target.drives.isEmpty()) {
        const MeasuredDrive &drive = result.target.drives.first();
        facts.before = drive.healthBefore;
        if (drive.healthAfter.known())
            facts.after = drive.healthAfter;
    }
    facts.selfTest = check.selfTest;
    facts.log = check.log;
    facts.warningTemperatureMilliCelsius = check.warningTemperatureMilliCelsius;
    return facts;
}

std::optional<HealthAssessment> healthAssessmentOf(const RunResult &result)
{
    const HealthCheckResult *check = healthCheckOf(result);
    if (!check)
        return std::nullopt;
    return assessHealth(healthFactsOf(result, *check));
}

QString healthVerdictName(HealthVerdict verdict, Wording wording)
{
    switch (verdict) {
    case HealthVerdict::Pass:
        return say(QT_TRANSLATE_NOOP("Sektor::HealthCheck", "PASS"), wording);
    case HealthVerdict::Attention:
        return say(QT_TRANSLATE_NOOP("Sektor::HealthCheck", "ATTENTION"), wording);
    case HealthVerdict::Fail:
        return say(QT_TRANSLATE_NOOP("Sektor::HealthCheck", "FAIL"), wording);
    case HealthVerdict::Unknown:
        break;
    }
    return say(QT_TRANSLATE_NOOP("Sektor::HealthCheck", "UNKNOWN"), wording);
}

QString healthCheckVerdictName(const RunResult &result, Wording wording)
{
    const HealthCheckResult *check = healthCheckOf(result);
    if (!check)
        return {};
    const HealthVerdict verdict = assessHealth(healthFactsOf(result, *check)).verdict;
    if (verdict == HealthVerdict::Pass && check->selfTest.status != SelfTestStatus::Passed)
        return say(QT_TRANSLATE_NOOP("Sektor::HealthCheck", "PASS (no self-test)"), wording);
    return healthVerdictName(verdict, wording);
}

QString selfTestSentence(const SelfTestRun &run, Wording wording)
{
    const QString type = typeName(run.type, wording);
    const QString span = spanText(run.durationMs, wording);
    switch (run.status) {
    case SelfTestStatus::NotRun:
        return say(QT_TRANSLATE_NOOP("Sektor::HealthCheck", "No self-test was asked for."), wording);
    case SelfTestStatus::NotAvailable:
        return unavailableSentence(run.unavailable, wording);
    case SelfTestStatus::Refused:
        return say(QT_TRANSLATE_NOOP("Sektor::HealthCheck",
                                     "The drive refused to start its %1 self-test (another one runs, or it does not "
                                     "offer that test)."),
                   wording)
            .arg(type);
    case SelfTestStatus::AnotherRunning:
        return say(QT_TRANSLATE_NOOP("Sektor::HealthCheck",
                                     "No %1 self-test was started: the drive was running a self-test already (started "
                                     "elsewhere), which was left to finish."),
                   wording)
            .arg(type);
    case SelfTestStatus::Passed:
        return say(QT_TRANSLATE_NOOP("Sektor::HealthCheck", "The %1 self-test passed in %2."), wording).arg(type, span)
            + estimateText(run, wording);
    case SelfTestStatus::Failed:
        return say(QT_TRANSLATE_NOOP("Sektor::HealthCheck", "The %1 self-test failed after %2."), wording)
                   .arg(type, span)
            + lbaText(run.failingLba, wording);
    case SelfTestStatus::Aborted:
        return say(QT_TRANSLATE_NOOP("Sektor::HealthCheck",
                                     "The %1 self-test ended after %2 without a result: the drive, a reset or another "
                                     "program stopped it."),
                   wording)
            .arg(type, span);
    case SelfTestStatus::Cancelled:
        return say(QT_TRANSLATE_NOOP("Sektor::HealthCheck",
                                     "The %1 self-test was stopped after %2, and the drive told to abort it."),
                   wording)
            .arg(type, span);
    case SelfTestStatus::TimedOut:
        return say(QT_TRANSLATE_NOOP("Sektor::HealthCheck",
                                     "The %1 self-test still ran after %2, far past its time: it was aborted."),
                   wording)
                   .arg(type, span)
            + estimateText(run, wording);
    }
    return {};
}

QString selfTestLogSentence(const HealthCheckResult &check, Wording wording)
{
    if (!check.logRead) {
        return say(QT_TRANSLATE_NOOP("Sektor::HealthCheck", "The drive's self-test log could not be read."), wording);
    }
    if (check.log.entries.isEmpty())
        return say(QT_TRANSLATE_NOOP("Sektor::HealthCheck", "The drive's self-test log is empty."), wording);
    const QLocale locale = localeFor(wording);
    const qsizetype failed = std::count_if(check.log.entries.cbegin(), check.log.entries.cend(), [](const auto &e) {
        return e.outcome == SelfTestOutcome::Failed;
    });
    const SelfTestLogEntry &newest = check.log.entries.first();
    return say(QT_TRANSLATE_NOOP("Sektor::HealthCheck",
                                 "Tests in the drive's self-test log: %1, failed: %2; the newest: %3, %4."),
               wording)
        .arg(locale.toString(qlonglong(check.log.entries.size())),
             locale.toString(qlonglong(failed)),
             typeName(newest.type, wording),
             outcomeName(newest.outcome, wording));
}

namespace {
bool stoppedCheck(const HealthCheckResult &check)
{
    return check.selfTest.status == SelfTestStatus::Cancelled;
}

// Why the verdict is what it is: each rule that fired, or that none did, or that the drive told nothing.
QStringList verdictReasons(const HealthAssessment &assessment, bool stopped, Wording wording)
{
    QStringList lines;
    for (const QString &rule : assessment.firedRules)
        lines << healthRuleSentence(rule, wording);
    if (!lines.isEmpty())
        return lines;
    if (assessment.verdict == HealthVerdict::Unknown && stopped) {
        return {say(QT_TRANSLATE_NOOP("Sektor::HealthCheck",
                                      "The check was stopped before the drive's self-test ended: no verdict."),
                    wording)};
    }
    if (assessment.verdict == HealthVerdict::Unknown) {
        return {say(QT_TRANSLATE_NOOP("Sektor::HealthCheck",
                                      "The drive told nothing of its health here: no SMART data, no self-test."),
                    wording)};
    }
    return {say(QT_TRANSLATE_NOOP("Sektor::HealthCheck", "No rule of the verdict fired."), wording)};
}

// The facts behind it: the self-test, and the drive's log where self-tests exist.
QStringList selfTestFacts(const HealthCheckResult &check, Wording wording)
{
    QStringList lines {selfTestSentence(check.selfTest, wording)};
    if (check.selfTest.status != SelfTestStatus::NotAvailable)
        lines << selfTestLogSentence(check, wording);
    return lines;
}
} // namespace

QStringList healthCheckLines(const RunResult &result, Wording wording)
{
    const HealthCheckResult *check = healthCheckOf(result);
    if (!check)
        return {};
    return verdictReasons(assessHealth(healthFactsOf(result, *check)), stoppedCheck(*check), wording)
        + selfTestFacts(*check, wording);
}

void HealthCheckReport::writePayload(QJsonObject &test, const TestPayload &payload) const
{
    writePayloadMember<HealthCheckResult>(test, payload, "healthCheck", healthCheckToJson);
}

void HealthCheckReport::readPayload(JsonFields &fields,
                                    const QJsonObject &test,
                                    const QString &path,
                                    TestPayload &payload) const
{
    readPayloadMember(fields, test, path, payload, "healthCheck", healthCheckFromJson);
}

// The verdict and each rule that fired, with its level and sentence (English): what a reader of the file wants
// without knowing the rules.
void HealthCheckReport::writeSummary(QJsonObject &out, const RunResult &result) const
{
    const HealthCheckResult *check = healthCheckOf(result);
    if (!check)
        return;
    const HealthAssessment assessment = assessHealth(healthFactsOf(result, *check));
    QJsonArray rules;
    for (const QString &id : assessment.firedRules) {
        const HealthRule *rule = findHealthRule(id); // fired, so in the table
        rules.append(QJsonObject {{QStringLiteral("id"), id},
                                  {QStringLiteral("level"), QLatin1String(idOf(rule->level))},
                                  {QStringLiteral("sentence"), healthRuleSentence(id, Wording::English)}});
    }
    out.insert(QStringLiteral("healthCheck"),
               QJsonObject {{QStringLiteral("verdict"), QLatin1String(idOf(assessment.verdict))},
                            {QStringLiteral("firedRules"), rules},
                            {QStringLiteral("selfTest"), selfTestRunToJson(check->selfTest)}});
}

QString HealthCheckReport::textBlock(const RunResult &result) const
{
    const std::optional<HealthAssessment> assessment = healthAssessmentOf(result);
    if (!assessment)
        return {};
    QString out
        = QStringLiteral("[Health Check] ") + healthCheckVerdictName(result, Wording::English) + QLatin1Char('\n');
    for (const QString &line : healthCheckLines(result, Wording::English))
        out += QStringLiteral("  ") + line + QLatin1Char('\n');
    return out;
}

std::optional<KindCsvColumns> HealthCheckReport::csvColumns(const RunResult &result) const
{
    const HealthCheckResult *check = healthCheckOf(result);
    if (!check)
        return std::nullopt;
    const HealthAssessment assessment = assessHealth(healthFactsOf(result, *check));
    return KindCsvColumns {
        QStringLiteral("verdict,fired_rules,self_test,self_test_status,self_test_failing_lba"),
        QStringLiteral("%1,%2,%3,%4,%5")
            .arg(QLatin1String(idOf(assessment.verdict)),
                 assessment.firedRules.join(QLatin1Char(' ')),
                 QLatin1String(idOf(check->selfTest.type)),
                 QLatin1String(idOf(check->selfTest.status)),
                 check->selfTest.failingLba ? QString::number(*check->selfTest.failingLba) : QString())};
}

std::optional<KindCertificateSection> HealthCheckReport::certificateSection(const RunResult &result) const
{
    const HealthCheckResult *check = healthCheckOf(result);
    if (!check)
        return std::nullopt;
    const HealthAssessment assessment = assessHealth(healthFactsOf(result, *check));
    KindCertificateSection section;
    section.heading = say(QT_TRANSLATE_NOOP("Sektor::HealthCheck", "Health Check"), Wording::Translated);
    section.lead << say(QT_TRANSLATE_NOOP("Sektor::HealthCheck", "Verdict: %1"), Wording::Translated)
                        .arg(healthCheckVerdictName(result));
    section.lead << verdictReasons(assessment, stoppedCheck(*check), Wording::Translated);
    section.leadIsWarning = assessment.verdict != HealthVerdict::Pass;
    section.facts = selfTestFacts(*check, Wording::Translated);
    return section;
}

std::optional<KindVerdict> HealthCheckReport::verdict(const RunResult &result) const
{
    const std::optional<HealthAssessment> assessment = healthAssessmentOf(result);
    if (!assessment)
        return std::nullopt;
    return KindVerdict {say(QT_TRANSLATE_NOOP("Sektor::HealthCheck", "Verdict"), Wording::Translated),
                        healthCheckVerdictName(result)};
}

std::optional<VerdictLevel> HealthCheckReport::verdictLevel(const RunResult &result) const
{
    const std::optional<HealthAssessment> assessment = healthAssessmentOf(result);
    if (!assessment)
        return std::nullopt;
    switch (assessment->verdict) {
    case HealthVerdict::Pass:
        return VerdictLevel::Pass;
    case HealthVerdict::Attention:
        return VerdictLevel::Attention;
    case HealthVerdict::Fail:
        return VerdictLevel::Fail;
    case HealthVerdict::Unknown:
        break;
    }
    return VerdictLevel::NoVerdict;
}

// Each rule that fired; and a check without a verdict is something to look at too (a batch or a certificate must
// not pass a drive that told nothing of its health).
QStringList HealthCheckReport::driveProblems(const RunResult &result) const
{
    const HealthCheckResult *check = healthCheckOf(result);
    if (!check)
        return {};
    const HealthAssessment assessment = assessHealth(healthFactsOf(result, *check));
    if (assessment.verdict == HealthVerdict::Pass)
        return {};
    return verdictReasons(assessment, stoppedCheck(*check), Wording::Translated);
}

std::optional<KindMeasure> HealthCheckReport::measure(const RunResult &result) const
{
    const HealthCheckResult *check = healthCheckOf(result);
    if (!check)
        return std::nullopt;
    const QString amount = check->selfTest.type == SelfTestType::None
        ? QStringLiteral("the drive's health and self-test log")
        : QStringLiteral("the drive's health, its own %1 self-test and its log")
              .arg(typeName(check->selfTest.type, Wording::English));
    return KindMeasure {amount, QStringLiteral("verdict by the rules in sektor-cli(1)")};
}

QString healthCheckNotice(const RunOptions &options)
{
    if (options.kinds.get<HealthCheckOptions>().selfTest == SelfTestType::None) {
        return say(QT_TRANSLATE_NOOP("Sektor::HealthCheck",
                                     "The Health Check reads the drive's health and self-test log; no self-test runs."),
                   Wording::Translated);
    }
    // Said before the check knows whether the drive has self-tests at all: only the check can ask it.
    return say(QT_TRANSLATE_NOOP("Sektor::HealthCheck",
                                 "Where the drive has self-tests, it now runs its own %1 self-test (a short one takes "
                                 "about 2 minutes, an extended one up to hours); a stop tells the drive to abort it."),
               Wording::Translated)
        .arg(typeName(options.kinds.get<HealthCheckOptions>().selfTest, Wording::Translated));
}

bool HealthCheckReport::keepsPartial(const RunResult &result, bool /*stopped*/) const
{
    return healthCheckOf(result) != nullptr;
}

std::function<QString(const Progress &)> healthCheckProgressWords(const RunOptions &)
{
    return [](const Progress &p) {
        return say(QT_TRANSLATE_NOOP("Sektor::HealthCheck", "The drive runs its self-test: %1 % done"),
                   Wording::Translated)
            .arg(QLocale().toString(qRound(p.fraction * 100)));
    };
}

} // namespace Sektor
