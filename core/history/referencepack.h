// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

namespace Sektor::History {

/// The "format" value of a reference pack, and the version this build writes and reads (docs/reference-packs.md).
inline constexpr char ReferencePackFormat[] = "sektor-reference-pack";
inline constexpr int ReferencePackFormatVersion = 1;
/// The namespace of a pack's OpenSSH signature (FILE.sig, `ssh-keygen -Y sign -n sektor-reference-pack`): a
/// certificate's signature does not pass for a pack's, nor the other way round.
inline constexpr char ReferencePackSignatureNamespace[] = "sektor-reference-pack";

/// What a pack says of itself: what it holds, who made it, when and how.
struct PackManifest
{
    QString name; ///< "Samsung SSD 870 EVO 1TB at the Kiel workshop"
    QString author;
    QString model; ///< The model it was made for, as asked (`history pack --model`).
    QDateTime created;
    QString program; ///< "Sektor 0.1.0"
    QString howMade; ///< The command that made it.

    /// Where its results came from, as the history keeps it for each imported one: "NAME (AUTHOR)".
    QString source() const;
};

/**
 * A reference pack: one JSON document {"format": "sektor-reference-pack", "formatVersion": 1, "manifest": {"name",
 * "author", "model", "created", "program", "howMade", "results": [{"sha256"}…]}, "results": ["…"…]}. Each result is
 * the text of a result file (toJsonBytes()) held as a JSON string, so that its SHA-256 is taken over exact bytes anyone
 * can repeat (`jq -j '.results[0]' pack.json | sha256sum`); the manifest lists the hashes in the results' order. The
 * hash is the one the history keeps each run by (its fingerprint).
 */
QByteArray referencePackBytes(const PackManifest &manifest, const QList<RunResult> &results);

/// A pack read back, or why it cannot be: @p problem is empty when every result's hash matched and every one reads.
struct ReadPack
{
    PackManifest manifest;
    QList<RunResult> results;
    QString problem; ///< In English, naming the first result that failed ("result 3: its SHA-256 does not match").
};

/// Whether @p bytes are a reference pack (its "format"), whatever else they hold.
bool isReferencePack(const QByteArray &bytes);

/// Reads a pack: all of it or nothing; one result whose text does not match its hash, or does not read as a result,
/// refuses the whole pack (ReadPack::problem, no results).
ReadPack readReferencePack(const QByteArray &bytes);

} // namespace Sektor::History
