// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "hardwaresettings.h"

#include <KConfigGroup>

namespace Hardware
{

namespace
{
const QString group = QStringLiteral("Hardware");
}

HardwareSettings::HardwareSettings(KSharedConfig::Ptr config)
    : m_config(config ? config : KSharedConfig::openConfig(QStringLiteral("socialdesktoprc")))
{
}

QString HardwareSettings::published() const
{
    m_config->reparseConfiguration();
    return m_config->group(group).readEntry("Published", QString());
}

void HardwareSettings::setPublished(const QString &value)
{
    KConfigGroup hardware = m_config->group(group);
    if (value.isEmpty()) {
        hardware.deleteEntry("Published");
    } else {
        hardware.writeEntry("Published", value);
    }
    m_config->sync();
}

bool HardwareSettings::deletePending() const
{
    m_config->reparseConfiguration();
    return m_config->group(group).readEntry("Pending", QString()) == QLatin1String("delete");
}

void HardwareSettings::setDeletePending(bool pending)
{
    KConfigGroup hardware = m_config->group(group);
    if (pending) {
        hardware.writeEntry("Pending", QStringLiteral("delete"));
    } else {
        hardware.deleteEntry("Pending");
    }
    m_config->sync();
}

} // namespace Hardware
