// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/batch/batchreportfields.h"

#include "certificate/certificatesignature.h"
#include "certificate/reportfiles.h"

#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace Sektor::Gui {

BatchReportFields::BatchReportFields(QWidget *parent)
    : QWidget(parent)
    , m_operatorLabel(new QLabel)
    , m_operator(new QLineEdit)
    , m_customerLabel(new QLabel)
    , m_customer(new QLineEdit)
    , m_folderLabel(new QLabel)
    , m_folder(new QLineEdit)
    , m_choose(new QPushButton)
    , m_signKeyLabel(new QLabel)
    , m_signKey(new QLineEdit)
    , m_chooseKey(new QPushButton)
{
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_operatorLabel, 0, 0);
    layout->addWidget(m_operator, 0, 1);
    layout->addWidget(m_customerLabel, 0, 2);
    layout->addWidget(m_customer, 0, 3);
    layout->addWidget(m_folderLabel, 1, 0);
    layout->addWidget(m_folder, 1, 1, 1, 3);
    layout->addWidget(m_choose, 1, 4);
    layout->addWidget(m_signKeyLabel, 2, 0);
    layout->addWidget(m_signKey, 2, 1, 1, 3);
    layout->addWidget(m_chooseKey, 2, 4);
    layout->setColumnStretch(1, 1);
    layout->setColumnStretch(3, 1);
    for (auto [label, edit] : {std::pair {m_operatorLabel, m_operator},
                               std::pair {m_customerLabel, m_customer},
                               std::pair {m_folderLabel, m_folder},
                               std::pair {m_signKeyLabel, m_signKey}})
        label->setBuddy(edit);
    m_folder->setClearButtonEnabled(true);
    m_signKey->setClearButtonEnabled(true);
    connect(m_choose, &QPushButton::clicked, this, &BatchReportFields::chooseFolder);
    connect(m_chooseKey, &QPushButton::clicked, this, &BatchReportFields::chooseSignKey);
    retranslate();
}

CertificateFields BatchReportFields::fields() const
{
    return CertificateFields {m_operator->text().trimmed(), m_customer->text().trimmed()};
}

QString BatchReportFields::folder() const
{
    return m_folder->text().trimmed();
}

void BatchReportFields::setFolder(const QString &folder)
{
    m_folder->setText(folder);
}

QString BatchReportFields::signKey() const
{
    return m_signKey->text().trimmed();
}

void BatchReportFields::setSignKey(const QString &keyPath)
{
    m_signKey->setText(keyPath);
}

QString BatchReportFields::problem() const
{
    if (!folder().isEmpty()) {
        if (QString problem = reportFolderProblem(folder()); !problem.isEmpty())
            return problem;
    }
    if (signKey().isEmpty())
        return {};
    if (folder().isEmpty())
        return tr("The certificates are signed in the reports folder: choose one, or clear the signing key.");
    return signingKeyProblem(signKey());
}

void BatchReportFields::chooseSignKey()
{
    // Where OpenSSH keeps its keys, unless one was chosen already.
    const QString start = signKey().isEmpty() ? QDir::home().filePath(QStringLiteral(".ssh")) : signKey();
    const QString key = QFileDialog::getOpenFileName(this, tr("Choose an OpenSSH Private Key"), start);
    if (!key.isEmpty())
        m_signKey->setText(key);
}

void BatchReportFields::chooseFolder()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Choose a Folder for the Reports"), folder());
    if (!dir.isEmpty())
        m_folder->setText(dir);
}

void BatchReportFields::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void BatchReportFields::retranslate()
{
    m_operatorLabel->setText(tr("&Operator:"));
    m_operator->setPlaceholderText(tr("Who tests the drives"));
    m_customerLabel->setText(tr("C&ustomer:"));
    m_customer->setPlaceholderText(tr("For whom"));
    m_folderLabel->setText(tr("&Reports:"));
    m_folder->setPlaceholderText(tr("No reports, the results go to the history only"));
    m_folder->setToolTip(tr("A certificate per drive (PDF and HTML, named by its serial number and the date, never "
                            "over another file) and the batch's summary are written into this folder."));
    m_choose->setText(tr("C&hoose…"));
    m_signKeyLabel->setText(tr("Si&gning key:"));
    m_signKey->setPlaceholderText(tr("None: the certificates are not signed"));
    m_signKey->setToolTip(tr("An OpenSSH private key without a passphrase (such as ~/.ssh/id_ed25519). Each "
                             "certificate gets a signature beside it (FILE.pdf.sig) that anyone with the public key "
                             "can check: sektor-cli certificate verify, or ssh-keygen -Y verify."));
    m_chooseKey->setText(tr("Choose K&ey…"));
}

} // namespace Sektor::Gui
