// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "guihelpers.h"

#include "model/units.h"

#include "gui/options/runoptionsbar.h"
#include "gui/run/destroydatadialog.h"
#include "gui/target/targetselector.h"
#include "gui/window/mainwindow.h"
#include "windowundertest.h"

#include <QAbstractButton>
#include <QPushButton>
#include <QStyleOptionButton>

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDeadlineTimer>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QScrollArea>
#include <QSignalSpy>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTest>
#include <QTimer>
#include <algorithm>

#include <gtest/gtest.h>

using namespace std::chrono_literals;

namespace Sektor::Test {

Catalog::Drive fixtureDrive()
{
    Catalog::Drive d;
    d.name = QStringLiteral("sdb");
    d.model = QStringLiteral("WDC WD10EZEX");
    d.serial = QStringLiteral("WD-WCC6Y0123456");
    d.sizeBytes = 1'000'204'886'016;
    Catalog::Partition p;
    p.name = QStringLiteral("sdb1");
    p.sizeBytes = 999'000'000'000;
    p.fsType = QStringLiteral("ext4");
    p.mountPoints = {QStringLiteral("/srv/backup")};
    d.partitions = {p};
    return d;
}

namespace {

int textWidth(const QFontMetrics &fm, QString text)
{
    text.remove(QLatin1Char('&'));
    int widest = 0;
    for (const QString &line : text.split(QLatin1Char('\n')))
        widest = std::max(widest, fm.horizontalAdvance(line));
    return widest;
}

QString problem(const QWidget *w, const QString &text, int needs, int has)
{
    return QStringLiteral("%1 '%2' (needs %3 px, has %4 px)")
        .arg(QLatin1String(w->metaObject()->className()), text)
        .arg(needs)
        .arg(has);
}

// The width a button's text and icon need. A style sheet's padding is not in a plain estimate, and the cached size
// hint of a push button can be from another state (:disabled without the padding): the style is asked for the size
// its current state needs.
int buttonWidthNeeded(QAbstractButton *b)
{
    const int needs = textWidth(b->fontMetrics(), b->text()) + (b->icon().isNull() ? 0 : b->iconSize().width() + 4);
    auto *push = qobject_cast<QPushButton *>(b);
    if (!push)
        return needs + 8;
    QStyleOptionButton option;
    option.initFrom(push);
    option.text = push->text();
    option.icon = push->icon();
    option.iconSize = push->iconSize();
    const QSize contents(needs, push->fontMetrics().height());
    return std::max(needs + 8, push->style()->sizeFromContents(QStyle::CT_PushButton, &option, contents, push).width());
}
} // namespace

void prepareRun(WindowUnderTest &window, const std::string &dir, const QString &profile, const RunOptions &options)
{
    ASSERT_TRUE(window.targetSelector()->selectPath(QString::fromStdString(dir)));
    ASSERT_TRUE(window.optionsBar()->setProfile(profile));
    window.optionsBar()->setOptions(options);
    window.optionsBar()->setUnit(DisplayUnit::MegabytesPerSecond);
}

QComboBox *comboNamed(const QWidget *root, const QString &accessibleName)
{
    for (QComboBox *box : root->findChildren<QComboBox *>()) {
        if (box->accessibleName() == accessibleName)
            return box;
    }
    return nullptr;
}

QStringList truncatedTexts(QWidget *root)
{
    QStringList out;
    for (QLabel *l : root->findChildren<QLabel *>()) {
        // Word-wrapped and rich-text labels reflow; labels that give up width on purpose elide by design.
        if (!l->isVisibleTo(root) || l->wordWrap() || l->textFormat() == Qt::RichText
            || l->sizePolicy().horizontalPolicy() == QSizePolicy::Ignored)
            continue;
        const int needs = textWidth(l->fontMetrics(), l->text());
        if (needs > l->contentsRect().width())
            out << problem(l, l->text(), needs, l->contentsRect().width());
    }
    for (QAbstractButton *b : root->findChildren<QAbstractButton *>()) {
        if (!b->isVisibleTo(root) || b->text().isEmpty())
            continue;
        const int wants = buttonWidthNeeded(b);
        if (wants > b->width())
            out << problem(b, b->text(), wants, b->width());
    }
    for (QTabBar *bar : root->findChildren<QTabBar *>()) {
        for (int i = 0; bar->isVisibleTo(root) && i < bar->count(); ++i) {
            const int needs = textWidth(bar->fontMetrics(), bar->tabText(i));
            if (needs > bar->tabRect(i).width())
                out << problem(bar, bar->tabText(i), needs, bar->tabRect(i).width());
        }
    }
    for (QComboBox *c : root->findChildren<QComboBox *>()) {
        if (!c->isVisibleTo(root))
            continue;
        QStyleOptionComboBox option;
        option.initFrom(c);
        const QRect text = c->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, c);
        const int needs = textWidth(c->fontMetrics(), c->currentText());
        if (needs > text.width())
            out << problem(c, c->currentText(), needs, text.width());
    }
    return out;
}

namespace {
/// The page a QScrollArea under @p root scrolls that is @p w or holds it; nullptr when @p w is in none.
const QWidget *scrolledPageOf(const QWidget *w, const QWidget *root)
{
    for (const QWidget *p = w; p && p != root; p = p->parentWidget()) {
        const QWidget *viewport = p->parentWidget();
        const auto *area = viewport ? qobject_cast<const QScrollArea *>(viewport->parentWidget()) : nullptr;
        if (area && area->widget() == p)
            return p;
    }
    return nullptr;
}
} // namespace

QStringList offWindowWidgets(QWidget *root)
{
    QStringList out;
    const QRect window = root->rect();
    for (QWidget *w : root->findChildren<QWidget *>()) {
        if (!w->isVisibleTo(root) || w->isWindow() || w->width() <= 0)
            continue;
        // Inside a scroll area, a widget may extend beyond the window: the area scrolls to it. It must lie within the
        // page the area scrolls (which may be taller than the window), and the viewport within the window.
        if (w->parentWidget() && w->parentWidget()->inherits("QAbstractScrollArea"))
            continue;
        // A line edit's own buttons (its clear button): it places and sizes them inside itself, smaller than their
        // size hint on purpose.
        if (w->parentWidget() && w->parentWidget()->inherits("QLineEdit"))
            continue;
        const QWidget *page = scrolledPageOf(w, root);
        if (page == w)
            continue;
        const QRect bounds = page ? QRect(page->mapTo(root, QPoint(0, 0)), page->size()) : window;
        const QRect r(w->mapTo(root, QPoint(0, 0)), w->size());
        const QSize minimum = w->minimumSizeHint().expandedTo(w->minimumSize());
        const bool squeezed = w->layout() == nullptr && minimum.isValid()
            && (w->width() < minimum.width() - 1 || w->height() < minimum.height() - 1);
        if (!bounds.contains(r) || squeezed)
            out << QStringLiteral("%1 '%2' at %3,%4 %5x%6%7")
                       .arg(QLatin1String(w->metaObject()->className()), w->objectName())
                       .arg(r.x())
                       .arg(r.y())
                       .arg(r.width())
                       .arg(r.height())
                       .arg(squeezed ? QStringLiteral(" (minimum %1x%2)").arg(minimum.width()).arg(minimum.height())
                                     : QString());
    }
    return out;
}

SaveThroughDialog saveThroughDialog(QAction *action, const QString &path)
{
    SaveThroughDialog outcome;
    const QDeadlineTimer deadline(WindowReactionTimeoutMs);
    // The dialogs run their own event loops (exec()) inside trigger(): a timer is what still runs there.
    QTimer answer;
    QObject::connect(&answer, &QTimer::timeout, [&] {
        QWidget *modal = QApplication::activeModalWidget();
        if (deadline.hasExpired()) {
            if (modal)
                modal->close();
        } else if (auto *dialog = qobject_cast<QFileDialog *>(modal)) {
            // Typed into the name field, which has the focus: selectFile() leaves a focused field as it is.
            auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
            if (!name) {
                dialog->close();
                return;
            }
            outcome.dialogShown = true;
            name->setText(path);
            static_cast<QDialog *>(dialog)->accept(); // QFileDialog's own accept(), protected there: as Save does
        } else if (auto *box = qobject_cast<QMessageBox *>(modal)) {
            outcome.errorShown = box->text();
            box->close();
        }
    });
    answer.start(20);
    action->trigger();
    return outcome;
}

bool typeTheName(WindowUnderTest &window, const QString &deviceName)
{
    Gui::DestroyDataDialog *dialog = nullptr;
    if (!QTest::qWaitFor(
            [&] {
                return (dialog = window.findChild<Gui::DestroyDataDialog *>()) != nullptr && dialog->isVisible();
            },
            WindowReactionTimeoutMs))
        return false;
    dialog->nameEdit()->setText(deviceName);
    dialog->destroyButton()->click();
    return true;
}

RunOutcome runTypingTheName(WindowUnderTest &window, const QString &deviceName)
{
    RunOutcome failed;
    failed.error = Error::invalidArgument(QStringLiteral("the typed-name dialog did not open"));
    QSignalSpy done(&window, &Gui::MainWindow::runFinished);
    window.runAll();
    if (!typeTheName(window, deviceName))
        return failed;
    if (!done.wait(60000)) {
        failed.error.detail = QStringLiteral("the run did not end within a minute");
        return failed;
    }
    return done.at(0).at(0).value<RunOutcome>();
}

} // namespace Sektor::Test
