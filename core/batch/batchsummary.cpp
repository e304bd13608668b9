// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "batch/batchsummary.h"
#include "peers/peertext.h"
#include "report/conditionwording.h"
#include "report/healthreport.h"
#include "report/kindreports.h"
#include "report/texttable.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace Sektor {

namespace {
QString say(const char *text)
{
    return QCoreApplication::translate("Sektor::Batch", text);
}

// The health a drive reported last: after the run where it was read then, else before it.
const DriveHealth *lastHealth(const BatchEntry &entry)
{
    const MeasuredDrive *drive = entry.drive();
    if (!drive)
        return nullptr;
    if (drive->healthAfter.known())
        return &drive->healthAfter;
    return drive->healthBefore.known() ? &drive->healthBefore : nullptr;
}

QStringList healthProblemsOf(const BatchEntry &entry)
{
    const DriveHealth *health = lastHealth(entry);
    return health ? healthProblems(entry.drive()->name, *health) : QStringList();
}

// What the run's kind found wrong with the drive (a capacity check's fake or damaged verdict): reason enough to look.
QStringList kindProblemsOf(const BatchEntry &entry)
{
    QStringList problems;
    for (const KindReport *kind : kindReports())
        problems << kind->driveProblems(entry.result);
    return problems;
}

// The run's verdict where its kind gives one (a health check's PASS…); for other runs what the drive said of its
// health.
QString healthCell(const BatchEntry &entry)
{
    if (const std::optional<KindVerdict> verdict = kindVerdictOf(entry.result))
        return verdict->word;
    if (!entry.drive())
        return QStringLiteral("–");
    if (!lastHealth(entry))
        return say(QT_TRANSLATE_NOOP("Sektor::Batch", "unknown"));
    return healthProblemsOf(entry).isEmpty() ? say(QT_TRANSLATE_NOOP("Sektor::Batch", "good"))
                                             : say(QT_TRANSLATE_NOOP("Sektor::Batch", "WARNING"));
}

// The kind's name for its verdict ("Verdict") over a batch whose runs give one; "Health" over any other.
QString healthHeader(const QList<BatchEntry> &entries)
{
    for (const BatchEntry &e : entries) {
        if (const std::optional<KindVerdict> verdict = kindVerdictOf(e.result))
            return verdict->heading;
    }
    return say(QT_TRANSLATE_NOOP("Sektor::Batch", "Health"));
}

// "read", "write", "mix", "rewrite": a mode inside a sentence.
QString batchModeWord(IoMode mode)
{
    switch (mode) {
    case IoMode::Read:
        return say(QT_TRANSLATE_NOOP("Sektor::Batch", "read"));
    case IoMode::Write:
        return say(QT_TRANSLATE_NOOP("Sektor::Batch", "write"));
    case IoMode::Mix:
        return say(QT_TRANSLATE_NOOP("Sektor::Batch", "mix"));
    case IoMode::Rewrite:
        return say(QT_TRANSLATE_NOOP("Sektor::Batch", "rewrite"));
    }
    return {};
}

// "SEQ1M Q8T1 read": the figure the summary shows of each drive, the profile's first test, named as measured.
QString firstTestHeader(const QList<BatchEntry> &entries, IoMode mode)
{
    for (const BatchEntry &e : entries) {
        for (const TestResult &t : e.result.tests) {
            if (t.mode == mode)
                return (mode == IoMode::Read ? say(QT_TRANSLATE_NOOP("Sektor::Batch", "%1 read"))
                                             : say(QT_TRANSLATE_NOOP("Sektor::Batch", "%1 write")))
                    .arg(t.spec.name());
        }
    }
    return mode == IoMode::Read ? say(QT_TRANSLATE_NOOP("Sektor::Batch", "Read"))
                                : say(QT_TRANSLATE_NOOP("Sektor::Batch", "Write"));
}

QString driveLabel(int index, const BatchEntry &entry)
{
    const MeasuredDrive *drive = entry.drive();
    const QString number = QString::number(index + 1);
    return drive && !drive->name.isEmpty()
        ? say(QT_TRANSLATE_NOOP("Sektor::Batch", "%1 %2 (%3)")).arg(number, entry.target, drive->name)
        : say(QT_TRANSLATE_NOOP("Sektor::Batch", "%1 %2")).arg(number, entry.target);
}

QString flagSentence(const BatchEntry &entry, int index, const OutlierFlag &flag)
{
    const int below = int(std::lround((1 - flag.share()) * 100));
    const QString mode = batchModeWord(flag.mode);
    const QString weak
        = say(QT_TRANSLATE_NOOP("Sektor::Batch", "%1: %2 %3 %4, %5 % below the median of %6 drives of this model (%7)"))
              .arg(driveLabel(index, entry), flag.testName, mode, batchRateText(flag.bytesPerSecond))
              .arg(below)
              .arg(flag.groupSize)
              .arg(batchRateText(flag.groupMedian));
    if (flag.confirmed())
        return say(QT_TRANSLATE_NOOP("Sektor::Batch", "%1; confirmed by a second measurement (%2)."))
            .arg(weak, batchRateText(flag.recheckBytesPerSecond));
    if (entry.recheckError.isError())
        return say(QT_TRANSLATE_NOOP("Sektor::Batch", "%1; not confirmed: the second measurement did not finish (%2)."))
            .arg(weak, entry.recheckError.message());
    return weak + QLatin1Char('.');
}

// A drive that looked weak once and measured within range the second time: not flagged, but the technician sees both.
QString clearedSentence(const BatchEntry &entry, int index, const OutlierFlag &flag)
{
    return say(QT_TRANSLATE_NOOP("Sektor::Batch",
                                 "%1: %2 %3 measured %4, then %5 the second time, within range of the %6 median: not "
                                 "flagged."))
        .arg(driveLabel(index, entry),
             flag.testName,
             batchModeWord(flag.mode),
             batchRateText(flag.bytesPerSecond),
             batchRateText(flag.recheckBytesPerSecond),
             batchRateText(flag.groupMedian));
}

QString unfinishedSentence(const BatchEntry &entry, int index)
{
    const QString label = driveLabel(index, entry);
    switch (entry.state) {
    case BatchEntry::State::Failed:
        return say(QT_TRANSLATE_NOOP("Sektor::Batch", "%1 failed: %2")).arg(label, entry.error.message());
    case BatchEntry::State::Refused:
        return say(QT_TRANSLATE_NOOP("Sektor::Batch", "%1 was not run: %2")).arg(label, entry.error.message());
    case BatchEntry::State::Cancelled:
        return say(QT_TRANSLATE_NOOP("Sektor::Batch", "%1 was stopped while it ran.")).arg(label);
    case BatchEntry::State::Skipped:
        return say(QT_TRANSLATE_NOOP("Sektor::Batch", "%1 was skipped.")).arg(label);
    case BatchEntry::State::Waiting:
        return say(QT_TRANSLATE_NOOP("Sektor::Batch", "%1 was not run: the batch was stopped before it.")).arg(label);
    case BatchEntry::State::Finished:
        break;
    }
    return {};
}
} // namespace

QString batchRateText(double bytesPerSecond)
{
    return bytesPerSecond > 0 ? ConditionWording::megabytes(bytesPerSecond, Wording::Translated) : QStringLiteral("–");
}

QString batchStateText(BatchEntry::State state)
{
    switch (state) {
    case BatchEntry::State::Waiting:
        return say(QT_TRANSLATE_NOOP("Sektor::Batch", "not run"));
    case BatchEntry::State::Finished:
        return say(QT_TRANSLATE_NOOP("Sektor::Batch", "finished"));
    case BatchEntry::State::Failed:
        return say(QT_TRANSLATE_NOOP("Sektor::Batch", "failed"));
    case BatchEntry::State::Refused:
        return say(QT_TRANSLATE_NOOP("Sektor::Batch", "refused"));
    case BatchEntry::State::Cancelled:
        return say(QT_TRANSLATE_NOOP("Sektor::Batch", "stopped"));
    case BatchEntry::State::Skipped:
        return say(QT_TRANSLATE_NOOP("Sektor::Batch", "skipped"));
    }
    return {};
}

QString batchCountsText(const QList<BatchEntry> &entries)
{
    const auto count = [&](BatchEntry::State state) {
        return int(std::count_if(entries.cbegin(), entries.cend(), [state](const BatchEntry &e) {
            return e.state == state;
        }));
    };
    const int finished = count(BatchEntry::State::Finished);
    const QString all = entries.size() == 1 ? say(QT_TRANSLATE_NOOP("Sektor::Batch", "1 drive"))
                                            : say(QT_TRANSLATE_NOOP("Sektor::Batch", "%1 drives")).arg(entries.size());
    if (finished == entries.size())
        return say(QT_TRANSLATE_NOOP("Sektor::Batch", "%1, all finished.")).arg(all);
    return say(QT_TRANSLATE_NOOP("Sektor::Batch", "%1: %2 finished, %3 did not."))
        .arg(all)
        .arg(finished)
        .arg(entries.size() - finished);
}

QStringList entryFlagSentences(const QList<BatchEntry> &entries, int index, const QList<OutlierFlag> &flags)
{
    const BatchEntry &entry = entries.at(index);
    QStringList sentences;
    for (const OutlierFlag &flag : flags) {
        if (flag.entry == index)
            sentences << flagSentence(entry, index, flag);
    }
    for (const QString &problem : healthProblemsOf(entry) + kindProblemsOf(entry))
        sentences << say(QT_TRANSLATE_NOOP("Sektor::Batch", "%1: %2")).arg(driveLabel(index, entry), problem);
    if (entry.state != BatchEntry::State::Finished)
        sentences << unfinishedSentence(entry, index);
    return sentences;
}

QStringList batchFlagSentences(const QList<BatchEntry> &entries, const QList<OutlierFlag> &flags)
{
    QStringList sentences;
    for (int i = 0; i < entries.size(); ++i)
        sentences << entryFlagSentences(entries, i, flags);
    return sentences;
}

QStringList recheckSentences(const QList<BatchEntry> &entries, int index)
{
    QStringList sentences;
    for (const OutlierFlag &flag : clearedByRecheck(entries)) {
        if (index < 0 || flag.entry == index)
            sentences << clearedSentence(entries.at(flag.entry), flag.entry, flag);
    }
    return sentences;
}

QStringList batchPeersSentences(const QList<BatchEntry> &entries)
{
    QStringList sentences;
    for (int i = 0; i < entries.size(); ++i) {
        const BatchEntry &entry = entries.at(i);
        if (const QString summary = peersSummary(entry.result, entry.peers, Wording::Translated); !summary.isEmpty())
            sentences << driveLabel(i, entry) + QStringLiteral(": ") + summary;
    }
    return sentences;
}

bool isFlagged(const QList<BatchEntry> &entries, int index, const QList<OutlierFlag> &flags)
{
    return std::any_of(flags.cbegin(),
                       flags.cend(),
                       [index](const OutlierFlag &f) {
                           return f.entry == index;
                       })
        || !healthProblemsOf(entries.at(index)).isEmpty() || !kindProblemsOf(entries.at(index)).isEmpty();
}

QList<QStringList> batchSummaryRows(const QList<BatchEntry> &entries, const QList<OutlierFlag> &flags)
{
    QList<QStringList> rows {{say(QT_TRANSLATE_NOOP("Sektor::Batch", "#")),
                              say(QT_TRANSLATE_NOOP("Sektor::Batch", "Target")),
                              say(QT_TRANSLATE_NOOP("Sektor::Batch", "Drive")),
                              say(QT_TRANSLATE_NOOP("Sektor::Batch", "Model")),
                              say(QT_TRANSLATE_NOOP("Sektor::Batch", "Serial")),
                              firstTestHeader(entries, IoMode::Read),
                              firstTestHeader(entries, IoMode::Write),
                              healthHeader(entries),
                              say(QT_TRANSLATE_NOOP("Sektor::Batch", "State")),
                              say(QT_TRANSLATE_NOOP("Sektor::Batch", "Flag"))}};
    for (int i = 0; i < entries.size(); ++i) {
        const BatchEntry &e = entries.at(i);
        const MeasuredDrive *drive = e.drive();
        rows << QStringList {QString::number(i + 1),
                             e.target,
                             drive ? drive->name : QString(),
                             drive ? drive->model : QString(),
                             drive ? drive->serial : QString(),
                             batchRateText(firstRate(e.result, IoMode::Read)),
                             batchRateText(firstRate(e.result, IoMode::Write)),
                             healthCell(e),
                             batchStateText(e.state),
                             isFlagged(entries, i, flags) ? say(QT_TRANSLATE_NOOP("Sektor::Batch", "FLAGGED"))
                                                          : QString()};
    }
    return rows;
}

QList<bool> batchSummaryFigureColumns()
{
    return {true, false, false, false, false, true, true, false, false, false};
}

QString batchSummaryText(const QList<BatchEntry> &entries)
{
    const QList<OutlierFlag> flags = findOutliers(entries);
    QString text = batchCountsText(entries) + QLatin1Char('\n') + QLatin1Char('\n')
        + textTable(batchSummaryRows(entries, flags), batchSummaryFigureColumns());
    const auto section = [&text](const QString &heading, const QStringList &sentences) {
        if (!sentences.isEmpty())
            text += QLatin1Char('\n') + heading + QLatin1Char('\n') + QStringLiteral("  ")
                + sentences.join(QStringLiteral("\n  ")) + QLatin1Char('\n');
    };
    section(say(QT_TRANSLATE_NOOP("Sektor::Batch", "Look at:")), batchFlagSentences(entries, flags));
    section(say(QT_TRANSLATE_NOOP("Sektor::Batch", "Measured again:")), recheckSentences(entries));
    section(say(QT_TRANSLATE_NOOP("Sektor::Batch", "Against their model:")), batchPeersSentences(entries));
    return text;
}

} // namespace Sektor
