// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "catalog/drive.h"
#include "conditions/temperaturesensor.h"
#include "model/stoprules.h"
#include "runner/runner.h"

#include <QElapsedTimer>
#include <QHash>

#include <functional>
#include <memory>
#include <optional>

namespace Sektor {

/**
 * Runs another runner (local or the helper) and records what changes while it runs: the temperature of each drive
 * under the target, before the run, once a second with its progress and after it, with the rate measured at each
 * reading, into the result's MeasuredDrive::temperature; and, with a health source, what each drive says of its
 * health before and after (kept as the inner runner gave it where it had it: the helper reads an NVMe drive's log
 * on the device it opened). A drive without a temperature sensor takes its temperature from its health readings.
 * Readings happen on this runner's thread, never on an I/O thread, so they cannot disturb the measurement. Signals
 * are passed on unchanged but for finished(), whose result gains the readings. A run with a stop rule on the
 * temperature (StopRules::hotterMilliCelsius, --stop-if-hotter) is stopped at the first reading above it while it runs,
 * and its result says that rule ended it (RunResult::stoppedBy).
 */
class ConditionsRunner : public Runner
{
    Q_OBJECT
public:
    /// @param sysRoot where to look for sensors ("/sys", or a fixture tree in tests); drives come from the live
    /// catalog.
    explicit ConditionsRunner(std::unique_ptr<Runner> inner,
                              const QString &sysRoot = QStringLiteral("/sys"),
                              QObject *parent = nullptr);
    ~ConditionsRunner() override;

    /// Reads a drive's health (Health::readDriveHealth in the programs); handed in so the runner needs no D-Bus.
    using HealthSource = std::function<DriveHealth(const Catalog::Drive &drive)>;
    void setHealthSource(HealthSource source) { m_healthSource = std::move(source); }

    bool start(const RunRequest &request) override;
    void cancel() override;
    bool isRunning() const override;

    /// Readings closer together than this are skipped (an NVMe drive answers each one with an admin command).
    static constexpr qint64 ReadingIntervalMs = 1000;

private:
    void read(int testIndex, double bytesPerSecond);
    void onProgress(const Progress &progress);
    void onFinished(const RunOutcome &outcome);
    void recordHealth(MeasuredDrive &drive, const DriveHealth &after) const;

    std::unique_ptr<Runner> m_inner;
    QString m_sysRoot;
    QHash<QString, Conditions::TemperatureSensor> m_sensors; ///< Drive name → its sensor.
    QHash<QString, DriveTemperature> m_temperatures;
    HealthSource m_healthSource;
    QList<Catalog::Drive> m_drives; ///< The drives under the target, for the health source.
    QHash<QString, DriveHealth> m_healthBefore;
    QElapsedTimer m_clock;
    qint64 m_lastReadingMs = 0;
    std::optional<StopRuleWatcher> m_heatRule; ///< The run's stop rules, fed the readings while it runs.
};

} // namespace Sektor
