// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/verifyreport.h"
#include "model/units.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace Sektor {

namespace {
// "268,435,456 bytes (256.0 MiB)": exact for whoever checks, and readable.
QString bytesText(std::uint64_t bytes)
{
    QString exact = QString::number(bytes);
    for (qsizetype at = exact.size() - 3; at > 0; at -= 3)
        exact.insert(at, QLatin1Char(','));
    return exact + QLatin1String(" bytes (")
        + QLocale::c().formattedDataSize(qint64(bytes), 1, QLocale::DataSizeIecFormat) + QLatin1Char(')');
}

QString sizeText(std::uint64_t bytes, const QLocale &locale)
{
    return locale.formattedDataSize(qint64(bytes), 1, QLocale::DataSizeIecFormat);
}

const char *verdictWord(VerifyResult::Verdict verdict)
{
    switch (verdict) {
    case VerifyResult::Verdict::Genuine:
        return "GENUINE";
    case VerifyResult::Verdict::Fake:
        return "FAKE";
    case VerifyResult::Verdict::Damaged:
        return "DAMAGED";
    case VerifyResult::Verdict::Incomplete:
        break;
    }
    return "INCOMPLETE";
}

QString rate(std::uint64_t bytes, std::int64_t ns)
{
    return ns > 0 ? QString::asprintf("%.3f MB/s", double(bytes) * 1e9 / double(ns) / BytesPerMB)
                  : QStringLiteral("n/a");
}
} // namespace

const VerifyResult *verifyOf(const RunResult &result)
{
    for (const TestResult &t : result.tests) {
        if (!t.verify.isEmpty())
            return &t.verify;
    }
    return nullptr;
}

QString verifyText(const RunResult &result)
{
    const VerifyResult *v = verifyOf(result);
    if (!v)
        return {};
    QString out = QLatin1String("[Capacity Probe] ") + QLatin1String(verdictWord(v->verdict)) + QLatin1Char('\n');
    out += QLatin1String("  Claimed: ") + bytesText(v->claimedBytes) + QLatin1Char('\n');
    if (v->verdict != VerifyResult::Verdict::Incomplete)
        out += QLatin1String("   Usable: ") + bytesText(v->usableBytes) + QLatin1Char('\n');
    if (v->aliases) {
        out += QLatin1String("    Wraps: ")
            + (v->wrapBytes ? QLatin1String("every ") + bytesText(v->wrapBytes) : QStringLiteral("yes"))
            + QLatin1String(": data written past it overwrites the start\n");
    }
    for (const VerifyRange &r : v->badRanges) {
        out += QString::asprintf("      Bad: %llu - %llu",
                                 static_cast<unsigned long long>(r.offset),
                                 static_cast<unsigned long long>(r.end()))
            + QLatin1String(" (") + QLocale::c().formattedDataSize(qint64(r.length), 1, QLocale::DataSizeIecFormat)
            + (r.exact ? QLatin1String(")\n") : QLatin1String(", ends between probes)\n"));
    }
    const StampCounts &s = v->stamps;
    out += QString::asprintf("  Checked: %d places spread over the claim, %d bad; %llu stamps read: %llu kept, "
                             "%llu aliased, %llu missing, %llu corrupted\n",
                             v->probes,
                             v->badProbes,
                             static_cast<unsigned long long>(s.total()),
                             static_cast<unsigned long long>(s.intact),
                             static_cast<unsigned long long>(s.aliased),
                             static_cast<unsigned long long>(s.missing),
                             static_cast<unsigned long long>(s.corrupted));
    out += QLatin1String("  Written: ") + bytesText(v->bytesWritten) + QLatin1String(" at ")
        + rate(v->bytesWritten, v->writeNs) + QLatin1String(", read ") + bytesText(v->bytesRead) + QLatin1String(" at ")
        + rate(v->bytesRead, v->readNs) + QLatin1Char('\n');
    return out;
}

QJsonObject verifySummaryJson(const RunResult &result)
{
    const VerifyResult *v = verifyOf(result);
    if (!v)
        return {};
    return {{QStringLiteral("verdict"), QLatin1String(idOf(v->verdict))},
            {QStringLiteral("claimedBytes"), qint64(v->claimedBytes)},
            {QStringLiteral("usableBytes"), qint64(v->usableBytes)},
            {QStringLiteral("aliases"), v->aliases},
            {QStringLiteral("badRanges"), qint64(v->badRanges.size())},
            {QStringLiteral("text"), verifyVerdictText(*v, QLocale::c())}};
}

QString verifyCsvHeader()
{
    return QStringLiteral("capacity_verdict,claimed_bytes,usable_bytes,wrap_bytes,bad_ranges");
}

QString verifyCsvFields(const RunResult &result)
{
    const VerifyResult *v = verifyOf(result);
    if (!v)
        return QStringLiteral(",,,,");
    return QStringList {QLatin1String(idOf(v->verdict)),
                        QString::number(v->claimedBytes),
                        QString::number(v->usableBytes),
                        QString::number(v->wrapBytes),
                        QString::number(v->badRanges.size())}
        .join(QLatin1Char(','));
}

QString verifyVerdictText(const VerifyResult &v, const QLocale &locale)
{
    const QString claimed = sizeText(v.claimedBytes, locale);
    switch (v.verdict) {
    case VerifyResult::Verdict::Genuine:
        return QCoreApplication::translate("Sektor::Verify",
                                           "Genuine: every place checked across its %1 kept what "
                                           "was written there.")
            .arg(claimed);
    case VerifyResult::Verdict::Fake:
        return QCoreApplication::translate("Sektor::Verify",
                                           "Fake: it holds %1 of the %2 it claims; what is written past that is lost.")
            .arg(sizeText(v.usableBytes, locale), claimed);
    case VerifyResult::Verdict::Damaged: {
        std::uint64_t bad = 0;
        for (const VerifyRange &r : v.badRanges)
            bad += r.length;
        return QCoreApplication::translate("Sektor::Verify",
                                           "Damaged: its %1 are real, but %2 did not keep what was written; bad areas: "
                                           "%3, the first at %4.")
            .arg(claimed,
                 sizeText(bad, locale),
                 locale.toString(v.badRanges.size()),
                 sizeText(v.firstBadOffset(), locale));
    }
    case VerifyResult::Verdict::Incomplete:
        break;
    }
    return QCoreApplication::translate("Sektor::Verify",
                                       "Incomplete: the check stopped before its end; it says "
                                       "nothing about the drive.");
}

QStringList verifyFacts(const VerifyResult &v, int listedRanges, const QLocale &locale)
{
    const auto say = [](const char *text) {
        return QCoreApplication::translate("Sektor::Verify", text);
    };
    QStringList facts;
    facts << say(QT_TRANSLATE_NOOP("Sektor::Verify", "Claimed: %1 (%2 bytes)"))
                 .arg(sizeText(v.claimedBytes, locale), locale.toString(qulonglong(v.claimedBytes)));
    if (v.verdict != VerifyResult::Verdict::Incomplete)
        facts << say(QT_TRANSLATE_NOOP("Sektor::Verify", "Usable: %1 (%2 bytes)"))
                     .arg(sizeText(v.usableBytes, locale), locale.toString(qulonglong(v.usableBytes)));
    if (v.aliases && v.wrapBytes)
        facts << say(QT_TRANSLATE_NOOP("Sektor::Verify",
                                       "Wraps around every %1: data written past it overwrites the start."))
                     .arg(sizeText(v.wrapBytes, locale));
    for (qsizetype i = 0; i < std::min<qsizetype>(v.badRanges.size(), listedRanges); ++i) {
        const VerifyRange &r = v.badRanges.at(i);
        facts << say(QT_TRANSLATE_NOOP("Sektor::Verify", "Bad: %1 – %2 (%3)"))
                     .arg(sizeText(r.offset, locale), sizeText(r.end(), locale), sizeText(r.length, locale));
    }
    if (v.badRanges.size() > listedRanges)
        facts << say(QT_TRANSLATE_NOOP("Sektor::Verify", "… and %1 more bad areas in the exports"))
                     .arg(locale.toString(v.badRanges.size() - listedRanges));
    facts << say(QT_TRANSLATE_NOOP("Sektor::Verify", "Places checked: %1. Written %2, read %3."))
                 .arg(locale.toString(v.probes), sizeText(v.bytesWritten, locale), sizeText(v.bytesRead, locale));
    if (v.verdict == VerifyResult::Verdict::Genuine)
        facts << say(QT_TRANSLATE_NOOP(
            "Sektor::Verify",
            "A quick probe checks places, not every byte: a bad area smaller than the gap between two places "
            "can pass unseen."));
    return facts;
}

} // namespace Sektor
