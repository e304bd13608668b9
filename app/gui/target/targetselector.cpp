// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/target/targetselector.h"
#include "gui/target/targetlist.h"

#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QSignalBlocker>

namespace Sektor::Gui {

TargetSelector::TargetSelector(QWidget *parent)
    : QComboBox(parent)
{
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    setMinimumContentsLength(40);
    connect(this, &QComboBox::activated, this, &TargetSelector::onActivated);
    connect(this, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (index >= 0 && index < m_targets.size()) {
            m_lastIndex = index;
            Q_EMIT targetChanged();
        }
    });
    fill({});
    retranslate();
}

void TargetSelector::rescan()
{
    const QString keep = currentTarget().path;
    m_catalog = Catalog::DriveCatalog();
    fill(keep);
}

void TargetSelector::fill(const QString &keepPath)
{
    QSignalBlocker blocker(this);
    for (RunTarget &folder : m_chosenFolders)
        folder = TargetList::directory(folder.path, m_catalog); // fresh free space
    m_targets = m_chosenFolders + TargetList::fromCatalog(m_catalog);
    clear();
    for (const RunTarget &t : std::as_const(m_targets))
        addItem(TargetList::icon(t, m_catalog), TargetList::label(t, m_catalog));
    if (!m_targets.isEmpty())
        insertSeparator(count());
    addItem(QString()); // "Choose folder…", named in retranslate()
    retranslate();
    int index = 0;
    for (int i = 0; i < m_targets.size(); ++i) {
        if (m_targets.at(i).path == keepPath)
            index = i;
    }
    // With nothing listed the "choose a folder" entry shows, so the way forward is in view.
    setCurrentIndex(m_targets.isEmpty() ? count() - 1 : index);
    m_lastIndex = currentIndex();
    blocker.unblock(); // only now that the selection is final: listeners see one change
    Q_EMIT targetChanged();
}

bool TargetSelector::selectPath(const QString &path)
{
    for (int i = 0; i < m_targets.size(); ++i) {
        if (m_targets.at(i).path == path) {
            setCurrentIndex(i);
            return true;
        }
    }
    if (!QFileInfo(path).isDir())
        return false;
    m_chosenFolders.prepend(TargetList::directory(path, m_catalog));
    fill(path);
    return true;
}

RunTarget TargetSelector::currentTarget() const
{
    const int index = currentIndex();
    return index >= 0 && index < m_targets.size() ? m_targets.at(index) : RunTarget {};
}

void TargetSelector::onActivated(int index)
{
    if (index < m_targets.size())
        return;
    const QString dir = QFileDialog::getExistingDirectory(
        this, tr("Choose a Folder to Test"), currentTarget().isDevice() ? QString() : currentTarget().path);
    if (dir.isEmpty() || !selectPath(dir))
        setCurrentIndex(m_lastIndex);
}

void TargetSelector::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QComboBox::changeEvent(event);
}

void TargetSelector::retranslate()
{
    for (int i = 0; i < m_targets.size(); ++i)
        setItemText(i, TargetList::label(m_targets.at(i), m_catalog));
    setItemText(count() - 1, m_targets.isEmpty() ? tr("No drives found — choose a folder…") : tr("Choose folder…"));
    setToolTip(tr("The drive to test: a folder on a mounted filesystem (a test file that is removed afterwards) or a "
                  "whole raw device"));
    setAccessibleName(tr("Test target"));
}

} // namespace Sektor::Gui
