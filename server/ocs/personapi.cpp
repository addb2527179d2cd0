// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "personapi.h"

#include "attributestore.h"
#include "countries.h"
#include "friendstore.h"
#include "geo.h"
#include "helpsql.h"
#include "ocsrequest.h"
#include "peoplestore.h"
#include "personformatter.h"
#include "privacy.h"

namespace
{
bool parseNumber(const QString &text, double *value)
{
    bool ok = false;
    *value = text.trimmed().toDouble(&ok);
    return ok && !text.trimmed().isEmpty();
}
}

PersonApi::PersonApi(PeopleStore &people, const FriendStore &friends)
    : m_people(people)
    , m_friends(friends)
{
}

OcsReply PersonApi::check(const OcsRequest &request) const
{
    const QString login = request.param(QStringLiteral("login"));
    const QString password = request.param(QStringLiteral("password"));
    if (login.isEmpty()) {
        return OcsReply::failed(101, QStringLiteral("please specify all mandatory fields"));
    }
    Viewer viewer = password.isEmpty() ? Viewer() : m_people.authenticate(login, password);
    if (!viewer.isAuthenticated()) {
        viewer = m_people.authenticateApiKey(login);
    }
    if (!viewer.isAuthenticated()) {
        return OcsReply::failed(checkFailed, QStringLiteral("login not valid"));
    }
    OcsReply reply = OcsReply::ok();
    OcsItem item(QStringLiteral("person"), QStringLiteral("check"));
    item.add(QStringLiteral("personid"), viewer.personId);
    reply.addItem(item);
    return reply;
}

OcsReply PersonApi::self(const OcsRequest &request) const
{
    const auto person = m_people.find(request.viewer().personId, true);
    if (!person) {
        return OcsReply::failed(101, QStringLiteral("person not found"));
    }
    OcsReply reply = OcsReply::ok();
    reply.addItem(PersonFormatter(request.baseUrl()).full(*person));
    return reply;
}

OcsReply PersonApi::editSelf(const OcsRequest &request) const
{
    const QString clear = request.param(QStringLiteral("clearlocation"));
    if (clear == QLatin1String("1") || clear.compare(QLatin1String("true"), Qt::CaseInsensitive) == 0) {
        return m_people.clearLocation(request.viewer().row) ? OcsReply::ok() : OcsReply::notStored();
    }

    LocationUpdate update;
    double latitude = 0.0;
    double longitude = 0.0;
    if (parseNumber(request.param(QStringLiteral("latitude")), &latitude) && parseNumber(request.param(QStringLiteral("longitude")), &longitude)
        && Geo::isValidPosition(latitude, longitude) && (latitude != 0.0 || longitude != 0.0)) {
        update.setPosition = true;
        update.latitude = latitude;
        update.longitude = longitude;
    }
    const QString city = request.param(QStringLiteral("city")).trimmed();
    if (!city.isEmpty()) {
        update.setCity = true;
        update.city = city.left(200);
    }
    const QString country = request.param(QStringLiteral("country")).trimmed();
    if (!country.isEmpty()) {
        const QString code = Countries::code(country);
        update.setCountry = true;
        update.countryCode = code.isEmpty() ? country.left(2).toUpper() : code;
    }
    if (!update.setPosition && !update.setCity && !update.setCountry) {
        return OcsReply::failed(101, QStringLiteral("no parameters to update found"));
    }
    return m_people.updateLocation(request.viewer().row, update) ? OcsReply::ok() : OcsReply::notStored();
}

OcsReply PersonApi::get(const OcsRequest &request) const
{
    const auto person = m_people.find(request.segment(2), true);
    if (!person) {
        return OcsReply::failed(101, QStringLiteral("person not found"));
    }
    const bool friends = m_friends.areFriends(request.viewer().row, person->row);
    if (!Privacy::canSee(request.viewer(), *person, friends)) {
        return OcsReply::failed(102, QStringLiteral("data is private"));
    }
    OcsReply reply = OcsReply::ok();
    reply.addItem(PersonFormatter(request.baseUrl()).full(*person));
    return reply;
}

void PersonApi::readAttributeSearch(const OcsRequest &request, PersonSearch *search)
{
    // docs/help.md: attributeapp, attributekey and attributevalue must all match one attribute; pc is a substring
    // of the attribute global/pc
    const auto part = [&](const char *name, QString *into) {
        const QString text = request.param(QString::fromLatin1(name)).trimmed();
        if (text.isEmpty()) {
            return;
        }
        search->byAttribute = true;
        const QString stored = AttributeStore::name(text);
        // a name that breaks the rule is stored by nobody: a key of its own that no attribute has
        *into = stored.isNull() ? QStringLiteral("!") : stored;
    };
    part("attributeapp", &search->attributeApp);
    part("attributekey", &search->attributeKey);
    if (request.hasParam(QStringLiteral("attributevalue"))) {
        search->byAttribute = true;
        search->attributeValueGiven = true;
        search->attributeValue = HelpSql::folded(request.param(QStringLiteral("attributevalue")).left(AttributeStore::maxValueLength + 1));
    }
    search->pc = HelpSql::folded(request.param(QStringLiteral("pc"))).left(AttributeStore::maxValueLength);
}

OcsReply PersonApi::search(const OcsRequest &request) const
{
    const PageRequest page = request.page();
    if (page.page() > maxSearchPage) {
        return OcsReply::failed(
            102,
            QStringLiteral("page above %1. it is not allowed to fetch such a big resultset. please specify more search conditions.").arg(maxSearchPage));
    }
    PersonSearch search;
    search.name = request.param(QStringLiteral("name")).trimmed();
    search.country = request.param(QStringLiteral("country")).trimmed();
    search.city = request.param(QStringLiteral("city")).trimmed();
    search.description = request.param(QStringLiteral("description")).trimmed();
    readAttributeSearch(request, &search);
    double latitude = 0.0;
    double longitude = 0.0;
    if (parseNumber(request.param(QStringLiteral("latitude")), &latitude) && parseNumber(request.param(QStringLiteral("longitude")), &longitude)
        && Geo::isValidPosition(latitude, longitude)) {
        search.hasPosition = true;
        search.latitude = latitude;
        search.longitude = longitude;
        double distance = 0.0;
        if (parseNumber(request.param(QStringLiteral("distance")), &distance) && distance > 0.0) {
            search.distance = distance;
        }
    }
    const PersonSearchResult result = m_people.search(search, request.viewer(), page.offset(), page.pageSize());
    OcsReply reply = OcsReply::list(result.total, page.pageSize());
    const PersonFormatter formatter(request.baseUrl());
    for (const Person &person : result.people) {
        reply.addItem(formatter.summary(person));
    }
    return reply;
}

OcsReply PersonApi::balance(const OcsRequest &request) const
{
    const auto person = m_people.find(request.viewer().personId, true);
    if (!person) {
        return OcsReply::failed(101, QStringLiteral("person not found"));
    }
    OcsReply reply = OcsReply::ok();
    OcsItem item(QStringLiteral("person"), QStringLiteral("balance"));
    item.add(QStringLiteral("currency"), QStringLiteral("EUR"));
    item.add(QStringLiteral("balance"), QString::number(person->balanceCents / 100.0, 'f', 2));
    reply.addItem(item);
    return reply;
}
