// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/error.h"

#include <QList>
#include <QSet>
#include <QVariantMap>

namespace Sektor {

/**
 * Reads a kind's settings as they came over the helper's bus (a D-Bus a{sv}), as strictly as the typed part of the
 * wire: each key of exactly one D-Bus type ('u', 't', 'd', 'au'), within bounds checked before any conversion, none
 * missing and none the kind does not know. The first fault is kept; finish() says it, or names a key not read.
 *
 * A reader returns 0 (or an empty list) for a faulty key, so that the caller's conversion stays in range until
 * finish() refuses the whole dictionary.
 */
class WireDictionaryReader
{
public:
    explicit WireDictionaryReader(const QVariantMap &dictionary)
        : m_dictionary(dictionary)
    { }

    quint32 u32(const char *key, quint32 min, quint32 max);
    quint64 u64(const char *key, quint64 min, quint64 max);
    /// A finite value from @p min to @p max (NaN is refused).
    double real(const char *key, double min, double max);
    /// From @p minCount to @p maxCount values, each at most @p maxValue.
    QList<quint32> u32List(const char *key, qsizetype minCount, qsizetype maxCount, quint32 maxValue);

    /// InvalidArgument naming the first faulty key, or a key none of the readers asked for.
    Error finish() const;

private:
    const QVariant *take(const char *key, int typeId);
    template<class Number>
    Number bounded(const char *key, int typeId, Number min, Number max);
    void fail(const char *key, const char *why);

    const QVariantMap &m_dictionary;
    QSet<QString> m_read;
    QString m_fault;
};

} // namespace Sektor
