// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "certificate/attachedresult.h"

#include "certificate/certificateseal.h"
#include "certificate/popplertool.h"
#include "report/resultfileread.h"

#include <QRegularExpression>

namespace Sektor {

namespace {
// A certificate lists a handful of attachments; a listing longer than this is no certificate's.
constexpr qint64 MaxListingBytes = 1 << 20;

bool hasControlCharacters(const QString &name)
{
    for (const QChar c : name) {
        if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format)
            return true;
    }
    return false;
}

AttachedResult::Found foundOf(PopplerRun::Status status)
{
    switch (status) {
    case PopplerRun::Status::TooLarge:
        return AttachedResult::Found::TooLarge;
    case PopplerRun::Status::Cancelled:
        return AttachedResult::Found::Cancelled;
    case PopplerRun::Status::Done:
    case PopplerRun::Status::Failed:
    case PopplerRun::Status::NotInstalled:
    case PopplerRun::Status::TimedOut:
        break;
    }
    return AttachedResult::Found::CannotRead;
}

} // namespace

AttachmentListing readAttachmentListing(const QString &listing, const QString &name)
{
    static const QRegularExpression header(QStringLiteral("^(\\d+) embedded files$"));
    static const QRegularExpression entry(QStringLiteral("^(\\d+): (.*)$"));
    QStringList lines = listing.split(QLatin1Char('\n'));
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    const QRegularExpressionMatch counted = header.match(lines.value(0));
    if (!counted.hasMatch() || counted.captured(1).toLongLong() != lines.size() - 1)
        return {-1, 0, lines.value(0)};
    AttachmentListing read {0, 0, {}};
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QRegularExpressionMatch line = entry.match(lines.at(i));
        if (!line.hasMatch() || line.captured(1).toLongLong() != i || hasControlCharacters(line.captured(2)))
            return {-1, 0, lines.at(i)};
        if (line.captured(2) == name) {
            ++read.named;
            read.number = int(i);
        }
    }
    return read;
}

AttachedResult attachedResult(int pdf, const std::function<bool()> &stopRequested)
{
    AttachedResult result;
    const PopplerRun list = runPoppler(
        QStringLiteral("pdfdetach"),
        {QStringLiteral("-enc"), QStringLiteral("UTF-8"), QStringLiteral("-list"), QLatin1String(InputPlaceholder)},
        pdf,
        MaxListingBytes,
        stopRequested);
    if (list.status != PopplerRun::Status::Done) {
        // pdfdetach that runs and cannot list the file's attachments: no PDF it can read, no certificate.
        result.found = list.status == PopplerRun::Status::Failed ? AttachedResult::Found::None : foundOf(list.status);
        result.detail = list.messages;
        return result;
    }
    const AttachmentListing listing
        = readAttachmentListing(QString::fromUtf8(list.output), QLatin1String(ResultAttachmentName));
    const int count = listing.named;
    if (count < 0) {
        result.found = AttachedResult::Found::Unclear;
        result.detail = listing.offending;
        return result;
    }
    if (count != 1) {
        result.found = count == 0 ? AttachedResult::Found::None : AttachedResult::Found::Several;
        result.detail = QString::number(count);
        return result;
    }
    const PopplerRun saved = runPoppler(QStringLiteral("pdfdetach"),
                                        {QStringLiteral("-save"),
                                         QString::number(listing.number),
                                         QStringLiteral("-o"),
                                         QLatin1String(OutputPlaceholder),
                                         QLatin1String(InputPlaceholder)},
                                        pdf,
                                        MaxResultFileBytes,
                                        stopRequested);
    if (saved.status != PopplerRun::Status::Done) {
        result.found = foundOf(saved.status);
        result.detail = saved.messages;
        return result;
    }
    result.found = AttachedResult::Found::One;
    result.json = saved.output;
    return result;
}

} // namespace Sektor
