// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// An NVMe drive for smartctl: answers NVME_IOCTL_ID and the admin commands smartctl sends with a controller that
// has self-tests, and the Device Self-test log from the file $SEKTOR_NVME_PAGE.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <linux/nvme_ioctl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>

int ioctl(int fd, unsigned long request, ...)
{
    va_list ap;
    va_start(ap, request);
    void *arg = va_arg(ap, void *);
    va_end(ap);
    if (request == NVME_IOCTL_ID)
        return 1;
    if (request == NVME_IOCTL_ADMIN_CMD) {
        struct nvme_admin_cmd *c = arg;
        unsigned char *d = (unsigned char *)(uintptr_t)c->addr;
        if (d && c->data_len)
            memset(d, 0, c->data_len);
        if (c->opcode == 0x06 && (c->cdw10 & 0xff) == 1) {
            memcpy(d + 4, "SEKTOR000001        ", 20);
            memcpy(d + 24, "Sektor simulated NVMe                   ", 40);
            memcpy(d + 64, "1.0     ", 8);
            d[80] = 0;
            d[81] = 0;
            d[82] = 4;
            d[83] = 0; // version 1.4
            d[256] = 0x16; // OACS: self-test, format, firmware
            d[261] = 0x02; // LPA
            d[266] = 343 & 0xff;
            d[267] = 343 >> 8; // WCTEMP
            d[316] = 12; // EDSTT
            d[516] = 1; // NN
            return 0;
        }
        if (c->opcode == 0x06)
            return 0; // namespace structures: zeros
        if (c->opcode == 0x02 && (c->cdw10 & 0xff) == 0x06) {
            FILE *f = fopen(getenv("SEKTOR_NVME_PAGE"), "rb");
            if (!f)
                return -1;
            size_t n = fread(d, 1, c->data_len, f);
            fclose(f);
            return n == 564 || n == c->data_len ? 0 : -1;
        }
        if (c->opcode == 0x02)
            return 0;
        return 0x1; // invalid opcode
    }
    int (*real)(int, unsigned long, ...) = dlsym(RTLD_NEXT, "ioctl");
    return real(fd, request, arg);
}
