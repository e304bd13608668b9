// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "batch/batchoutliers.h"
#include "peers/drivemodel.h"
#include "stats/median.h"

#include <QHash>

#include <algorithm>
#include <vector>

namespace Sektor {

bool allFinished(const QList<BatchEntry> &entries)
{
    return std::all_of(entries.cbegin(), entries.cend(), [](const BatchEntry &e) {
        return e.state == BatchEntry::State::Finished;
    });
}

QString modelGroupKey(const BatchEntry &entry)
{
    const MeasuredDrive *drive = entry.drive();
    return drive ? modelGroupKey(*drive) : QString();
}

double firstRate(const RunResult &result, IoMode mode)
{
    for (const TestResult &t : result.tests) {
        if (t.mode == mode)
            return t.stats.medianBytesPerSecond;
    }
    return 0;
}

QList<QList<int>> sameModelGroups(const QList<BatchEntry> &entries)
{
    QHash<QString, int> groupOf;
    QList<QList<int>> groups;
    for (int i = 0; i < entries.size(); ++i) {
        const QString key = modelGroupKey(entries.at(i));
        if (entries.at(i).state != BatchEntry::State::Finished || key.isEmpty())
            continue;
        if (!groupOf.contains(key)) {
            groupOf.insert(key, int(groups.size()));
            groups.append(QList<int>());
        }
        groups[groupOf.value(key)] << i;
    }
    return groups;
}

namespace {

// A test row in one mode, as the profile names it: the same key in every drive of a batch.
QString figureKey(const TestResult &t)
{
    return t.spec.name() + QLatin1Char('/') + ioModeId(t.mode);
}

// What the drives of one model measured of one figure: every drive's rate, and the most its runs disagreed on one
// drive.
struct FigureOfAModel
{
    std::vector<double> rates;
    double largestSpread = 0;
};

// The figure of @p first in the drive's second measurement; 0 when it was not measured again.
double recheckedRate(const BatchEntry &entry, const TestResult &first)
{
    if (!entry.recheck)
        return 0;
    for (const TestResult &t : entry.recheck->tests) {
        if (figureKey(t) == figureKey(first))
            return t.stats.medianBytesPerSecond;
    }
    return 0;
}

// The drives of one model: for each figure they measured, every drive's rate. A drive is flagged only when it lies
// further below the model's median than both the set share and the run-to-run spread seen on the model's drives: when
// a drive's own runs varied by 24 %, a drive 24 % below the median may be the same drive on an unlucky run.
void flagGroup(const QList<BatchEntry> &entries, const QList<int> &members, double share, QList<OutlierFlag> &flags)
{
    QHash<QString, FigureOfAModel> figures;
    for (int i : members) {
        for (const TestResult &t : entries.at(i).result.tests) {
            if (t.stats.medianBytesPerSecond <= 0)
                continue;
            FigureOfAModel &figure = figures[figureKey(t)];
            figure.rates.push_back(t.stats.medianBytesPerSecond);
            figure.largestSpread = std::max(figure.largestSpread, t.stats.spread());
        }
    }
    for (int i : members) {
        for (const TestResult &t : entries.at(i).result.tests) {
            const FigureOfAModel figure = figures.value(figureKey(t));
            if (figure.rates.size() < 2 || t.stats.medianBytesPerSecond <= 0)
                continue;
            const double groupMedian = medianOf(figure.rates);
            const double below = std::max(1 - share, figure.largestSpread);
            const double threshold = (1 - below) * groupMedian;
            if (t.stats.medianBytesPerSecond < threshold)
                flags.append({i,
                              t.spec.name(),
                              t.mode,
                              t.stats.medianBytesPerSecond,
                              groupMedian,
                              int(figure.rates.size()),
                              figure.largestSpread,
                              threshold,
                              recheckedRate(entries.at(i), t)});
        }
    }
}
} // namespace

QList<OutlierFlag> weakFigures(const QList<BatchEntry> &entries, double share)
{
    QList<OutlierFlag> flags;
    for (const QList<int> &group : sameModelGroups(entries))
        flagGroup(entries, group, share, flags);
    std::stable_sort(flags.begin(), flags.end(), [](const OutlierFlag &a, const OutlierFlag &b) {
        return a.entry < b.entry;
    });
    return flags;
}

QList<OutlierFlag> weakFiguresOf(const QList<BatchEntry> &entries, int entry, double share)
{
    QList<OutlierFlag> figures = weakFigures(entries, share);
    figures.removeIf([entry](const OutlierFlag &f) {
        return f.entry != entry;
    });
    return figures;
}

QList<OutlierFlag> findOutliers(const QList<BatchEntry> &entries, double share)
{
    QList<OutlierFlag> flags = weakFigures(entries, share);
    flags.removeIf([](const OutlierFlag &f) {
        return f.recheckBytesPerSecond > 0 && !f.confirmed();
    });
    return flags;
}

QList<OutlierFlag> clearedByRecheck(const QList<BatchEntry> &entries, double share)
{
    QList<OutlierFlag> cleared = weakFigures(entries, share);
    cleared.removeIf([](const OutlierFlag &f) {
        return f.recheckBytesPerSecond <= 0 || f.confirmed();
    });
    return cleared;
}

QList<int> drivesToRecheck(const QList<BatchEntry> &entries, double share)
{
    QList<int> drives;
    for (const OutlierFlag &f : weakFigures(entries, share)) {
        const BatchEntry &entry = entries.at(f.entry);
        if (!entry.recheck && !entry.recheckError.isError() && !drives.contains(f.entry))
            drives << f.entry;
    }
    return drives;
}

} // namespace Sektor
