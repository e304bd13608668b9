// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The fuzz harness of the result reader in the normal build, so that CI runs it under ASan/UBSan: the seed corpus (the
// app's own results: the fixtures of every kind of test, the files earlier builds wrote) and a fixed set of
// mutations of each, the same every run. The open-ended search is tests/fuzz/run-fuzz.sh (libFuzzer, clang).
// SEKTOR_FUZZ_WRITE_SEEDS=DIR writes the seed corpus into DIR for it.
#include "reportfixtures.h"
#include "resultreaderfuzz.h"

#include "report/jsonreport.h"

#include <QDir>
#include <QFile>

#include <gtest/gtest.h>

#include <random>

using namespace Sektor;

namespace {

/// The app's own results: a fixture of every kind of test, and the files earlier builds wrote.
QList<QByteArray> seeds()
{
    QList<QByteArray> all;
    for (const RunResult &r : {Fixtures::defaultProfile(),
                               Fixtures::rewrite(),
                               Fixtures::defaultMix(),
                               Fixtures::syncWrite(),
                               Fixtures::blockDevice(),
                               Fixtures::zeroFill(),
                               Fixtures::sustainedWrite(),
                               Fixtures::readScan(),
                               Fixtures::positionMap(),
                               Fixtures::accessTime(),
                               Fixtures::capacityProbe(),
                               Fixtures::verifyFill(),
                               Fixtures::smallFiles(),
                               Fixtures::healthCheck(),
                               Fixtures::burnIn()})
        all << toJsonBytes(r);
    for (const QString &folder : QString::fromUtf8(SEKTOR_FUZZ_SEED_DIRS).split(QLatin1Char(':'))) {
        const QDir dir(folder);
        for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
            QFile file(dir.filePath(name));
            if (file.open(QIODevice::ReadOnly))
                all << file.readAll();
        }
    }
    return all;
}

/// Values that have broken readers of numbers, strings and arrays before.
const QList<QByteArray> Extremes = {"-1",
                                    "0",
                                    "1e308",
                                    "-1e308",
                                    "18446744073709551616",
                                    "9223372036854775807",
                                    "-9223372036854775808",
                                    "4294967296",
                                    "2147483648",
                                    "1.5",
                                    "null",
                                    "true",
                                    "\"\"",
                                    "\"\\u0000\\u001b]52;c;eA==\\u0007\"",
                                    "[]",
                                    "{}",
                                    "[[[[[[[[]]]]]]]]"};

/// A fixed mutation of @p seed, chosen by @p random: the kinds libFuzzer's mutators make, plus JSON-aware ones.
QByteArray mutated(QByteArray seed, std::mt19937 &random)
{
    const auto at = [&](qsizetype size) {
        return qsizetype(std::uniform_int_distribution<qint64>(0, std::max<qint64>(0, size - 1))(random));
    };
    switch (random() % 7) {
    case 0: // flip a bit
        if (!seed.isEmpty())
            seed[at(seed.size())] = char(seed[at(seed.size())] ^ (1 << (random() % 8)));
        break;
    case 1: // cut
        seed.truncate(at(seed.size()));
        break;
    case 2: // drop a stretch
        seed.remove(at(seed.size()), at(64) + 1);
        break;
    case 3: // repeat a stretch
    {
        const qsizetype from = at(seed.size());
        seed.insert(at(seed.size()), seed.mid(from, at(256) + 1));
        break;
    }
    case 4: // a number or a value replaced by an extreme one
    {
        qsizetype from = at(seed.size());
        while (from < seed.size() && !(seed[from] == ':' || seed[from] == '['))
            ++from;
        qsizetype to = from + 1;
        while (to < seed.size() && seed[to] != ',' && seed[to] != '}' && seed[to] != ']')
            ++to;
        if (to < seed.size())
            seed.replace(from + 1, to - from - 1, Extremes.at(qsizetype(random() % Extremes.size())));
        break;
    }
    case 5: // a key renamed
    {
        const qsizetype quote = seed.indexOf('"', at(seed.size()));
        if (quote >= 0 && quote + 1 < seed.size())
            seed[quote + 1] = char('a' + random() % 26);
        break;
    }
    default: // a byte of another kind put in
        seed.insert(at(seed.size()), char(random() % 256));
        break;
    }
    return seed;
}

} // namespace

TEST(ResultReaderFuzz, EverySeedIsAResult)
{
    const QList<QByteArray> corpus = seeds();
    ASSERT_GE(corpus.size(), 15);
    for (const QByteArray &seed : corpus)
        EXPECT_TRUE(Fuzz::readUntrustedResult(seed)) << seed.left(200).constData();
    if (const QString dir = qEnvironmentVariable("SEKTOR_FUZZ_WRITE_SEEDS"); !dir.isEmpty()) {
        QDir().mkpath(dir);
        for (qsizetype i = 0; i < corpus.size(); ++i) {
            QFile file(QDir(dir).filePath(QStringLiteral("seed-%1.json").arg(i, 2, 10, QLatin1Char('0'))));
            ASSERT_TRUE(file.open(QIODevice::WriteOnly) && file.write(corpus.at(i)) == corpus.at(i).size());
        }
    }
}

TEST(ResultReaderFuzz, FixedMutationsOfTheSeedsReadWithoutFault)
{
    // The same mutations on every run (a fixed seed): a failure here is reproducible, and any crash or sanitizer
    // report fails the test binary itself.
    std::mt19937 random(20261127);
    int accepted = 0;
    int inputs = 0;
    for (const QByteArray &seed : seeds()) {
        QByteArray input = seed;
        for (int i = 0; i < 80; ++i, ++inputs) {
            // Mostly one mutation of the seed, sometimes a further one of the last input: mutations stack up.
            input = mutated(random() % 4 == 0 ? input : seed, random);
            accepted += Fuzz::readUntrustedResult(input) ? 1 : 0;
        }
    }
    std::cout << inputs << " mutated inputs, " << accepted << " still read as results\n";
    EXPECT_GT(accepted, 0) << "the mutations reach past the first check";
    EXPECT_LT(accepted, inputs) << "the mutations are noticed";
}
