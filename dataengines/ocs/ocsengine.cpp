// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsengine.h"

#include <QDateTime>

namespace
{
const QString accountSource = QStringLiteral("Account");
}

OcsEngine::OcsEngine(QObject *parent, const QVariantList &args)
    : Plasma::DataEngine(parent, args)
{
}

QStringList OcsEngine::sources() const
{
    return {accountSource};
}

bool OcsEngine::sourceRequestEvent(const QString &source)
{
    if (source != accountSource) {
        return false;
    }
    Plasma::DataEngine::Data data;
    data.insert(QStringLiteral("Status"), QStringLiteral("unconfigured"));
    data.insert(QStringLiteral("Error"), QString());
    data.insert(QStringLiteral("StatusCode"), 0);
    data.insert(QStringLiteral("FromCache"), false);
    data.insert(QStringLiteral("Updated"), QDateTime());
    setData(source, data);
    return true;
}
