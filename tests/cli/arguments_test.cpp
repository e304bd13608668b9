// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Bad command lines are refused before anything touches a drive: exit 2 and a sentence that
// names what is wrong. Help and version are answers, not errors: exit 0 on stdout.
#include "cliexpect.h"
#include "clirun.h"
#include "support/tempdir.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace Sektor::Test;

namespace {
struct BadArguments
{
    const char *name;
    std::vector<std::string> args; ///< "DIR" is replaced by an existing, writable directory.
    const char *named; ///< What the error sentence must mention.
};

// Each case would otherwise be a valid quick run: only the one wrong piece makes it fail.
const BadArguments Cases[] = {
    {"UnknownOption", {"run", "--frobnicate", "DIR"}, "frobnicate"},
    {"UnknownProfile", {"run", "--profile", "Turbo", "DIR"}, "Turbo"},
    {"MistypedOption", {"run", "--szie", "1GiB", "DIR"}, "Did you mean --size?"},
    {"MistypedProfile", {"run", "--profile", "defualt", "DIR"}, "Did you mean default?"},
    {"BadSize", {"run", "--size", "lots", "DIR"}, "--size"},
    {"SizeBelowMinimum", {"run", "--size", "4KiB", "DIR"}, "test size"},
    {"DecimalSizeUnit", {"run", "--size", "256MB", "DIR"}, "Did you mean 256MiB?"},
    {"BareSmallSize", {"run", "--size", "256", "DIR"}, "Did you mean 256MiB?"},
    {"BadTime", {"run", "--time", "soon", "DIR"}, "--time"},
    {"ZeroRuns", {"run", "--runs", "0", "DIR"}, "runs"},
    {"MixAbove100", {"run", "--mix", "101", "DIR"}, "mixed"},
    {"UnknownTest", {"run", "--tests", "SEQ9M-Q1T1", "DIR"}, "SEQ9M-Q1T1"},
    {"EmptyTests", {"run", "--tests", "", "DIR"}, "--tests needs at least one name"},
    {"OnlyCommaTests", {"run", "--tests", ",", "DIR"}, "--tests needs at least one name"},
    {"DuplicateTest", {"run", "--tests", "SEQ1M-Q8T1,seq1m-q8t1", "DIR"}, "--tests names seq1m-q8t1 twice"},
    {"EmptyModes", {"run", "--modes", "", "DIR"}, "--modes needs at least one name"},
    {"DuplicateMode", {"run", "--modes", "read,write,read", "DIR"}, "--modes names read twice"},
    {"EmptyJson", {"run", "--json", "", "DIR"}, "--json needs a file name"},
    {"SizeAllForAnotherProfile",
     {"run", "--size", "all", "DIR"},
     "--size all is for the Sustained Write and Verify profiles"},
    {"BlockSizesForAnotherProfile", {"run", "--block-sizes", "4KiB-1MiB", "DIR"}, "--block-sizes is for the Block"},
    {"BlockSizeNotAPowerOfTwo",
     {"run", "--profile", "block-size-sweep", "--block-sizes", "3KiB", "DIR"},
     "--block-sizes 3KiB"},
    {"BlockSizesReversed",
     {"run", "--profile", "block-size-sweep", "--block-sizes", "1MiB-4KiB", "DIR"},
     "--block-sizes 1MiB-4KiB"},
    {"QueueDepthForAnotherProfile", {"run", "--queue-depth", "4", "DIR"}, "--queue-depth is for the Block"},
    {"QueueDepthTooDeep",
     {"run", "--profile", "sustained-write", "--queue-depth", "257", "DIR"},
     "--queue-depth 257: give a number from 1 to 256"},
    {"SamplesForAnotherProfile", {"run", "--samples", "200", "DIR"}, "--samples is for the Position Map profile"},
    {"ReadsForAnotherProfile",
     {"run", "--profile", "read-scan", "--reads", "500", "DIR"},
     "--reads is for the Access Time profile"},
    {"SlowReadForAnotherProfile",
     {"run", "--profile", "position-map", "--slow-read", "50ms", "DIR"},
     "--slow-read is for the Read Scan profile"},
    {"TooFewSamples", {"run", "--profile", "position-map", "--samples", "20", "DIR"}, "from 100 to 1000, or all"},
    {"SlowBelowAbove90",
     {"run", "--profile", "position-map", "--slow-below", "95%", "DIR"},
     "slow share of the median must be from 10 to 90"},
    {"BadSlowRead", {"run", "--profile", "read-scan", "--slow-read", "slowly", "DIR"}, "--slow-read"},
    {"QueueDepthForAccessTime",
     {"run", "--profile", "access-time", "--queue-depth", "4", "DIR"},
     "--queue-depth is for the Block"},
    {"TwoTargets", {"run", "DIR", "DIR"}, "one target"},
    {"NoTarget", {"run"}, "one target"},
    {"UnknownCommand", {"bench", "DIR"}, "bench"},
    {"NoCommand", {}, "No command"},
    {"ProfilesUnknownOption", {"profiles", "--bogus"}, "--bogus"},
};

// Names the case in ctest's test names instead of a dump of the struct's bytes.
void PrintTo(const BadArguments &c, std::ostream *out)
{
    *out << c.name;
}

class CliBadArguments : public ::testing::TestWithParam<BadArguments>
{
};
} // namespace

TEST_P(CliBadArguments, ExitTwoWithAReason)
{
    TempDir dir("/dev/shm");
    std::vector<std::string> args;
    for (const std::string &a : GetParam().args) {
        args.push_back(a == "DIR" ? dir.path() : a);
        // The quick options keep a wrongly accepted command line from running for minutes.
        if (a == "run") {
            const auto quick = quickOptions();
            args.insert(args.end(), quick.begin(), quick.end());
        }
    }
    const CommandResult r = runCli(args);
    EXPECT_TRUE(failedWith(r, 2, GetParam().named));
    EXPECT_EQ(listDirectory(dir.path()), "");
}

INSTANTIATE_TEST_SUITE_P(Cases, CliBadArguments, ::testing::ValuesIn(Cases), [](const auto &info) {
    return std::string(info.param.name);
});

TEST(CliArguments, HelpListsCommandsAndExitCodes)
{
    for (const char *help : {"--help", "-h"}) {
        const CommandResult r = runCli({help});
        EXPECT_EQ(r.exitCode, 0) << help;
        EXPECT_NE(r.out.find("Usage: sektor-cli"), std::string::npos) << r.out;
        EXPECT_NE(r.out.find("Exit codes:"), std::string::npos) << r.out;
        EXPECT_EQ(r.err, "");
    }
}

TEST(CliArguments, RunHelpListsTestOptions)
{
    const CommandResult r = runCli({"run", "--help"});
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_NE(r.out.find("sektor-cli run [options]"), std::string::npos) << r.out;
    for (const char *option : {"--profile", "--size", "--json", "--allow-destroy-data"})
        EXPECT_NE(r.out.find(option), std::string::npos) << option;
    EXPECT_EQ(r.err, "");
}

TEST(CliArguments, Version)
{
    const CommandResult r = runCli({"--version"});
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_EQ(r.out.rfind("sektor-cli ", 0), 0u) << r.out;
    EXPECT_EQ(r.err, "");
}

TEST(CliArguments, ProfilesCommand)
{
    const CommandResult r = runCli({"profiles"});
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_NE(r.out.find("Demo"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("sync-write"), std::string::npos) << r.out;
}

TEST(CliArguments, ProfilesAsJson)
{
    const CommandResult r = runCli({"profiles", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(r.out));
    const QJsonArray profiles = doc.object().value(QLatin1String("profiles")).toArray();
    ASSERT_GE(profiles.size(), 5) << r.out;
    const QJsonObject first = profiles.first().toObject();
    EXPECT_EQ(first.value(QLatin1String("id")).toString(), QLatin1String("default"));
    EXPECT_EQ(first.value(QLatin1String("tests")).toArray().first().toObject().value(QLatin1String("name")).toString(),
              QLatin1String("SEQ1M Q8T1"));
    EXPECT_EQ(first.value(QLatin1String("optionalModes")).toArray(), QJsonArray({QStringLiteral("rewrite")}))
        << "a rewrite runs only when named";
}

TEST(CliArguments, BlockSizesAndQueueDepthShapeTheSweep)
{
    TempDir dir("/dev/shm");
    TempDir output;
    const std::string json = output.file("result.json");
    std::vector<std::string> args = quickRun({"--profile",
                                              "Block Size Sweep",
                                              "--block-sizes",
                                              "4KiB-16KiB",
                                              "--queue-depth",
                                              "2",
                                              "--json",
                                              json,
                                              dir.path()});
    const CommandResult r = runCli(args);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    QFile f(QString::fromStdString(json));
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QJsonArray tests = QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("tests")).toArray();
    ASSERT_EQ(tests.size(), 6) << "4, 8 and 16 KiB, read and write";
    QList<qint64> sizes;
    for (const QJsonValue &t : tests) {
        const QJsonObject spec = t.toObject(); // a test's spec fields sit beside its figures
        EXPECT_EQ(spec.value(QStringLiteral("queueDepth")).toInt(), 2);
        sizes << spec.value(QStringLiteral("blockSize")).toInteger();
    }
    std::sort(sizes.begin(), sizes.end());
    EXPECT_EQ(sizes, (QList<qint64> {4096, 4096, 8192, 8192, 16384, 16384}));
}
