// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "healthcheckarguments.h"
#include "model/kinds/healthcheckoptions.h"
#include "optionvalues.h"

#include <QCommandLineParser>

namespace Sektor::Cli {

Error HealthCheckArgumentsPart::apply(const QCommandLineParser &parser, Profile &profile, RunOptions &options) const
{
    const QString value = parser.value(m_selfTest);
    if (Error e = optionBelongsTo(value, "self-test", profile, KindSetting::SelfTest); e.isError() || value.isEmpty())
        return e;
    const std::optional<SelfTestType> type = fromId<SelfTestType>(value.trimmed().toLower());
    if (!type || *type == SelfTestType::Vendor)
        return invalidOptionValue(value, "self-test");
    options.kinds.edit<HealthCheckOptions>().selfTest = *type;
    return {};
}

} // namespace Sektor::Cli
