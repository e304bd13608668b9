// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "certificate/kindpictures.h"
#include "certificate/burninpictures.h"

namespace Sektor {

QList<CertificatePicture> kindPictures(const RunResult &result)
{
    return burnInPictures(result);
}

} // namespace Sektor
