// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "attributeapi.h"

#include "attributestore.h"
#include "clock.h"
#include "friendstore.h"
#include "helpitems.h"
#include "ocsrequest.h"
#include "peoplestore.h"
#include "privacy.h"

AttributeApi::AttributeApi(const PeopleStore &people, const FriendStore &friends, AttributeStore &attributes, const Clock &clock)
    : m_people(people)
    , m_friends(friends)
    , m_attributes(attributes)
    , m_clock(clock)
{
}

OcsReply AttributeApi::get(const OcsRequest &request) const
{
    const auto person = m_people.find(request.segment(2), false);
    if (!person) {
        return OcsReply::failed(101, QStringLiteral("person not found"));
    }
    if (!Privacy::canSee(request.viewer(), *person, m_friends.areFriends(request.viewer().row, person->row))) {
        return OcsReply::failed(102, QStringLiteral("data is private"));
    }
    const int parts = request.segments().size();
    const QString app = parts > 3 ? AttributeStore::name(request.segment(3)) : QString();
    const QString key = parts > 4 ? AttributeStore::name(request.segment(4)) : QString();
    QVector<PersonAttribute> attributes;
    // an app or key that breaks the naming rule has no attributes
    if ((parts <= 3 || !app.isNull()) && (parts <= 4 || !key.isNull())) {
        attributes = m_attributes.list(person->row, app, key);
    }
    OcsReply reply = OcsReply::list(attributes.size(), 0);
    for (const PersonAttribute &attribute : std::as_const(attributes)) {
        reply.addItem(HelpItems::attribute(attribute));
    }
    return reply;
}

OcsReply AttributeApi::set(const OcsRequest &request) const
{
    const QString app = AttributeStore::name(request.segment(2));
    const QString key = AttributeStore::name(request.segment(3));
    const QString value = request.param(QStringLiteral("value"));
    if (app.isNull() || key.isNull() || !AttributeStore::isValidValue(value)) {
        return OcsReply::failed(101,
                                QStringLiteral("app and key: 1 to %1 of a-z, 0-9, '.', '_', '-'; value: at most %2 characters")
                                    .arg(AttributeStore::maxNameLength)
                                    .arg(AttributeStore::maxValueLength));
    }
    switch (m_attributes.set(request.viewer().row, app, key, value, m_clock.now())) {
    case AttributeStore::Result::Stored:
        return OcsReply::ok();
    case AttributeStore::Result::TooMany:
        return OcsReply::failed(102, QStringLiteral("at most %1 attributes").arg(AttributeStore::maxPerPerson));
    case AttributeStore::Result::Failed:
        break;
    }
    return OcsReply::notStored();
}

OcsReply AttributeApi::remove(const OcsRequest &request) const
{
    const QString app = AttributeStore::name(request.segment(2));
    const QString key = AttributeStore::name(request.segment(3));
    if (app.isNull() || key.isNull()) {
        // what breaks the rule was never stored: nothing to delete
        return OcsReply::ok();
    }
    return m_attributes.remove(request.viewer().row, app, key) ? OcsReply::ok() : OcsReply::notStored();
}
