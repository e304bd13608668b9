// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "peers/peertext.h"

#include <QCoreApplication>

#include <cmath>

namespace Sektor {

namespace {

constexpr char Context[] = "Sektor::Peers";

/// English's ordinal suffix of @p n: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st… Each form is its own source text,
/// so that a translation writes its ordinal once for all four.
const char *percentileForm(int n)
{
    const int lastTwo = n % 100;
    if (lastTwo < 11 || lastTwo > 13) {
        switch (n % 10) {
        case 1:
            return QT_TRANSLATE_NOOP("Sektor::Peers", "%1st percentile");
        case 2:
            return QT_TRANSLATE_NOOP("Sektor::Peers", "%1nd percentile");
        case 3:
            return QT_TRANSLATE_NOOP("Sektor::Peers", "%1rd percentile");
        default:
            break;
        }
    }
    return QT_TRANSLATE_NOOP("Sektor::Peers", "%1th percentile");
}

/// A rate as the line shows it: whole MB/s with digit groups, "3,420 MB/s".
QString rateText(double bytesPerSecond, Wording wording)
{
    return localeFor(wording).toString(bytesPerSecond / 1e6, 'f', 0) + QLatin1String(" MB/s");
}

} // namespace

QString percentileText(double percentile, Wording wording)
{
    const int n = int(std::lround(percentile));
    return worded(Context, percentileForm(n), wording).arg(n);
}

QString peerLine(const TestResult &test, const PeerStanding &standing, Wording wording)
{
    const QString mode
        = wording == Wording::English ? ioModeId(test.mode) : worded("Sektor::IoMode", ioModeTitle(test.mode), wording);
    const QString figure
        = test.spec.name() + QLatin1Char(' ') + mode + QLatin1Char(' ') + rateText(standing.value, wording);
    if (!standing.enough())
        return worded(Context,
                      QT_TRANSLATE_NOOP("Sektor::Peers", "%1 — too few results of this model to compare (%2 of %3)"),
                      wording)
            .arg(figure, localeFor(wording).toString(standing.count), standing.model);
    const QLocale locale = localeFor(wording);
    const QString percentile = percentileText(standing.percentile, wording);
    if (standing.importedCount == 0)
        return worded(Context, QT_TRANSLATE_NOOP("Sektor::Peers", "%1 — %2 of %3 results of %4 (median %5)"), wording)
            .arg(figure,
                 percentile,
                 locale.toString(standing.count),
                 standing.model,
                 rateText(standing.median, wording));
    if (standing.unsignedCount > 0)
        return worded(Context,
                      QT_TRANSLATE_NOOP("Sektor::Peers",
                                        "%1 — %2 of %3 results of %4 (median %5; %6 of them imported, %7 from UNSIGNED "
                                        "packs)"),
                      wording)
            .arg(figure,
                 percentile,
                 locale.toString(standing.count),
                 standing.model,
                 rateText(standing.median, wording),
                 locale.toString(standing.importedCount),
                 locale.toString(standing.unsignedCount));
    return worded(Context,
                  QT_TRANSLATE_NOOP("Sektor::Peers", "%1 — %2 of %3 results of %4 (median %5; %6 of them imported)"),
                  wording)
        .arg(figure,
             percentile,
             locale.toString(standing.count),
             standing.model,
             rateText(standing.median, wording),
             locale.toString(standing.importedCount));
}

QStringList peerLines(const RunResult &result, const PeerStandings &standings, Wording wording)
{
    QStringList lines;
    for (qsizetype i = 0; i < result.tests.size() && i < standings.size(); ++i) {
        if (standings.at(i).compared)
            lines << peerLine(result.tests.at(i), standings.at(i), wording);
    }
    return lines;
}

QString peersSummary(const RunResult &result, const PeerStandings &standings, Wording wording)
{
    const QLocale locale = localeFor(wording);
    QStringList parts;
    QList<IoMode> modesDone;
    const PeerStanding *first = nullptr;
    const PeerStanding *anyCompared = nullptr;
    for (qsizetype i = 0; i < result.tests.size() && i < standings.size(); ++i) {
        const PeerStanding &standing = standings.at(i);
        const TestResult &test = result.tests.at(i);
        if (standing.compared && !anyCompared)
            anyCompared = &standing;
        if (!standing.enough() || modesDone.contains(test.mode))
            continue;
        modesDone << test.mode;
        if (!first)
            first = &standing;
        const QString mode = wording == Wording::English ? ioModeId(test.mode)
                                                         : worded("Sektor::IoMode", ioModeTitle(test.mode), wording);
        parts << worded(Context, QT_TRANSLATE_NOOP("Sektor::Peers", "%1 %2 at the %3 (median %4)"), wording)
                     .arg(test.spec.name(),
                          mode,
                          percentileText(standing.percentile, wording),
                          rateText(standing.median, wording));
    }
    if (!anyCompared)
        return {};
    if (!first)
        return worded(
                   Context,
                   QT_TRANSLATE_NOOP("Sektor::Peers", "Too few results of %1 in the history to compare it with (%2)."),
                   wording)
            .arg(anyCompared->model, locale.toString(anyCompared->count));
    const QString list = parts.join(QLatin1String("; "));
    if (first->importedCount == 0)
        return worded(Context,
                      QT_TRANSLATE_NOOP("Sektor::Peers", "Against the %1 results of %2 in the history: %3."),
                      wording)
            .arg(locale.toString(first->count), first->model, list);
    if (first->unsignedCount > 0)
        return worded(Context,
                      QT_TRANSLATE_NOOP("Sektor::Peers",
                                        "Against the %1 results of %2 in the history (%3 of them imported, %4 from "
                                        "UNSIGNED packs, which anyone may have made): %5."),
                      wording)
            .arg(locale.toString(first->count),
                 first->model,
                 locale.toString(first->importedCount),
                 locale.toString(first->unsignedCount),
                 list);
    return worded(Context,
                  QT_TRANSLATE_NOOP("Sektor::Peers",
                                    "Against the %1 results of %2 in the history (%3 of them imported): %4."),
                  wording)
        .arg(locale.toString(first->count), first->model, locale.toString(first->importedCount), list);
}

} // namespace Sektor
