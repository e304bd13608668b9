// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/selftest.h"

#include <QByteArrayView>

#include <optional>

namespace Sektor::Conditions {

/// The size of the NVMe Device Self-test log page (log identifier 06h): a 4-byte header and 20 results of 28 bytes.
inline constexpr qsizetype NvmeSelfTestLogSize = 564;

/**
 * The NVMe Device Self-test log page as the drive returned it (little-endian, NVMe base specification 2.0, figures
 * "Device Self-test Log" and "Self-test Result Data Structure"): the operation in progress and how far it is, then
 * the results newest first; results marked unused (result code Fh) end the list. A failing LBA is kept only where the
 * drive marks it valid. nullopt for a page shorter than 564 bytes; the bytes are only read, never trusted as sizes.
 */
std::optional<SelfTestLog> parseNvmeSelfTestLog(QByteArrayView page);

} // namespace Sektor::Conditions
