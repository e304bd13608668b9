// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// sektor-helper: started by the system bus on demand (as root), runs one raw-device benchmark
// for a polkit-authorized caller, and exits when idle or when that caller leaves.
#include "authority.h"
#include "helperprotocol/helperprotocol.h"
#include "helperprotocol/wireargs.h"
#include "helperservice.h"
#include "sektorhelper_debug.h"
#include "selftestgate.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusError>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("sektor-helper"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SEKTOR_VERSION_STRING));

    // Options come from the root-owned service file, never from callers.
    QCommandLineParser parser;
    parser.addVersionOption();
    const QCommandLineOption idleOption(QStringLiteral("idle-timeout-ms"),
                                        QStringLiteral("Exit after this long without a session."),
                                        QStringLiteral("ms"),
                                        QStringLiteral("30000"));
    parser.addOption(idleOption);
    const QCommandLineOption resultDeadlineOption(
        QStringLiteral("result-deadline-ms"),
        QStringLiteral("Drop a result its caller has not read after this long."),
        QStringLiteral("ms"),
        QString::number(Sektor::Helper::ResultPipe::DefaultDeadline.count()));
    parser.addOption(resultDeadlineOption);
    const QCommandLineOption promptTimeoutOption(
        QStringLiteral("prompt-timeout-ms"),
        QStringLiteral("Refuse an authorization polkit has not answered after this long."),
        QStringLiteral("ms"),
        QStringLiteral("60000"));
    parser.addOption(promptTimeoutOption);
    parser.process(app);

    Sektor::HelperProtocol::registerWireTypes();
    // The Health Check's drivers, on the descriptor of the authorized run; udisks only where the caller's right to it
    // was asked.
    Sektor::Helper::SelfTestGate::registerSource();
    QDBusConnection bus = QDBusConnection::systemBus();
    if (!bus.isConnected()) {
        std::fprintf(
            stderr, "sektor-helper: cannot connect to the system bus: %s\n", qPrintable(bus.lastError().message()));
        return 1;
    }

    Sektor::Helper::PolkitAuthority authority(bus);
    Sektor::Helper::HelperService::Config config;
    bool ok = false;
    const int idleMs = parser.value(idleOption).toInt(&ok);
    if (ok && idleMs > 0)
        config.idleTimeout = std::chrono::milliseconds(idleMs);
    const int deadlineMs = parser.value(resultDeadlineOption).toInt(&ok);
    if (ok && deadlineMs > 0)
        config.resultDeadline = std::chrono::milliseconds(deadlineMs);
    const int promptMs = parser.value(promptTimeoutOption).toInt(&ok);
    if (ok && promptMs > 0)
        config.promptTimeout = std::chrono::milliseconds(promptMs);
    Sektor::Helper::HelperService service(bus, &authority, config);
    QObject::connect(&service, &Sektor::Helper::HelperService::quitRequested, &app, &QCoreApplication::quit);

    if (!bus.registerObject(
            QLatin1String(Sektor::HelperProtocol::ObjectPath), &service, QDBusConnection::ExportAdaptors)) {
        std::fprintf(stderr, "sektor-helper: cannot export the object\n");
        return 1;
    }
    if (!bus.registerService(QLatin1String(Sektor::HelperProtocol::Service))) {
        std::fprintf(stderr,
                     "sektor-helper: cannot own %s: %s\n",
                     Sektor::HelperProtocol::Service,
                     qPrintable(bus.lastError().message()));
        return 1;
    }
    qCInfo(SEKTOR_HELPER) << "ready";
    return app.exec();
}
