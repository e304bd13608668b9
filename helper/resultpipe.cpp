// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "resultpipe.h"

#include "sektorhelper_debug.h"

#include <QMetaObject>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Sektor::Helper {

bool isWritablePipe(int fd)
{
    struct stat st
    {
    };
    if (fd < 0 || fstat(fd, &st) != 0 || !S_ISFIFO(st.st_mode))
        return false;
    const int flags = fcntl(fd, F_GETFL);
    return flags >= 0 && (flags & O_ACCMODE) == O_WRONLY;
}

ResultPipe::ResultPipe(UniqueFd fd, QByteArray data, std::chrono::milliseconds deadline, QObject *parent)
    : QObject(parent)
    , m_fd(std::move(fd))
    , m_data(std::move(data))
{
    fcntl(m_fd.get(), F_SETFL, fcntl(m_fd.get(), F_GETFL) | O_NONBLOCK);
    m_notifier = std::make_unique<QSocketNotifier>(m_fd.get(), QSocketNotifier::Write);
    connect(m_notifier.get(), &QSocketNotifier::activated, this, &ResultPipe::writeSome);
    m_patience.setSingleShot(true);
    m_patience.setInterval(PatienceMs);
    connect(&m_patience, &QTimer::timeout, this, [this] {
        finish(false);
    });
    m_patience.start();
    // Each read restarts the patience, never this: a reader that trickles is dropped all the same.
    m_deadline.setSingleShot(true);
    m_deadline.setInterval(deadline);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        qCInfo(SEKTOR_HELPER) << "the result's reader took longer than" << m_deadline.interval() << "ms; dropped after"
                              << m_written << "of" << m_data.size() << "bytes";
        finish(false);
    });
    m_deadline.start();
    QMetaObject::invokeMethod(this, &ResultPipe::writeSome, Qt::QueuedConnection);
}

ResultPipe::~ResultPipe()
{
    m_notifier.reset(); // before the descriptor it watches closes
}

void ResultPipe::writeSome()
{
    while (!m_finished && m_written < m_data.size()) {
        const ssize_t n = ::write(m_fd.get(), m_data.constData() + m_written, size_t(m_data.size() - m_written));
        if (n > 0) {
            m_written += n;
            m_patience.start(); // the reader reads: give it time again
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && errno == EAGAIN)
            return; // the notifier says when there is room
        finish(false); // EPIPE: the reader closed its end
        return;
    }
    finish(true);
}

void ResultPipe::finish(bool complete)
{
    if (m_finished)
        return;
    m_finished = true;
    m_notifier.reset();
    m_patience.stop();
    m_deadline.stop();
    m_fd.reset(); // EOF for the reader: the result is whole (or abandoned)
    Q_EMIT done(complete);
}

} // namespace Sektor::Helper
