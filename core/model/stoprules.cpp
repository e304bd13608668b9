// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/stoprules.h"

#include <QCoreApplication>

namespace Sektor {

namespace {
constexpr int MaxStopMilliCelsius = 150'000;

Error refused(const char *text)
{
    return Error::invalidArgument(QCoreApplication::translate("Sektor::Limits", text));
}
} // namespace

Error StopRules::check() const
{
    if (afterErrors && *afterErrors == 0)
        return refused(QT_TRANSLATE_NOOP("Sektor::Limits", "--stop-after-errors needs 1 error or more."));
    if (slower && (slower->bytesPerSecond <= 0 || slower->lasting.count() <= 0))
        return refused(QT_TRANSLATE_NOOP("Sektor::Limits", "--stop-if-slower needs a rate and a time above 0."));
    if (hotterMilliCelsius && (*hotterMilliCelsius <= 0 || *hotterMilliCelsius > MaxStopMilliCelsius))
        return refused(QT_TRANSLATE_NOOP("Sektor::Limits", "--stop-if-hotter needs a temperature from 1 to 150 °C."));
    return {};
}

void StopRuleWatcher::fire(StopReason reason)
{
    if (m_fired == StopReason::None)
        m_fired = reason;
}

void StopRuleWatcher::errorsFound(std::uint64_t found)
{
    if (m_rules.afterErrors && found >= *m_rules.afterErrors)
        fire(StopReason::Errors);
}

// Slow means every sample since the first slow one was below the rate: one sample at the rate or above starts the time
// again, so a drive that stumbles now and then is not stopped for it.
void StopRuleWatcher::rate(std::int64_t fromNs, std::int64_t toNs, double bytesPerSecond)
{
    if (!m_rules.slower)
        return;
    if (bytesPerSecond >= m_rules.slower->bytesPerSecond) {
        m_slowSinceNs.reset();
        return;
    }
    if (!m_slowSinceNs)
        m_slowSinceNs = fromNs;
    const std::int64_t lastingNs
        = std::chrono::duration_cast<std::chrono::nanoseconds>(m_rules.slower->lasting).count();
    if (toNs - *m_slowSinceNs >= lastingNs)
        fire(StopReason::Slower);
}

void StopRuleWatcher::temperature(int milliCelsius)
{
    if (m_rules.hotterMilliCelsius && milliCelsius > *m_rules.hotterMilliCelsius)
        fire(StopReason::Hotter);
}

} // namespace Sektor
