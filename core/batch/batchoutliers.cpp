// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "batch/batchoutliers.h"
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
    if (!drive)
        return {};
    const QString size = QString::number(drive->sizeBytes);
    if (!drive->model.trimmed().isEmpty())
        return QStringLiteral("model:") + drive->model.trimmed() + QLatin1Char(':') + size;
    return QStringLiteral("transport:") + drive->transport + QLatin1Char(':') + size;
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

// The drives of one model: for each figure they measured, every drive's rate.
void flagGroup(const QList<BatchEntry> &entries, const QList<int> &members, double share, QList<OutlierFlag> &flags)
{
    QHash<QString, std::vector<double>> rates;
    for (int i : members) {
        for (const TestResult &t : entries.at(i).result.tests) {
            if (t.stats.medianBytesPerSecond > 0)
                rates[figureKey(t)].push_back(t.stats.medianBytesPerSecond);
        }
    }
    for (int i : members) {
        for (const TestResult &t : entries.at(i).result.tests) {
            const std::vector<double> &all = rates.value(figureKey(t));
            if (all.size() < 2 || t.stats.medianBytesPerSecond <= 0)
                continue;
            const double groupMedian = medianOf(all);
            if (t.stats.medianBytesPerSecond < share * groupMedian)
                flags.append({i, t.spec.name(), t.mode, t.stats.medianBytesPerSecond, groupMedian, int(all.size())});
        }
    }
}
} // namespace

QList<OutlierFlag> findOutliers(const QList<BatchEntry> &entries, double share)
{
    QList<OutlierFlag> flags;
    for (const QList<int> &group : sameModelGroups(entries))
        flagGroup(entries, group, share, flags);
    std::stable_sort(flags.begin(), flags.end(), [](const OutlierFlag &a, const OutlierFlag &b) {
        return a.entry < b.entry;
    });
    return flags;
}

} // namespace Sektor
