// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "ocsreply.h"

class FriendStore;
class OcsRequest;
class PeopleStore;
struct PersonSearch;

/**
 * PERSON calls (docs/ocs-protocol.md, "Calls"): check, self (get and edit), get, search, balance.
 */
class PersonApi
{
public:
    /** Person search refuses deeper pages with 102, as the reference server does. */
    static constexpr int maxSearchPage = 200;
    /** person/check's answer to a wrong login or password (the same for both). */
    static constexpr int checkFailed = 102;

    PersonApi(PeopleStore &people, const FriendStore &friends);

    OcsReply check(const OcsRequest &request) const;
    OcsReply self(const OcsRequest &request) const;
    /** Non-spec extension: clearlocation=1 removes latitude, longitude, city and country. */
    OcsReply editSelf(const OcsRequest &request) const;
    OcsReply get(const OcsRequest &request) const;
    OcsReply search(const OcsRequest &request) const;
    OcsReply balance(const OcsRequest &request) const;

private:
    static void readAttributeSearch(const OcsRequest &request, PersonSearch *search);

    PeopleStore &m_people;
    const FriendStore &m_friends;
};
