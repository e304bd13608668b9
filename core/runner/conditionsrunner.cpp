// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "runner/conditionsrunner.h"
#include "catalog/drivecatalog.h"
#include "model/kindoptionspart.h"

namespace Sektor {

namespace {
// The whole drives under a target: a directory's through its mount, a device node's own disk.
QList<Catalog::Drive> drivesUnder(const QString &target)
{
    const Catalog::DriveCatalog catalog;
    QStringList names;
    if (const QString node = catalog.nameOfNode(target); !node.isEmpty())
        names << catalog.diskOf(node);
    else
        names = catalog.locate(target).drives;
    QList<Catalog::Drive> drives;
    for (const QString &name : std::as_const(names)) {
        if (const Catalog::Drive *drive = catalog.drive(name))
            drives << *drive;
    }
    return drives;
}

// Where no sensor gave readings, the temperatures the drive reported with its health, before and after.
void temperatureFromHealth(DriveTemperature &t, const DriveHealth &before, const DriveHealth &after, qint64 elapsedMs)
{
    if (t.known())
        return;
    if (before.temperatureMilliCelsius != 0)
        t.readings.append({0, before.temperatureMilliCelsius, -1, 0});
    if (after.temperatureMilliCelsius != 0)
        t.readings.append({elapsedMs, after.temperatureMilliCelsius, -1, 0});
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
    m_healthBefore.clear();
    m_drives = drivesUnder(request.target);
    for (const Catalog::Drive &drive : std::as_const(m_drives)) {
        if (const auto sensor = Conditions::findTemperatureSensor(m_sysRoot, drive.name)) {
            m_sensors.insert(drive.name, *sensor);
            DriveTemperature &t = m_temperatures[drive.name];
            t.warningMilliCelsius = sensor->warningMilliCelsius;
            t.criticalMilliCelsius = sensor->criticalMilliCelsius;
        }
        if (m_healthSource)
            m_healthBefore.insert(drive.name, m_healthSource(drive));
    }
    m_heatRule.reset();
    m_clock.start();
    read(-1, 0); // before the run
    if (const StopRules *rules = kindOptionsPart(request.profile.kind).stopRules(request.options.kinds);
        rules && rules->hotterMilliCelsius)
        m_heatRule.emplace(*rules);
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
        const std::optional<int> value = Conditions::readMilliCelsius(it->input);
        if (!value)
            continue;
        m_temperatures[it.key()].readings.append({m_lastReadingMs, *value, testIndex, bytesPerSecond});
        if (m_heatRule && m_heatRule->fired() == StopReason::None && m_inner->isRunning()) {
            m_heatRule->temperature(*value);
            if (m_heatRule->fired() != StopReason::None)
                m_inner->cancel();
        }
    }
}

void ConditionsRunner::onProgress(const Progress &progress)
{
    if (!m_sensors.isEmpty() && m_clock.elapsed() - m_lastReadingMs >= ReadingIntervalMs) {
        const bool measuring = progress.phase == Phase::Measuring;
        read(measuring ? progress.testIndex : -1,
             measuring ? progress.sample.figureBytesPerSecond(progress.mode) : 0.0);
    }
    Q_EMIT progressed(progress);
}

void ConditionsRunner::onFinished(const RunOutcome &outcome)
{
    read(-1, 0); // after the run
    QHash<QString, DriveHealth> after;
    for (const Catalog::Drive &drive : std::as_const(m_drives)) {
        if (m_healthSource)
            after.insert(drive.name, m_healthSource(drive));
    }
    RunOutcome recorded = outcome;
    // Stopped by the rule, not by the user: what it found is its result, ended by the rule as the engine's own rules
    // end a run.
    if (m_heatRule && m_heatRule->fired() != StopReason::None) {
        recorded.result.stoppedBy = m_heatRule->fired();
        if (recorded.error.code == ErrorCode::Cancelled)
            recorded.error = Error();
    }
    for (MeasuredDrive &drive : recorded.result.target.drives) {
        drive.temperature = m_temperatures.value(drive.name);
        recordHealth(drive, after.value(drive.name));
    }
    Q_EMIT finished(recorded);
}

void ConditionsRunner::recordHealth(MeasuredDrive &drive, const DriveHealth &after) const
{
    // The inner runner's readings come first: the helper reads what a user's process cannot.
    if (!drive.healthBefore.known())
        drive.healthBefore = m_healthBefore.value(drive.name);
    if (!drive.healthAfter.known())
        drive.healthAfter = after;
    temperatureFromHealth(drive.temperature, drive.healthBefore, drive.healthAfter, m_clock.elapsed());
}

} // namespace Sektor
