// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "locationprivacy.h"

#include <KConfigGroup>
#include <KSharedConfig>

namespace LocationPrivacy
{

Geo::Coarsener::Precision precision()
{
    KSharedConfig::Ptr config = KSharedConfig::openConfig(QStringLiteral("socialdesktoprc"));
    config->reparseConfiguration();
    const QString id = config->group("Location").readEntry("Precision", QStringLiteral("city"));
    return Geo::Coarsener::precisionFromId(id, Geo::Coarsener::Precision::City);
}

Geo::Fix coarsened(const Geo::Fix &position)
{
    return Geo::Coarsener(precision()).coarsen(position);
}

}
