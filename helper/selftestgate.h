// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

namespace Sektor::Helper::SelfTestGate {

/**
 * Whether the run being started may reach a drive's self-tests through udisks. udisks never asks root (this helper)
 * for a right, so without this gate a self-test through udisks would need none of the caller's own: the helper opens it
 * for a session only after polkit said yes to udisks' own right for that caller (authorizationPlan()), and closes it
 * when the session ends. One session at a time, so one gate.
 */
void allowUdisks(bool allowed);

/// Sets the engine's self-test source to the Health library's, with udisks reached only while the gate is open.
void registerSource();

} // namespace Sektor::Helper::SelfTestGate
