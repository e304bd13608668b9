// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "runner/conditionsrunner.h"
#include "catalog/drivecatalog.h"

#include <QFile>

#include <sys/stat.h>
#include <sys/sysmacros.h>

namespace Sektor {

namespace {
// The whole drives under a target: a directory's through its mount, a device node's own disk.
QStringList drivesUnder(const QString &target)
{
    const Catalog::DriveCatalog catalog;
    struct stat st
    {
    };
    if (::stat(QFile::encodeName(target).constData(), &st) == 0 && S_ISBLK(st.st_mode)) {
        const QString disk = catalog.diskOf(catalog.nameOfDevice(major(st.st_rdev), minor(st.st_rdev)));
        return disk.isEmpty() ? QStringList() : QStringList {disk};
    }
    return catalog.locate(target).drives;
}
} // namespace

ConditionsRunner::ConditionsRunner(std::unique_ptr<Runner> inner, const QString &sysRoot, QObject *parent)
    : Runner(parent)
    , m_inner(std::move(inner))
    , m_sysRoot(sysRoot)
{
    connect(m_inner.get(), &Runner::progressed, this, &ConditionsRunner::onProgress);
    connect(m_inner.get(), &Runner::testFinished, this, &Runner::testFinished);
    connect(m_inner.get(), &Runner::finished, this, &ConditionsRunner::onFinished);
}

ConditionsRunner::~ConditionsRunner() = default;

bool ConditionsRunner::start(const RunRequest &request)
{
    if (m_inner->isRunning())
        return false;
    m_sensors.clear();
    m_temperatures.clear();
    for (const QString &drive : drivesUnder(request.target)) {
        if (const auto sensor = Conditions::findTemperatureSensor(m_sysRoot, drive)) {
            m_sensors.insert(drive, *sensor);
            DriveTemperature &t = m_temperatures[drive];
            t.warningMilliCelsius = sensor->warningMilliCelsius;
            t.criticalMilliCelsius = sensor->criticalMilliCelsius;
        }
    }
    m_clock.start();
    read(-1, 0); // before the run
    return m_inner->start(request);
}

void ConditionsRunner::cancel()
{
    m_inner->cancel();
}

bool ConditionsRunner::isRunning() const
{
    return m_inner->isRunning();
}

void ConditionsRunner::read(int testIndex, double bytesPerSecond)
{
    m_lastReadingMs = m_clock.elapsed();
    for (auto it = m_sensors.cbegin(); it != m_sensors.cend(); ++it) {
        if (const std::optional<int> value = Conditions::readMilliCelsius(it->input))
            m_temperatures[it.key()].readings.append({m_lastReadingMs, *value, testIndex, bytesPerSecond});
    }
}

void ConditionsRunner::onProgress(const Progress &progress)
{
    if (!m_sensors.isEmpty() && m_clock.elapsed() - m_lastReadingMs >= ReadingIntervalMs) {
        const bool measuring = progress.phase == Phase::Measuring || progress.surface;
        read(measuring ? progress.testIndex : -1, measuring ? progress.sample.bytesPerSecond() : 0.0);
    }
    Q_EMIT progressed(progress);
}

void ConditionsRunner::onFinished(const RunOutcome &outcome)
{
    read(-1, 0); // after the run
    RunOutcome recorded = outcome;
    for (MeasuredDrive &drive : recorded.result.target.drives)
        drive.temperature = m_temperatures.value(drive.name);
    Q_EMIT finished(recorded);
}

} // namespace Sektor
