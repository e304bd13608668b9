// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/enumids.h"
#include "model/error.h"
#include "model/units.h"
#include "stats/latencyhistogram.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <cstdint>
#include <optional>
#include <utility>

namespace Sektor {

/// An unsigned count or size for a JSON file: exact up to 2^63 (Qt keeps integers that far), a double beyond.
QJsonValue jsonNumber(std::uint64_t v);

/// The longest time a result records, in nanoseconds: a year. The longest real test, a surface scan of the largest
/// drive allowed at a slow stick's rate, takes weeks; the sums of a test's times stay far below what an int64 holds.
inline constexpr std::int64_t MaxRecordedNs = 366LL * 24 * 3600 * NsPerSecond;

/// The longest name a result may give a drive or a machine: sysfs's and DMI's are far shorter (an ATA model 40
/// characters, a USB string 126).
inline constexpr qsizetype MaxNameChars = 256;

/**
 * Typed, strict access to members of JSON objects, for loaders of Sektor's files (internal to
 * core). Every accessor takes the object, the key and the path of the object ("tests[2].runs[0]")
 * and records the first problem — missing key, wrong type, out of range — so a loader reads on
 * and checks failed() once; error() names the field and why.
 */
class JsonFields
{
public:
    bool failed() const { return !m_problem.isEmpty(); }
    /// ErrorCode::InvalidArgument; detail: "not a Sektor result: tests[0].mode: unknown value".
    Error error() const;
    /// Records a problem at @p where unless an earlier one is recorded.
    void fail(const QString &where, const char *why);

    /// "path.key", or "key" at the root.
    static QString member(const QString &path, const char *key);

    QString string(const QJsonObject &o, const char *key, const QString &path);
    /// A name a device or a machine gives itself (a drive's model, serial, firmware; a host's name): at most
    /// MaxNameChars, a longer one is a problem (a 100,000-character model made 100 KB history rows).
    QString name(const QJsonObject &o, const char *key, const QString &path);
    /// The same, for a name newer files have: empty when absent.
    QString laterName(const QJsonObject &o, const char *key, const QString &path);
    bool boolean(const QJsonObject &o, const char *key, const QString &path);
    /// A flag newer files have: false when absent, a failure when of another type.
    bool laterBoolean(const QJsonObject &o, const char *key, const QString &path);
    /// A text newer files have: empty when absent, a failure when of another type.
    QString laterString(const QJsonObject &o, const char *key, const QString &path);
    double real(const QJsonObject &o, const char *key, const QString &path);
    QJsonObject object(const QJsonObject &o, const char *key, const QString &path);
    QJsonArray array(const QJsonObject &o, const char *key, const QString &path);

    /// A non-negative integer up to @p max. Integers above 2^53 are exact only if Qt kept them as integers.
    std::uint64_t unsignedValue(const QJsonValue &v, const QString &where, std::uint64_t max = UINT64_MAX);
    std::uint64_t u64(const QJsonObject &o, const char *key, const QString &path);
    std::uint32_t u32(const QJsonObject &o, const char *key, const QString &path);
    /// A count newer files have: 0 when absent, a failure when not a count.
    std::uint32_t laterU32(const QJsonObject &o, const char *key, const QString &path);
    std::int64_t i64(const QJsonObject &o, const char *key, const QString &path);
    /// A recorded time: an integer from 0 to @p max (nanoseconds or milliseconds, as the key says); anything else is a
    /// problem and reads as 0. The figures add such times up, so a file's value must not reach where a sum overflows.
    std::int64_t duration(const QJsonObject &o, const char *key, const QString &path, std::int64_t max);
    int integer(const QJsonObject &o, const char *key, const QString &path, int min, int max);
    /// A decimal string of an unsigned integer up to @p max (for values JSON numbers cannot hold exactly).
    UInt128 decimal(const QJsonObject &o, const char *key, const QString &path, UInt128 max);
    /// ISO 8601; an empty string is an invalid (unset) QDateTime.
    QDateTime date(const QJsonObject &o, const char *key, const QString &path);

    /// One of the enum's ids (EnumIds<E>); anything else is a problem and returns the first value.
    template<typename E>
    E choice(const QJsonObject &o, const char *key, const QString &path)
    {
        if (const std::optional<E> value = fromId<E>(string(o, key, path)))
            return *value;
        fail(member(path, key), "unknown value");
        return EnumIds<E>::table[0].value;
    }

private:
    QJsonValue get(const QJsonObject &o, const char *key, const QString &path, QJsonValue::Type type);

    QString m_problem;
};

} // namespace Sektor
