// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "fakeudisks.h"

#include <QDBusArgument>
#include <QDBusMessage>
#include <QJsonDocument>

#include <gtest/gtest.h>

namespace Sektor::Test {

bool startFakeUdisks(PrivateBus &bus, const QJsonObject &parameters)
{
    return bus.startMock(FakeUdisksService,
                         {QStringLiteral("--template"),
                          QStringLiteral(SEKTOR_TEST_DATA "/fake_udisks.py"),
                          QStringLiteral("--parameters"),
                          QString::fromUtf8(QJsonDocument(parameters).toJson(QJsonDocument::Compact))});
}

QList<QVariantList> fakeDriveCalls(const QDBusConnection &bus, const QString &method)
{
    QDBusMessage ask = QDBusMessage::createMethodCall(
        FakeUdisksService, FakeAtaDrive, QStringLiteral("org.freedesktop.DBus.Mock"), QStringLiteral("GetMethodCalls"));
    ask << method;
    const QDBusMessage reply = bus.call(ask, QDBus::Block, 5000);
    QList<QVariantList> calls;
    if (reply.type() != QDBusMessage::ReplyMessage || reply.arguments().isEmpty()) {
        ADD_FAILURE() << "dbusmock did not list its calls: " << reply.errorMessage().toStdString();
        return calls;
    }
    const auto list = reply.arguments().constFirst().value<QDBusArgument>();
    list.beginArray();
    while (!list.atEnd()) {
        qulonglong when = 0;
        QVariantList arguments;
        list.beginStructure();
        list >> when >> arguments;
        list.endStructure();
        calls.append(arguments);
    }
    list.endArray();
    return calls;
}

} // namespace Sektor::Test
