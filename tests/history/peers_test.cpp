// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// "Is this normal for my model?": the model a drive counts as, which results are compared, where one stands among
// them, the line that says so, and the history's lookup (with its time on 10,000 runs, printed, not asserted).
#include "peerruns.h"
#include "reportfixtures.h"
#include "storeassert.h"

#include "history/peerlookup.h"
#include "history/referencepack.h"
#include "model/units.h"
#include "peers/drivemodel.h"
#include "peers/peertext.h"
#include "report/jsonreport.h"
#include "report/peersjson.h"
#include "report/sharetext.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <gtest/gtest.h>

#include <cstdio>

using namespace Sektor;
using namespace Sektor::History;
using Sektor::Test::fileIn;
using Sektor::Test::manifestOf;
using Sektor::Test::ok;
using Sektor::Test::OneTerabyte;
using Sektor::Test::runOf;
using Sektor::Test::TempDir;

namespace {

const TestResult &seqRead(const RunResult &r)
{
    return r.tests.at(0);
}

} // namespace

TEST(PeerModel, NormalisesWhitespaceCaseUnderscoresAndVendorWords)
{
    const QString expected = QStringLiteral("ssd 870 evo 1tb");
    EXPECT_EQ(normalisedModel(QStringLiteral("Samsung SSD 870 EVO 1TB")), expected);
    EXPECT_EQ(normalisedModel(QStringLiteral("  Samsung   SSD 870\tEVO 1TB ")), expected);
    EXPECT_EQ(normalisedModel(QStringLiteral("ATA Samsung SSD 870 EVO 1TB")), expected) << "libata's vendor field";
    EXPECT_EQ(normalisedModel(QStringLiteral("Samsung_SSD_870_EVO_1TB")), expected) << "udev's ID_MODEL";
    EXPECT_EQ(normalisedModel(QStringLiteral("SSD 870 EVO 1TB")), expected) << "the path that leaves the maker out";
    EXPECT_EQ(normalisedModel(QStringLiteral("samsung ssd 870 evo 1tb")), expected);
    EXPECT_EQ(normalisedModel(QStringLiteral("WDC WDS100T2B0A-00SM50")), QStringLiteral("wds100t2b0a-00sm50"));
    EXPECT_NE(normalisedModel(QStringLiteral("Samsung SSD 870 EVO 1TB")),
              normalisedModel(QStringLiteral("Samsung SSD 870 QVO 1TB")));
    EXPECT_EQ(normalisedModel(QStringLiteral("Intel")), QStringLiteral("intel")) << "a vendor word alone is the name";
    EXPECT_EQ(normalisedModel(QString()), QString());

    // The firmware is kept apart: two firmwares of one model are one model, and the key holds the capacity.
    MeasuredDrive a;
    a.model = QStringLiteral("ATA Samsung SSD 870 EVO 1TB");
    a.firmware = QStringLiteral("SVT01B6Q");
    a.sizeBytes = OneTerabyte;
    MeasuredDrive b = a;
    b.model = QStringLiteral("Samsung SSD 870 EVO 1TB");
    b.firmware = QStringLiteral("SVT02B6Q");
    EXPECT_EQ(modelGroupKey(a), modelGroupKey(b));
    b.sizeBytes = 2 * OneTerabyte;
    EXPECT_NE(modelGroupKey(a), modelGroupKey(b));
}

TEST(PeerModel, ShowsTheCapacityWhereTheNameDoesNot)
{
    MeasuredDrive d;
    d.model = QStringLiteral("ATA   Samsung SSD 870 EVO 1TB");
    d.sizeBytes = OneTerabyte;
    EXPECT_EQ(modelWithCapacity(d), QStringLiteral("Samsung SSD 870 EVO 1TB"));
    d.model = QStringLiteral("CT500MX500SSD1");
    d.sizeBytes = 500'107'862'016;
    EXPECT_EQ(modelWithCapacity(d), QStringLiteral("CT500MX500SSD1 (500 GB)"));
    d.sizeBytes = 1'920'383'410'176;
    EXPECT_EQ(capacityLabel(d.sizeBytes), QStringLiteral("1.92 TB"));
}

TEST(PeerStanding, PercentileIsTheShareBelowWithTiesCountedHalf)
{
    EXPECT_DOUBLE_EQ(percentileAmong(5, {1, 2, 3, 4}), 100);
    EXPECT_DOUBLE_EQ(percentileAmong(0, {1, 2, 3, 4}), 0);
    EXPECT_DOUBLE_EQ(percentileAmong(3, {1, 2, 4, 5}), 50);
    EXPECT_DOUBLE_EQ(percentileAmong(3, {3, 3, 3, 3}), 50) << "equal to all: in the middle";
    EXPECT_DOUBLE_EQ(percentileAmong(3, {1, 3, 3, 5, 6}), 40) << "1 below, two ties as one: 2 of 5";
    EXPECT_DOUBLE_EQ(percentileAmong(3, {}), 0);
}

TEST(PeerStanding, FewerThanFiveComparableResultsGiveNoPercentile)
{
    const RunResult r = runOf(QStringLiteral("Samsung SSD 870 EVO 1TB"), QStringLiteral("A"), 500);
    const PeerQuery query = *peerQueryFor(r, seqRead(r));
    QList<PeerValue> four {{400e6, false}, {450e6, false}, {550e6, true}, {600e6, false}};
    const PeerStanding few = standingAmong(query, 500e6, four);
    EXPECT_TRUE(few.compared);
    EXPECT_FALSE(few.enough());
    EXPECT_EQ(few.count, 4);
    EXPECT_EQ(few.median, 0) << "no median either";
    EXPECT_EQ(peerLine(seqRead(r), few, Wording::English),
              QStringLiteral("SEQ1M Q8T1 read 500 MB/s — too few results of this model to compare (4 of Samsung SSD "
                             "870 EVO 1TB)"));

    QList<PeerValue> five = four;
    five << PeerValue {500e6, true};
    const PeerStanding enough = standingAmong(query, 500e6, five);
    ASSERT_TRUE(enough.enough());
    EXPECT_DOUBLE_EQ(enough.percentile, 50) << "2 below, 1 tie: 2.5 of 5";
    EXPECT_DOUBLE_EQ(enough.median, 500e6);
    EXPECT_EQ(enough.ownCount, 3);
    EXPECT_EQ(enough.importedCount, 2);
    EXPECT_EQ(peerLine(seqRead(r), enough, Wording::English),
              QStringLiteral("SEQ1M Q8T1 read 500 MB/s — 50th percentile of 5 results of Samsung SSD 870 EVO 1TB "
                             "(median 500 MB/s; 2 of them imported)"));
}

TEST(PeerStanding, TheLineReadsAsTheIssueWroteIt)
{
    const RunResult r = runOf(QStringLiteral("Samsung SSD 870 EVO 1TB"), QStringLiteral("A"), 3420);
    PeerStanding s;
    s.compared = true;
    s.model = QStringLiteral("Samsung SSD 870 EVO 1TB");
    s.count = 42;
    s.ownCount = 42;
    s.percentile = 38.1;
    s.median = 3510e6;
    s.value = 3420e6;
    EXPECT_EQ(peerLine(seqRead(r), s, Wording::English),
              QStringLiteral("SEQ1M Q8T1 read 3,420 MB/s — 38th percentile of 42 results of Samsung SSD 870 EVO 1TB "
                             "(median 3,510 MB/s)"));
    EXPECT_EQ(percentileText(1, Wording::English), QStringLiteral("1st percentile"));
    EXPECT_EQ(percentileText(2, Wording::English), QStringLiteral("2nd percentile"));
    EXPECT_EQ(percentileText(23, Wording::English), QStringLiteral("23rd percentile"));
    EXPECT_EQ(percentileText(11, Wording::English), QStringLiteral("11th percentile"));
    EXPECT_EQ(percentileText(12.4, Wording::English), QStringLiteral("12th percentile"));
    EXPECT_EQ(percentileText(100, Wording::English), QStringLiteral("100th percentile"));
}

TEST(PeerStanding, OnlyARunFigureOfOneDriveWithAModelIsCompared)
{
    RunResult r = runOf(QStringLiteral("Samsung SSD 870 EVO 1TB"), QStringLiteral("A"), 500);
    EXPECT_TRUE(peerQueryFor(r, seqRead(r)));
    RunResult raid = r;
    raid.target.drives << raid.target.drives.first();
    EXPECT_FALSE(peerQueryFor(raid, seqRead(raid))) << "a RAID's figures are not its first drive's";
    RunResult unnamed = r;
    unnamed.target.drives.first().model = QStringLiteral("  ");
    EXPECT_FALSE(peerQueryFor(unnamed, seqRead(unnamed)));
    RunResult memory = r;
    memory.target.memoryBacked = true;
    EXPECT_FALSE(peerQueryFor(memory, seqRead(memory)));
    RunResult mix = r;
    mix.tests[0].mode = IoMode::Mix;
    EXPECT_FALSE(peerQueryFor(mix, seqRead(mix))) << "a mix's read share is not in the history's columns";
}

// The history's lookup applies PeerQuery's rules: each result below differs from the run in one of them and is not
// its peer; the five that differ in none but the firmware, the spelling of the model and the size within a factor of
// two are.
TEST(PeerLookup, TheHistoryComparesOnlyComparableResults)
{
    TempDir dir;
    HistoryStore store(fileIn(dir, "history.sqlite"));
    const QString model = QStringLiteral("Samsung SSD 870 EVO 1TB");
    int n = 0;
    auto save = [&](RunResult r, bool imported = false) {
        r.started = r.started.addSecs(60LL * ++n);
        r.comment = QStringLiteral("run %1").arg(n);
        Saved saved;
        EXPECT_TRUE(ok(store.save(r, &saved, imported)));
        return saved.id;
    };
    // Peers: 100, 200, 300 (firmware and spelling differ), 400 imported, 500 at twice the test size.
    save(runOf(model, QStringLiteral("P1"), 100));
    RunResult otherFirmware = runOf(QStringLiteral("ATA Samsung_SSD_870_EVO_1TB"), QStringLiteral("P2"), 200);
    otherFirmware.target.drives.first().firmware = QStringLiteral("OTHER");
    save(otherFirmware);
    save(runOf(QStringLiteral("SSD 870 EVO 1TB"), QStringLiteral("P3"), 300));
    save(runOf(model, QStringLiteral("P4"), 400), true);
    RunResult twice = runOf(model, QStringLiteral("P5"), 500);
    twice.options.testSize *= 2;
    save(twice);
    // Not peers.
    RunResult usb = runOf(model, QStringLiteral("N1"), 50);
    usb.target.drives.first().transport = QStringLiteral("usb");
    save(usb);
    RunResult raw = runOf(model, QStringLiteral("N2"), 60);
    raw.target.kind = TargetInfo::Kind::BlockDevice;
    save(raw);
    RunResult small = runOf(model, QStringLiteral("N3"), 70);
    small.options.testSize /= 4;
    save(small);
    save(runOf(QStringLiteral("Samsung SSD 870 QVO 1TB"), QStringLiteral("N4"), 80));
    RunResult larger = runOf(model, QStringLiteral("N5"), 90);
    larger.target.drives.first().sizeBytes *= 2;
    save(larger);
    RunResult raid = runOf(model, QStringLiteral("N6"), 95);
    raid.target.drives << raid.target.drives.first();
    raid.target.drives.last().serial = QStringLiteral("N7");
    save(raid);
    // The run itself, stored too: never its own peer.
    const RunResult own = runOf(model, QStringLiteral("OWN"), 350);
    const qint64 ownId = save(own);

    PeerStandings standings;
    ASSERT_TRUE(ok(peerStandings(store, own, ownId, standings)));
    ASSERT_EQ(standings.size(), own.tests.size());
    const PeerStanding &read = standings.at(0);
    ASSERT_TRUE(read.enough()) << read.count;
    EXPECT_EQ(read.count, 5);
    EXPECT_EQ(read.ownCount, 4);
    EXPECT_EQ(read.importedCount, 1);
    EXPECT_DOUBLE_EQ(read.percentile, 60) << "3 of 5 below 350";
    EXPECT_DOUBLE_EQ(read.median, 300e6);
    EXPECT_EQ(read.source, QStringLiteral("history"));
    EXPECT_EQ(read.model, model);
    EXPECT_EQ(standings.at(1).count, 5) << "the write test has its own peers, in its own mode";
}

// The first schema's drives get their model keys when the file is migrated.
TEST(PeerLookup, AVersion1HistoryFindsItsModelsAfterMigrating)
{
    TempDir dir;
    const QString path = fileIn(dir, "history.sqlite");
    ASSERT_TRUE(QFile::copy(QStringLiteral(SEKTOR_TEST_DATA_DIR "/history-v1.sqlite"), path));
    QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    HistoryStore store(path);
    RunResult r = Fixtures::defaultProfile();
    r.target.drives.first().model = QStringLiteral("ATA Generated SSD");
    r.target.drives.first().serial = QStringLiteral("ANOTHER");
    PeerStandings standings;
    ASSERT_TRUE(ok(peerStandings(store, r, 0, standings)));
    ASSERT_FALSE(standings.isEmpty());
    EXPECT_TRUE(standings.first().compared);
    EXPECT_EQ(standings.first().count, 2) << "the two runs stored by the first schema";
}

// The result file's "peers" per compared test, null figures below the gate, and a file that reads back as the run.
TEST(PeerJson, EachComparedTestCarriesItsPeersAndTheRunReadsBackUnchanged)
{
    const RunResult r = runOf(QStringLiteral("Samsung SSD 870 EVO 1TB"), QStringLiteral("A"), 500);
    const PeerQuery query = *peerQueryFor(r, seqRead(r));
    QList<PeerValue> five {{400e6, false}, {450e6, false}, {550e6, true}, {600e6, false}, {700e6, false}};
    const PeerStandings standings {standingAmong(query, 500e6, five), standingAmong(query, 500e6, five.mid(0, 2))};
    const QByteArray bytes = toJsonBytes(r, standings);
    const QJsonArray tests = QJsonDocument::fromJson(bytes).object()[QStringLiteral("tests")].toArray();
    const QJsonObject peers = tests.at(0)[QStringLiteral("peers")].toObject();
    EXPECT_EQ(peers[QStringLiteral("model")].toString(), QStringLiteral("Samsung SSD 870 EVO 1TB"));
    EXPECT_EQ(peers[QStringLiteral("count")].toInt(), 5);
    EXPECT_EQ(peers[QStringLiteral("ownCount")].toInt(), 4);
    EXPECT_EQ(peers[QStringLiteral("importedCount")].toInt(), 1);
    EXPECT_DOUBLE_EQ(peers[QStringLiteral("percentile")].toDouble(), 40);
    EXPECT_DOUBLE_EQ(peers[QStringLiteral("median")].toDouble(), 550e6);
    EXPECT_EQ(peers[QStringLiteral("source")].toString(), QStringLiteral("history"));
    const QJsonObject few = tests.at(1)[QStringLiteral("peers")].toObject();
    EXPECT_EQ(few[QStringLiteral("count")].toInt(), 2);
    EXPECT_TRUE(few[QStringLiteral("percentile")].isNull());
    EXPECT_TRUE(few[QStringLiteral("median")].isNull());

    const Expected<RunResult> back = fromJson(bytes);
    ASSERT_TRUE(back) << qPrintable(back.error().detail);
    EXPECT_EQ(toJsonBytes(*back), toJsonBytes(r)) << "the standings are not part of the run";
    EXPECT_EQ(toJsonBytes(r, PeerStandings(r.tests.size())), toJsonBytes(r)) << "nothing compared, nothing added";
}

TEST(PeerJson, MarkdownAndBBCodeSayWhereEachTestStands)
{
    const RunResult r = runOf(QStringLiteral("Samsung SSD 870 EVO 1TB"), QStringLiteral("A"), 500);
    const PeerQuery query = *peerQueryFor(r, seqRead(r));
    QList<PeerValue> five {{400e6, false}, {450e6, false}, {550e6, false}, {600e6, false}, {700e6, false}};
    const PeerStandings standings {standingAmong(query, 500e6, five), PeerStanding {}};
    const QString line
        = QStringLiteral("SEQ1M Q8T1 read 500 MB/s — 40th percentile of 5 results of Samsung SSD 870 EVO "
                         "1TB (median 550 MB/s)");
    EXPECT_TRUE(markdownText(r, standings).contains(QStringLiteral("\n- ") + line + QLatin1Char('\n')))
        << qPrintable(markdownText(r, standings));
    EXPECT_TRUE(bbcodeText(r, standings).contains(QStringLiteral("[/code]\n") + line + QLatin1Char('\n')))
        << qPrintable(bbcodeText(r, standings));
    EXPECT_FALSE(markdownText(r).contains(QStringLiteral("percentile")));
}

// A pack reads back as the runs that went in, with its manifest; the hash of each is the history's fingerprint.
TEST(ReferencePack, RoundTrip)
{
    const QList<RunResult> runs {runOf(QStringLiteral("Samsung SSD 870 EVO 1TB"), QStringLiteral("A"), 500, 1),
                                 runOf(QStringLiteral("Samsung SSD 870 EVO 1TB"), QStringLiteral("B"), 510, 2)};
    PackManifest manifest = manifestOf(QStringLiteral("Kiel workshop"), QStringLiteral("Ana"));
    manifest.model = QStringLiteral("870 EVO");
    manifest.created = QDateTime(QDate(2026, 11, 27), QTime(23, 0), Qt::OffsetFromUTC, 3600);
    manifest.program = QStringLiteral("Sektor 0.1.0");
    manifest.howMade = QStringLiteral("by hand");
    const QByteArray bytes = referencePackBytes(manifest, runs);
    ASSERT_TRUE(isReferencePack(bytes));
    EXPECT_FALSE(isReferencePack(toJsonBytes(runs.first())));
    const ReadPack pack = readReferencePack(bytes);
    ASSERT_TRUE(pack.problem.isEmpty()) << qPrintable(pack.problem);
    ASSERT_EQ(pack.results.size(), 2);
    EXPECT_EQ(toJsonBytes(pack.results.at(0)), toJsonBytes(runs.at(0)));
    EXPECT_EQ(toJsonBytes(pack.results.at(1)), toJsonBytes(runs.at(1)));
    EXPECT_EQ(pack.manifest.name, manifest.name);
    EXPECT_EQ(pack.manifest.author, manifest.author);
    EXPECT_EQ(pack.manifest.model, manifest.model);
    EXPECT_EQ(pack.manifest.created, manifest.created);
    EXPECT_EQ(pack.manifest.program, manifest.program);
    EXPECT_EQ(pack.manifest.howMade, manifest.howMade);
    EXPECT_EQ(pack.manifest.source(), QStringLiteral("Kiel workshop (Ana)"));
    const QJsonObject root = QJsonDocument::fromJson(bytes).object();
    EXPECT_EQ(
        root[QStringLiteral("manifest")][QStringLiteral("results")][1][QStringLiteral("sha256")].toString(),
        QString::fromLatin1(QCryptographicHash::hash(toJsonBytes(runs.at(1)), QCryptographicHash::Sha256).toHex()));

    // Saved from the pack: imported, and where from.
    TempDir dir;
    HistoryStore store(fileIn(dir, "history.sqlite"));
    ASSERT_TRUE(ok(store.saveAll(pack.results, true, nullptr, pack.manifest.source())));
    QList<RunSummary> listed;
    ASSERT_TRUE(ok(store.list({}, listed)));
    ASSERT_EQ(listed.size(), 2);
    EXPECT_TRUE(listed.at(0).imported);
    EXPECT_EQ(listed.at(0).source, QStringLiteral("Kiel workshop (Ana)"));
}

// One changed character in one result, a hash changed, a result taken out: the whole pack is refused, no result read.
TEST(ReferencePack, ATamperedPackIsRefusedWhole)
{
    const QList<RunResult> runs {runOf(QStringLiteral("Samsung SSD 870 EVO 1TB"), QStringLiteral("A"), 500, 1),
                                 runOf(QStringLiteral("Samsung SSD 870 EVO 1TB"), QStringLiteral("B"), 510, 2),
                                 runOf(QStringLiteral("Samsung SSD 870 EVO 1TB"), QStringLiteral("C"), 520, 3)};
    const QByteArray bytes = referencePackBytes(manifestOf(QStringLiteral("P"), QStringLiteral("A")), runs);
    QJsonObject root = QJsonDocument::fromJson(bytes).object();

    QJsonObject changedResult = root;
    QJsonArray documents = changedResult[QStringLiteral("results")].toArray();
    documents.replace(1, documents.at(1).toString().replace(QStringLiteral("run 2"), QStringLiteral("run 9")));
    changedResult[QStringLiteral("results")] = documents;
    const ReadPack a = readReferencePack(QJsonDocument(changedResult).toJson());
    EXPECT_TRUE(a.problem.contains(QStringLiteral("result 2: its SHA-256 does not match"))) << qPrintable(a.problem);
    EXPECT_TRUE(a.results.isEmpty()) << "the first result, sound, is not taken either";

    QJsonObject changedHash = root;
    QJsonObject manifest = changedHash[QStringLiteral("manifest")].toObject();
    QJsonArray hashes = manifest[QStringLiteral("results")].toArray();
    hashes.replace(2, QJsonObject {{QStringLiteral("sha256"), QString(64, QLatin1Char('0'))}});
    manifest[QStringLiteral("results")] = hashes;
    changedHash[QStringLiteral("manifest")] = manifest;
    const ReadPack b = readReferencePack(QJsonDocument(changedHash).toJson());
    EXPECT_TRUE(b.problem.contains(QStringLiteral("result 3"))) << qPrintable(b.problem);
    EXPECT_TRUE(b.results.isEmpty());

    QJsonObject oneLess = root;
    documents = oneLess[QStringLiteral("results")].toArray();
    documents.removeLast();
    oneLess[QStringLiteral("results")] = documents;
    const ReadPack c = readReferencePack(QJsonDocument(oneLess).toJson());
    EXPECT_FALSE(c.problem.isEmpty());
    EXPECT_TRUE(c.results.isEmpty());

    root[QStringLiteral("formatVersion")] = 2;
    EXPECT_FALSE(readReferencePack(QJsonDocument(root).toJson()).problem.isEmpty()) << "a newer format is refused";
}

// The certificate's and batch summary's sentence: the first test of each mode with enough results, or the gate.
TEST(PeerStanding, TheSummarySentenceNamesTheFirstTestOfEachMode)
{
    const RunResult r = runOf(QStringLiteral("Samsung SSD 870 EVO 1TB"), QStringLiteral("A"), 500);
    const PeerQuery read = *peerQueryFor(r, r.tests.at(0));
    const PeerQuery write = *peerQueryFor(r, r.tests.at(1));
    QList<PeerValue> five {{400e6, false}, {450e6, false}, {550e6, true}, {600e6, false}, {700e6, false}};
    PeerStandings standings {standingAmong(read, 500e6, five), standingAmong(write, 500e6, five.mid(0, 4))};
    EXPECT_EQ(peersSummary(r, standings, Wording::English),
              QStringLiteral("Against the 5 results of Samsung SSD 870 EVO 1TB in the history (1 of them imported): "
                             "SEQ1M Q8T1 read at the 40th percentile (median 550 MB/s)."));
    standings[1] = standingAmong(write, 500e6, five);
    EXPECT_TRUE(peersSummary(r, standings, Wording::English)
                    .endsWith(QStringLiteral("; SEQ1M Q8T1 write at the 40th percentile (median 550 MB/s).")));
    standings = {standingAmong(read, 500e6, five.mid(0, 3)), PeerStanding {}};
    EXPECT_EQ(peersSummary(r, standings, Wording::English),
              QStringLiteral("Too few results of Samsung SSD 870 EVO 1TB in the history to compare it with (3)."));
    EXPECT_TRUE(peersSummary(r, PeerStandings(2), Wording::English).isEmpty());
}
