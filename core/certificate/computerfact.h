// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"

#include <QString>

namespace Sektor {

/// The computer that tested, as its firmware names it, for a certificate: "LENOVO 21CF, serial PF3ABC12", "…, serial
/// not readable" where only root may read it; empty when the firmware names nothing (a virtual machine, an old file).
QString computerFact(const SystemInfo &system);

} // namespace Sektor
