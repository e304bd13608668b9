// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// sektor-cli batch on three shaped devices, one of them paced at 15 MB/s: the slow drive is measured once more and
// flagged against the others' measured rates, and each drive gets its own report, none over another.
#include "clibatch.h"
#include "cliexpect.h"
#include "clirun.h"
#include "support/requireroot.h"
#include "support/shapeddevice.h"
#include "support/shell.h"
#include "support/tempdir.h"

#include "model/units.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <regex>

using Sektor::MiB;
using namespace Sektor::Test;

namespace {
std::vector<std::string> filesIn(const std::string &dir)
{
    std::vector<std::string> names;
    for (const auto &entry : std::filesystem::directory_iterator(dir))
        names.push_back(entry.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}
} // namespace

TEST_F(CliBatch, TheSlowDriveOfThreeIsFlaggedAndEachGetsItsOwnReport)
{
    SEKTOR_REQUIRE_ROOT();
    DeviceShape fast;
    fast.size = 64 * MiB;
    DeviceShape slow = fast;
    slow.readZones = {{slow.size, 15e6}};
    slow.writeSlowRate = 15e6; // from the first byte: writeFast is 0
    ShapedDevice first(fast);
    ShapedDevice second(fast);
    ShapedDevice weak(slow);
    for (const ShapedDevice *d : {&first, &second, &weak})
        ASSERT_TRUE(d->ok()) << d->error();
    TempDir reports;
    const CommandResult r = runCli(batch({"--report-dir",
                                          reports.path(),
                                          "--allow-destroy-data=" + first.device(),
                                          "--allow-destroy-data=" + second.device(),
                                          "--allow-destroy-data=" + weak.device(),
                                          first.device(),
                                          weak.device(),
                                          second.device()}));
    ASSERT_EQ(r.exitCode, 0) << r.err << r.out;
    EXPECT_NE(r.out.find("3 drives, all finished."), std::string::npos) << r.out;
    const std::string weakRow = rowOf(r.out, weak.device());
    ASSERT_FALSE(weakRow.empty()) << r.out;
    EXPECT_NE(weakRow.find("FLAGGED"), std::string::npos) << weakRow;
    EXPECT_EQ(rowOf(r.out, first.device()).find("FLAGGED"), std::string::npos) << r.out;
    EXPECT_EQ(rowOf(r.out, second.device()).find("FLAGGED"), std::string::npos) << r.out;
    for (const char *mode : {"read", "write"}) {
        const std::regex flag("2 " + escaped(weak.device()) + " \\(" + weak.name() + "\\): SEQ1M Q8T1 " + mode
                              + " [0-9,]+ MB/s, [0-9]+ % below the median of 3 drives of this model \\([0-9,]+ MB/s\\);"
                              + " confirmed by a second measurement \\([0-9,]+ MB/s\\)\\.");
        EXPECT_TRUE(std::regex_search(r.out, flag)) << mode << "\n" << r.out;
    }
    // The weak drive, and only it, was measured once more before it was flagged; the history keeps each drive once.
    EXPECT_NE(r.err.find("Drive 2 looked slow beside its model; measuring it again: " + weak.device()),
              std::string::npos)
        << r.err;
    EXPECT_EQ(r.err.find("Drive 1 looked slow"), std::string::npos) << r.err;
    EXPECT_EQ(storedRuns(), 3);

    // Loop devices have no serial: three generated ids, each with its certificate (PDF, HTML) and JSON, and the
    // summary; none over another.
    const std::vector<std::string> files = filesIn(reports.path());
    ASSERT_EQ(files.size(), 12u) << listDirectory(reports.path());
    const std::regex stamp("_\\d{4}-\\d\\d-\\d\\d_\\d{4}\\.");
    std::vector<std::string> certificates;
    for (const std::string &file : files) {
        const bool summary = file.rfind("batch_", 0) == 0;
        EXPECT_TRUE(summary || file.rfind("no-serial-", 0) == 0) << file;
        EXPECT_TRUE(std::regex_search(file, stamp)) << file;
        if (!summary && file.size() > 5 && file.substr(file.size() - 5) == ".json") {
            EXPECT_TRUE(isResultJson(reports.file(file)));
        }
        if (!summary && file.size() > 4 && file.substr(file.size() - 4) == ".pdf")
            certificates.push_back(file);
    }
    ASSERT_EQ(certificates.size(), 3u);
    int flaggedCertificates = 0;
    for (const std::string &pdf : certificates) {
        const CommandResult text = run({"pdftotext", reports.file(pdf), "-"});
        ASSERT_EQ(text.exitCode, 0) << text.err;
        EXPECT_NE(text.out.find("Drive test report: loop"), std::string::npos) << text.out;
        EXPECT_NE(text.out.find("none reported; this report is named"), std::string::npos) << text.out;
        if (text.out.find("FLAGGED") != std::string::npos) {
            ++flaggedCertificates;
            EXPECT_NE(text.out.find(weak.device()), std::string::npos) << "the weak drive's certificate: " << text.out;
        }
    }
    EXPECT_EQ(flaggedCertificates, 1);
    EXPECT_NE(r.err.find("reports no serial number"), std::string::npos) << r.err;
}
