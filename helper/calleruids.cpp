// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "calleruids.h"

#include <QDBusConnectionInterface>
#include <QDBusReply>

namespace Sektor::Helper {

CallerUids::CallerUids(const QDBusConnection &bus)
    : m_bus(bus)
{ }

std::optional<uint> CallerUids::uidOf(const QString &uniqueName)
{
    if (const auto it = m_cache.constFind(uniqueName); it != m_cache.constEnd())
        return *it;
    QDBusConnectionInterface *daemon = m_bus.interface();
    if (!daemon)
        return std::nullopt;
    const QDBusReply<uint> reply = daemon->serviceUid(uniqueName);
    if (!reply.isValid())
        return std::nullopt;
    if (m_cache.size() >= MaxCached)
        m_cache.clear();
    m_cache.insert(uniqueName, reply.value());
    return reply.value();
}

} // namespace Sektor::Helper
