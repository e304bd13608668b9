// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/caveats.h"
#include "model/profile.h"

#include <algorithm>
#include <cmath>

namespace Sektor {

namespace {

struct CaveatSentence
{
    const char *id;
    NoteLevel level;
    const char *text;
};

constexpr CaveatSentence caveatSentences[] = {
    {Caveat::CacheAffected,
     NoteLevel::Measures,
     QT_TRANSLATE_NOOP("Sektor::Caveat",
                       "The filesystem refused direct I/O: results may include the page cache and be higher than the "
                       "drive can do.")},
    {Caveat::MemoryBacked,
     NoteLevel::Measures,
     QT_TRANSLATE_NOOP("Sektor::Caveat",
                       "The target is held in memory (tmpfs, zram or a loop device over tmpfs): this measures RAM, not "
                       "a drive.")},
    {Caveat::VirtualDisk,
     NoteLevel::Measures,
     QT_TRANSLATE_NOOP("Sektor::Caveat",
                       "The target is a virtual machine's disk (virtio): this measures the host's storage and its "
                       "caches through the hypervisor, not a drive.")},
    {Caveat::UnwrittenAreas,
     NoteLevel::Figures,
     QT_TRANSLATE_NOOP("Sektor::Caveat",
                       "Read tests on a raw device read areas that may never have been written or were trimmed; many "
                       "drives answer those unrealistically fast.")},
    {Caveat::SyncDepthCapped,
     NoteLevel::Figures,
     QT_TRANSLATE_NOOP("Sektor::Caveat",
                       "The sync engine keeps at most 256 I/Os in flight; deeper queues were measured at that depth.")},
    {Caveat::SurfaceOneAtATime,
     NoteLevel::Figures,
     QT_TRANSLATE_NOOP("Sektor::Caveat",
                       "io_uring was not available: the surface was read one I/O at a time, not at the queue depth "
                       "chosen.")},
    {Caveat::Stopped,
     NoteLevel::Figures,
     QT_TRANSLATE_NOOP("Sektor::Caveat",
                       "Stopped run: the run was stopped before it finished; only the tests that finished are shown, "
                       "the others were not measured.")},
    {Caveat::Resumed,
     NoteLevel::Figures,
     QT_TRANSLATE_NOOP("Sektor::Caveat",
                       "Resumed run: it was paused and went on later on the same drive; its rates and times join both "
                       "parts, the pause left out.")},
    {Caveat::RemovedDuringTest,
     NoteLevel::Figures,
     QT_TRANSLATE_NOOP("Sektor::Caveat",
                       "Removed during the test: the drive went away before its tests ended; only what finished "
                       "before is shown.")},
};

QString say(const char *text, Wording wording)
{
    return worded("Sektor::Caveat", text, wording);
}

} // namespace

// What the kind of the run's profile says (KindTraits::movesData); a profile this version does not know moved data.
bool movedData(const RunResult &r)
{
    const std::optional<Profile> profile = findProfile(r.profileId);
    return !profile || kindTraits(*profile).movesData;
}

QStringList caveatsOf(const RunResult &r)
{
    QStringList caveats;
    // A health check moves no data: what makes figures untrue (a cache, RAM, a virtual disk, areas never written)
    // says nothing of it.
    const bool figures = movedData(r);
    if (figures && r.target.cacheAffected)
        caveats << QLatin1String(Caveat::CacheAffected);
    if (figures && r.target.memoryBacked)
        caveats << QLatin1String(Caveat::MemoryBacked);
    if (figures && std::any_of(r.target.drives.cbegin(), r.target.drives.cend(), [](const MeasuredDrive &d) {
            return d.transport == QLatin1String("virtio");
        }))
        caveats << QLatin1String(Caveat::VirtualDisk);
    // Never-written areas matter to reads only: a sustained write leaves its span unwritten on purpose.
    const bool reads = std::any_of(r.tests.cbegin(), r.tests.cend(), [](const TestResult &t) {
        return t.mode != IoMode::Write;
    });
    if (figures && !r.target.prefilled && reads)
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
    if (id == QLatin1String(Caveat::Stopped) || id == QLatin1String(Caveat::RemovedDuringTest))
        return false; // the tests kept ran to their end
    return true;
}

bool isUnstable(const TestResult &test)
{
    return test.runs.size() > 1 && test.stats.spread() > UnstableSpread;
}

QLatin1String noteLevelId(NoteLevel level)
{
    switch (level) {
    case NoteLevel::Measures:
        return QLatin1String("measures");
    case NoteLevel::Figures:
        return QLatin1String("figures");
    case NoteLevel::RunToRun:
        return QLatin1String("run-to-run");
    }
    return QLatin1String("figures");
}

NoteLevel caveatLevel(const QString &id)
{
    if (id == QLatin1String(Caveat::Unstable))
        return NoteLevel::RunToRun;
    for (const CaveatSentence &c : caveatSentences) {
        if (id == QLatin1String(c.id))
            return c.level;
    }
    return NoteLevel::Figures;
}

namespace {

/// The caveats' notes, the meaning-changing ones first (stable within a level).
QList<TrustNote> caveatNotes(const RunResult &result, Wording wording)
{
    QList<TrustNote> notes;
    for (const QString &id : caveatsOf(result)) {
        if (const QString text = caveatText(id, wording); !text.isEmpty())
            notes.append(TrustNote {caveatLevel(id), id, text, {}});
    }
    std::stable_sort(notes.begin(), notes.end(), [](const TrustNote &a, const TrustNote &b) {
        return a.level < b.level;
    });
    return notes;
}

/// A test whose runs varied, as the notes name it ("RND4K Q1T1", "Read"), and its spread in whole percent.
struct UnstableTest
{
    QString name;
    QString mode;
    long percent;
};

QList<UnstableTest> unstableTests(const RunResult &result, Wording wording)
{
    QList<UnstableTest> tests;
    for (const TestResult &t : result.tests) {
        if (!isUnstable(t))
            continue;
        const QString mode
            = wording == Wording::English ? QString::fromLatin1(ioModeTitle(t.mode)) : ioModeDisplayName(t.mode);
        tests.append({t.spec.name(), mode, std::lround(t.stats.spread() * 100.0)});
    }
    return tests;
}

// The percentages are formatted without the locale's digits so that they read the same in the English text.
TrustNote unstableNote(const UnstableTest &test, Wording wording)
{
    return {
        NoteLevel::RunToRun,
        QLatin1String(Caveat::Unstable),
        say(QT_TRANSLATE_NOOP("Sektor::Caveat", "%1 %2 varied by %3% between runs: run it again, or use more runs."),
            wording)
            .arg(test.name, test.mode, QString::number(test.percent)),
        {}};
}

TrustNote foldedUnstableNote(const QList<UnstableTest> &tests, Wording wording)
{
    const auto [least, most] = std::minmax_element(tests.cbegin(), tests.cend(), [](const auto &a, const auto &b) {
        return a.percent < b.percent;
    });
    const QString range = least->percent == most->percent
        ? QString::number(most->percent)
        : QString::number(least->percent) + QChar(0x2013) + QString::number(most->percent); // an en dash: 13–41
    TrustNote note {NoteLevel::RunToRun,
                    QLatin1String(Caveat::Unstable),
                    say(QT_TRANSLATE_NOOP("Sektor::Caveat",
                                          "%1 tests varied by %2% between runs: run them again, or use more runs."),
                        wording)
                        .arg(QString::number(tests.size()), range),
                    {}};
    for (const UnstableTest &t : tests)
        note.details << say(QT_TRANSLATE_NOOP("Sektor::Caveat", "%1 %2: %3%"), wording)
                            .arg(t.name, t.mode, QString::number(t.percent));
    return note;
}

} // namespace

QList<TrustNote> foldedTrustNotes(const RunResult &result, Wording wording)
{
    QList<TrustNote> notes = caveatNotes(result, wording);
    const QList<UnstableTest> unstable = unstableTests(result, wording);
    if (unstable.size() == 1)
        notes.append(unstableNote(unstable.constFirst(), wording));
    else if (unstable.size() > 1)
        notes.append(foldedUnstableNote(unstable, wording));
    return notes;
}

QList<TrustNote> trustNoteList(const RunResult &result, Wording wording)
{
    QList<TrustNote> notes = caveatNotes(result, wording);
    for (const UnstableTest &t : unstableTests(result, wording))
        notes.append(unstableNote(t, wording));
    return notes;
}

QStringList trustNotes(const RunResult &result, Wording wording)
{
    QStringList texts;
    for (const TrustNote &note : trustNoteList(result, wording))
        texts << note.text;
    return texts;
}

} // namespace Sektor
