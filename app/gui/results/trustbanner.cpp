// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/results/trustbanner.h"
#include "gui/widgets/kdecolours.h"
#include "gui/widgets/themedicon.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace Sektor::Gui {

namespace {
// KDE's "neutral" colour, which KMessageWidget uses for warnings, and its "negative" one, for errors: mixed into the
// window colour so that text keeps the palette's contrast in light and dark themes.
using KdeColours::Negative;
using KdeColours::Neutral;

/// A colour between the text's and the window's: for the lines that say less (runs that varied, their tests).
QColor quieterText(const QPalette &palette)
{
    const QColor text = palette.color(QPalette::WindowText);
    const QColor window = palette.color(QPalette::Window);
    const auto mix = [](int a, int b) {
        return (a * 3 + b) / 4;
    };
    return QColor(mix(text.red(), window.red()), mix(text.green(), window.green()), mix(text.blue(), window.blue()));
}
} // namespace

TrustBanner::TrustBanner(QWidget *parent)
    : QFrame(parent)
    , m_heading(new QLabel(this))
    , m_lines(new QVBoxLayout)
    , m_toggle(new QToolButton(this))
{
    auto *layout = new QHBoxLayout(this);
    const int pad = fontMetrics().height() / 2;
    layout->setContentsMargins(pad, pad / 2, pad, pad / 2);
    auto *column = new QVBoxLayout;
    column->setSpacing(pad / 3);
    column->addWidget(m_heading);
    column->addLayout(m_lines);
    column->addStretch(1); // a banner given more height than its lines keeps them together at the top
    m_lines->setSpacing(pad / 3);
    m_lines->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(column, 1);
    layout->addWidget(m_toggle, 0, Qt::AlignBottom);
    m_toggle->setObjectName(QStringLiteral("trustBannerToggle"));
    m_toggle->setAutoRaise(true);
    m_toggle->hide();
    connect(m_toggle, &QToolButton::clicked, this, [this] {
        setExpanded(!m_expanded);
    });
    m_heading->setWordWrap(true);
    m_heading->setTextFormat(Qt::PlainText);
    m_heading->setTextInteractionFlags(Qt::TextSelectableByMouse);
    setAccessibleName(tr("Warning"));
    hide();
}

void TrustBanner::setNotes(const QString &heading, const QList<TrustNote> &notes)
{
    if (heading != m_headingText || notes != m_notes)
        m_expanded = false; // other notes start folded again
    m_headingText = heading;
    m_notes = notes;
    showNotes();
    setVisible(!notes.isEmpty());
}

void TrustBanner::setNotes(const QString &heading, const QStringList &notes)
{
    QList<TrustNote> plain;
    for (const QString &note : notes)
        plain.append(TrustNote {NoteLevel::Figures, QString(), note, {}});
    setNotes(heading, plain);
}

QStringList TrustBanner::notes() const
{
    QStringList texts;
    for (const TrustNote &note : m_notes)
        texts << note.text;
    return texts;
}

void TrustBanner::setExpanded(bool expanded)
{
    m_expanded = expanded;
    showNotes();
}

bool TrustBanner::hasDetails() const
{
    return std::any_of(m_notes.cbegin(), m_notes.cend(), [](const TrustNote &note) {
        return !note.details.isEmpty();
    });
}

QPixmap TrustBanner::iconOf(NoteLevel level) const
{
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    switch (level) {
    case NoteLevel::Measures:
        return themedIcon("dialog-warning", QStyle::SP_MessageBoxWarning, this).pixmap(size, size);
    case NoteLevel::RunToRun:
        return themedIcon("dialog-information", QStyle::SP_MessageBoxInformation, this).pixmap(size, size);
    case NoteLevel::Figures:
        break;
    }
    return {};
}

void TrustBanner::addLine(NoteLevel level, const QString &text, bool detail)
{
    auto *line = new QWidget(this);
    auto *row = new QHBoxLayout(line);
    const int iconWidth = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(iconWidth / 2);
    auto *mark = new QLabel(line);
    mark->setFixedWidth(iconWidth);
    mark->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    if (const QPixmap icon = detail ? QPixmap() : iconOf(level); !icon.isNull())
        mark->setPixmap(icon);
    else if (!detail)
        mark->setText(QStringLiteral("•"));
    auto *words = new QLabel(text, line);
    words->setWordWrap(true);
    words->setTextFormat(Qt::PlainText);
    words->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // What the result measures is the note that changes its meaning: it stands out; how much runs varied says less.
    if (level == NoteLevel::Measures && !detail) {
        QFont bold = words->font();
        bold.setBold(true);
        words->setFont(bold);
    } else if (level == NoteLevel::RunToRun || detail) {
        QPalette quiet = words->palette();
        quiet.setColor(QPalette::WindowText, quieterText(palette()));
        words->setPalette(quiet);
    }
    if (detail)
        row->addSpacing(iconWidth + row->spacing());
    row->addWidget(mark, 0, Qt::AlignTop);
    row->addWidget(words, 1);
    m_lines->addWidget(line);
    m_shown << (detail ? QStringLiteral("  – ") : QStringLiteral("• ")) + text;
}

void TrustBanner::showNotes()
{
    while (QLayoutItem *item = m_lines->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_shown.clear();
    m_heading->setText(m_headingText);
    const bool bounded = !m_expanded && m_notes.size() > ShownNotes;
    const qsizetype shown = bounded ? ShownNotes - 1 : m_notes.size();
    for (qsizetype i = 0; i < shown; ++i) {
        const TrustNote &note = m_notes.at(i);
        addLine(note.level, note.text);
        if (m_expanded) {
            for (const QString &detail : note.details)
                addLine(note.level, detail, true);
        }
    }
    if (bounded)
        addLine(NoteLevel::Figures, tr("and %n more notes", nullptr, int(m_notes.size() - shown)));
    m_toggle->setVisible(m_notes.size() > ShownNotes || hasDetails());
    m_toggle->setText(m_expanded ? tr("Show fewer") : tr("Show all"));
    // A screen reader hears every note and detail, folded or not.
    QStringList all {m_headingText};
    for (const TrustNote &note : std::as_const(m_notes))
        all << note.text << note.details;
    setAccessibleDescription(all.join(QLatin1Char('\n')));
    update();
}

QString TrustBanner::text() const
{
    return (QStringList {m_headingText} + m_shown).join(QLatin1Char('\n'));
}

void TrustBanner::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const bool measuresSomethingElse = std::any_of(m_notes.cbegin(), m_notes.cend(), [](const TrustNote &note) {
        return note.level == NoteLevel::Measures;
    });
    const QColor edge = measuresSomethingElse ? Negative : Neutral;
    QColor fill = edge;
    fill.setAlphaF(0.18);
    QPainterPath shape;
    shape.addRoundedRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4);
    p.fillPath(shape, palette().color(QPalette::Window));
    p.fillPath(shape, fill);
    p.setPen(QPen(edge, 1.0));
    p.drawPath(shape);
}

void TrustBanner::changeEvent(QEvent *event)
{
    // The icons follow the style, the quieter lines the palette: drawn again once the change has reached every child
    // (Qt is still handing it down the children that showNotes() replaces).
    if ((event->type() == QEvent::StyleChange || event->type() == QEvent::PaletteChange) && !m_redrawQueued) {
        m_redrawQueued = true;
        QMetaObject::invokeMethod(
            this,
            [this] {
                m_redrawQueued = false;
                showNotes();
            },
            Qt::QueuedConnection);
    }
    QFrame::changeEvent(event);
}

} // namespace Sektor::Gui
