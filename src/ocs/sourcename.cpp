// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "sourcename.h"

#include <QDate>
#include <QStringList>

#include <algorithm>
#include <cmath>

using namespace Ocs;

namespace
{
constexpr double earthRadiusKm = 6371.0088;
constexpr double maxRadiusKm = 20000;

bool validId(const QString &id)
{
    // Person and folder ids go into a URL path: no separators, no dot segments.
    return !id.isEmpty() && id.size() <= 200 && !id.contains(QLatin1Char('/')) && !id.contains(QLatin1Char('?')) && !id.contains(QLatin1Char('#'))
        && id != QLatin1String(".") && id != QLatin1String("..") && !id.contains(QLatin1Char('\0'));
}

bool validCountryCode(const QString &code)
{
    return code.size() == 2 && code.at(0).isLetter() && code.at(0).unicode() < 128 && code.at(1).isLetter() && code.at(1).unicode() < 128;
}

/// `Events:<CC>` or `Events:<CC>,<lat>,<lon>`; an Invalid source otherwise.
SourceName parseEvents(const QString &argument)
{
    SourceName source;
    const QStringList parts = argument.split(QLatin1Char(','));
    if ((parts.size() != 1 && parts.size() != 3) || !validCountryCode(parts.at(0))) {
        return source;
    }
    if (parts.size() == 3) {
        bool ok[2] = {false, false};
        const double latitude = parts.at(1).trimmed().toDouble(&ok[0]);
        const double longitude = parts.at(2).trimmed().toDouble(&ok[1]);
        if (!ok[0] || !ok[1] || !(std::abs(latitude) <= 90) || !(std::abs(longitude) <= 180)) {
            return source;
        }
        source.hasPoint = true;
        source.latitude = latitude;
        source.longitude = longitude;
    }
    source.kind = SourceName::Events;
    source.argument = parts.at(0).toUpper();
    return source;
}

/// The hardware attribute's value in its normal form: at most 200 characters, no control characters.
bool validHardwareValue(const QString &value)
{
    const bool printable = std::all_of(value.cbegin(), value.cend(), [](QChar c) {
        return c.isPrint();
    });
    return !value.isEmpty() && value.size() <= 200 && printable && value.simplified() == value;
}

/// `SameComputerNear:<lat>,<lon>,<value>`: the point is the first two fields (no commas in a number), the value
/// all the rest, commas included; an Invalid source otherwise.
SourceName parseSameComputerNear(const QString &argument)
{
    SourceName source;
    const int first = argument.indexOf(QLatin1Char(','));
    const int second = first < 0 ? -1 : argument.indexOf(QLatin1Char(','), first + 1);
    if (second < 0) {
        return source;
    }
    bool ok[2] = {false, false};
    const double latitude = argument.left(first).trimmed().toDouble(&ok[0]);
    const double longitude = argument.mid(first + 1, second - first - 1).trimmed().toDouble(&ok[1]);
    const QString value = argument.mid(second + 1);
    if (!ok[0] || !ok[1] || !(std::abs(latitude) <= 90) || !(std::abs(longitude) <= 180) || !validHardwareValue(value)) {
        return source;
    }
    source.kind = SourceName::SameComputer;
    source.hasPoint = true;
    source.latitude = latitude;
    source.longitude = longitude;
    source.argument = value;
    return source;
}
}

SourceName SourceName::parse(const QString &name)
{
    SourceName source;
    const int colon = name.indexOf(QLatin1Char(':'));
    const QString head = colon < 0 ? name : name.left(colon);
    const QString argument = colon < 0 ? QString() : name.mid(colon + 1);
    const bool hasArgument = colon >= 0;

    static const QList<QPair<QLatin1String, Kind>> plain = {
        {QLatin1String("Account"), Account},
        {QLatin1String("Self"), Self},
        {QLatin1String("Invitations"), Invitations},
        {QLatin1String("SentInvitations"), SentInvitations},
        {QLatin1String("Folders"), Folders},
        {QLatin1String("Activity"), Activity},
        {QLatin1String("Outbox"), Outbox},
        {QLatin1String("MyHardware"), MyHardware},
    };
    for (const auto &[word, kind] : plain) {
        if (head == word) {
            if (!hasArgument) {
                source.kind = kind;
            }
            return source;
        }
    }

    if (head == QLatin1String("Friends")) {
        if (!hasArgument) {
            source.kind = Friends;
        } else if (validId(argument)) {
            source.kind = Friends;
            source.argument = argument;
        }
    } else if (head == QLatin1String("Person") || head == QLatin1String("Messages")) {
        if (hasArgument && validId(argument)) {
            source.kind = head == QLatin1String("Person") ? Person : Messages;
            source.argument = argument;
        }
    } else if (head == QLatin1String("Events") && hasArgument) {
        return parseEvents(argument);
    } else if (head == QLatin1String("Event")) {
        if (hasArgument && validId(argument)) {
            source.kind = Event;
            source.argument = argument;
        }
    } else if ((head == QLatin1String("Knowledge") || head == QLatin1String("TopicSearch")) && hasArgument) {
        // Only a query in its normal form names a source: one query, one source, one cache entry.
        const QString query = normalizedQuery(argument);
        if (!query.isEmpty() && query == argument) {
            source.kind = head == QLatin1String("Knowledge") ? Knowledge : TopicSearch;
            source.argument = query;
        }
    } else if (head == QLatin1String("SameComputer") && hasArgument) {
        if (validHardwareValue(argument)) {
            source.kind = SameComputer;
            source.argument = argument;
        }
    } else if (head == QLatin1String("SameComputerNear") && hasArgument) {
        return parseSameComputerNear(argument);
    } else if (head == QLatin1String("Forums")) {
        if (!hasArgument) {
            source.kind = Forums;
        }
    } else if (head == QLatin1String("KnowledgeEntry") || head == QLatin1String("Topics") || head == QLatin1String("Topic")) {
        if (hasArgument && validId(argument)) {
            source.kind = head == QLatin1String("KnowledgeEntry") ? KnowledgeEntry : head == QLatin1String("Topics") ? Topics : Topic;
            source.argument = argument;
        }
    } else if (head == QLatin1String("Nearby") && hasArgument) {
        const QStringList parts = argument.split(QLatin1Char(','));
        if (parts.size() != 3) {
            return source;
        }
        bool ok[3] = {false, false, false};
        const double latitude = parts.at(0).trimmed().toDouble(&ok[0]);
        const double longitude = parts.at(1).trimmed().toDouble(&ok[1]);
        const double radius = parts.at(2).trimmed().toDouble(&ok[2]);
        if (ok[0] && ok[1] && ok[2] && std::abs(latitude) <= 90 && std::abs(longitude) <= 180 && radius > 0 && radius <= maxRadiusKm) {
            source.kind = Nearby;
            source.latitude = latitude;
            source.longitude = longitude;
            source.radiusKm = radius;
        }
    }
    return source;
}

QString SourceName::normalizedQuery(const QString &text)
{
    const QString query = text.simplified();
    return query.size() >= minQueryLength && query.size() <= maxQueryLength ? query : QString();
}

int SourceName::pageSize(int fallback) const
{
    switch (kind) {
    case Knowledge:
    case TopicSearch:
        return searchPageSize;
    case Topics:
    case SameComputer:
        return topicPageSize;
    case KnowledgeEntry:
    case Topic:
        return commentPageSize;
    default:
        return fallback;
    }
}

bool SourceName::pagesAreComments() const
{
    return kind == KnowledgeEntry || kind == Topic;
}

Request SourceName::entryRequest() const
{
    Request request;
    if (kind == KnowledgeEntry) {
        request.path = QStringLiteral("knowledgebase/data/") + pathSegment(argument);
    }
    return request;
}

double SourceName::kilometresToDegrees(double km)
{
    return km / earthRadiusKm * 180.0 / M_PI;
}

bool SourceName::isList() const
{
    switch (kind) {
    case Friends:
    case Invitations:
    case SentInvitations:
    case Nearby:
    case Folders:
    case Messages:
    case Activity:
    case Events:
    case Knowledge:
    case KnowledgeEntry:
    case Forums:
    case Topics:
    case TopicSearch:
    case Topic:
    case SameComputer:
        return true;
    case Invalid:
    case Account:
    case Self:
    case Person:
    case Outbox:
    case Event:
    case MyHardware:
        return false;
    }
    return false;
}

Request SourceName::request(const QString &user, int pageSize, int pageNumber) const
{
    Request request;
    const QString page = QString::number(std::max(pageNumber, 0));
    const QString size = QString::number(this->pageSize(pageSize));
    auto paged = [&request, &page, &size] {
        request.query.addQueryItem(QStringLiteral("page"), page);
        request.query.addQueryItem(QStringLiteral("pagesize"), size);
    };
    switch (kind) {
    case Invalid:
    case Account:
    case Outbox:
        break;
    case Self:
        request.path = QStringLiteral("person/self");
        break;
    case Person:
        request.path = QStringLiteral("person/data/") + pathSegment(argument);
        break;
    case Friends:
        request.path = QStringLiteral("friend/data/") + pathSegment(argument.isEmpty() ? user : argument);
        paged();
        break;
    case Invitations:
        request.path = QStringLiteral("friend/receivedinvitations");
        paged();
        break;
    case SentInvitations:
        request.path = QStringLiteral("friend/sentinvitations");
        paged();
        break;
    case Nearby:
        request.path = QStringLiteral("person/data");
        request.query.addQueryItem(QStringLiteral("latitude"), QString::number(latitude, 'f', 6));
        request.query.addQueryItem(QStringLiteral("longitude"), QString::number(longitude, 'f', 6));
        request.query.addQueryItem(QStringLiteral("distance"), QString::number(kilometresToDegrees(radiusKm), 'f', 6));
        paged();
        break;
    case Folders:
        request.path = QStringLiteral("message");
        break;
    case Messages:
        request.path = QStringLiteral("message/") + pathSegment(argument);
        paged();
        break;
    case Activity:
        request.path = QStringLiteral("activity");
        paged();
        break;
    case Events:
        // The country only: the point in the name stays on this computer.
        request.path = QStringLiteral("event/data");
        request.query.addQueryItem(QStringLiteral("country"), argument);
        request.query.addQueryItem(QStringLiteral("startat"), QDate::currentDate().toString(Qt::ISODate));
        paged();
        break;
    case Event:
        request.path = QStringLiteral("event/data/") + pathSegment(argument);
        break;
    case Knowledge:
        request.path = QStringLiteral("knowledgebase/data");
        request.query.addQueryItem(QStringLiteral("search"), argument);
        request.query.addQueryItem(QStringLiteral("sortmode"), QStringLiteral("new"));
        paged();
        break;
    case KnowledgeEntry:
        // The list's pages are the answers (type 7: a knowledge-base entry); entryRequest() reads the entry.
        request.path = QStringLiteral("comments/data/7/") + pathSegment(argument) + QStringLiteral("/0");
        paged();
        break;
    case Forums:
        request.path = QStringLiteral("forum/list");
        paged();
        break;
    case Topics:
        request.path = QStringLiteral("forum/topics/list");
        request.query.addQueryItem(QStringLiteral("forum"), argument);
        request.query.addQueryItem(QStringLiteral("sortmode"), QStringLiteral("new"));
        paged();
        break;
    case TopicSearch:
        request.path = QStringLiteral("forum/topics/list");
        request.query.addQueryItem(QStringLiteral("search"), argument);
        request.query.addQueryItem(QStringLiteral("sortmode"), QStringLiteral("new"));
        paged();
        break;
    case MyHardware:
        request.path = QStringLiteral("person/attributes/") + pathSegment(user) + QStringLiteral("/global/pc");
        break;
    case SameComputer:
        request.path = QStringLiteral("person/data");
        request.query.addQueryItem(QStringLiteral("attributeapp"), QStringLiteral("global"));
        request.query.addQueryItem(QStringLiteral("attributekey"), QStringLiteral("pc"));
        request.query.addQueryItem(QStringLiteral("attributevalue"), argument);
        if (hasPoint) {
            // Nearest first: the point orders, no distance bounds (Session sends the coarse cell's centre only).
            request.query.addQueryItem(QStringLiteral("latitude"), QString::number(latitude, 'f', 6));
            request.query.addQueryItem(QStringLiteral("longitude"), QString::number(longitude, 'f', 6));
        }
        paged();
        break;
    case Topic:
        // Type 4: a forum topic's replies.
        request.path = QStringLiteral("comments/data/4/") + pathSegment(argument) + QStringLiteral("/0");
        paged();
        break;
    }
    return request;
}
