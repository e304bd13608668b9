// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// `sektor-cli history` end to end, on a history of the test's own ($XDG_DATA_HOME): runs are kept unless --no-save,
// listed, shown, compared, exported and deleted by id with the documented exit codes; files from this and earlier
// Sektor builds are imported once; a history that cannot take a run never costs it.
#include "cliexpect.h"
#include "clirun.h"
#include "support/quickrun.h"
#include "support/shell.h"
#include "support/tempdir.h"

#include "history/historyschema.h"
#include "history/historystore.h"
#include "report/jsonreport.h"
#include "reportfixtures.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>

using namespace Sektor::Test;

namespace {

/// Every test gets a history of its own, and a temporary folder for what cannot be kept in it.
class CliHistory : public ::testing::Test
{
protected:
    void SetUp() override
    {
        setenv("XDG_DATA_HOME", m_data.path().c_str(), 1);
        setenv("TMPDIR", m_temporary.path().c_str(), 1);
        // Tried before the temporary folder for a run the history cannot take: this test's folder is the one to see.
        m_runtime = qgetenv("XDG_RUNTIME_DIR");
        unsetenv("XDG_RUNTIME_DIR");
    }
    void TearDown() override
    {
        unsetenv("XDG_DATA_HOME");
        unsetenv("TMPDIR");
        if (!m_runtime.isNull())
            setenv("XDG_RUNTIME_DIR", m_runtime.constData(), 1);
    }
    QByteArray m_runtime;
    std::string historyFile() const { return m_data.file("sektor/history.sqlite"); }

    /// A quick run on a folder of its own; the comment tells runs apart.
    CommandResult quickRunIn(const std::string &comment, std::vector<std::string> extra = {})
    {
        extra.insert(extra.end(), {"--comment", comment, m_target.path()});
        return runCli(quickRun(extra));
    }

    QJsonArray listedRuns()
    {
        const CommandResult r = runCli({"history", "list", "--json"});
        EXPECT_EQ(r.exitCode, 0) << r.err;
        return QJsonDocument::fromJson(QByteArray::fromStdString(r.out))
            .object()
            .value(QStringLiteral("runs"))
            .toArray();
    }

    TempDir m_data;
    TempDir m_temporary;
    TempDir m_target;
};

std::string dataFile(const char *name)
{
    return std::string(SEKTOR_TEST_DATA_DIR) + "/" + name;
}

/// What a newer (or this) Sektor would have written into the file's header.
bool setSchemaVersion(const std::string &path, int version)
{
    bool done = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("version"));
        db.setDatabaseName(QString::fromStdString(path));
        done = db.open() && QSqlQuery(db).exec(QStringLiteral("PRAGMA user_version = %1").arg(version));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("version"));
    return done;
}

} // namespace

TEST_F(CliHistory, EveryRunIsKeptUnlessToldNotTo)
{
    const CommandResult first = quickRunIn("first");
    ASSERT_TRUE(succeeded(first));
    EXPECT_NE(first.err.find("Saved in the history as run 1."), std::string::npos) << first.err;
    ASSERT_TRUE(succeeded(quickRunIn("not kept", {"--no-save"})));
    ASSERT_TRUE(succeeded(quickRunIn("second")));
    const QJsonArray runs = listedRuns();
    ASSERT_EQ(runs.size(), 2);
    EXPECT_EQ(runs.at(0)[QStringLiteral("comment")].toString(), QStringLiteral("second")) << "newest first";
    EXPECT_EQ(runs.at(1)[QStringLiteral("comment")].toString(), QStringLiteral("first"));
    EXPECT_GT(runs.at(0)[QStringLiteral("firstReadBytesPerSecond")].toDouble(), 0);

    const CommandResult table = runCli({"history", "list"});
    EXPECT_EQ(table.exitCode, 0);
    EXPECT_NE(table.out.find("second"), std::string::npos) << table.out;
    EXPECT_NE(table.out.find(m_target.path()), std::string::npos) << table.out;
}

TEST_F(CliHistory, ShowCompareExportAndDeleteTakeRunIds)
{
    ASSERT_TRUE(succeeded(quickRunIn("a")));
    ASSERT_TRUE(succeeded(quickRunIn("b")));

    const CommandResult shown = runCli({"history", "show", "1"});
    EXPECT_EQ(shown.exitCode, 0) << shown.err;
    EXPECT_TRUE(hasSeq1mLine(shown.out, "[Read]")) << shown.out;
    const CommandResult json = runCli({"history", "show", "#2", "--json"});
    EXPECT_EQ(QJsonDocument::fromJson(QByteArray::fromStdString(json.out))[QStringLiteral("comment")].toString(),
              QStringLiteral("b"));

    const CommandResult compared = runCli({"history", "compare", "1", "2"});
    EXPECT_EQ(compared.exitCode, 0) << compared.err;
    EXPECT_NE(compared.out.find("#2 vs #1"), std::string::npos) << compared.out;
    EXPECT_NE(compared.out.find("SEQ1M Q8T1 Read"), std::string::npos) << compared.out;
    EXPECT_NE(compared.out.find(" %"), std::string::npos) << "deltas in percent: " << compared.out;
    const CommandResult markdown = runCli({"history", "compare", "1", "2", "--markdown", "--unit", "iops"});
    EXPECT_NE(markdown.out.find("| Test [IOPS] | #1 | #2 | #2 vs #1 |"), std::string::npos) << markdown.out;

    const std::string csv = m_temporary.file("run.csv");
    const CommandResult exported = runCli({"history", "export", "1", "--csv", "--output", csv});
    EXPECT_EQ(exported.exitCode, 0) << exported.err;
    EXPECT_EQ(exported.out, "") << "the file has it";
    std::ifstream csvFile(csv);
    std::string header;
    std::getline(csvFile, header);
    EXPECT_EQ(header.rfind("test,mode,", 0), 0u) << header;

    EXPECT_EQ(runCli({"history", "delete", "1"}).exitCode, 0);
    EXPECT_TRUE(failedWith(runCli({"history", "show", "1"}), 20, "1"));
    EXPECT_TRUE(failedWith(runCli({"history", "compare", "2", "1"}), 20, "1"));
    EXPECT_TRUE(failedWith(runCli({"history", "delete", "1"}), 20, "1"));
    EXPECT_EQ(listedRuns().size(), 1);
}

TEST_F(CliHistory, WrongWordsAreUsageErrors)
{
    ASSERT_TRUE(succeeded(quickRunIn("a")));
    EXPECT_TRUE(failedWith(runCli({"history", "compare", "1"}), 2, "compare"));
    EXPECT_TRUE(failedWith(runCli({"history", "show", "one"}), 2, "one"));
    EXPECT_TRUE(failedWith(runCli({"history", "export", "1"}), 2, "--json"));
    EXPECT_TRUE(failedWith(runCli({"history", "list", "--limit", "0"}), 2, "--limit"));
    EXPECT_TRUE(failedWith(runCli({"history", "compare", "1", "1", "--unit", "furlongs"}), 2, "furlongs"));
    EXPECT_TRUE(failedWith(runCli({"history", "undo"}), 2, "undo"));
    EXPECT_TRUE(failedWith(runCli({"history"}), 2, "subcommand"));
    const CommandResult help = runCli({"history", "--help"});
    EXPECT_EQ(help.exitCode, 0);
    EXPECT_NE(help.out.find("compare ID ID..."), std::string::npos) << help.out;
    EXPECT_TRUE(failedWith(runCli({"history", "list", "--drive", "NoSuchModel"}), 20, "NoSuchModel"));
}

TEST_F(CliHistory, ImportTakesEachRunOnceAndRefusesWhatIsNotAResult)
{
    const std::string exported = m_temporary.file("run.json");
    ASSERT_TRUE(succeeded(quickRunIn("elsewhere", {"--no-save", "--json", exported})));
    const CommandResult imported = runCli({"history", "import", exported});
    EXPECT_EQ(imported.exitCode, 0) << imported.err;
    EXPECT_NE(imported.err.find("imported as run 1"), std::string::npos) << imported.err;
    const CommandResult again = runCli({"history", "import", exported});
    EXPECT_EQ(again.exitCode, 0) << again.err;
    EXPECT_NE(again.err.find("already in the history as run 1"), std::string::npos) << again.err;

    // Results written by earlier builds lack what later ones added (temperatures, health, serial numbers).
    const CommandResult older = runCli(
        {"history", "import", dataFile("result-written-2026-11-23.json"), dataFile("result-written-2026-11-24.json")});
    EXPECT_EQ(older.exitCode, 0) << older.err;
    const QJsonArray runs = listedRuns();
    ASSERT_EQ(runs.size(), 3);
    EXPECT_TRUE(runs.at(0)[QStringLiteral("imported")].toBool());

    const std::string garbage = m_temporary.file("garbage.json");
    std::ofstream(garbage) << "{\"format\": \"sektor-result\", \"formatVersion\": 1}";
    const CommandResult notAResult = runCli({"history", "import", garbage});
    EXPECT_TRUE(failedWith(notAResult, 21, garbage));
    // Said once, then what is wrong (it said "is not a Sektor result: not a Sektor result: …").
    const std::string said = "is not a Sektor result: ";
    const std::size_t at = notAResult.err.find(said);
    ASSERT_NE(at, std::string::npos) << notAResult.err;
    EXPECT_EQ(notAResult.err.find("not a Sektor result", at + said.size()), std::string::npos) << notAResult.err;
    const std::string missing = m_temporary.file("missing.json");
    EXPECT_TRUE(failedWith(runCli({"history", "import", missing}), 21, missing));
    EXPECT_EQ(listedRuns().size(), 3) << "nothing half-imported";
}

// Six runs of one model imported, the third at 3× the first's rate: `history show` says where each figure stands
// among the five others (two below it: the 40th percentile, the median at 4×), in its text and its JSON, and the file
// `history show --json` writes imports as the same run. With fewer than five others, no percentile.
TEST_F(CliHistory, ShowSaysWhereEachFigureStandsAmongItsModel)
{
    std::vector<std::string> files;
    double base = 0;
    for (int k = 1; k <= 6; ++k) {
        Sektor::RunResult r = Sektor::Fixtures::scaled(Sektor::Fixtures::defaultProfile(), k);
        r.comment = QStringLiteral("drive %1").arg(k);
        r.target.drives.first().serial = QStringLiteral("SERIAL%1").arg(k);
        r.target.drives.first().wwid.clear();
        if (k == 1)
            base = r.tests.first().stats.medianBytesPerSecond;
        files.push_back(m_temporary.file(("drive" + std::to_string(k) + ".json").c_str()));
        std::ofstream(files.back()) << Sektor::toJsonBytes(r).toStdString();
    }
    // Three first: too few to compare.
    ASSERT_EQ(runCli({"history", "import", files[0], files[1], files[2]}).exitCode, 0);
    const CommandResult few = runCli({"history", "show", "3"});
    EXPECT_EQ(few.exitCode, 0) << few.err;
    EXPECT_NE(few.out.find("SEQ1M Q8T1 Read "), std::string::npos) << few.out;
    EXPECT_NE(few.out.find("too few results of this model to compare (2 of Samsung SSD 980 PRO 500GB)"),
              std::string::npos)
        << few.out;
    EXPECT_EQ(few.out.find("percentile"), std::string::npos) << few.out;

    ASSERT_EQ(runCli({"history", "import", files[3], files[4], files[5]}).exitCode, 0);
    const CommandResult shown = runCli({"history", "show", "3"});
    EXPECT_EQ(shown.exitCode, 0) << shown.err;
    EXPECT_NE(shown.out.find("40th percentile of 5 results of Samsung SSD 980 PRO 500GB (median "), std::string::npos)
        << shown.out;
    EXPECT_NE(shown.out.find("; 5 of them imported)"), std::string::npos) << shown.out;

    const CommandResult json = runCli({"history", "show", "3", "--json"});
    ASSERT_EQ(json.exitCode, 0) << json.err;
    const QJsonObject peers = QJsonDocument::fromJson(QByteArray::fromStdString(json.out))
                                  .object()[QStringLiteral("tests")][0][QStringLiteral("peers")]
                                  .toObject();
    EXPECT_EQ(peers[QStringLiteral("model")].toString(), QStringLiteral("Samsung SSD 980 PRO 500GB"));
    EXPECT_EQ(peers[QStringLiteral("count")].toInt(), 5);
    EXPECT_EQ(peers[QStringLiteral("ownCount")].toInt(), 0);
    EXPECT_EQ(peers[QStringLiteral("importedCount")].toInt(), 5);
    EXPECT_DOUBLE_EQ(peers[QStringLiteral("percentile")].toDouble(), 40);
    EXPECT_NEAR(peers[QStringLiteral("median")].toDouble(), 4 * base, base * 1e-6);
    EXPECT_EQ(peers[QStringLiteral("source")].toString(), QStringLiteral("history"));

    const std::string shownFile = m_temporary.file("shown.json");
    std::ofstream(shownFile) << json.out;
    const CommandResult again = runCli({"history", "import", shownFile});
    EXPECT_NE(again.err.find("already in the history as run 3"), std::string::npos) << again.err;
}

// `report` looks each drive up among its model's results in the history before it writes the summary and
// the certificates. Five drives of one model in the history, a sixth's file at 6× the first's rate: above all five
// (the 100th percentile, their median the third's rate), in the summary printed, the certificate's PDF and the summary
// page's. A file of a run the history keeps already is not its own peer: four others, too few to compare.
TEST_F(CliHistory, AReportsCertificatesSayWhereEachDriveStandsAmongItsModel)
{
    std::vector<std::string> files;
    for (int k = 1; k <= 6; ++k) {
        Sektor::RunResult r = Sektor::Fixtures::scaled(Sektor::Fixtures::defaultProfile(), k);
        r.comment = QStringLiteral("drive %1").arg(k);
        r.target.drives.first().serial = QStringLiteral("SERIAL%1").arg(k);
        r.target.drives.first().wwid.clear();
        r.started = r.started.addSecs(k * 60); // one report name each
        files.push_back(m_temporary.file(("drive" + std::to_string(k) + ".json").c_str()));
        std::ofstream(files.back()) << Sektor::toJsonBytes(r).toStdString();
    }
    ASSERT_EQ(runCli({"history", "import", files[0], files[1], files[2], files[3], files[4]}).exitCode, 0);
    const std::string sentence = "Against the 5 results of Samsung SSD 980 PRO 500GB in the history (5 of them "
                                 "imported): SEQ1M Q8T1 Read at the 100th percentile (median 10,537 MB/s)";
    const std::string tooFew = "Too few results of Samsung SSD 980 PRO 500GB in the history to compare it with (4).";

    TempDir reports;
    const CommandResult r = runCli({"report", "--report-dir", reports.path(), files[5], files[2]});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const std::size_t section = r.out.find("Against their model:");
    ASSERT_NE(section, std::string::npos) << r.out;
    EXPECT_NE(r.out.find(sentence, section), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(tooFew, section), std::string::npos) << r.out;

    // pdftotext breaks lines where the page did: the words, one space apart.
    // A history that was never kept is not created by a command that only reads it.
    TempDir none;
    setenv("XDG_DATA_HOME", none.path().c_str(), 1);
    const CommandResult fresh = runCli({"report", files[5]});
    EXPECT_EQ(fresh.exitCode, 0) << fresh.err;
    EXPECT_EQ(fresh.out.find("Against their model:"), std::string::npos) << fresh.out;
    EXPECT_FALSE(std::filesystem::exists(none.file("sektor/history.sqlite")));
    setenv("XDG_DATA_HOME", m_data.path().c_str(), 1);

    const auto pdfWords = [](const std::string &pdf) {
        const CommandResult text = run({"pdftotext", "-enc", "UTF-8", pdf, "-"});
        EXPECT_EQ(text.exitCode, 0) << text.err;
        return QString::fromStdString(text.out)
            .replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "))
            .toStdString();
    };
    const std::string listing = listDirectory(reports.path());
    std::string sixth, third, summary;
    for (const std::filesystem::directory_entry &f : std::filesystem::directory_iterator(reports.path())) {
        const std::string name = f.path().filename().string();
        if (f.path().extension() != ".pdf")
            continue;
        (name.rfind("SERIAL6", 0) == 0 ? sixth : name.rfind("SERIAL3", 0) == 0 ? third : summary) = f.path().string();
    }
    ASSERT_FALSE(sixth.empty() || third.empty() || summary.empty()) << listing;
    EXPECT_NE(pdfWords(sixth).find("Against its model " + sentence), std::string::npos) << pdfWords(sixth);
    EXPECT_NE(pdfWords(third).find("Against its model " + tooFew), std::string::npos) << pdfWords(third);
    const std::string page = pdfWords(summary);
    EXPECT_NE(page.find("Against their model"), std::string::npos) << page;
    EXPECT_NE(page.find(sentence), std::string::npos) << page;
}

// `history pack` takes the runs measured here of one model (however the model is spelled); another history imports the
// pack with where it came from; a pack with one character changed is refused whole and imports nothing.
TEST_F(CliHistory, AReferencePackCarriesAModelsRunsAndATamperedOneIsRefusedWhole)
{
    {
        Sektor::History::HistoryStore store(QString::fromStdString(historyFile()));
        for (int k = 1; k <= 3; ++k) {
            Sektor::RunResult r = Sektor::Fixtures::scaled(Sektor::Fixtures::defaultProfile(), k);
            r.comment = QStringLiteral("drive %1").arg(k);
            r.target.drives.first().serial = QStringLiteral("SERIAL%1").arg(k);
            r.target.drives.first().wwid.clear();
            ASSERT_FALSE(store.save(r).isError());
        }
        Sektor::RunResult other = Sektor::Fixtures::defaultProfile();
        other.target.drives.first().model = QStringLiteral("Crucial P3 500GB");
        other.target.drives.first().wwid = QStringLiteral("eui.another");
        ASSERT_FALSE(store.save(other).isError());
    }
    const std::string pack = m_temporary.file("pack.json");
    const CommandResult packed = runCli({"history",
                                         "pack",
                                         "--model",
                                         "ATA Samsung_SSD_980_PRO_500GB",
                                         "--output",
                                         pack,
                                         "--name",
                                         "Kiel workshop",
                                         "--author",
                                         "Ana"});
    ASSERT_EQ(packed.exitCode, 0) << packed.err;
    EXPECT_NE(packed.err.find("3 run(s) of ATA Samsung_SSD_980_PRO_500GB packed"), std::string::npos) << packed.err;

    // Another machine's history.
    TempDir elsewhere;
    setenv("XDG_DATA_HOME", elsewhere.path().c_str(), 1);
    std::string text;
    {
        std::ifstream in(pack);
        text.assign(std::istreambuf_iterator<char>(in), {});
    }
    const std::string tampered = m_temporary.file("tampered.json");
    std::string changed = text;
    const std::size_t at = changed.find("drive 2");
    ASSERT_NE(at, std::string::npos);
    changed.replace(at, 7, "drive 9");
    std::ofstream(tampered) << changed;
    const CommandResult refused = runCli({"history", "import", "--allow-unsigned", tampered});
    EXPECT_TRUE(failedWith(refused, 21, "refused whole")) << refused.err;
    EXPECT_NE(refused.err.find("result 2: its SHA-256 does not match"), std::string::npos) << refused.err;
    EXPECT_EQ(listedRuns().size(), 0) << "nothing of it imported";

    // Unsigned: nothing says who made it, and its results would change every later standing of the model.
    const CommandResult unsignedPack = runCli({"history", "import", pack});
    EXPECT_TRUE(failedWith(unsignedPack, 26, "--allow-unsigned")) << unsignedPack.err;
    EXPECT_EQ(listedRuns().size(), 0);
    const CommandResult imported = runCli({"history", "import", "--allow-unsigned", pack});
    EXPECT_EQ(imported.exitCode, 0) << imported.err;
    EXPECT_NE(imported.err.find("is imported unsigned"), std::string::npos) << imported.err;
    EXPECT_NE(imported.err.find("reference pack Kiel workshop (Ana), 3 result(s) imported"), std::string::npos)
        << imported.err;
    const QJsonArray runs = listedRuns();
    ASSERT_EQ(runs.size(), 3);
    for (const QJsonValue &run : runs) {
        EXPECT_TRUE(run[QStringLiteral("imported")].toBool());
        EXPECT_EQ(run[QStringLiteral("source")].toString(), QStringLiteral("Kiel workshop (Ana)"));
        EXPECT_EQ(run[QStringLiteral("sourceSigner")].toString(), QString()) << "nobody vouched for it";
    }
    const CommandResult again = runCli({"history", "import", "--allow-unsigned", pack});
    EXPECT_NE(again.err.find("3 of its results were in the history already"), std::string::npos) << again.err;
    EXPECT_EQ(listedRuns().size(), 3);
}

TEST_F(CliHistory, AHistoryThatCannotTakeARunNeverCostsIt)
{
    // A history written by a newer Sektor is refused, and left as it is.
    ASSERT_TRUE(succeeded(quickRunIn("before")));
    ASSERT_TRUE(setSchemaVersion(historyFile(), 99));
    const CommandResult refused = quickRunIn("kept aside");
    EXPECT_EQ(refused.exitCode, 0) << "the benchmark itself succeeded: " << refused.err;
    EXPECT_TRUE(hasSeq1mLine(refused.out, "[Read]"));
    EXPECT_NE(refused.err.find("newer version of Sektor"), std::string::npos) << refused.err;
    const std::string unsaved = m_data.file("sektor/unsaved");
    EXPECT_NE(refused.err.find(unsaved), std::string::npos) << "the user is told where: " << refused.err;
    ASSERT_EQ(std::distance(std::filesystem::directory_iterator(unsaved), {}), 1);

    // Once the history takes runs again, the next save brings the kept one in.
    ASSERT_TRUE(setSchemaVersion(historyFile(), Sektor::History::SchemaVersion));
    const CommandResult after = quickRunIn("after");
    EXPECT_NE(after.err.find("An earlier run that could not be saved then is in the history now."), std::string::npos)
        << after.err;
    EXPECT_EQ(listedRuns().size(), 3);
    EXPECT_EQ(std::distance(std::filesystem::directory_iterator(unsaved), {}), 0);

    // A history folder that cannot even be made: the run goes to the temporary folder, and the user is told.
    setenv("XDG_DATA_HOME", "/proc/sektor-history-cannot-be-here", 1);
    const CommandResult nowhere = quickRunIn("temporary");
    EXPECT_EQ(nowhere.exitCode, 0) << nowhere.err;
    const std::string temporary = m_temporary.file("sektor-unsaved");
    EXPECT_NE(nowhere.err.find(temporary), std::string::npos) << nowhere.err;
    EXPECT_EQ(std::distance(std::filesystem::directory_iterator(temporary), {}), 1);
}

// `history pack --sign-key` signs a pack as certificates are signed, in a namespace of its own
// (FILE.sig); `history import` checks it over the bytes it reads and takes only packs signed by a trusted key
// (--allowed-signers). A pack whose manifest was changed (its results' hashes still match) or signed as a certificate
// is refused whole (exit code 23); one signed by another key or not at all is not authenticated (26); nothing of them
// imported.
TEST_F(CliHistory, ASignedPackIsImportedOnlyWhenItsSignatureMatches)
{
    ::unsetenv("SSH_AUTH_SOCK");
    {
        Sektor::History::HistoryStore store(QString::fromStdString(historyFile()));
        for (int k = 1; k <= 3; ++k) {
            Sektor::RunResult r = Sektor::Fixtures::scaled(Sektor::Fixtures::defaultProfile(), k);
            r.target.drives.first().serial = QStringLiteral("SERIAL%1").arg(k);
            r.target.drives.first().wwid.clear();
            ASSERT_FALSE(store.save(r).isError());
        }
    }
    TempDir keys;
    const std::string ana = keys.file("ana");
    const std::string eve = keys.file("eve");
    ASSERT_EQ(runChecked({"ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", ana}).exitCode, 0);
    ASSERT_EQ(runChecked({"ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", eve}).exitCode, 0);
    const std::string allowed = keys.file("allowed_signers");
    {
        std::ifstream in(ana + ".pub");
        const std::string publicKey((std::istreambuf_iterator<char>(in)), {});
        std::ofstream(allowed) << "ana@kiel namespaces=\"sektor-reference-pack\" " << publicKey;
    }

    const std::string pack = m_temporary.file("pack.json");
    const CommandResult packed = runCli({"history",
                                         "pack",
                                         "--model",
                                         "Samsung SSD 980 PRO 500GB",
                                         "--output",
                                         pack,
                                         "--name",
                                         "Kiel workshop",
                                         "--sign-key",
                                         ana});
    ASSERT_EQ(packed.exitCode, 0) << packed.err;
    EXPECT_NE(packed.err.find("Signed it: " + pack + ".sig"), std::string::npos) << packed.err;
    ASSERT_TRUE(std::filesystem::exists(pack + ".sig"));
    EXPECT_TRUE(failedWith(
        runCli({"history", "pack", "--model", "Samsung SSD 980 PRO 500GB", "--output", "-", "--sign-key", ana}),
        2,
        "--output FILE"));

    std::string text;
    {
        std::ifstream in(pack);
        text.assign(std::istreambuf_iterator<char>(in), {});
    }
    const auto copyOf = [this, &text](const char *name, const std::string &from, const std::string &to) {
        const std::string path = m_temporary.file(name);
        std::string changed = text;
        if (!from.empty())
            changed.replace(changed.find(from), from.size(), to);
        std::ofstream(path) << changed;
        return path;
    };
    // The name changed, the results not: every hash matches, the signature does not.
    const std::string renamed = copyOf("renamed.json", "Kiel workshop", "Kiel workshoq");
    std::filesystem::copy_file(pack + ".sig", renamed + ".sig");
    const std::string byEve = copyOf("eve.json", "", "");
    ASSERT_EQ(runChecked({"ssh-keygen", "-q", "-Y", "sign", "-n", "sektor-reference-pack", "-f", eve, byEve}).exitCode,
              0);
    const std::string asCertificate = copyOf("certificate.json", "", "");
    ASSERT_EQ(
        runChecked({"ssh-keygen", "-q", "-Y", "sign", "-n", "sektor-certificate", "-f", ana, asCertificate}).exitCode,
        0);
    const std::string unsignedPack = copyOf("unsigned.json", "", "");

    // Another machine's history.
    TempDir elsewhere;
    setenv("XDG_DATA_HOME", elsewhere.path().c_str(), 1);
    const CommandResult changed = runCli({"history", "import", renamed});
    EXPECT_TRUE(failedWith(changed, 23, "refused whole")) << changed.err;
    EXPECT_NE(changed.err.find("its signature does not match"), std::string::npos) << changed.err;
    EXPECT_TRUE(failedWith(runCli({"history", "import", "--allowed-signers", allowed, byEve}), 26, "refused whole"));
    EXPECT_TRUE(
        failedWith(runCli({"history", "import", "--allowed-signers", allowed, asCertificate}), 23, "refused whole"));
    EXPECT_TRUE(failedWith(runCli({"history", "import", asCertificate}), 23, "its signature does not match"));
    EXPECT_TRUE(
        failedWith(runCli({"history", "import", "--allowed-signers", allowed, unsignedPack}), 26, "it is not signed"));
    EXPECT_EQ(listedRuns().size(), 0) << "nothing of them imported";

    const CommandResult imported = runCli({"history", "import", "--allowed-signers", allowed, pack});
    EXPECT_EQ(imported.exitCode, 0) << imported.err;
    EXPECT_NE(imported.err.find(pack + ": signed by ana@kiel (ED25519 SHA256:"), std::string::npos) << imported.err;
    const QJsonArray runs = listedRuns();
    ASSERT_EQ(runs.size(), 3);
    for (const QJsonValue &run : runs)
        EXPECT_EQ(run[QStringLiteral("sourceSigner")].toString(), QStringLiteral("ana@kiel"));
}

// The results of a pack no trusted key signed count apart wherever they count: where a drive stands
// among its model says how many of its peers came from unsigned packs, in words and in the JSON.
TEST_F(CliHistory, ResultsOfAnUnsignedPackAreMarkedSoInTheStandings)
{
    {
        Sektor::History::HistoryStore store(QString::fromStdString(historyFile()));
        for (int k = 1; k <= 6; ++k) {
            Sektor::RunResult r = Sektor::Fixtures::scaled(Sektor::Fixtures::defaultProfile(), k);
            r.target.drives.first().serial = QStringLiteral("SERIAL%1").arg(k);
            r.target.drives.first().wwid.clear();
            ASSERT_FALSE(store.save(r).isError());
        }
    }
    const std::string pack = m_temporary.file("pack.json");
    ASSERT_EQ(runCli({"history", "pack", "--model", "Samsung SSD 980 PRO 500GB", "--output", pack}).exitCode, 0);
    TempDir elsewhere;
    setenv("XDG_DATA_HOME", elsewhere.path().c_str(), 1);
    ASSERT_EQ(runCli({"history", "import", "--allow-unsigned", pack}).exitCode, 0);
    const CommandResult shown = runCli({"history", "show", "3"});
    EXPECT_EQ(shown.exitCode, 0) << shown.err;
    EXPECT_NE(shown.out.find("5 of them imported, 5 from UNSIGNED packs)"), std::string::npos) << shown.out;
    const CommandResult json = runCli({"history", "show", "3", "--json"});
    const QJsonObject peers = QJsonDocument::fromJson(QByteArray::fromStdString(json.out))
                                  .object()[QStringLiteral("tests")][0][QStringLiteral("peers")]
                                  .toObject();
    EXPECT_EQ(peers[QStringLiteral("importedCount")].toInt(), 5);
    EXPECT_EQ(peers[QStringLiteral("unsignedCount")].toInt(), 5);
}
