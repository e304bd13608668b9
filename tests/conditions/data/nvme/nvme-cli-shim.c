// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// An NVMe drive for nvme-cli and smartctl (LD_PRELOAD): answers NVME_IOCTL_ID, Identify Controller from the file
// $SEKTOR_NVME_IDENTIFY, the Device Self-test log from $SEKTOR_NVME_PAGE, zeros for other structures and logs.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <linux/nvme_ioctl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>

// The structure a command reads, from @p file: the whole of it, or the command fails.
static int answer(const char *file, unsigned char *data, unsigned length)
{
    FILE *f = file ? fopen(file, "rb") : NULL;
    if (!f)
        return -1;
    size_t n = fread(data, 1, length, f);
    fclose(f);
    return n == length ? 0 : -1;
}

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
        if (c->opcode == 0x06 && (c->cdw10 & 0xff) == 1)
            return answer(getenv("SEKTOR_NVME_IDENTIFY"), d, c->data_len);
        if (c->opcode == 0x06)
            return 0; // namespace structures: zeros
        if (c->opcode == 0x02 && (c->cdw10 & 0xff) == 0x06)
            return answer(getenv("SEKTOR_NVME_PAGE"), d, c->data_len);
        if (c->opcode == 0x02)
            return 0;
        return 0x1; // invalid opcode
    }
    int (*real)(int, unsigned long, ...) = dlsym(RTLD_NEXT, "ioctl");
    return real(fd, request, arg);
}
