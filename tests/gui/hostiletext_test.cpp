// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Names from an imported result (a profile, a comment, a drive's model and serial, a target, a host) are shown as the
// characters they are: no label of the window or the comparison takes "<img src=…>" or "<a href=…>" for HTML.
#include "guihelpers.h"
#include "reportfixtures.h"

#include "gui/history/comparedialog.h"
#include "gui/window/mainwindow.h"

#include <QLabel>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

namespace {

const QString Markup = QStringLiteral("<img src=\"/etc/hostname\"><a href=\"https://example.invalid\">x</a>");

RunResult hostileRun()
{
    RunResult r = Fixtures::defaultProfile();
    r.profileName = Markup + QStringLiteral(" profile");
    r.comment = Markup + QStringLiteral(" comment");
    r.target.path = QStringLiteral("/mnt/") + Markup;
    r.target.drives.first().model = Markup + QStringLiteral(" model");
    r.target.drives.first().serial = Markup;
    r.system.hostName = Markup;
    return r;
}

/// The labels under @p root that would render the markup as HTML: rich text, or auto text that looks rich.
QStringList labelsTakingMarkup(const QWidget &root)
{
    QStringList found;
    for (const QLabel *label : root.findChildren<QLabel *>()) {
        if (!label->text().contains(QLatin1String("<img src=")))
            continue;
        const bool rich = label->textFormat() == Qt::RichText
            || (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text()));
        if (rich)
            found << QString::fromLatin1(label->parentWidget()->metaObject()->className()) + QStringLiteral(": ")
                    + label->text();
    }
    return found;
}

} // namespace

TEST(HostileText, AnImportedRunShowsItsNamesAsText)
{
    MainWindow window;
    window.showPastRun(hostileRun(), 7);
    const QStringList rich = labelsTakingMarkup(window);
    EXPECT_TRUE(rich.isEmpty()) << qPrintable(rich.join(QLatin1Char('\n')));
}

TEST(HostileText, AComparisonShowsItsRunsNamesAsText)
{
    RunResult second = hostileRun();
    second.started = second.started.addDays(1);
    CompareDialog dialog({{QStringLiteral("#1"), hostileRun()}, {QStringLiteral("#2"), second}});
    bool shown = false;
    for (const QLabel *label : dialog.findChildren<QLabel *>())
        shown = shown || label->text().contains(QLatin1String("<img src="));
    EXPECT_TRUE(shown) << "the names are shown somewhere, as text";
    const QStringList rich = labelsTakingMarkup(dialog);
    EXPECT_TRUE(rich.isEmpty()) << qPrintable(rich.join(QLatin1Char('\n')));
}
