// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"

#include <QImage>

namespace Sektor {

/// The width the bars are drawn for in a report, in CSS pixels; the picture holds twice as many for print.
inline constexpr int ResultBarsWidth = 600;

/**
 * The run's figures as bars, a row per test with a bar per mode (read, write, mix), each labelled with its MB/s, on
 * one scale from zero: the certificate's chart. Null for a run without figures. Needs a QGuiApplication (fonts).
 */
QImage resultBars(const RunResult &result);

/// A mode's name in the certificate's language: "Read", "Write", "Mix", "Rewrite".
QString certificateModeName(IoMode mode);

/// The colour a mode is drawn in on the certificate's pictures: read blue, write orange, mix green, rewrite purple.
QColor certificateModeColour(IoMode mode);

} // namespace Sektor
