// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/run/progresspanel.h"
#include "gui/widgets/plaintooltip.h"

#include "model/units.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>

namespace Sektor::Gui {

QString formatDuration(std::int64_t ns)
{
    const std::int64_t s = std::max<std::int64_t>(0, (ns + NsPerSecond / 2) / NsPerSecond);
    if (s >= 3600)
        return QStringLiteral("%1:%2:%3")
            .arg(s / 3600)
            .arg((s / 60) % 60, 2, 10, QLatin1Char('0'))
            .arg(s % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

ProgressPanel::ProgressPanel(QWidget *parent)
    : QWidget(parent)
    , m_bar(new QProgressBar(this))
    , m_status(new QLabel(this))
    , m_time(new QLabel(this))
    , m_sleep(new QLabel(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_bar->setRange(0, 1000);
    m_bar->setTextVisible(false);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Errors name the target and its drive, whose model is the device's to choose: text, never HTML.
    m_status->setTextFormat(Qt::PlainText);
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred); // long errors must not widen the window
    layout->addWidget(m_status, 3);
    layout->addWidget(m_bar, 2);
    layout->addWidget(m_time);
    layout->addWidget(m_sleep);
    showIdle(QString());
}

void ProgressPanel::setWords(const ProgressWords &words)
{
    m_words = words;
}

QString ProgressPanel::describe(const Progress &p, const ProgressWords &words)
{
    if (QString own = words(p); !own.isEmpty())
        return own;
    const QString test = QStringLiteral("%1 %2").arg(p.spec.name(), ioModeDisplayName(p.mode));
    switch (p.phase) {
    case Phase::Preparing:
        if (p.prepareBytes > 0)
            return tr("Preparing the test file: %1 of %2")
                .arg(QLocale().formattedDataSize(qint64(p.preparedBytes)),
                     QLocale().formattedDataSize(qint64(p.prepareBytes)));
        return tr("Preparing…");
    case Phase::WarmUp:
        return tr("Warming up %1").arg(test);
    case Phase::Measuring:
        return tr("Measuring %1, run %2 of %3").arg(test).arg(p.run).arg(p.runs);
    case Phase::Interval:
        return tr("Pause between tests");
    }
    return {};
}

void ProgressPanel::showProgress(const Progress &progress)
{
    m_last = progress;
    m_running = true;
    m_bar->setValue(int(progress.fraction * 1000));
    m_bar->setVisible(true);
    retranslate();
}

void ProgressPanel::showIdle(const QString &status)
{
    m_running = false;
    m_idleStatus = status;
    m_bar->setValue(0);
    m_bar->setVisible(false); // an empty bar when nothing runs looks like something is stuck
    retranslate();
}

void ProgressPanel::setSleepHeldOff(bool heldOff)
{
    m_sleepHeldOff = heldOff;
    retranslate();
}

bool ProgressPanel::isSleepNoteShown() const
{
    return m_sleep->isVisibleTo(this);
}

QString ProgressPanel::statusText() const
{
    return m_status->text();
}

void ProgressPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ProgressPanel::retranslate()
{
    const QString idle = m_idleStatus.isEmpty() ? tr("Ready") : m_idleStatus;
    m_status->setText(m_running ? describe(m_last, m_words) : idle);
    m_status->setToolTip(plainToolTip(m_status->text()));
    m_time->setText(
        m_running
            ? tr("Elapsed %1 · about %2 left").arg(formatDuration(m_last.elapsedNs), formatDuration(m_last.remainingNs))
            : QString());
    m_sleep->setVisible(m_running && m_sleepHeldOff);
    m_sleep->setText(tr("· no sleep until done"));
    m_sleep->setToolTip(tr("Sektor asked the system not to suspend or dim the screen until the test ends."));
    m_bar->setAccessibleName(tr("Progress of the run"));
    m_status->setAccessibleName(tr("Status"));
}

} // namespace Sektor::Gui
