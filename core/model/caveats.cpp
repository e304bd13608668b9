// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/caveats.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace Sektor {

namespace {

struct CaveatSentence
{
    const char *id;
    const char *text;
};

constexpr CaveatSentence caveatSentences[] = {
    {Caveat::CacheAffected,
     QT_TRANSLATE_NOOP("Sektor::Caveat",
                       "The filesystem refused direct I/O: results may include the page cache and be higher than the "
                       "drive can do.")},
    {Caveat::MemoryBacked,
     QT_TRANSLATE_NOOP("Sektor::Caveat",
                       "The target is held in memory (tmpfs, zram or a loop device over tmpfs): this measures RAM, not "
                       "a drive.")},
    {Caveat::UnwrittenAreas,
     QT_TRANSLATE_NOOP("Sektor::Caveat",
                       "Read tests on a raw device read areas that may never have been written or were trimmed; many "
                       "drives answer those unrealistically fast.")},
    {Caveat::SyncDepthCapped,
     QT_TRANSLATE_NOOP("Sektor::Caveat",
                       "The sync engine keeps at most 256 I/Os in flight; deeper queues were measured at that depth.")},
    {Caveat::SurfaceOneAtATime,
     QT_TRANSLATE_NOOP("Sektor::Caveat",
                       "io_uring was not available: the surface was read one I/O at a time, not at the queue depth "
                       "chosen.")},
    {Caveat::Stopped,
     QT_TRANSLATE_NOOP("Sektor::Caveat",
                       "Stopped run: the run was stopped before it finished; only the tests that finished are shown, "
                       "the others were not measured.")},
};

QString say(const char *text, Wording wording)
{
    return wording == Wording::English ? QString::fromUtf8(text) : QCoreApplication::translate("Sektor::Caveat", text);
}

} // namespace

QStringList caveatsOf(const RunResult &r)
{
    QStringList caveats;
    if (r.target.cacheAffected)
        caveats << QLatin1String(Caveat::CacheAffected);
    if (r.target.memoryBacked)
        caveats << QLatin1String(Caveat::MemoryBacked);
    // Never-written areas matter to reads only: a sustained write leaves its span unwritten on purpose.
    const bool reads = std::any_of(r.tests.cbegin(), r.tests.cend(), [](const TestResult &t) {
        return t.mode != IoMode::Write;
    });
    if (!r.target.prefilled && reads)
        caveats << QLatin1String(Caveat::UnwrittenAreas);
    for (const QString &w : r.warnings) {
        if (!caveats.contains(w))
            caveats << w;
    }
    return caveats;
}

QString caveatText(const QString &id, Wording wording)
{
    for (const CaveatSentence &c : caveatSentences) {
        if (id == QLatin1String(c.id))
            return say(c.text, wording);
    }
    return {};
}

bool caveatAffects(const QString &id, const TestResult &test)
{
    if (id == QLatin1String(Caveat::UnwrittenAreas))
        return test.mode != IoMode::Write;
    if (id == QLatin1String(Caveat::SyncDepthCapped))
        return test.spec.queueDepth * test.spec.threads > Limits::MaxSyncInFlight;
    if (id == QLatin1String(Caveat::Stopped))
        return false; // the tests kept ran to their end
    return true;
}

bool isUnstable(const TestResult &test)
{
    return test.runs.size() > 1 && test.stats.spread() > UnstableSpread;
}

QStringList trustNotes(const RunResult &result, Wording wording)
{
    QStringList notes;
    for (const QString &id : caveatsOf(result)) {
        if (const QString text = caveatText(id, wording); !text.isEmpty())
            notes << text;
    }
    for (const TestResult &t : result.tests) {
        if (!isUnstable(t))
            continue;
        // The percentage is formatted without the locale's digits so that it reads the same in the English text.
        const QString percent = QString::number(std::lround(t.stats.spread() * 100.0));
        notes << say(QT_TRANSLATE_NOOP("Sektor::Caveat",
                                       "%1 %2 varied by %3% between runs: run it again, or use more runs."),
                     wording)
                     .arg(t.spec.name(),
                          wording == Wording::English ? QString::fromLatin1(ioModeTitle(t.mode))
                                                      : ioModeDisplayName(t.mode),
                          percent);
    }
    return notes;
}

} // namespace Sektor
