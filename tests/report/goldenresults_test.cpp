// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The result files version 0.1.0 wrote (tests/data/results-0.1.0, one of every built-in profile, a stopped run and a
// run on RAM) keep opening, and every form the programs render from a saved result stays byte for byte what 0.1.0
// rendered: the CrystalDiskMark text (Copy as Text, `history show`), Markdown and BBCode (Copy as …), CSV (Export
// CSV, `history export --csv`) and JSON (Export JSON, `history show --json`, `history export --json`).
// SEKTOR_UPDATE_GOLDEN=1 writes the golden files instead of comparing (golden.h; never in CI).
#include "golden.h"

#include "model/qstringprinter.h" // tests/model: readable test parameters
#include "support/savedresults.h"

#include "model/caveats.h"
#include "model/profile.h"
#include "report/cdmtext.h"
#include "report/jsonreport.h"
#include "report/sharetext.h"

#include <QDir>
#include <QLocale>
#include <QSet>

#include <gtest/gtest.h>

#include <cstdlib>
#include <ctime>
#include <functional>
#include <optional>

using namespace Sektor;
using namespace Sektor::Test;

namespace {

/// One shared form: the golden file's suffix and how the programs render it.
struct SharedForm
{
    const char *suffix;
    std::function<QByteArray(const RunResult &)> render;
};

const QList<SharedForm> &sharedForms()
{
    static const QList<SharedForm> forms {
        {"txt",
         [](const RunResult &r) {
             return cdmText(r).toUtf8();
         }},
        {"md",
         [](const RunResult &r) {
             return markdownText(r).toUtf8();
         }},
        {"bbcode",
         [](const RunResult &r) {
             return bbcodeText(r).toUtf8();
         }},
        {"csv",
         [](const RunResult &r) {
             return csvText(r).toUtf8();
         }},
        {"json",
         [](const RunResult &r) {
             return toJsonBytes(r);
         }},
    };
    return forms;
}

/**
 * The forms are meant to be the same on every machine (fixed English, '.' decimals, dates in the offset they carry).
 * The test still renders them in one fixed environment, the C locale and UTC, so that a machine's settings can
 * neither fail it nor hide a change; the settings it found are restored afterwards for the other tests.
 */
class FixedEnvironment
{
public:
    FixedEnvironment()
        : m_locale(QLocale())
    {
        if (const char *tz = std::getenv("TZ"))
            m_timeZone = tz;
        QLocale::setDefault(QLocale::c());
        setTimeZone("UTC");
    }
    ~FixedEnvironment()
    {
        QLocale::setDefault(m_locale);
        if (m_timeZone)
            setTimeZone(m_timeZone->c_str());
        else
            unsetenv("TZ");
        tzset();
    }
    FixedEnvironment(const FixedEnvironment &) = delete;
    FixedEnvironment &operator=(const FixedEnvironment &) = delete;

private:
    static void setTimeZone(const char *zone)
    {
        setenv("TZ", zone, 1);
        tzset();
    }

    QLocale m_locale;
    std::optional<std::string> m_timeZone;
};

class SavedResult : public ::testing::TestWithParam<QString>
{
};

std::string testName(const ::testing::TestParamInfo<QString> &info)
{
    QString name = info.param;
    name.replace(QLatin1Char('-'), QLatin1Char('_'));
    return name.toStdString();
}

} // namespace

TEST_P(SavedResult, OpensWithTheResultFileReader)
{
    const Expected<RunResult> result = readSavedResult(GetParam());
    ASSERT_TRUE(result) << qPrintable(result.error().detail);
    EXPECT_FALSE(result->tests.isEmpty()) << "a saved result holds at least one finished test";
}

TEST_P(SavedResult, RendersEveryFormAsVersion010Did)
{
    const FixedEnvironment environment;
    const Expected<RunResult> result = readSavedResult(GetParam());
    const Expected<RunResult> again = readSavedResult(GetParam());
    ASSERT_TRUE(result && again) << qPrintable(result ? again.error().detail : result.error().detail);
    for (const SharedForm &form : sharedForms()) {
        SCOPED_TRACE(form.suffix);
        const QByteArray rendered = form.render(*result);
        // A form that changed between two renderings of one file would fail its golden comparison at random.
        EXPECT_EQ(rendered, form.render(*again)) << "rendered differently the second time";
        Golden::expectMatchesFile(savedResultGoldenPath(GetParam(), QLatin1String(form.suffix)), rendered);
    }
}

INSTANTIATE_TEST_SUITE_P(Version010, SavedResult, ::testing::ValuesIn(savedResultNames()), testName);

TEST(SavedResults, HoldAFinishedRunOfEveryBuiltinProfile)
{
    // A new profile needs its file (tests/data/results-0.1.0/capture.sh NAME) and its golden forms here.
    QSet<QString> saved;
    for (const QString &name : savedResultNames()) {
        const Expected<RunResult> result = readSavedResult(name);
        ASSERT_TRUE(result) << qPrintable(name) << ": " << qPrintable(result.error().detail);
        if (!caveatsOf(*result).contains(QLatin1String(Caveat::Stopped)))
            saved << result->profileId;
    }
    for (const Profile &profile : builtinProfiles())
        EXPECT_TRUE(saved.contains(profile.id)) << "no finished run of the profile " << qPrintable(profile.id) << " in "
                                                << qPrintable(savedResultsFolder());
}

TEST(SavedResults, HoldAStoppedRunAndOneWithATrustCaveat)
{
    bool stopped = false;
    bool memoryBacked = false;
    for (const QString &name : savedResultNames()) {
        const Expected<RunResult> result = readSavedResult(name);
        ASSERT_TRUE(result) << qPrintable(name);
        const QStringList caveats = caveatsOf(*result);
        stopped = stopped || caveats.contains(QLatin1String(Caveat::Stopped));
        memoryBacked = memoryBacked || caveats.contains(QLatin1String(Caveat::MemoryBacked));
    }
    EXPECT_TRUE(stopped);
    EXPECT_TRUE(memoryBacked);
}

TEST(SavedResults, HaveEveryFormGoldenAndNoGoldenFileWithoutItsResult)
{
    const QStringList names = savedResultNames();
    ASSERT_FALSE(names.isEmpty()) << qPrintable(savedResultsFolder());
    QStringList expected;
    for (const QString &name : names)
        for (const SharedForm &form : sharedForms())
            expected << name + QLatin1Char('.') + QLatin1String(form.suffix);
    expected.sort();
    QStringList present = QDir(savedResultsFolder() + QStringLiteral("/golden")).entryList(QDir::Files);
    present.sort();
    EXPECT_EQ(present.join(QLatin1Char('\n')).toStdString(),
              expected.join(QLatin1Char('\n')).toStdString()); // a diff of names
}
