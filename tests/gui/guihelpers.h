// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "catalog/drive.h"

#include "engine/benchmark.h"
#include "model/runoptions.h"

#include <QStringList>

#include <string>

class QAction;
class QComboBox;
class QWidget;

namespace Sektor::Test {

class WindowUnderTest;

/// How long a GUI test waits for a run to reach its measured phase (the first run also opens
/// the target and may prefill it).
inline constexpr int RunStartTimeoutMs = 30000;
/// How long a GUI test waits for a window or dialog to open or close after a click or close().
inline constexpr int WindowReactionTimeoutMs = 3000;

/// Starts every test of @p window's profile on the raw device chosen in it, types @p deviceName into the dialog that
/// asks for it and waits for the run to end; an error outcome when the dialog does not open or the run does not end.
RunOutcome runTypingTheName(WindowUnderTest &window, const QString &deviceName);

/// Waits for the dialog that asks for the typed name of a raw device to open in @p window, types @p deviceName and
/// confirms; false when it does not open.
bool typeTheName(WindowUnderTest &window, const QString &deviceName);

/// Selects @p dir in @p window with @p profile and @p options, figures in MB/s (not what an earlier test left in the
/// settings).
void prepareRun(WindowUnderTest &window, const std::string &dir, const QString &profile, const RunOptions &options);

/// What happened when a Save or Export action was answered by saveThroughDialog().
struct SaveThroughDialog
{
    bool dialogShown = false; ///< A file dialog opened and took the path.
    QString errorShown; ///< The text of the message box the window showed after it; empty when none.
};

/// Triggers @p action, which opens a modal file dialog, and answers it with @p path as a user typing it and pressing
/// Save would; closes the error box the window may show then, and says what it read. A dialog that is not answered in
/// WindowReactionTimeoutMs is closed: the test fails on the missing file rather than hang.
SaveThroughDialog saveThroughDialog(QAction *action, const QString &path);

/// A drive with a mounted partition, as the raw-write warning dialog shows it.
Catalog::Drive fixtureDrive();

/// The combo box under @p root (in a row or a popup) that a screen reader calls @p accessibleName; null when none.
QComboBox *comboNamed(const QWidget *root, const QString &accessibleName);

/// What a screen reader calls the More popup's choice to rewrite the sequential tests.
inline const QString RewriteChoice = QStringLiteral("Rewrite the sequential tests");

/// Every visible label, button, tab and combo box under @p root whose text does not fit its width, as "class 'text'
/// (needs N px, has M px)".
QStringList truncatedTexts(QWidget *root);

/// Every visible widget under @p root that reaches outside it (inside a scroll area: outside the page the area scrolls)
/// or is squeezed below its minimum size (a layout that ran out of room), as "class 'name' at x,y WxH".
QStringList offWindowWidgets(QWidget *root);

} // namespace Sektor::Test
