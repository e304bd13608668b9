// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "support/shapeddevice.h"

#include <QProcess>

#include <string>

namespace Sektor::Test {

/**
 * A shaped device (support/shapeddevice.h: rates, EIO ranges, fake capacity, delays) served by nbdkit on a unix
 * socket, as the backend of a guest's drive (design.md §11): the plugin ShapedDevice uses, without the host's loop
 * device, so the guest's kernel sees the shape through its own nvme, libata, usb-storage or uas driver. nbdkit ends
 * with the object, and with the test program however it ends (--exit-with-parent).
 */
class NbdExport
{
public:
    /// Serves @p shape on @p folder/@p name.sock (the spec and nbdkit's log beside it); ok() once the socket is there.
    NbdExport(const DeviceShape &shape, const std::string &folder, const std::string &name);
    ~NbdExport();
    NbdExport(const NbdExport &) = delete;
    NbdExport &operator=(const NbdExport &) = delete;

    bool ok() const { return m_error.empty(); }
    const std::string &error() const { return m_error; }
    /// QEMU's -drive value for it under @p id: read and write errors reported to the guest, not retried by QEMU.
    std::string drive(const std::string &id) const;
    /// The unix socket it serves on (a QMP blockdev-add's nbd server, for a drive hot-plugged on it).
    const std::string &socket() const { return m_socket; }

private:
    QProcess m_nbdkit;
    std::string m_socket;
    std::string m_error;
};

} // namespace Sektor::Test
