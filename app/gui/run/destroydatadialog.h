// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "catalog/drive.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;

namespace Sektor::Gui {

/**
 * The last word before a raw-device write test: names the drive (model, serial, size,
 * partitions and what is on them), says all data on it will be destroyed, and enables the
 * write only once the user has typed the device name. Cancel is the default button.
 */
class DestroyDataDialog : public QDialog
{
    Q_OBJECT
public:
    explicit DestroyDataDialog(const Catalog::Drive &drive, QWidget *parent = nullptr);

    QLineEdit *nameEdit() const { return m_name; }
    QPushButton *destroyButton() const { return m_destroy; }
    /// True when @p typed names the drive: its kernel name or its /dev path.
    bool confirms(const QString &typed) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    Catalog::Drive m_drive;
    QLabel *m_warning;
    QLabel *m_details;
    QLabel *m_prompt;
    QLineEdit *m_name;
    QPushButton *m_destroy;
    QPushButton *m_cancel;
};

} // namespace Sektor::Gui
