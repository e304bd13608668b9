// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// historyspeed [--runs N] [--from RESULT.json] [--db PATH]: how fast the history answers with N runs in it.
// Fills a new history with N copies of a result (a real one from --from, else the report tests' Default run), each
// a run of its own (another start, comment and one of 40 drives), then times what the programs do, each the
// median of 15 tries: open the file, list every run, the newest 200, one drive's runs, the drives, load one run,
// and load and compare two. Prints each with its target and their ratio; exits 1 when one misses.
#include "reportfixtures.h"

#include "history/comparisontext.h"
#include "history/historystore.h"
#include "report/jsonreport.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <functional>

using namespace Sektor;
using namespace Sektor::History;

namespace {

double medianMs(const std::function<void()> &work)
{
    QList<double> times;
    for (int i = 0; i < 15; ++i) {
        QElapsedTimer timer;
        timer.start();
        work();
        times << double(timer.nsecsElapsed()) / 1e6;
    }
    std::sort(times.begin(), times.end());
    return times.at(times.size() / 2);
}

RunResult nthRun(const RunResult &base, int n)
{
    RunResult r = base;
    r.started = base.started.addSecs(-3600LL * n);
    r.comment = QStringLiteral("generated run %1").arg(n);
    if (r.target.drives.isEmpty())
        r.target.drives.append(MeasuredDrive {});
    MeasuredDrive &d = r.target.drives.first();
    d.model = QStringLiteral("Generated SSD");
    d.serial = QStringLiteral("GEN%1").arg(n % 40, 4, 10, QLatin1Char('0'));
    d.wwid.clear();
    return r;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int runs = args.contains(QStringLiteral("--runs"))
        ? args.value(args.indexOf(QStringLiteral("--runs")) + 1).toInt()
        : 10000;
    RunResult base = Fixtures::defaultProfile();
    if (const qsizetype from = args.indexOf(QStringLiteral("--from")); from > 0) {
        QFile file(args.value(from + 1));
        Expected<RunResult> read = file.open(QIODevice::ReadOnly)
            ? fromJson(file.readAll())
            : Expected<RunResult>(Error::of(ErrorCode::TargetNotFound, file.fileName()));
        if (!read) {
            std::fprintf(stderr, "historyspeed: cannot read %s\n", qPrintable(file.fileName()));
            return 2;
        }
        base = *read;
    }
    QTemporaryDir dir(QStringLiteral("/dev/shm/sektor-historyspeed-XXXXXX"));
    const qsizetype dbArg = args.indexOf(QStringLiteral("--db"));
    const QString path = dbArg > 0 ? args.value(dbArg + 1) : dir.filePath(QStringLiteral("history.sqlite"));

    QElapsedTimer filling;
    filling.start();
    {
        HistoryStore store(path);
        for (int n = 0; n < runs; ++n) {
            if (const StoreError e = store.save(nthRun(base, n)); e.isError()) {
                std::fprintf(stderr, "historyspeed: save %d failed: %s\n", n, qPrintable(e.detail));
                return 2;
            }
        }
    }
    std::printf("%d runs of %lld bytes of JSON saved in %.1f s; the file holds %.1f MB\n",
                runs,
                static_cast<long long>(toJsonBytes(base).size()),
                double(filling.elapsed()) / 1000,
                double(QFileInfo(path).size() + QFileInfo(path + QLatin1String("-wal")).size()) / 1e6);

    HistoryStore store(path);
    QList<RunSummary> all;
    store.list({}, all);
    QList<DriveSummary> drives;
    store.drives(drives);
    struct Timing
    {
        const char *what;
        double ms;
        double targetMs;
    };
    const QList<Timing> timings {
        {"open the history",
         medianMs([&path] {
             HistoryStore fresh(path);
             fresh.open();
         }),
         50},
        {"list every run",
         medianMs([&store] {
             QList<RunSummary> r;
             store.list({}, r);
         }),
         100},
        {"list the newest 200",
         medianMs([&store] {
             QList<RunSummary> r;
             store.list({0, 200}, r);
         }),
         100},
        {"list one drive's runs",
         medianMs([&store, &drives] {
             QList<RunSummary> r;
             store.list({drives.value(0).id, 0}, r);
         }),
         100},
        {"list the drives",
         medianMs([&store] {
             QList<DriveSummary> d;
             store.drives(d);
         }),
         100},
        {"open one run",
         medianMs([&store, &all] {
             RunResult r;
             store.load(all.value(all.size() / 2).id, r);
         }),
         50},
        {"open and compare two runs",
         medianMs([&store, &all] {
             QList<LabelledRun> two {{QStringLiteral("#a"), {}}, {QStringLiteral("#b"), {}}};
             store.load(all.value(0).id, two[0].result);
             store.load(all.value(all.size() - 1).id, two[1].result);
             comparisonText(two, DisplayUnit::MegabytesPerSecond);
         }),
         100},
    };
    std::printf("%d runs listed, %lld drives\n\n%-28s %10s %10s %8s\n",
                int(all.size()),
                static_cast<long long>(drives.size()),
                "operation",
                "median ms",
                "target ms",
                "ratio");
    bool missed = false;
    for (const Timing &t : timings) {
        std::printf("%-28s %10.2f %10.0f %8.2f%s\n",
                    t.what,
                    t.ms,
                    t.targetMs,
                    t.ms / t.targetMs,
                    t.ms > t.targetMs ? "  MISSED" : "");
        missed = missed || t.ms > t.targetMs;
    }
    return missed ? 1 : 0;
}
