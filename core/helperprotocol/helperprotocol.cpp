// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "helperprotocol/helperprotocol.h"

namespace Sektor::HelperProtocol {

namespace {
QString prefix()
{
    return QLatin1String(Interface) + QLatin1String(".Error.");
}
} // namespace

QString errorName(HelperError refusal)
{
    const char *name = idOf(refusal);
    return prefix() + QLatin1String(*name ? name : "Failed");
}

std::optional<HelperError> helperErrorFromName(const QString &name)
{
    if (!name.startsWith(prefix()))
        return std::nullopt;
    return fromId<HelperError>(QStringView(name).mid(prefix().size()));
}

} // namespace Sektor::HelperProtocol
