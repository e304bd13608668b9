// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "batch/batchlanes.h"

#include <QHash>

#include <numeric>
#include <vector>

namespace Sektor {

namespace {
int rootOf(std::vector<int> &parent, int i)
{
    while (parent[std::size_t(i)] != i) {
        parent[std::size_t(i)] = parent[std::size_t(parent[std::size_t(i)])];
        i = parent[std::size_t(i)];
    }
    return i;
}
} // namespace

QList<QList<int>> batchLanes(const QList<QStringList> &keys, bool parallel)
{
    const int count = int(keys.size());
    if (count == 0)
        return {};
    if (!parallel) {
        QList<int> all(count);
        std::iota(all.begin(), all.end(), 0);
        return {all};
    }
    // Union-find over the drives: a key joins every drive that has it to the first that had it.
    std::vector<int> parent(static_cast<std::size_t>(count));
    std::iota(parent.begin(), parent.end(), 0);
    QHash<QString, int> firstWith;
    for (int i = 0; i < count; ++i) {
        for (const QString &key : keys.at(i)) {
            const auto it = firstWith.constFind(key);
            if (it == firstWith.cend()) {
                firstWith.insert(key, i);
                continue;
            }
            const int a = rootOf(parent, i);
            const int b = rootOf(parent, *it);
            parent[std::size_t(std::max(a, b))] = std::min(a, b);
        }
    }
    QList<QList<int>> lanes;
    QHash<int, int> laneOfRoot;
    for (int i = 0; i < count; ++i) {
        const int root = rootOf(parent, i);
        const auto it = laneOfRoot.constFind(root);
        if (it == laneOfRoot.cend()) {
            laneOfRoot.insert(root, int(lanes.size()));
            lanes.append(QList<int> {i});
        } else {
            lanes[*it].append(i);
        }
    }
    return lanes;
}

} // namespace Sektor
