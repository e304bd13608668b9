// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "support/privatebus.h"

#include <QDBusConnection>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QVariantList>

namespace Sektor::Test {

/// The fake udisks2 of data/fake_udisks.py: its service and the ATA drive it serves.
inline const QString FakeUdisksService = QStringLiteral("org.freedesktop.UDisks2");
inline const QString FakeAtaDrive = QStringLiteral("/org/freedesktop/UDisks2/drives/Fake_SATA_SSD_S4EWNX0R123456");

/// Starts python3-dbusmock's udisks from data/fake_udisks.py on @p bus with the template's @p parameters
/// ({"case": "failing"}, {"selftest": "fails", "block": "loop3"}…); false when it did not come up.
bool startFakeUdisks(PrivateBus &bus, const QJsonObject &parameters);

/// The arguments of each call of @p method the fake drive received, as dbusmock logged them (a test failure when it
/// does not answer).
QList<QVariantList> fakeDriveCalls(const QDBusConnection &bus, const QString &method);

} // namespace Sektor::Test
