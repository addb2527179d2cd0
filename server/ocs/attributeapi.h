// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "ocsreply.h"

class AttributeStore;
class Clock;
class FriendStore;
class OcsRequest;
class PeopleStore;

/**
 * PERSON attributes (docs/ocs-protocol.md, "Person attributes"): read anyone's whose profile the caller may see;
 * set and delete one's own. The search by attribute is person/data's (PersonApi).
 */
class AttributeApi
{
public:
    AttributeApi(const PeopleStore &people, const FriendStore &friends, AttributeStore &attributes, const Clock &clock);

    /** person/attributes/{person}[/{app}[/{key}]] */
    OcsReply get(const OcsRequest &request) const;
    /** person/setattribute/{app}/{key} */
    OcsReply set(const OcsRequest &request) const;
    /** person/deleteattribute/{app}/{key} */
    OcsReply remove(const OcsRequest &request) const;

private:
    const PeopleStore &m_people;
    const FriendStore &m_friends;
    AttributeStore &m_attributes;
    const Clock &m_clock;
};
