// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The result files version 0.1.0 wrote (tests/data/results-0.1.0) pass through the history unchanged: imported as
// `sektor-cli history import` imports them and exported again as `history export --json` and `history show --json`
// export them, every field and value of the file comes back.
#include "storeassert.h"

#include "model/qstringprinter.h" // tests/model: readable test parameters
#include "support/savedresults.h"

#include "history/historystore.h"
#include "report/jsonreport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::History;
using namespace Sektor::Test;

namespace {

/// Where @p want and @p got differ, as JSON paths with both values ("tests[2].stats.runs: 3 != 2"), at most @p max.
void collectDifferences(const QJsonValue &want, const QJsonValue &got, const QString &path, QStringList &out, int max)
{
    if (out.size() >= max || want == got)
        return;
    if (want.isObject() && got.isObject()) {
        const QJsonObject w = want.toObject();
        const QJsonObject g = got.toObject();
        QStringList keys = w.keys() + g.keys();
        keys.removeDuplicates();
        keys.sort();
        for (const QString &key : keys) {
            const QString at = path.isEmpty() ? key : path + QLatin1Char('.') + key;
            if (!w.contains(key) || !g.contains(key))
                out << at + (w.contains(key) ? QStringLiteral(": lost") : QStringLiteral(": added"));
            else
                collectDifferences(w.value(key), g.value(key), at, out, max);
        }
        return;
    }
    if (want.isArray() && got.isArray() && want.toArray().size() == got.toArray().size()) {
        const QJsonArray w = want.toArray();
        const QJsonArray g = got.toArray();
        for (qsizetype i = 0; i < w.size(); ++i)
            collectDifferences(w.at(i), g.at(i), path + QStringLiteral("[%1]").arg(i), out, max);
        return;
    }
    const auto text = [](const QJsonValue &v) {
        return QString::fromUtf8(QJsonDocument(QJsonArray {v}).toJson(QJsonDocument::Compact)).chopped(1).mid(1);
    };
    out << path + QStringLiteral(": ") + text(want) + QStringLiteral(" != ") + text(got);
}

class SavedResultInHistory : public ::testing::TestWithParam<QString>
{
};

std::string testName(const ::testing::TestParamInfo<QString> &info)
{
    QString name = info.param;
    name.replace(QLatin1Char('-'), QLatin1Char('_'));
    return name.toStdString();
}

} // namespace

TEST_P(SavedResultInHistory, ImportsAndExportsWithEveryFieldUnchanged)
{
    const QByteArray file = savedResultBytes(GetParam());
    ASSERT_FALSE(file.isEmpty()) << qPrintable(savedResultPath(GetParam()));
    const Expected<RunResult> result = readSavedResult(GetParam());
    ASSERT_TRUE(result) << qPrintable(result.error().detail);

    TempDir dir;
    HistoryStore store(fileIn(dir, "history.sqlite"));
    Saved saved;
    ASSERT_TRUE(ok(store.save(*result, &saved, true))); // as `history import` saves it
    RunResult loaded;
    ASSERT_TRUE(ok(store.load(saved.id, loaded)));
    const QByteArray exported = toJsonBytes(loaded); // as `history export --json` and `history show --json` write it

    // No field may differ: the history's own figures (the run's id, the drive's id, "imported") are not in the JSON.
    // "noteLevels" is derived from the notes when a file is written: a 0.1.0 file lacks it, and the
    // export gives each of its notes a level. So is each test's "cpu" (below).
    const QJsonObject original = QJsonDocument::fromJson(file).object();
    QJsonObject written = QJsonDocument::fromJson(exported).object();
    if (!original.contains(QLatin1String("noteLevels"))) {
        EXPECT_EQ(written.value(QLatin1String("noteLevels")).toArray().size(),
                  written.value(QLatin1String("notes")).toArray().size());
        written.remove(QLatin1String("noteLevels"));
    }
    // Each test's "cpu" is derived from its runs when a file is written, as "noteLevels" is.
    QJsonArray tests = written.value(QLatin1String("tests")).toArray();
    for (qsizetype i = 0; i < tests.size(); ++i) {
        QJsonObject test = tests.at(i).toObject();
        if (original.value(QLatin1String("tests")).toArray().at(i).toObject().contains(QLatin1String("cpu")))
            continue;
        test.remove(QLatin1String("cpu"));
        tests.replace(i, test);
    }
    written.insert(QLatin1String("tests"), tests);
    // The surface summary's time at failed chunks is derived from the chunks when a file is written, as "cpu" is.
    QJsonObject surface = written.value(QLatin1String("surface")).toObject();
    const QJsonObject originalSurface = original.value(QLatin1String("surface")).toObject();
    for (const char *derived : {"failedChunks", "failedChunksNs"}) {
        if (!originalSurface.contains(QLatin1String(derived)))
            surface.remove(QLatin1String(derived));
    }
    if (written.contains(QLatin1String("surface")))
        written.insert(QLatin1String("surface"), surface);
    QStringList differences;
    collectDifferences(original, written, QString(), differences, 20);
    EXPECT_TRUE(differences.isEmpty()) << qPrintable(differences.join(QLatin1Char('\n')));
    // Byte for byte as the file renders without the history (the golden JSON of tests/report/goldenresults_test.cpp).
    EXPECT_EQ(exported, toJsonBytes(*result));

    Saved again;
    ASSERT_TRUE(ok(store.save(*result, &again, true)));
    EXPECT_TRUE(again.alreadyStored) << "an import of a stored run is recognised";
    EXPECT_EQ(again.id, saved.id);
}

INSTANTIATE_TEST_SUITE_P(Version010, SavedResultInHistory, ::testing::ValuesIn(savedResultNames()), testName);
