// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/target/driveinfopanel.h"

#include "conditions/linkreader.h"
#include "health/drivehealthreader.h"
#include "report/conditionsreport.h"
#include "report/healthreport.h"

#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace Sektor::Gui {

DriveInfoPanel::DriveInfoPanel(QWidget *parent)
    : QWidget(parent)
    , m_info(new QLabel(this))
    , m_notice(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_info->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_info->setWordWrap(true);
    // A drive's model and firmware are the device's to choose (a USB stick can say "<img src=…>"): text, never HTML.
    m_info->setTextFormat(Qt::PlainText);
    m_notice->setWordWrap(true);
    m_notice->setTextFormat(Qt::RichText);
    layout->addWidget(m_info);
    layout->addWidget(m_notice);
    retranslate();
}

void DriveInfoPanel::setTarget(const RunTarget &target, const Catalog::Drive *drive)
{
    m_target = target;
    m_drive = drive ? std::optional<Catalog::Drive>(*drive) : std::nullopt;
    // Known before any run: a link slower than the drive is the first answer to "why is it slow?".
    m_link = drive ? Conditions::readDriveLink(QStringLiteral("/sys"), drive->name) : DriveLink();
    // And so is a drive that reports itself failing or worn (the drive itself when root, else udisks2 for SATA/USB).
    m_health = drive ? Health::readDriveHealth(*drive) : DriveHealth();
    retranslate();
}

void DriveInfoPanel::showHealthAfter(const RunResult &result)
{
    if (!m_drive)
        return;
    for (const MeasuredDrive &measured : result.target.drives) {
        if (measured.name == m_drive->name && measured.healthAfter.known()) {
            m_health = measured.healthAfter;
            retranslate();
        }
    }
}

QString DriveInfoPanel::notice() const
{
    return m_notice->text();
}

void DriveInfoPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void DriveInfoPanel::retranslate()
{
    const QLocale locale;
    QStringList parts;
    if (m_drive) {
        const Catalog::Drive &d = *m_drive;
        parts << tr("Drive: %1").arg(d.model.isEmpty() ? d.name : tr("%1 (%2)").arg(d.model, d.name));
        if (!d.firmware.isEmpty()) // "unknown" would be noise: most loop, virtio and USB devices report none
            parts << tr("Firmware: %1").arg(d.firmware);
        parts << (m_link.known() ? tr("%1 (%2)").arg(linkText(m_link), ceilingText(m_link))
                                 : Catalog::transportName(d.transport));
        parts << locale.formattedDataSize(qint64(d.sizeBytes), 1, QLocale::DataSizeSIFormat);
        if (const std::optional<int> milli = Health::driveTemperatureMilliCelsius(d, m_health))
            parts << tr("%1 °C").arg(locale.toString(*milli / 1000.0, 'f', 0));
        if (m_health.known())
            parts << tr("Health: %1").arg(healthSummary(m_health));
    }
    if (!m_target.path.isEmpty() && !m_target.isDevice()) {
        parts << tr("Filesystem: %1").arg(Catalog::orUnknown(m_target.fsType));
        if (m_target.totalBytes > 0)
            parts << tr("%1 free of %2")
                         .arg(locale.formattedDataSize(qint64(m_target.freeBytes), 1, QLocale::DataSizeSIFormat),
                              locale.formattedDataSize(qint64(m_target.totalBytes), 1, QLocale::DataSizeSIFormat));
    }
    m_info->setText(parts.isEmpty() ? tr("No target selected") : parts.join(QStringLiteral(" · ")));

    QStringList notices;
    if (m_target.readOnly)
        notices << tr("This target is read-only: only read tests can run.");
    notices << linkWarnings(m_link);
    if (m_drive)
        notices << healthProblems(m_drive->name, m_health);
    if (m_target.isDevice()) {
        notices << tr("Raw device: read tests read what is on the drive; areas never written (or trimmed) may read "
                      "unrealistically fast.");
        if (!m_target.writeRefusals.isEmpty())
            notices
                << tr("Write tests cannot run on this device: %1").arg(m_target.writeRefusals.join(QLatin1Char(' ')));
        else
            notices << tr("Write tests on a raw device destroy all data on it; you will be asked to confirm.");
    }
    QStringList escaped;
    for (const QString &n : std::as_const(notices))
        escaped << n.toHtmlEscaped();
    m_notice->setText(escaped.isEmpty() ? QString()
                                        : QStringLiteral("<span style=\"color:#c0392b\">⚠</span> ")
                              + escaped.join(QLatin1String("<br>")));
    m_notice->setVisible(!notices.isEmpty());
    m_info->setAccessibleName(tr("Drive details"));
    m_notice->setAccessibleName(tr("Warnings about the target"));
}

} // namespace Sektor::Gui
