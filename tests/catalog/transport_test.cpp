// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "catalog/drive.h"

#include <gtest/gtest.h>

// Result files record a drive's transport by id; the results picture names it again from that id.
TEST(Transport, IdsReadBackToTheirTransport)
{
    using Sektor::Catalog::Transport;
    for (Transport t : {Transport::Nvme,
                        Transport::Sata,
                        Transport::Usb,
                        Transport::Mmc,
                        Transport::Virtio,
                        Transport::Loop,
                        Transport::Other})
        EXPECT_EQ(Sektor::Catalog::transportFromId(Sektor::Catalog::transportId(t)), t)
            << qPrintable(Sektor::Catalog::transportId(t));
    EXPECT_EQ(Sektor::Catalog::transportFromId(QStringLiteral("thunderbolt")), Transport::Other);
}
