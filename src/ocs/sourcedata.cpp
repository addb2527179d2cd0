// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "sourcedata.h"

#include <KLocalizedString>

namespace Ocs
{

QVariantMap SourceData::loading()
{
    return {{QStringLiteral("Status"), QStringLiteral("loading")}};
}

QVariantMap SourceData::signedOut()
{
    return {
        {QStringLiteral("Status"), QStringLiteral("unconfigured")},
        {QStringLiteral("Error"), i18nc("@info", "Not signed in.")},
        {QStringLiteral("StatusCode"), 0},
    };
}

void SourceData::markUnsupported(QVariantMap &data)
{
    data.insert(QStringLiteral("Status"), QStringLiteral("unsupported"));
    data.insert(QStringLiteral("Error"), QString());
}

} // namespace Ocs
