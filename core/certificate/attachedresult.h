// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QByteArray>
#include <QString>

#include <functional>

namespace Sektor {

/// The result a certificate's PDF carries (sektor-result.json), as poppler's pdfdetach gives it to anyone.
struct AttachedResult
{
    enum class Found {
        One, ///< Exactly one attachment of that name: json holds its bytes.
        None, ///< No attachment of that name, or no PDF pdfdetach can list: not a certificate Sektor made.
        Several, ///< More than one of that name: a viewer may show another than the one checked.
        Unclear, ///< The list cannot be read for sure: a name with control characters (a newline makes a line of its
                 ///< own), or counts that disagree.
        TooLarge, ///< Larger than a result file may be (MaxResultFileBytes): not read on.
        CannotRead, ///< pdfdetach missing, failing, stopped.
        Cancelled, ///< Stopped as asked.
    };
    Found found = Found::CannotRead;
    QByteArray json;
    QString detail; ///< pdfdetach's words, or the offending name, for the sentence.
};

/// What `pdfdetach -list` says of the attachments named one name.
struct AttachmentListing
{
    int named = -1; ///< How many attachments carry the name; -1 when the listing is not strictly in its form.
    int number = 0; ///< With named 1: its number in the listing (pdfdetach -save's).
    QString offending; ///< With -1: the line that broke it.
};

/**
 * Reads @p listing (pdfdetach -list's output) strictly: "N embedded files", then the lines "1: name" … "N: name" and
 * nothing else, no name with a control or format character (a newline in a name makes a line of its own, and a viewer
 * shows another file under that name than the one a looser reading would take), and counts how many are @p name.
 */
AttachmentListing readAttachmentListing(const QString &listing, const QString &name);

/**
 * Reads the sektor-result.json of the PDF open as @p pdf (popplertool.h's unnamedCopy()) through `pdfdetach -list` and
 * `-save N` (bounded: popplertool.h), the list parsed strictly (readAttachmentListing()) and the file extracted once it
 * is known to be there exactly once, by its number in that listing: poppler 22.12's `-savefile NAME` refuses every name
 * ("Invalid file name"), and in a listing read strictly the number stands for that one name.
 */
AttachedResult attachedResult(int pdf, const std::function<bool()> &stopRequested = {});

} // namespace Sektor
