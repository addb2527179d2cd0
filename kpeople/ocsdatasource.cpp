// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsdatasource.h"

#include "friendsmonitor.h"
#include "storage/privatefiles.h"

#include <KPluginFactory>

OcsDataSource::OcsDataSource(QObject *parent, const QVariantList &args)
    : KPeople::BasePersonsDataSource(parent, args)
{
}

QString OcsDataSource::sourcePluginId() const
{
    return QStringLiteral("ocs");
}

KPeople::AllContactsMonitor *OcsDataSource::createAllContactsMonitor()
{
    return new FriendsMonitor(Storage::PrivateFiles::dataRoot());
}

K_PLUGIN_CLASS_WITH_JSON(OcsDataSource, "socialdesktop_kpeople.json")

#include "ocsdatasource.moc"
