// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The same tests run by root in-process and by an unprivileged user through sektor-helper
// (activated on a private system bus, authorized by polkitd), interleaved A/B on one loop
// device; prints medians per test and the helper/local ratio next to the local runs' own spread,
// this machine's run-to-run noise. Run by hand (tests/perf/helper-vs-local.sh), never timed in CI.
#include "helperbus.h"

#include "report/jsonreport.h"
#include "support/loopdevice.h"

#include <QFile>
#include <QMap>

#include <algorithm>
#include <cstdio>
#include <filesystem>

using namespace Sektor;
using namespace Sektor::Test;

namespace {
double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

// Test name + mode → median bytes/s of one run's JSON.
bool collect(const std::string &json, QMap<QString, QList<double>> &into)
{
    QFile file(QString::fromStdString(json));
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const auto result = fromJson(file.readAll());
    if (!result)
        return false;
    for (const TestResult &t : result->tests)
        into[t.spec.name() + QLatin1Char(' ') + ioModeId(t.mode)].append(t.stats.medianBytesPerSecond);
    return true;
}
} // namespace

int main(int argc, char **argv)
{
    const int pairs = argc > 1 ? std::atoi(argv[1]) : 5;
    const std::string time = argc > 2 ? argv[2] : "2s";
    // /var/tmp: the machine's disk; /dev/shm: RAM, where any overhead of the helper path shows most.
    const std::string backing = argc > 3 ? argv[3] : "/var/tmp";
    if (geteuid() != 0) {
        std::fprintf(stderr, "needs root (loop devices, a system bus, polkitd)\n");
        return 77;
    }
    HelperBus bus;
    if (!bus.ok()) {
        std::fprintf(stderr, "test bus: %s\n", bus.error().c_str());
        return 1;
    }
    LoopDevice loop(LoopDevice::Options {.size = 1ull << 30, .backingDir = backing});
    if (!loop.ok()) {
        std::fprintf(stderr, "%s\n", loop.error().c_str());
        return 1;
    }
    TempDir out;
    std::filesystem::permissions(out.path(), std::filesystem::perms::all | std::filesystem::perms::sticky_bit);
    const std::vector<std::string> common {"run",
                                           "--profile",
                                           "Default",
                                           "--tests",
                                           "SEQ1M-Q8T1,RND4K-Q1T1",
                                           "--size",
                                           "512MiB",
                                           "--runs",
                                           "1",
                                           "--time",
                                           time,
                                           "--warmup",
                                           "0.5s",
                                           "--interval",
                                           "0",
                                           "--quiet",
                                           "--allow-destroy-data=" + loop.device()};
    QMap<QString, QList<double>> local;
    QMap<QString, QList<double>> helper;
    for (int i = 0; i < pairs; ++i) {
        for (bool viaHelper : {false, true}) {
            const std::string json = out.file((viaHelper ? "helper-" : "local-") + std::to_string(i) + ".json");
            std::vector<std::string> args = common;
            args.insert(args.end(), {"--json", json, loop.device()});
            const CommandResult r = viaHelper ? bus.runAs(HelperBus::AllowedUser, "sektor-cli", args) : run([&] {
                std::vector<std::string> a {bus.program("sektor-cli")};
                a.insert(a.end(), args.begin(), args.end());
                return a;
            }());
            if (r.exitCode != 0 || !collect(json, viaHelper ? helper : local)) {
                std::fprintf(stderr,
                             "%s run %d failed (%d): %s\n",
                             viaHelper ? "helper" : "local",
                             i,
                             r.exitCode,
                             r.err.c_str());
                return 1;
            }
        }
    }
    std::printf("%d pairs on %s (1 GiB loop over %s), %s per run; MB/s medians\n",
                pairs,
                loop.device().c_str(),
                backing.c_str(),
                time.c_str());
    std::printf("%-24s %12s %12s %8s %22s\n", "test", "local(root)", "helper(user)", "ratio", "local min..max");
    for (auto it = local.cbegin(); it != local.cend(); ++it) {
        const double l = median(it.value());
        const double h = median(helper.value(it.key()));
        const auto [mn, mx] = std::minmax_element(it.value().cbegin(), it.value().cend());
        std::printf("%-24s %12.1f %12.1f %8.3f %10.1f..%-10.1f\n",
                    qPrintable(it.key()),
                    l / 1e6,
                    h / 1e6,
                    l > 0 ? h / l : 0,
                    *mn / 1e6,
                    *mx / 1e6);
    }
    return 0;
}
