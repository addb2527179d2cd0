// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "serverextension.h"

#include "eventsource.h"

#include <QByteArray>

#include <httplib.h>

ServerExtension::~ServerExtension() = default;

bool ServerExtension::prepare(Database &database, QString *error)
{
    Q_UNUSED(database)
    Q_UNUSED(error)
    return true;
}

std::unique_ptr<EventSource> ServerExtension::events(Database &database, const Clock &clock)
{
    Q_UNUSED(database)
    Q_UNUSED(clock)
    return nullptr;
}

void ServerExtension::attach(Database &database, const PeopleStore &people)
{
    Q_UNUSED(database)
    Q_UNUSED(people)
}

bool ServerExtension::serve(const httplib::Request &request, const RequestParams &params, const QString &client, httplib::Response &response)
{
    Q_UNUSED(request)
    Q_UNUSED(params)
    Q_UNUSED(client)
    Q_UNUSED(response)
    return false;
}

bool ServerExtension::beforeCall(Call &call, httplib::Response &response, int *ocsStatus)
{
    Q_UNUSED(call)
    Q_UNUSED(response)
    Q_UNUSED(ocsStatus)
    return false;
}

void ServerExtension::reply(const Call &call, const QByteArray &body, const char *contentType, httplib::Response &response)
{
    Q_UNUSED(call)
    response.set_content(body.toStdString(), contentType);
}
