// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "history/referencepack.h"

#include "report/jsonreport.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Sektor::History {

namespace {

QString sha256Of(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

ReadPack refused(const QString &problem)
{
    ReadPack pack;
    pack.problem = problem;
    return pack;
}

} // namespace

QString PackManifest::source() const
{
    return author.isEmpty() ? name : name + QLatin1String(" (") + author + QLatin1Char(')');
}

QByteArray referencePackBytes(const PackManifest &manifest, const QList<RunResult> &results)
{
    QJsonArray documents;
    QJsonArray hashes;
    for (const RunResult &result : results) {
        const QByteArray text = toJsonBytes(result);
        documents.append(QString::fromUtf8(text));
        hashes.append(QJsonObject {{QStringLiteral("sha256"), sha256Of(text)}});
    }
    const QJsonObject manifestObject {
        {QStringLiteral("name"), manifest.name},
        {QStringLiteral("author"), manifest.author},
        {QStringLiteral("model"), manifest.model},
        {QStringLiteral("created"), manifest.created.toString(Qt::ISODateWithMs)},
        {QStringLiteral("program"), manifest.program},
        {QStringLiteral("howMade"), manifest.howMade},
        {QStringLiteral("results"), hashes},
    };
    return QJsonDocument(QJsonObject {{QStringLiteral("format"), QLatin1String(ReferencePackFormat)},
                                      {QStringLiteral("formatVersion"), ReferencePackFormatVersion},
                                      {QStringLiteral("manifest"), manifestObject},
                                      {QStringLiteral("results"), documents}})
        .toJson(QJsonDocument::Indented);
}

bool isReferencePack(const QByteArray &bytes)
{
    // The format key comes first in what we write (QJsonObject sorts keys: "format" < "formatVersion" < …); a parse
    // of the whole is left to readReferencePack().
    return bytes.left(4096).contains("\"format\": \"sektor-reference-pack\"");
}

ReadPack readReferencePack(const QByteArray &bytes)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return refused(QStringLiteral("not JSON: ") + error.errorString());
    const QJsonObject root = document.object();
    if (root.value(QStringLiteral("format")).toString() != QLatin1String(ReferencePackFormat))
        return refused(QStringLiteral("not a reference pack"));
    if (root.value(QStringLiteral("formatVersion")).toInt() != ReferencePackFormatVersion)
        return refused(QStringLiteral("format version %1 is not %2")
                           .arg(root.value(QStringLiteral("formatVersion")).toInt())
                           .arg(ReferencePackFormatVersion));
    const QJsonObject manifest = root.value(QStringLiteral("manifest")).toObject();
    const QJsonArray hashes = manifest.value(QStringLiteral("results")).toArray();
    const QJsonArray documents = root.value(QStringLiteral("results")).toArray();
    if (hashes.size() != documents.size())
        return refused(QStringLiteral("the manifest lists %1 results, the pack holds %2")
                           .arg(hashes.size())
                           .arg(documents.size()));
    ReadPack pack;
    pack.manifest.name = manifest.value(QStringLiteral("name")).toString();
    pack.manifest.author = manifest.value(QStringLiteral("author")).toString();
    pack.manifest.model = manifest.value(QStringLiteral("model")).toString();
    pack.manifest.created
        = QDateTime::fromString(manifest.value(QStringLiteral("created")).toString(), Qt::ISODateWithMs);
    pack.manifest.program = manifest.value(QStringLiteral("program")).toString();
    pack.manifest.howMade = manifest.value(QStringLiteral("howMade")).toString();
    // Every hash first: a pack with one changed result is refused before any result is even read.
    for (qsizetype i = 0; i < documents.size(); ++i) {
        const QByteArray text = documents.at(i).toString().toUtf8();
        if (!documents.at(i).isString()
            || sha256Of(text) != hashes.at(i).toObject().value(QStringLiteral("sha256")).toString())
            return refused(QStringLiteral("result %1: its SHA-256 does not match the manifest's").arg(i + 1));
    }
    for (qsizetype i = 0; i < documents.size(); ++i) {
        Expected<RunResult> result = fromJson(documents.at(i).toString().toUtf8());
        if (!result)
            return refused(QStringLiteral("result %1: %2").arg(i + 1).arg(result.error().detail));
        pack.results << std::move(*result);
    }
    return pack;
}

} // namespace Sektor::History
