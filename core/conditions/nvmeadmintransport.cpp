// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "conditions/nvmeadmintransport.h"
#include "conditions/nvmeadmin.h"

#include <cerrno>
#include <utility>

namespace Sektor::Conditions {

IoctlNvmeAdminTransport::IoctlNvmeAdminTransport(UniqueFd device)
    : m_device(std::move(device))
{ }

NvmeAdminAnswer IoctlNvmeAdminTransport::submit(nvme_admin_cmd &cmd)
{
    if (!m_device.isValid())
        return {0, EBADF};
    const int status = submitNvmeAdminCommand(m_device.get(), cmd);
    if (status < 0)
        return {0, errno};
    return {status, 0};
}

unsigned IoctlNvmeAdminTransport::namespaceId() const
{
    return m_device.isValid() ? nvmeNamespaceId(m_device.get()) : 0;
}

} // namespace Sektor::Conditions
