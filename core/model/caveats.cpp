// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/caveats.h"
#include "model/cpucost.h"
#include "model/profile.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <optional>

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

std::int64_t stallThresholdNs(const RunResult &result)
{
    std::int64_t threshold = 0;
    for (const MeasuredDrive &d : result.target.drives) {
        const std::int64_t timeout = std::int64_t(d.ioTimeoutMs) * 1'000'000;
        if (timeout > 0 && (threshold == 0 || timeout < threshold))
            threshold = timeout;
    }
    return threshold > 0 ? threshold : StallNs;
}

std::optional<std::int64_t> stallOf(const TestResult &test, const RunResult &result)
{
    auto worst = std::int64_t(std::max({test.readLatency.max(), test.writeLatency.max(), test.rewriteLatency.max()}));
    // A timed test's run ends at its time once its I/Os in flight came back: past it by the timeout, some never did. A
    // kind's own test (a scan, a burn-in) runs as long as its drive needs.
    if (test.payload.isEmpty()) {
        const std::int64_t timeNs = std::chrono::nanoseconds(result.options.measureTime).count();
        for (const RunMetrics &run : test.runs)
            worst = std::max(worst, run.windowNs - timeNs);
    }
    if (worst < stallThresholdNs(result))
        return std::nullopt;
    return worst;
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

namespace {

/// A caveat a test has of its own (testCaveats()), and how its notes word it.
struct TestCaveatKind
{
    const char *id;
    NoteLevel level;
    const char *oneTest; ///< %1 the test, %2 its mode, %3 its figure.
    const char *folded; ///< %1 how many tests, %2 their figure or the range of it.
    const char *detail; ///< A folded note's line of one test: %1 the test, %2 its mode, %3 its figure.
    /// The test's figure (whole percent, whole seconds) when it has the caveat, else nothing.
    std::optional<long> (*figureOf)(const TestResult &test, const RunResult &result);
};

std::optional<long> cpuBusyPercent(const TestResult &test, const RunResult &)
{
    if (!isCpuBound(test))
        return std::nullopt;
    return busyPercent(*cpuCostOf(test).busyShare);
}

std::optional<long> spreadPercent(const TestResult &test, const RunResult &)
{
    if (!isUnstable(test))
        return std::nullopt;
    return std::lround(test.stats.spread() * 100.0);
}

std::optional<long> stallSeconds(const TestResult &test, const RunResult &result)
{
    const std::optional<std::int64_t> stall = stallOf(test, result);
    if (!stall)
        return std::nullopt;
    return std::lround(double(*stall) / 1e9);
}

constexpr const char *PercentDetail = QT_TRANSLATE_NOOP("Sektor::Caveat", "%1 %2: %3%");

constexpr TestCaveatKind testCaveatKinds[] = {
    {Caveat::Stalled,
     NoteLevel::Measures,
     QT_TRANSLATE_NOOP("Sektor::Caveat",
                       "%1 %2 stalled: an I/O took %3 s, past the kernel's timeout, which aborts it and resets the "
                       "drive. This is not the drive's speed: look at the kernel log (journalctl -k) and the drive's "
                       "health."),
     QT_TRANSLATE_NOOP("Sektor::Caveat",
                       "%1 tests stalled: I/Os took %2 s, past the kernel's timeout, which aborts them and resets the "
                       "drive. These are not the drive's speed: look at the kernel log (journalctl -k) and the "
                       "drive's health."),
     QT_TRANSLATE_NOOP("Sektor::Caveat", "%1 %2: %3 s"),
     stallSeconds},
    {Caveat::CpuBound,
     NoteLevel::Measures,
     QT_TRANSLATE_NOOP("Sektor::Caveat",
                       "%1 %2 was limited by the processor, not the drive: the threads doing its I/O were busy %3% of "
                       "the time."),
     QT_TRANSLATE_NOOP("Sektor::Caveat",
                       "%1 tests were limited by the processor, not the drive: the threads doing their I/O were busy "
                       "%2% of the time."),
     PercentDetail,
     cpuBusyPercent},
    {Caveat::Unstable,
     NoteLevel::RunToRun,
     QT_TRANSLATE_NOOP("Sektor::Caveat", "%1 %2 varied by %3% between runs: run it again, or use more runs."),
     QT_TRANSLATE_NOOP("Sektor::Caveat", "%1 tests varied by %2% between runs: run them again, or use more runs."),
     PercentDetail,
     spreadPercent},
};

} // namespace

NoteLevel caveatLevel(const QString &id)
{
    for (const TestCaveatKind &kind : testCaveatKinds) {
        if (id == QLatin1String(kind.id))
            return kind.level;
    }
    for (const CaveatSentence &c : caveatSentences) {
        if (id == QLatin1String(c.id))
            return c.level;
    }
    return NoteLevel::Figures;
}

QStringList testCaveats(const TestResult &test, const RunResult &result)
{
    QStringList ids;
    for (const TestCaveatKind &kind : testCaveatKinds) {
        if (kind.figureOf(test, result))
            ids << QLatin1String(kind.id);
    }
    return ids;
}

namespace {

/// The run's caveats' notes, in caveatsOf()'s order (sortByLevel() puts them in place among the tests' notes).
QList<TrustNote> caveatNotes(const RunResult &result, Wording wording)
{
    QList<TrustNote> notes;
    for (const QString &id : caveatsOf(result)) {
        if (const QString text = caveatText(id, wording); !text.isEmpty())
            notes.append(TrustNote {caveatLevel(id), id, text, {}});
    }
    return notes;
}

/// A test with a caveat of its own, as the notes name it ("RND4K Q1T1", "Read"), and its figure (whole percent, whole
/// seconds).
struct NotedTest
{
    QString name;
    QString mode;
    long figure;
};

QList<NotedTest> testsWith(const TestCaveatKind &kind, const RunResult &result, Wording wording)
{
    QList<NotedTest> tests;
    for (const TestResult &t : result.tests) {
        const std::optional<long> figure = kind.figureOf(t, result);
        if (!figure)
            continue;
        const QString mode
            = wording == Wording::English ? QString::fromLatin1(ioModeTitle(t.mode)) : ioModeDisplayName(t.mode);
        tests.append({t.spec.name(), mode, *figure});
    }
    return tests;
}

// The figures are formatted without the locale's digits so that they read the same in the English text.
TrustNote oneTestNote(const TestCaveatKind &kind, const NotedTest &test, Wording wording)
{
    return {kind.level,
            QLatin1String(kind.id),
            say(kind.oneTest, wording).arg(test.name, test.mode, QString::number(test.figure)),
            {}};
}

TrustNote foldedNote(const TestCaveatKind &kind, const QList<NotedTest> &tests, Wording wording)
{
    const auto [least, most] = std::minmax_element(tests.cbegin(), tests.cend(), [](const auto &a, const auto &b) {
        return a.figure < b.figure;
    });
    const QString range = least->figure == most->figure
        ? QString::number(most->figure)
        : QString::number(least->figure) + QChar(0x2013) + QString::number(most->figure); // an en dash: 13–41
    TrustNote note {
        kind.level, QLatin1String(kind.id), say(kind.folded, wording).arg(QString::number(tests.size()), range), {}};
    for (const NotedTest &t : tests)
        note.details << say(kind.detail, wording).arg(t.name, t.mode, QString::number(t.figure));
    return note;
}

/// The meaning-changing notes first; stable, so the run's caveats come before the tests' within a level.
void sortByLevel(QList<TrustNote> &notes)
{
    std::stable_sort(notes.begin(), notes.end(), [](const TrustNote &a, const TrustNote &b) {
        return a.level < b.level;
    });
}

} // namespace

QList<TrustNote> foldedTrustNotes(const RunResult &result, Wording wording)
{
    QList<TrustNote> notes = caveatNotes(result, wording);
    for (const TestCaveatKind &kind : testCaveatKinds) {
        const QList<NotedTest> tests = testsWith(kind, result, wording);
        if (tests.size() == 1)
            notes.append(oneTestNote(kind, tests.constFirst(), wording));
        else if (tests.size() > 1)
            notes.append(foldedNote(kind, tests, wording));
    }
    sortByLevel(notes);
    return notes;
}

QList<TrustNote> trustNoteList(const RunResult &result, Wording wording)
{
    QList<TrustNote> notes = caveatNotes(result, wording);
    for (const TestCaveatKind &kind : testCaveatKinds) {
        for (const NotedTest &t : testsWith(kind, result, wording))
            notes.append(oneTestNote(kind, t, wording));
    }
    sortByLevel(notes);
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
