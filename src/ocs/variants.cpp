// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "variants.h"

using namespace Ocs;

namespace
{
void insertText(QVariantMap &map, const QString &key, const QString &value)
{
    if (!value.isEmpty()) {
        map.insert(key, value);
    }
}

void insertUrl(QVariantMap &map, const QString &key, const QUrl &value)
{
    if (!value.isEmpty()) {
        map.insert(key, value.toString());
    }
}

QString fullName(const QString &first, const QString &last, const QString &fallback)
{
    const QString name = (first + QLatin1Char(' ') + last).trimmed();
    return name.isEmpty() ? fallback : name;
}
}

QVariantMap Variants::fromPerson(const Person &person)
{
    QVariantMap map;
    map.insert(QStringLiteral("id"), person.id);
    map.insert(QStringLiteral("name"), fullName(person.firstName, person.lastName, person.id));
    map.insert(QStringLiteral("privacy"), person.privacy);
    insertText(map, QStringLiteral("firstName"), person.firstName);
    insertText(map, QStringLiteral("lastName"), person.lastName);
    insertText(map, QStringLiteral("gender"), person.gender);
    insertText(map, QStringLiteral("communityRole"), person.communityRole);
    insertText(map, QStringLiteral("company"), person.company);
    insertText(map, QStringLiteral("jobStatus"), person.jobStatus);
    insertUrl(map, QStringLiteral("avatarUrl"), person.avatarUrl);
    insertUrl(map, QStringLiteral("bigAvatarUrl"), person.bigAvatarUrl);
    if (person.birthday.isValid()) {
        map.insert(QStringLiteral("birthday"), person.birthday);
    }
    insertText(map, QStringLiteral("city"), person.city);
    insertText(map, QStringLiteral("country"), person.country);
    if (person.hasPosition()) {
        map.insert(QStringLiteral("latitude"), person.latitude);
        map.insert(QStringLiteral("longitude"), person.longitude);
    }
    if (!person.homepages.isEmpty()) {
        QVariantList homepages;
        for (const Homepage &homepage : person.homepages) {
            QVariantMap entry{{QStringLiteral("url"), homepage.url.toString()}};
            insertText(entry, QStringLiteral("type"), homepage.type);
            insertUrl(entry, QStringLiteral("icon"), homepage.icon);
            homepages.append(entry);
        }
        map.insert(QStringLiteral("homepages"), homepages);
    }
    insertText(map, QStringLiteral("ircNick"), person.ircNick);
    if (!person.ircChannels.isEmpty()) {
        map.insert(QStringLiteral("ircChannels"), person.ircChannels);
    }
    insertText(map, QStringLiteral("likes"), person.likes);
    insertText(map, QStringLiteral("dontLikes"), person.dontLikes);
    insertText(map, QStringLiteral("interests"), person.interests);
    insertText(map, QStringLiteral("languages"), person.languages);
    insertText(map, QStringLiteral("programmingLanguages"), person.programmingLanguages);
    insertText(map, QStringLiteral("favouriteQuote"), person.favouriteQuote);
    insertText(map, QStringLiteral("favouriteMusic"), person.favouriteMusic);
    insertText(map, QStringLiteral("favouriteTvShows"), person.favouriteTvShows);
    insertText(map, QStringLiteral("favouriteMovies"), person.favouriteMovies);
    insertText(map, QStringLiteral("favouriteBooks"), person.favouriteBooks);
    insertText(map, QStringLiteral("favouriteGames"), person.favouriteGames);
    insertText(map, QStringLiteral("description"), person.description);
    insertUrl(map, QStringLiteral("profilePage"), person.profilePage);
    return map;
}

QVariantMap Variants::fromFolder(const Folder &folder)
{
    return {
        {QStringLiteral("id"), folder.id},
        {QStringLiteral("name"), folder.name},
        {QStringLiteral("messageCount"), folder.messageCount},
        {QStringLiteral("type"), folder.type},
    };
}

QVariantMap Variants::fromMessage(const Message &message)
{
    QVariantMap map{
        {QStringLiteral("id"), message.id},
        {QStringLiteral("from"), message.from},
        {QStringLiteral("fromName"), fullName(message.fromFirstName, message.fromLastName, message.from)},
        {QStringLiteral("to"), message.to},
        {QStringLiteral("status"), int(message.status)},
        {QStringLiteral("unread"), message.status == Message::Unread},
        {QStringLiteral("subject"), message.subject},
        {QStringLiteral("body"), message.body},
    };
    if (message.sent.isValid()) {
        map.insert(QStringLiteral("sent"), message.sent);
    }
    insertUrl(map, QStringLiteral("fromProfilePage"), message.fromProfilePage);
    return map;
}

QVariantMap Variants::fromActivity(const Activity &activity)
{
    QVariantMap map{
        {QStringLiteral("id"), activity.id},
        {QStringLiteral("personId"), activity.personId},
        {QStringLiteral("name"), fullName(activity.firstName, activity.lastName, activity.personId)},
        {QStringLiteral("type"), activity.type},
        {QStringLiteral("message"), activity.message},
    };
    if (activity.timestamp.isValid()) {
        map.insert(QStringLiteral("timestamp"), activity.timestamp);
    }
    insertUrl(map, QStringLiteral("avatarUrl"), activity.avatarUrl);
    insertUrl(map, QStringLiteral("link"), activity.link);
    insertUrl(map, QStringLiteral("profilePage"), activity.profilePage);
    return map;
}

QVariantMap Variants::fromOutboxEntry(const Outbox::Entry &entry)
{
    QVariantMap map{
        {QStringLiteral("id"), entry.id},
        {QStringLiteral("kind"), entry.kindId()},
        {QStringLiteral("state"), entry.stateId()},
        {QStringLiteral("to"), entry.to},
        {QStringLiteral("subject"), entry.subject},
        {QStringLiteral("body"), entry.body},
        {QStringLiteral("created"), entry.created},
        {QStringLiteral("attempts"), entry.attempts},
    };
    insertText(map, QStringLiteral("error"), entry.error);
    return map;
}
