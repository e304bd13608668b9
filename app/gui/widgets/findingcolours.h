// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QColor>

/// The colours the window shows findings in: the read scan's block map (read, slow, unreadable, not read) and the
/// verdicts' tones (good, attention, bad, none), alike so that a verdict reads as the map it rests on.
namespace Sektor::Gui::FindingColours {

inline const QColor Good(0x3c, 0xa8, 0x4a);
inline const QColor Slow(0xe8, 0xb9, 0x20);
inline const QColor Error(0xd0, 0x31, 0x2d);
inline const QColor Unread(0x9a, 0x9a, 0x9a);

} // namespace Sektor::Gui::FindingColours
