// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/deviceidentity.h"
#include "runner/runner.h"

#include <QDBusConnection>
#include <QMap>
#include <QString>
#include <QStringList>

namespace Sektor::Helper {

/// What polkit is asked before a Start runs: every action in turn, each of which must say yes.
struct AuthorizationPlan
{
    /// Sektor's own action (benchmark-read, benchmark-write or drive-selftest), then udisks' right to a self-test when
    /// the run would start one through udisks.
    QStringList actions;
    /// Shown in each prompt: "drive" (model, node, size; a partition's place on its disk), "device-id" and, with a
    /// self-test, "test" (its name as smartctl -t gives it).
    QMap<QString, QString> details;
    /// The run may start its self-test through udisks (SelfTestGate): the caller's own udisks right is among actions.
    bool udisksSelfTest = false;
};

/**
 * The authorization @p request on kernel device @p device (whose identity is @p identity, under @p sysRoot) needs:
 * writes the write action; a Health Check that starts a self-test the self-test action (never the read right: the
 * drive's own test of all of it), and, where udisks on @p bus would run that test (not an NVMe drive, whose commands
 * the helper sends itself), udisks' own ata-smart-selftest right for the caller; anything else the read action. Reads
 * udisks' properties (bounded) but asks polkit nothing.
 */
AuthorizationPlan authorizationPlan(const RunRequest &request,
                                    const QString &device,
                                    const DeviceIdentity &identity,
                                    const QString &sysRoot,
                                    const QDBusConnection &bus);

} // namespace Sektor::Helper
