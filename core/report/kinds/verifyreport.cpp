// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/kinds/verifyreport.h"
#include "model/units.h"
#include "report/kinds/verifyjson.h"

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
    case VerifyResult::Verdict::Partial:
        return "NO VERDICT";
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
        if (const VerifyResult *found = t.payload.find<VerifyResult>())
            return found;
    }
    return nullptr;
}

QString verifyText(const RunResult &result)
{
    const VerifyResult *v = verifyOf(result);
    if (!v)
        return {};
    QString out = QLatin1String(v->fill ? "[Verify] " : "[Capacity Probe] ") + QLatin1String(verdictWord(v->verdict))
        + QLatin1Char('\n');
    out += QLatin1String(v->fill ? "   Filled: " : "  Claimed: ") + bytesText(v->claimedBytes) + QLatin1Char('\n');
    if (v->verdict != VerifyResult::Verdict::Incomplete)
        out += QLatin1String(v->fill ? " Verified: " : "   Usable: ") + bytesText(v->usableBytes) + QLatin1Char('\n');
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
    if (!v->fill)
        out += QString::asprintf("  Checked: %d places spread over the claim, %d bad; ", v->probes, v->badProbes);
    else
        out += QLatin1String("  Checked: every stamp of the fill; ");
    out += QString::asprintf("%llu stamps read: %llu kept, %llu aliased, %llu missing, %llu corrupted\n",
                             static_cast<unsigned long long>(s.total()),
                             static_cast<unsigned long long>(s.intact),
                             static_cast<unsigned long long>(s.aliased),
                             static_cast<unsigned long long>(s.missing),
                             static_cast<unsigned long long>(s.corrupted));
    out += QLatin1String("  Written: ") + bytesText(v->bytesWritten) + QLatin1String(" at ")
        + rate(v->bytesWritten, v->writeNs) + QLatin1String(", read ") + bytesText(v->bytesRead) + QLatin1String(" at ")
        + rate(v->bytesRead, v->readNs) + QLatin1Char('\n');
    if (v->leftoverFilesRemoved > 0)
        out += QString::asprintf("  Removed first: %d files left by an earlier verify that was killed\n",
                                 v->leftoverFilesRemoved);
    return out;
}

namespace {
// A verify's verdict: of what was written into the filesystem, how much came back.
QString fillVerdictText(const VerifyResult &v, const QLocale &locale)
{
    const QString filled = sizeText(v.claimedBytes, locale);
    switch (v.verdict) {
    case VerifyResult::Verdict::Genuine:
        return QCoreApplication::translate("Sektor::Verify", "Genuine: all %1 written came back as written.")
            .arg(filled);
    case VerifyResult::Verdict::Fake:
        return QCoreApplication::translate("Sektor::Verify",
                                           "Fake: of the %1 written, %2 came back as written; the drive holds less "
                                           "than it claims.")
            .arg(filled, sizeText(v.usableBytes, locale));
    case VerifyResult::Verdict::Damaged:
        return QCoreApplication::translate("Sektor::Verify",
                                           "Damaged: %1 of the %2 written did not come back as written; bad areas: "
                                           "%3, the first at %4 of the fill.")
            .arg(sizeText(v.claimedBytes - v.usableBytes, locale),
                 filled,
                 locale.toString(v.badRanges.size()),
                 sizeText(v.firstBadOffset(), locale));
    case VerifyResult::Verdict::Partial:
        return QCoreApplication::translate("Sektor::Verify",
                                           "No verdict: all %1 written came back as written, but that is only part of "
                                           "the free space, too little for a verdict on the drive (a fake loses what "
                                           "lies past its real capacity). Fill all of it for one.")
            .arg(filled);
    case VerifyResult::Verdict::Incomplete:
        break;
    }
    return {};
}
} // namespace

QString verifyVerdictText(const VerifyResult &v, const QLocale &locale)
{
    if (v.fill && v.verdict != VerifyResult::Verdict::Incomplete)
        return fillVerdictText(v, locale);
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
    case VerifyResult::Verdict::Partial: // a verify's alone, worded above
    case VerifyResult::Verdict::Incomplete:
        break;
    }
    return QCoreApplication::translate("Sektor::Verify",
                                       "Incomplete: the check stopped before its end; it says "
                                       "nothing about the drive.");
}

QString verifyNotice(const RunOptions &options)
{
    if (options.wholeTarget)
        return QCoreApplication::translate("Sektor::Verify",
                                           "Verify fills all the free space of this drive but 16 MiB, then reads it "
                                           "all back: while it runs, programs writing to the drive may find it full. "
                                           "On an SSD that wears the flash as much as copying that much would.");
    return QCoreApplication::translate("Sektor::Verify",
                                       "Verify writes %1 of files to this drive, then reads them all back; they are "
                                       "removed afterwards.")
        .arg(QLocale().formattedDataSize(qint64(options.testSize), 1, QLocale::DataSizeIecFormat));
}

QStringList verifyFacts(const VerifyResult &v, int listedRanges, const QLocale &locale)
{
    const auto say = [](const char *text) {
        return QCoreApplication::translate("Sektor::Verify", text);
    };
    QStringList facts;
    facts << (v.fill ? say(QT_TRANSLATE_NOOP("Sektor::Verify", "Filled: %1 (%2 bytes)"))
                     : say(QT_TRANSLATE_NOOP("Sektor::Verify", "Claimed: %1 (%2 bytes)")))
                 .arg(sizeText(v.claimedBytes, locale), locale.toString(qulonglong(v.claimedBytes)));
    if (v.verdict != VerifyResult::Verdict::Incomplete)
        facts << (v.fill ? say(QT_TRANSLATE_NOOP("Sektor::Verify", "Verified: %1 (%2 bytes)"))
                         : say(QT_TRANSLATE_NOOP("Sektor::Verify", "Usable: %1 (%2 bytes)")))
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
    const auto rateText = [&locale](std::uint64_t bytes, std::int64_t ns) {
        return ns > 0 ? locale.toString(double(bytes) * 1e9 / double(ns) / BytesPerMB, 'f', 1) : QStringLiteral("–");
    };
    if (v.fill) {
        const StampCounts &c = v.stamps;
        facts << say(QT_TRANSLATE_NOOP("Sektor::Verify",
                                       "Stamps of 4 KiB read back: %1; kept %2, corrupted %3, of other places %4, "
                                       "missing %5."))
                     .arg(locale.toString(qulonglong(c.total())),
                          locale.toString(qulonglong(c.intact)),
                          locale.toString(qulonglong(c.corrupted)),
                          locale.toString(qulonglong(c.aliased)),
                          locale.toString(qulonglong(c.missing)));
        facts << say(QT_TRANSLATE_NOOP("Sektor::Verify", "Written at %1 MB/s, read back at %2 MB/s."))
                     .arg(rateText(v.bytesWritten, v.writeNs), rateText(v.bytesRead, v.readNs));
        if (v.leftoverFilesRemoved > 0)
            facts << say(QT_TRANSLATE_NOOP("Sektor::Verify",
                                           "Files left by an earlier verify that was killed, removed first: %1."))
                         .arg(locale.toString(v.leftoverFilesRemoved));
        return facts;
    }
    facts << say(QT_TRANSLATE_NOOP("Sektor::Verify", "Places checked: %1. Written %2, read %3."))
                 .arg(locale.toString(v.probes), sizeText(v.bytesWritten, locale), sizeText(v.bytesRead, locale));
    if (v.verdict == VerifyResult::Verdict::Genuine)
        facts << say(QT_TRANSLATE_NOOP(
            "Sektor::Verify",
            "A quick probe checks places, not every byte: a bad area smaller than the gap between two places "
            "can pass unseen."));
    return facts;
}

namespace {
QJsonObject verifySummaryJson(const VerifyResult &v)
{
    return {{QStringLiteral("verdict"), QLatin1String(idOf(v.verdict))},
            {QStringLiteral("claimedBytes"), qint64(v.claimedBytes)},
            {QStringLiteral("usableBytes"), qint64(v.usableBytes)},
            {QStringLiteral("aliases"), v.aliases},
            {QStringLiteral("badRanges"), qint64(v.badRanges.size())},
            {QStringLiteral("text"), verifyVerdictText(v, QLocale::c())}};
}

QString verifyCsvHeader()
{
    return QStringLiteral("capacity_verdict,claimed_bytes,usable_bytes,wrap_bytes,bad_ranges");
}

QString verifyCsvFields(const VerifyResult &v)
{
    return QStringList {QLatin1String(idOf(v.verdict)),
                        QString::number(v.claimedBytes),
                        QString::number(v.usableBytes),
                        QString::number(v.wrapBytes),
                        QString::number(v.badRanges.size())}
        .join(QLatin1Char(','));
}

constexpr int MaxRefinedRangesListed = 16; // a certificate lists the bad areas the probe found to the stamp

QString certificateSay(const char *text)
{
    return QCoreApplication::translate("Sektor::Certificate", text);
}
} // namespace

void CapacityReport::writePayload(QJsonObject &test, const TestPayload &payload) const
{
    writePayloadMember<VerifyResult>(test, payload, "verify", verifyToJson);
}

void CapacityReport::readPayload(JsonFields &fields,
                                 const QJsonObject &test,
                                 const QString &path,
                                 TestPayload &payload) const
{
    readPayloadMember(fields, test, path, payload, "verify", verifyFromJson);
}

void CapacityReport::writeSummary(QJsonObject &out, const RunResult &result) const
{
    if (const VerifyResult *v = verifyOf(result))
        out.insert(QStringLiteral("verify"), verifySummaryJson(*v));
}

QString CapacityReport::textBlock(const RunResult &result) const
{
    return verifyText(result);
}

std::optional<KindCsvColumns> CapacityReport::csvColumns(const RunResult &result) const
{
    const VerifyResult *v = verifyOf(result);
    if (!v)
        return std::nullopt;
    return KindCsvColumns {verifyCsvHeader(), verifyCsvFields(*v)};
}

std::optional<KindCertificateSection> CapacityReport::certificateSection(const RunResult &result) const
{
    const VerifyResult *v = verifyOf(result);
    if (!v)
        return std::nullopt;
    const QString size = QLocale().formattedDataSize(qint64(v->claimedBytes), 1, QLocale::DataSizeIecFormat);
    const bool genuine = v->verdict == VerifyResult::Verdict::Genuine;
    const QString verdict = !genuine ? verifyVerdictText(*v)
        : v->fill                    ? certificateSay(QT_TRANSLATE_NOOP("Sektor::Certificate",
                                                     "Capacity verified: all %1 written to its free space came back."))
                        .arg(size)
                  : certificateSay(QT_TRANSLATE_NOOP("Sektor::Certificate",
                                                     "Capacity verified: the drive holds the %1 it claims."))
                        .arg(size);
    return KindCertificateSection {certificateSay(QT_TRANSLATE_NOOP("Sektor::Certificate", "Capacity")),
                                   {verdict},
                                   !genuine,
                                   verifyFacts(*v, MaxRefinedRangesListed)};
}

std::optional<VerdictLevel> CapacityReport::verdictLevel(const RunResult &result) const
{
    const VerifyResult *v = verifyOf(result);
    if (!v)
        return std::nullopt;
    switch (v->verdict) {
    case VerifyResult::Verdict::Genuine:
        return VerdictLevel::Pass;
    case VerifyResult::Verdict::Fake:
    case VerifyResult::Verdict::Damaged:
        return VerdictLevel::Fail;
    case VerifyResult::Verdict::Partial:
    case VerifyResult::Verdict::Incomplete:
        break;
    }
    return VerdictLevel::NoVerdict;
}

// A fake or damaged drive (its FAIL) is reason enough to look at it; a genuine one, or a check that stopped or covered
// part of it, says nothing wrong.
QStringList CapacityReport::driveProblems(const RunResult &result) const
{
    if (verdictLevel(result) != VerdictLevel::Fail)
        return {};
    return {verifyVerdictText(*verifyOf(result))};
}

} // namespace Sektor
