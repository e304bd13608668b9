// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "certificate/certificatedocument.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;

namespace Sektor::Gui {

/// Where a batch's certificates go, what they say of who tested for whom, and what signs them: operator, customer,
/// reports folder, signing key (an OpenSSH private key, as sektor-cli's --sign-key).
class BatchReportFields : public QWidget
{
    Q_OBJECT
public:
    explicit BatchReportFields(QWidget *parent = nullptr);

    CertificateFields fields() const;
    /// The folder for the reports; empty: no reports, the results go to the history only.
    QString folder() const;
    void setFolder(const QString &folder);
    /// The OpenSSH private key each certificate is signed with (FILE.pdf.sig); empty: unsigned.
    QString signKey() const;
    void setSignKey(const QString &keyPath);
    /**
     * Why no run may start with these fields, in a translated sentence; empty when they will do. Asked before anything
     * runs, so that hours of testing do not end without reports or in unsigned certificates: the folder cannot be
     * written (reportFolderProblem()), the key cannot sign (signingKeyProblem()), or a key is given without a folder.
     */
    QString problem() const;
    QLineEdit *operatorEdit() const { return m_operator; }
    QLineEdit *customerEdit() const { return m_customer; }
    QLineEdit *folderEdit() const { return m_folder; }
    QLineEdit *signKeyEdit() const { return m_signKey; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void chooseFolder();
    void chooseSignKey();
    void retranslate();

    QLabel *m_operatorLabel;
    QLineEdit *m_operator;
    QLabel *m_customerLabel;
    QLineEdit *m_customer;
    QLabel *m_folderLabel;
    QLineEdit *m_folder;
    QPushButton *m_choose;
    QLabel *m_signKeyLabel;
    QLineEdit *m_signKey;
    QPushButton *m_chooseKey;
};

} // namespace Sektor::Gui
