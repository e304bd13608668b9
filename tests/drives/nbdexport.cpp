// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "nbdexport.h"

#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

namespace Sektor::Test {

NbdExport::NbdExport(const DeviceShape &shape, const std::string &folder, const std::string &name)
    : m_socket(folder + "/" + name + ".sock")
{
    const std::string spec = folder + "/" + name + ".json";
    std::ofstream(spec) << shape.toJson();
    // Each failed read of an EIO range is a Python traceback on nbdkit's standard error: kept beside the spec, not in
    // the test's output.
    m_nbdkit.setStandardOutputFile(QProcess::nullDevice());
    m_nbdkit.setStandardErrorFile(QString::fromStdString(folder + "/" + name + ".log"));
    m_nbdkit.start(QStringLiteral("nbdkit"),
                   {QStringLiteral("--foreground"),
                    QStringLiteral("--exit-with-parent"),
                    QStringLiteral("--unix"),
                    QString::fromStdString(m_socket),
                    QStringLiteral("python"),
                    QStringLiteral(SEKTOR_SHAPED_PLUGIN),
                    QStringLiteral("spec=") + QString::fromStdString(spec)});
    if (!m_nbdkit.waitForStarted(10'000)) {
        m_error = "nbdkit did not start: " + m_nbdkit.errorString().toStdString();
        return;
    }
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(15);
    while (!std::filesystem::exists(m_socket)) {
        if (m_nbdkit.state() != QProcess::Running || std::chrono::steady_clock::now() > deadline) {
            m_error = "nbdkit serves no socket at " + m_socket;
            return;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
}

NbdExport::~NbdExport()
{
    if (m_nbdkit.state() == QProcess::NotRunning)
        return;
    m_nbdkit.terminate();
    if (!m_nbdkit.waitForFinished(5'000)) {
        m_nbdkit.kill();
        m_nbdkit.waitForFinished(5'000);
    }
}

std::string NbdExport::drive(const std::string &id) const
{
    return "file=nbd+unix:///?socket=" + m_socket + ",format=raw,if=none,id=" + id
        + ",cache=none,rerror=report,werror=report";
}

} // namespace Sektor::Test
