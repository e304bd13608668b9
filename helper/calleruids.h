// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QDBusConnection>
#include <QHash>
#include <QString>

#include <optional>

namespace Sektor::Helper {

/**
 * The Unix user behind a unique bus name, asked of the bus daemon
 * (org.freedesktop.DBus.GetConnectionUnixUser), never of the caller. Rate limits and the bound
 * on pending authorizations count per user: one user opening many connections is still one
 * user. Unique names are never reused on a bus, so a cached answer stays true; the cache is
 * bounded and simply forgotten when full.
 */
class CallerUids
{
public:
    static constexpr int MaxCached = 256;

    explicit CallerUids(const QDBusConnection &bus);
    /// The uid of @p uniqueName, or nullopt when the bus does not know it (it left).
    std::optional<uint> uidOf(const QString &uniqueName);

private:
    QDBusConnection m_bus;
    QHash<QString, uint> m_cache;
};

} // namespace Sektor::Helper
