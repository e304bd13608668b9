// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/wiredictionary.h"

#include <cmath>

namespace Sektor {

void WireDictionaryReader::fail(const char *key, const char *why)
{
    if (m_fault.isEmpty())
        m_fault = QStringLiteral("%1: %2").arg(QLatin1String(key), QLatin1String(why));
}

const QVariant *WireDictionaryReader::take(const char *key, int typeId)
{
    const QString name = QLatin1String(key);
    m_read.insert(name);
    const auto found = m_dictionary.constFind(name);
    if (found == m_dictionary.cend()) {
        fail(key, "missing");
        return nullptr;
    }
    if (found->metaType().id() != typeId) {
        fail(key, "of the wrong type");
        return nullptr;
    }
    return &*found;
}

// A whole number of D-Bus type @p typeId, within @p min to @p max before it is converted anywhere.
template<class Number>
Number WireDictionaryReader::bounded(const char *key, int typeId, Number min, Number max)
{
    const QVariant *value = take(key, typeId);
    if (!value)
        return 0;
    const auto v = value->value<Number>();
    if (v < min || v > max) {
        fail(key, "out of range");
        return 0;
    }
    return v;
}

quint32 WireDictionaryReader::u32(const char *key, quint32 min, quint32 max)
{
    return bounded<quint32>(key, QMetaType::UInt, min, max);
}

quint64 WireDictionaryReader::u64(const char *key, quint64 min, quint64 max)
{
    return bounded<quint64>(key, QMetaType::ULongLong, min, max);
}

double WireDictionaryReader::real(const char *key, double min, double max)
{
    const QVariant *value = take(key, QMetaType::Double);
    if (!value)
        return 0;
    const double v = value->toDouble();
    if (!std::isfinite(v) || v < min || v > max) {
        fail(key, "out of range");
        return 0;
    }
    return v;
}

QList<quint32> WireDictionaryReader::u32List(const char *key, qsizetype minCount, qsizetype maxCount, quint32 maxValue)
{
    const QVariant *value = take(key, QMetaType::fromType<QList<quint32>>().id());
    if (!value)
        return {};
    QList<quint32> list = value->value<QList<quint32>>();
    if (list.size() < minCount || list.size() > maxCount) {
        fail(key, "of the wrong length");
        return {};
    }
    for (const quint32 v : list) {
        if (v > maxValue) {
            fail(key, "out of range");
            return {};
        }
    }
    return list;
}

Error WireDictionaryReader::finish() const
{
    QString fault = m_fault;
    for (auto it = m_dictionary.cbegin(); fault.isEmpty() && it != m_dictionary.cend(); ++it) {
        if (!m_read.contains(it.key()))
            fault = QStringLiteral("%1: not a setting of this kind").arg(it.key());
    }
    return fault.isEmpty() ? Error {} : Error::invalidArgument(fault);
}

} // namespace Sektor
