// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/run/destroydatadialog.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace Sektor::Gui {

namespace {
/// A device path kept on one line: rich text would break "/dev/" from "loop1" at the slash.
QString noWrap(const QString &text)
{
    return QStringLiteral("<span style=\"white-space:nowrap\">%1</span>").arg(text.toHtmlEscaped());
}
} // namespace

DestroyDataDialog::DestroyDataDialog(const Catalog::Drive &drive, QWidget *parent)
    : QDialog(parent)
    , m_drive(drive)
    , m_warning(new QLabel(this))
    , m_details(new QLabel(this))
    , m_prompt(new QLabel(this))
    , m_name(new QLineEdit(this))
{
    auto *buttons = new QDialogButtonBox(this);
    m_destroy = buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    m_cancel = buttons->addButton(QDialogButtonBox::Cancel);
    // Enter does nothing until the name matches, then it runs: it must neither run early nor cancel silently after
    // the name was typed. No button becomes the default by focus.
    m_destroy->setEnabled(false);
    m_destroy->setAutoDefault(false);
    m_cancel->setAutoDefault(false);
    m_destroy->setIcon(style()->standardIcon(QStyle::SP_MessageBoxWarning));
    // KDE's "negative" colour marks the one destructive action, once it can be taken. Border and padding are the same
    // in every state: the layout sizes the button while it is disabled and does not look again when it is enabled.
    m_destroy->setStyleSheet(
        QStringLiteral("QPushButton { border: 1px solid palette(mid); border-radius: 3px; padding: 4px 10px; }"
                       "QPushButton:disabled { background-color: palette(button); }"
                       "QPushButton:enabled { background-color: #da4453; color: white; border-color: #b0303f; }"));
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (confirms(m_name->text()))
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_name, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_destroy->setEnabled(confirms(text));
        m_destroy->setDefault(confirms(text));
    });

    for (QLabel *label : {m_warning, m_details, m_prompt}) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::RichText);
    }
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_prompt->setBuddy(m_name);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_warning);
    layout->addWidget(m_details);
    layout->addWidget(m_prompt);
    layout->addWidget(m_name);
    layout->addWidget(buttons);
    setMinimumWidth(fontMetrics().averageCharWidth() * 70);
    retranslate();
}

bool DestroyDataDialog::confirms(const QString &typed) const
{
    const QString t = typed.trimmed();
    return !t.isEmpty() && (t == m_drive.name || t == QLatin1String("/dev/") + m_drive.name);
}

void DestroyDataDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void DestroyDataDialog::retranslate()
{
    const QString device = QLatin1String("/dev/") + m_drive.name;
    const QLocale locale;
    setWindowTitle(tr("Destroy All Data on %1?").arg(device));
    m_warning->setText(
        tr("<p><b>The write tests overwrite the whole test area of %1. All data on this drive will be destroyed:</b> "
           "every partition, filesystem and file on it. This cannot be undone.</p>")
            .arg(noWrap(device)));
    QString partitions;
    for (const Catalog::Partition &p : m_drive.partitions) {
        const QString what = !p.fsType.isEmpty() ? p.fsType : p.swap ? tr("swap") : tr("no mounted filesystem");
        const QString where
            = p.mountPoints.isEmpty() ? QString() : tr(", mounted at %1").arg(p.mountPoints.join(QLatin1String(", ")));
        partitions += QStringLiteral("<li>%1: %2, %3%4</li>")
                          .arg(p.name.toHtmlEscaped(),
                               locale.formattedDataSize(qint64(p.sizeBytes), 1, QLocale::DataSizeSIFormat),
                               what.toHtmlEscaped(),
                               where.toHtmlEscaped());
    }
    if (partitions.isEmpty())
        partitions = QStringLiteral("<li>%1</li>").arg(tr("no partitions"));
    m_details->setText(tr("<table><tr><td>Drive:</td><td><b>%1</b></td></tr><tr><td>Model:</td><td>%2</td></tr>"
                          "<tr><td>Serial:</td><td>%3</td></tr><tr><td>Size:</td><td>%4</td></tr></table>"
                          "<p>Partitions:</p><ul>%5</ul>")
                           .arg(noWrap(device),
                                Catalog::orUnknown(m_drive.model).toHtmlEscaped(),
                                Catalog::orUnknown(m_drive.serial).toHtmlEscaped(),
                                locale.formattedDataSize(qint64(m_drive.sizeBytes), 1, QLocale::DataSizeSIFormat),
                                partitions));
    m_prompt->setText(tr("To confirm, type the device name <b>%1</b>:").arg(m_drive.name.toHtmlEscaped()));
    m_name->setAccessibleName(tr("Device name to confirm"));
    m_destroy->setText(tr("&Destroy Data and Run"));
}

} // namespace Sektor::Gui
