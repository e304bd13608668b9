// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/jsonfields.h"
#include "report/jsonreport.h"

#include <cmath>
#include <limits>

namespace Sektor {

QJsonValue jsonNumber(std::uint64_t v)
{
    if (v <= std::uint64_t(std::numeric_limits<qint64>::max()))
        return QJsonValue(qint64(v));
    return QJsonValue(double(v));
}

Error JsonFields::error() const
{
    return Error::invalidArgument(QLatin1String(NotAResultDetail) + m_problem);
}

void JsonFields::fail(const QString &where, const char *why)
{
    if (m_problem.isEmpty())
        m_problem = where + QLatin1String(": ") + QLatin1String(why);
}

QString JsonFields::member(const QString &path, const char *key)
{
    return path.isEmpty() ? QString(QLatin1String(key)) : path + QLatin1Char('.') + QLatin1String(key);
}

QJsonValue JsonFields::get(const QJsonObject &o, const char *key, const QString &path, QJsonValue::Type type)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        fail(member(path, key), "missing");
    else if (v.type() != type)
        fail(member(path, key), "wrong type");
    return v.type() == type ? v : QJsonValue();
}

QString JsonFields::string(const QJsonObject &o, const char *key, const QString &path)
{
    return get(o, key, path, QJsonValue::String).toString();
}

QString JsonFields::name(const QJsonObject &o, const char *key, const QString &path)
{
    QString text = string(o, key, path);
    if (text.size() > MaxNameChars) {
        fail(member(path, key), "longer than any drive or machine names itself");
        text.clear();
    }
    return text;
}

QString JsonFields::laterName(const QJsonObject &o, const char *key, const QString &path)
{
    return o.contains(QLatin1String(key)) ? name(o, key, path) : QString();
}

bool JsonFields::boolean(const QJsonObject &o, const char *key, const QString &path)
{
    return get(o, key, path, QJsonValue::Bool).toBool();
}

bool JsonFields::laterBoolean(const QJsonObject &o, const char *key, const QString &path)
{
    return o.contains(QLatin1String(key)) && boolean(o, key, path);
}

QString JsonFields::laterString(const QJsonObject &o, const char *key, const QString &path)
{
    return o.contains(QLatin1String(key)) ? string(o, key, path) : QString();
}

std::uint32_t JsonFields::laterU32(const QJsonObject &o, const char *key, const QString &path)
{
    return o.contains(QLatin1String(key)) ? u32(o, key, path) : 0;
}

double JsonFields::real(const QJsonObject &o, const char *key, const QString &path)
{
    return get(o, key, path, QJsonValue::Double).toDouble();
}

QJsonObject JsonFields::object(const QJsonObject &o, const char *key, const QString &path)
{
    return get(o, key, path, QJsonValue::Object).toObject();
}

QJsonArray JsonFields::array(const QJsonObject &o, const char *key, const QString &path)
{
    return get(o, key, path, QJsonValue::Array).toArray();
}

std::uint64_t JsonFields::unsignedValue(const QJsonValue &v, const QString &where, std::uint64_t max)
{
    if (!v.isDouble()) {
        fail(where, "not a number");
        return 0;
    }
    // Qt keeps integers up to 2^63 exact; larger ones (and other tools' output) arrive as doubles.
    const qint64 exact = v.toInteger(-1);
    if (exact >= 0) {
        if (std::uint64_t(exact) > max)
            fail(where, "out of range");
        return std::uint64_t(exact) > max ? 0 : std::uint64_t(exact);
    }
    const double d = v.toDouble();
    if (!(d >= 0 && d <= double(max)) || std::trunc(d) != d || d >= 18446744073709551616.0) {
        fail(where, "not a non-negative integer in range");
        return 0;
    }
    return std::uint64_t(d);
}

std::uint64_t JsonFields::u64(const QJsonObject &o, const char *key, const QString &path)
{
    const QJsonValue v = get(o, key, path, QJsonValue::Double);
    return v.isDouble() ? unsignedValue(v, member(path, key)) : 0;
}

std::uint32_t JsonFields::u32(const QJsonObject &o, const char *key, const QString &path)
{
    const QJsonValue v = get(o, key, path, QJsonValue::Double);
    return v.isDouble() ? std::uint32_t(unsignedValue(v, member(path, key), UINT32_MAX)) : 0;
}

std::int64_t JsonFields::i64(const QJsonObject &o, const char *key, const QString &path)
{
    constexpr qint64 invalid = std::numeric_limits<qint64>::min();
    const QJsonValue v = get(o, key, path, QJsonValue::Double);
    if (!v.isDouble())
        return 0;
    const qint64 value = v.toInteger(invalid);
    if (value == invalid) {
        fail(member(path, key), "not an integer");
        return 0;
    }
    return value;
}

std::int64_t JsonFields::duration(const QJsonObject &o, const char *key, const QString &path, std::int64_t max)
{
    const std::int64_t value = i64(o, key, path);
    if (value >= 0 && value <= max)
        return value;
    fail(member(path, key), "out of range");
    return 0;
}

int JsonFields::integer(const QJsonObject &o, const char *key, const QString &path, int min, int max)
{
    const std::int64_t v = i64(o, key, path);
    if (v < min || v > max) {
        fail(member(path, key), "out of range");
        return 0;
    }
    return int(v);
}

UInt128 JsonFields::decimal(const QJsonObject &o, const char *key, const QString &path, UInt128 max)
{
    const QString s = string(o, key, path);
    if (failed())
        return 0;
    if (s.isEmpty() || s.size() > 39) { // 2^128 has 39 digits
        fail(member(path, key), "not a decimal number");
        return 0;
    }
    UInt128 v = 0;
    for (const QChar c : s) {
        const UInt128 digit = UInt128(c.unicode() - u'0');
        if (c < QLatin1Char('0') || c > QLatin1Char('9') || v > (max - digit) / 10) {
            fail(member(path, key), "not a decimal number in range");
            return 0;
        }
        v = v * 10 + digit;
    }
    return v;
}

QDateTime JsonFields::date(const QJsonObject &o, const char *key, const QString &path)
{
    const QString s = string(o, key, path);
    if (s.isEmpty())
        return {};
    QDateTime dt = QDateTime::fromString(s, Qt::ISODateWithMs);
    if (!dt.isValid())
        fail(member(path, key), "not an ISO 8601 date");
    return dt;
}

} // namespace Sektor
