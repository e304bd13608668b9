// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "helperbusprocesses.h"

#include "helperbus.h"

#include <QElapsedTimer>

#include <chrono>
#include <thread>

namespace Sektor::Test {

std::string firstLine(const std::string &text)
{
    return text.substr(0, text.find('\n'));
}

bool waitForLine(QProcess &process, const char *prefix, int timeoutMs)
{
    QElapsedTimer t;
    t.start();
    QByteArray seen;
    while (t.elapsed() < timeoutMs) {
        process.waitForReadyRead(100);
        seen += process.readAllStandardOutput();
        if (seen.startsWith(prefix) || seen.contains(QByteArray("\n").append(prefix)))
            return true;
        if (process.state() == QProcess::NotRunning)
            return false;
    }
    return false;
}

bool waitForNoHelper(int timeoutMs)
{
    using namespace std::chrono_literals;
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < timeoutMs) {
        if (HelperBus::helperPids().empty())
            return true;
        std::this_thread::sleep_for(20ms);
    }
    return false;
}

} // namespace Sektor::Test
