// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "certificate/certificatedocument.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;

namespace Sektor::Gui {

/// Where a batch's certificates go and what they say of who tested for whom: operator, customer, reports folder.
class BatchReportFields : public QWidget
{
    Q_OBJECT
public:
    explicit BatchReportFields(QWidget *parent = nullptr);

    CertificateFields fields() const;
    /// The folder for the reports; empty: no reports, the results go to the history only.
    QString folder() const;
    void setFolder(const QString &folder);
    QLineEdit *operatorEdit() const { return m_operator; }
    QLineEdit *customerEdit() const { return m_customer; }
    QLineEdit *folderEdit() const { return m_folder; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void chooseFolder();
    void retranslate();

    QLabel *m_operatorLabel;
    QLineEdit *m_operator;
    QLabel *m_customerLabel;
    QLineEdit *m_customer;
    QLabel *m_folderLabel;
    QLineEdit *m_folder;
    QPushButton *m_choose;
};

} // namespace Sektor::Gui
