// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// A raw client of sektor-helper for the attack tests: it calls the D-Bus methods with whatever
// arguments the test names, bypassing every check sektor-cli makes first, and prints one line
// per answer ("ok", "error <D-Bus error name>", "finished <error id>").
#include "helperprotocol/helperprotocol.h"
#include "helperprotocol/replyjson.h"
#include "helperprotocol/wireargs.h"
#include "model/kindoptionspart.h"
#include "model/uniquefd.h"

#include <QCoreApplication>
#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusUnixFileDescriptor>
#include <QElapsedTimer>
#include <QMap>
#include <QThread>
#include <QTimer>

#include <cerrno>
#include <cstdio>

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

using namespace Sektor;
using namespace Sektor::HelperProtocol;

namespace {
QDBusMessage call(const char *method)
{
    return QDBusMessage::createMethodCall(
        QLatin1String(Service), QLatin1String(ObjectPath), QLatin1String(Interface), QLatin1String(method));
}

void say(const QString &line)
{
    std::printf("%s\n", qPrintable(line));
    std::fflush(stdout);
}

QString answer(const QDBusMessage &reply)
{
    return reply.type() == QDBusMessage::ErrorMessage ? QStringLiteral("error ") + reply.errorName()
                                                      : QStringLiteral("ok");
}

// Waits for every call, then one "<answer> <count>" line per kind of answer.
void sayAnswers(QList<QDBusPendingCall> &calls)
{
    QMap<QString, int> counts;
    for (QDBusPendingCall &c : calls) {
        c.waitForFinished();
        counts[c.isError() ? c.error().name() : QStringLiteral("ok")]++;
    }
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        say(it.key() + QLatin1Char(' ') + QString::number(it.value()));
}

// "--name value" options after the command.
QMap<QString, QString> options(const QStringList &args)
{
    QMap<QString, QString> o;
    for (qsizetype i = 0; i + 1 < args.size(); i += 2)
        o.insert(args[i], args[i + 1]);
    return o;
}

class Receiver : public QObject
{
    Q_OBJECT
public:
    int progress = 0;
public Q_SLOTS:
    void onProgress(const QString &) { ++progress; }
    void onFinished(const QString &, const QString &error)
    {
        const auto e = errorFromWire(error.toUtf8());
        say(QStringLiteral("finished ") + (e ? errorCodeId(e->code) : QStringLiteral("malformed"))
            + QStringLiteral(" progress=") + QString::number(progress));
        QCoreApplication::exit(0);
    }
};

// A reader slow but steady enough for the helper's patience: 256 bytes a second until the helper
// closes its end (seen at once as a hangup, not only once the pipe's last bytes were read).
int readTrickle(int fd)
{
    char buffer[256];
    qint64 total = 0;
    for (;;) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        if (total == 0)
            say(QStringLiteral("reading"));
        total += n;
        pollfd hangup {fd, 0, 0}; // no events asked: poll() returns early only for POLLHUP or POLLERR
        if (poll(&hangup, 1, 1000) > 0)
            break;
    }
    say(QStringLiteral("closed after %1 bytes").arg(total));
    return 0;
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    registerWireTypes();
    const QStringList args = app.arguments().mid(1);
    const QString command = args.value(0);
    QDBusConnection bus = QDBusConnection::systemBus();
    if (!bus.isConnected()) {
        say(QStringLiteral("error no-bus"));
        return 2;
    }
    Receiver receiver;
    const auto subscribe = [&bus, &receiver](const QString &sender) {
        const QString path = QLatin1String(ObjectPath);
        const QString interface = QLatin1String(Interface);
        bus.connect(sender, path, interface, QStringLiteral("Progress"), &receiver, SLOT(onProgress(QString)));
        bus.connect(sender, path, interface, QStringLiteral("Finished"), &receiver, SLOT(onFinished(QString, QString)));
    };

    if (command == QLatin1String("status") || command == QLatin1String("cancel")) {
        say(answer(bus.call(call(command == QLatin1String("status") ? "Status" : "Cancel"))));
        return 0;
    }
    if (command == QLatin1String("flood")) {
        const int n = args.value(1).toInt();
        QList<QDBusPendingCall> calls;
        for (int i = 0; i < n; ++i)
            calls.append(bus.asyncCall(call("Status")));
        sayAnswers(calls);
        return 0;
    }
    if (command == QLatin1String("flood-connections")) {
        // flood-connections C N: N calls on each of C connections of this one user, at once.
        QList<QDBusPendingCall> calls;
        for (int c = 0; c < args.value(1).toInt(); ++c) {
            QDBusConnection extra
                = QDBusConnection::connectToBus(QDBusConnection::SystemBus, QStringLiteral("flood%1").arg(c));
            for (int i = 0; i < args.value(2).toInt(); ++i)
                calls.append(extra.asyncCall(call("Status")));
        }
        sayAnswers(calls);
        return 0;
    }
    if (command == QLatin1String("pound")) {
        // pound MS [PER_MS]: PER_MS Status calls (default 1) every millisecond for MS ms, whatever
        // the helper is doing (exiting included); then every answer by error name. A call the
        // helper drops shows as NoReply.
        QList<QDBusPendingCall> calls;
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < args.value(1).toInt()) {
            for (int i = 0; i < qMax(1, args.value(2).toInt()); ++i)
                calls.append(bus.asyncCall(call("Status"), 10000));
            QCoreApplication::processEvents();
            QThread::msleep(1);
        }
        sayAnswers(calls);
        return 0;
    }
    if (command == QLatin1String("listen")) {
        subscribe(QLatin1String(Service));
        // Someone else's eavesdropping attempt: count what reaches this connection meanwhile.
        QTimer::singleShot(args.value(1).toInt(), &app, [&receiver] {
            say(QStringLiteral("received ") + QString::number(receiver.progress));
            QCoreApplication::exit(0);
        });
        say(QStringLiteral("listening"));
        return app.exec();
    }
    if (command != QLatin1String("start"))
        return 2;
    // Signals by the unique name of the helper the bus starts for this run. Subscribed by the well-known name before
    // the helper existed, a run refused at once lost its Finished in 2 of 8 tries: QtDBus had not yet taken the new
    // owner for the name's, and dropped the signal as a stranger's.
    // Where the bus cannot start it, by the well-known name: the start below then says why.
    bus.interface()->startService(QLatin1String(Service));
    const QString owner = bus.interface()->serviceOwner(QLatin1String(Service)).value();
    subscribe(owner.isEmpty() ? QLatin1String(Service) : owner);

    // start DEVICE [--write 1] [--block-size B] [--queue-depth Q] [--threads T] [--measure-ms M]
    //       [--runs R] [--size BYTES] [--interactive 1] [--cancel-after-ms MS] [--results null|read-end|trickle]
    //       [--then wait|hold|stall|exit] [--bound-to RDEV:DISKSEQ:START:SECTORS] [--kind K] [--self-test T]
    // --kind and --self-test: the raw numbers (Profile::Kind, SelfTestType), any the caller likes.
    // --results trickle: StartStreaming with a one-page pipe whose result is read 256 bytes a second, each page
    // well within the helper's patience; prints "reading" at the first bytes, "closed after N bytes" once the helper
    // closed its end.
    const QMap<QString, QString> o = options(args.mid(2));
    WireProfile profile;
    profile.tests.append(WireTest {0,
                                   o.value(QStringLiteral("--block-size"), QStringLiteral("1048576")).toUInt(),
                                   o.value(QStringLiteral("--queue-depth"), QStringLiteral("8")).toUInt(),
                                   o.value(QStringLiteral("--threads"), QStringLiteral("1")).toUInt(),
                                   false});
    profile.modes = {0};
    profile.kind = o.value(QStringLiteral("--kind"), QStringLiteral("0")).toUInt();
    if (o.value(QStringLiteral("--write")) == QLatin1String("1"))
        profile.modes.append(1);
    // The options' defaults for what is not given (the surface tests' settings among them); zero timings, so that a
    // run is as short as its measure time.
    RunOptions defaults;
    defaults.warmup = defaults.interval = std::chrono::milliseconds(0);
    WireOptions wire = toWire(defaults, Profile());
    // The kind's own settings at their defaults (none for a kind number out of range); a self-test, given or the
    // health check's "none", whatever the kind, so that another kind's refusal of it can be tested.
    if (profile.kind <= quint32(Profile::LastKind))
        wire.kind = kindOptionsPart(TestKind(profile.kind)).toWire(defaults.kinds);
    if (o.contains(QStringLiteral("--self-test")) || wire.kind.contains(QStringLiteral("selfTest")))
        wire.kind.insert(QStringLiteral("selfTest"),
                         o.value(QStringLiteral("--self-test"), QStringLiteral("0")).toUInt());
    wire.testSize = o.value(QStringLiteral("--size"), QStringLiteral("16777216")).toULongLong();
    wire.runs = o.value(QStringLiteral("--runs"), QStringLiteral("1")).toUInt();
    wire.measureMs = o.value(QStringLiteral("--measure-ms"), QStringLiteral("200")).toUInt();
    // The drive the run is bound to (a batch's consent), as raw numbers: any the caller likes.
    if (const QStringList bound = o.value(QStringLiteral("--bound-to")).split(QLatin1Char(':')); bound.size() == 4) {
        wire.deviceRdev = bound.at(0).toULongLong();
        wire.deviceDiskseq = bound.at(1).toULongLong();
        wire.deviceStartSector = bound.at(2).toULongLong();
        wire.deviceSectors = bound.at(3).toULongLong();
    }
    // --results null|read-end: StartStreaming with something else than a pipe's write end.
    const QString results = o.value(QStringLiteral("--results"));
    QDBusMessage start = call(results.isEmpty() ? "Start" : "StartStreaming");
    start << args.value(1) << QVariant::fromValue(profile) << QVariant::fromValue(wire);
    UniqueFd trickle;
    if (results == QLatin1String("trickle")) {
        int fds[2];
        if (pipe2(fds, O_CLOEXEC) == 0) {
            fcntl(fds[1], F_SETPIPE_SZ, 4096);
            start << QVariant::fromValue(QDBusUnixFileDescriptor(fds[1])); // a copy: ours closes below
            ::close(fds[1]);
            trickle.reset(fds[0]);
        }
    } else if (results == QLatin1String("null")) {
        start << QVariant::fromValue(QDBusUnixFileDescriptor(::open("/dev/null", O_WRONLY | O_CLOEXEC)));
    } else if (!results.isEmpty()) {
        int fds[2];
        if (pipe2(fds, O_CLOEXEC) == 0)
            start << QVariant::fromValue(QDBusUnixFileDescriptor(fds[0]));
    }
    // Without it, as any D-Bus call, polkit may not ask for a password.
    start.setInteractiveAuthorizationAllowed(o.value(QStringLiteral("--interactive")) == QLatin1String("1"));
    QDBusPendingCall pending = bus.asyncCall(start, 60000);
    if (o.contains(QStringLiteral("--cancel-after-ms"))) {
        // The user changes their mind while polkit still asks (same connection, as a client would).
        QThread::msleep(o.value(QStringLiteral("--cancel-after-ms")).toULong());
        say(QStringLiteral("cancel ") + answer(bus.call(call("Cancel"))));
    }
    pending.waitForFinished();
    const QDBusMessage reply = pending.reply();
    say(answer(reply));
    const QString then = o.value(QStringLiteral("--then"), QStringLiteral("wait"));
    if (reply.type() == QDBusMessage::ErrorMessage || then == QLatin1String("exit"))
        return 0;
    if (trickle.isValid()) {
        // The sent message's copies of the write end (here and in the pending call): then EOF comes only from the
        // helper closing its own.
        start = QDBusMessage();
        pending = QDBusPendingCall::fromCompletedCall(reply);
        return readTrickle(trickle.get());
    }
    if (then == QLatin1String("stall")) {
        // Never read the bus again: progress piles up in the daemon, not in the helper.
        for (;;)
            QThread::sleep(60);
    }
    return app.exec(); // wait: until Finished; hold: until killed
}

#include "helperprobe.moc"
