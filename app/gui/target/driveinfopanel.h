// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/target/runtarget.h"

#include "catalog/drive.h"
#include "model/conditions.h"
#include "model/health.h"
#include "model/results.h"

#include <QWidget>

#include <optional>

class QLabel;

namespace Sektor::Gui {

/// What the selected target is: the drive (model, firmware, transport, size, temperature, health), the filesystem
/// and free space, and any warning (a slow link, a drive that reports problems).
class DriveInfoPanel : public QWidget
{
    Q_OBJECT
public:
    explicit DriveInfoPanel(QWidget *parent = nullptr);

    void setTarget(const RunTarget &target, const Catalog::Drive *drive);
    /// The health a finished run read after its last test, if it is of the selected drive: the freshest there is,
    /// and for an NVMe drive read by the helper the only one a user without root gets.
    void showHealthAfter(const RunResult &result);
    QString notice() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    RunTarget m_target;
    std::optional<Catalog::Drive> m_drive;
    DriveLink m_link; ///< The selected drive's, read when it was selected.
    DriveHealth m_health; ///< What the selected drive says of itself, read when it was selected.
    QLabel *m_info;
    QLabel *m_notice;
};

} // namespace Sektor::Gui
