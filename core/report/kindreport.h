// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/caveats.h"
#include "model/testpayload.h"
#include "report/jsonfields.h"
#include "report/kindheadline.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace Sektor {

struct RunOptions;
struct RunResult;

/// The CSV columns a kind adds after the common ones: their names and the run's values (the same on every line).
struct KindCsvColumns
{
    QString header;
    QString fields;
};

/// How a run counts what it measured when that is not a test file measured in runs (the small-files test's files).
struct KindMeasure
{
    /// What the Test line shows in place of "1 GiB (x5)": "1000 files".
    QString amount;
    /// What the Mode line and the Profile fact say in place of "median of 5 runs": "files per second over 3 rounds".
    QString figure;
};

/// A run's verdict in a word, where its kind gives one (a health check's "PASS"), and what the column that shows it is
/// called ("Verdict"): the batch summary shows it in the place of the drive's health. Translated.
struct KindVerdict
{
    QString heading;
    QString word;
};

/// Where a run's verdict stands, the same scale for every kind that judges a drive (its word says it in the kind's own
/// terms: FAKE, UNKNOWN…). sektor-cli's exit status tells it to scripts (cli/exitcodes.h).
enum class VerdictLevel {
    Pass,
    Attention, ///< Nothing failed, but something needs a look: slow areas, a drive over its warning temperature.
    Fail, ///< The drive failed: unreadable or corrupted areas, a fake capacity, its health failing.
    NoVerdict, ///< The run ended without one: the drive told nothing of its health, a check of part of it.
};

/// A kind's section of a drive's certificate: a heading, its lead sentences (a warning's colour when
/// @p leadIsWarning) and the facts behind them. Translated.
struct KindCertificateSection
{
    QString heading;
    QStringList lead;
    bool leadIsWarning = false;
    QStringList facts;
};

/**
 * A test kind's part of every form of a result: its members of the result file, its block of the text report (which
 * Markdown and BBCode show too), its CSV columns, its section of the certificate and what the generic writers ask of
 * it. The writers (report/jsonreportwriter, jsonreportreader, cdmtext, sharetext, partialresult, temperaturereport,
 * certificate/drivecertificate, batch/batchsummary) name no kind: they ask each registered KindReport
 * (report/kindreports.h), in the registration's order, which is the order of the members and blocks in every output.
 *
 * Each kind decides from the result whether a run is its own (its profile, or its payload in a test), as its
 * accessor does (sustainedWriteOf(), surfaceKindOf(), verifyOf(), smallFilesOf()); for any other run every answer is
 * "nothing". Every member has a default that adds nothing, so a kind overrides only the parts it has.
 */
class KindReport
{
public:
    KindReport() = default;
    KindReport(const KindReport &) = delete;
    KindReport &operator=(const KindReport &) = delete;
    virtual ~KindReport() = default;

    // The result file (report/jsonreport.h).

    /// Adds @p payload's member to a test's object when the payload is this kind's ("surface": its chunks…).
    virtual void writePayload(QJsonObject & /*test*/, const TestPayload & /*payload*/) const { }
    /// Reads this kind's member of a test's object @p test (at @p path) into @p payload when the test has it; problems
    /// go to @p fields. A file with the members of two kinds keeps the one read last.
    virtual void readPayload(JsonFields & /*fields*/,
                             const QJsonObject & /*test*/,
                             const QString & /*path*/,
                             TestPayload & /*payload*/) const
    { }
    /// Adds the kind's settings to the file's "options" object, and reads them back (absent in older files: defaults).
    virtual void writeOptions(QJsonObject & /*options*/, const RunOptions & /*o*/) const { }
    virtual void readOptions(JsonFields & /*fields*/,
                             const QJsonObject & /*options*/,
                             const QString & /*path*/,
                             RunOptions & /*o*/) const
    { }
    /// Adds the run-level summary of a run of this kind to the file's top object ("sustainedWrite": derived, for
    /// readers; the reader does not load it back).
    virtual void writeSummary(QJsonObject & /*out*/, const RunResult & /*result*/) const { }

    // The reports (report/cdmtext.h, report/sharetext.h): fixed English, C locale.

    /// The kind's block of the text report, each line ending in '\n' ("[Position Map] …"), which the Markdown and
    /// BBCode posts show too; empty for runs of other kinds.
    virtual QString textBlock(const RunResult & /*result*/) const { return {}; }
    /// The CSV columns of a run of this kind; nullopt for runs of other kinds (no columns).
    virtual std::optional<KindCsvColumns> csvColumns(const RunResult & /*result*/) const { return std::nullopt; }
    /// What a run of this kind measured, where the report's Test and Mode lines do not count a test file and runs.
    virtual std::optional<KindMeasure> measure(const RunResult & /*result*/) const { return std::nullopt; }

    // What the other forms ask.

    /// The one figure a run of this kind is about (report/kindheadline.h), with @p wording's label and numbers; the
    /// window's cell, the results picture and the text block show it. nullopt for runs of other kinds, and for a kind
    /// whose figures are its grid's (the speed tests).
    virtual std::optional<KindHeadline> headline(const RunResult & /*result*/, Wording /*wording*/) const
    {
        return std::nullopt;
    }

    /// The kind's section of a drive's certificate (certificate/drivecertificate), before the results grid.
    virtual std::optional<KindCertificateSection> certificateSection(const RunResult & /*result*/) const
    {
        return std::nullopt;
    }
    /// The run's verdict in a word, for a kind that gives one; nullopt for runs of other kinds.
    virtual std::optional<KindVerdict> verdict(const RunResult & /*result*/) const { return std::nullopt; }
    /// Where the run's verdict stands, for a kind that judges the drive; nullopt for runs of other kinds (a benchmark
    /// measures, it does not judge).
    virtual std::optional<VerdictLevel> verdictLevel(const RunResult & /*result*/) const { return std::nullopt; }
    /// What a run of this kind found wrong with the drive, a sentence each (translated): a batch flags the drive.
    virtual QStringList driveProblems(const RunResult & /*result*/) const { return {}; }
    /// Whether a run of this kind that ended in an error (a stop when @p stopped) keeps what it measured.
    virtual bool keepsPartial(const RunResult & /*result*/, bool /*stopped*/) const { return false; }
    /// Whether a run of this kind slows down by design (a sustained write once its cache is full): no heat to blame.
    virtual bool slowsByDesign(const RunResult & /*result*/) const { return false; }
};

/// writePayload() for a kind whose payload is a @p T written by @p write under @p key.
template<typename T, typename Write>
void writePayloadMember(QJsonObject &test, const TestPayload &payload, const char *key, Write write)
{
    if (const T *value = payload.find<T>())
        test.insert(QLatin1String(key), write(*value));
}

/// readPayload() for a kind whose payload is read by @p read (JsonFields &, const QJsonObject &, const QString &path)
/// from @p key: the member replaces whatever payload an earlier member gave.
template<typename Read>
void readPayloadMember(
    JsonFields &fields, const QJsonObject &test, const QString &path, TestPayload &payload, const char *key, Read read)
{
    if (test.contains(QLatin1String(key)))
        payload.set(read(fields, fields.object(test, key, path), JsonFields::member(path, key)));
}

} // namespace Sektor
