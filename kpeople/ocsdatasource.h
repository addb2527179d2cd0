// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <KPeopleBackend/BasePersonsDataSource>

/**
 * The KPeople data source "ocs": the friends of every account signed in with the widget, as contacts with the ids
 * ocs://<provider host>/<login>. What it gives of each friend: FriendContact; where it reads them: FriendsMonitor.
 * Read-only: it neither adds nor removes contacts, and never goes to the network.
 */
class OcsDataSource : public KPeople::BasePersonsDataSource
{
    Q_OBJECT

public:
    OcsDataSource(QObject *parent, const QVariantList &args);

    QString sourcePluginId() const override;

protected:
    KPeople::AllContactsMonitor *createAllContactsMonitor() override;
};
