// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "operations.h"

#include <algorithm>

using namespace Ocs;

namespace
{
Request post(const QString &path)
{
    Request request;
    request.method = Request::Post;
    request.path = path;
    return request;
}
}

Request Operations::checkLogin(const Credentials &credentials)
{
    Request request = post(QStringLiteral("person/check"));
    request.authenticate = false;
    request.form.addQueryItem(QStringLiteral("login"), credentials.user);
    request.form.addQueryItem(QStringLiteral("password"), credentials.password);
    return request;
}

Request Operations::sendMessage(const QString &to, const QString &subject, const QString &body)
{
    // The spec's send folder is written as the literal 2 by every implementation.
    Request request = post(QStringLiteral("message/2"));
    request.form.addQueryItem(QStringLiteral("to"), to);
    request.form.addQueryItem(QStringLiteral("subject"), subject);
    request.form.addQueryItem(QStringLiteral("message"), body);
    return request;
}

Request Operations::askQuestion(const QString &title, const QString &text, const QString &content)
{
    Request request = post(QStringLiteral("knowledgebase/data"));
    request.form.addQueryItem(QStringLiteral("subject"), title);
    request.form.addQueryItem(QStringLiteral("message"), text);
    if (!content.isEmpty()) {
        request.form.addQueryItem(QStringLiteral("content"), content);
    }
    return request;
}

Request Operations::addComment(int type, const QString &target, const QString &parent, const QString &subject, const QString &text)
{
    Request request = post(QStringLiteral("comments/add"));
    request.form.addQueryItem(QStringLiteral("type"), QString::number(type));
    request.form.addQueryItem(QStringLiteral("content"), target);
    request.form.addQueryItem(QStringLiteral("content2"), QStringLiteral("0"));
    request.form.addQueryItem(QStringLiteral("parent"), parent);
    request.form.addQueryItem(QStringLiteral("subject"), subject);
    request.form.addQueryItem(QStringLiteral("message"), text);
    return request;
}

Request Operations::newTopic(const QString &forum, const QString &subject, const QString &text)
{
    Request request = post(QStringLiteral("forum/topic/add"));
    request.form.addQueryItem(QStringLiteral("subject"), subject);
    request.form.addQueryItem(QStringLiteral("content"), text);
    request.form.addQueryItem(QStringLiteral("forum"), forum);
    return request;
}

Request Operations::setAttribute(const QString &app, const QString &key, const QString &value)
{
    Request request = post(QStringLiteral("person/setattribute/") + pathSegment(app) + QLatin1Char('/') + pathSegment(key));
    request.form.addQueryItem(QStringLiteral("value"), value);
    return request;
}

Request Operations::deleteAttribute(const QString &app, const QString &key)
{
    return post(QStringLiteral("person/deleteattribute/") + pathSegment(app) + QLatin1Char('/') + pathSegment(key));
}

Request Operations::vote(const QString &comment, int vote)
{
    Request request = post(QStringLiteral("comments/vote/") + pathSegment(comment));
    request.form.addQueryItem(QStringLiteral("vote"), QString::number(std::clamp(vote, 0, 100)));
    return request;
}

Request Operations::invite(const QString &to, const QString &message)
{
    Request request = post(QStringLiteral("friend/invite/") + pathSegment(to));
    request.form.addQueryItem(QStringLiteral("message"), message);
    return request;
}

Request Operations::postActivity(const QString &message)
{
    Request request = post(QStringLiteral("activity"));
    request.form.addQueryItem(QStringLiteral("message"), message);
    return request;
}

Request Operations::approve(const QString &personId)
{
    return post(QStringLiteral("friend/approve/") + pathSegment(personId));
}

Request Operations::decline(const QString &personId)
{
    return post(QStringLiteral("friend/decline/") + pathSegment(personId));
}

Request Operations::cancelInvitation(const QString &personId)
{
    return post(QStringLiteral("friend/cancelinvitation/") + pathSegment(personId));
}

Request Operations::cancelFriendship(const QString &personId)
{
    return post(QStringLiteral("friend/cancel/") + pathSegment(personId));
}

Request Operations::markRead(const QString &folderId, const QString &messageId)
{
    Request request;
    request.path = QStringLiteral("message/") + pathSegment(folderId) + QLatin1Char('/') + pathSegment(messageId);
    return request;
}

Request Operations::publishLocation(double latitude, double longitude, const QString &city, const QString &country)
{
    Request request = post(QStringLiteral("person/self"));
    request.form.addQueryItem(QStringLiteral("latitude"), QString::number(latitude, 'f', 6));
    request.form.addQueryItem(QStringLiteral("longitude"), QString::number(longitude, 'f', 6));
    request.form.addQueryItem(QStringLiteral("city"), city);
    request.form.addQueryItem(QStringLiteral("country"), country);
    return request;
}

Request Operations::clearLocation()
{
    Request request = post(QStringLiteral("person/self"));
    request.form.addQueryItem(QStringLiteral("clearlocation"), QStringLiteral("1"));
    return request;
}

Request Operations::createAccount(const Credentials &account, const QString &firstName, const QString &lastName, const QString &email)
{
    Request request = post(QStringLiteral("person/add"));
    request.authenticate = false;
    request.form.addQueryItem(QStringLiteral("login"), account.user);
    request.form.addQueryItem(QStringLiteral("password"), account.password);
    request.form.addQueryItem(QStringLiteral("firstname"), firstName);
    request.form.addQueryItem(QStringLiteral("lastname"), lastName);
    request.form.addQueryItem(QStringLiteral("email"), email);
    return request;
}
