// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "personcolumns.h"

#include "statement.h"

namespace
{
constexpr int s_summaryCount = 13;
}

const char *PersonColumns::summary()
{
    return "p.id, p.personid, p.privacy, p.firstname, p.lastname, p.gender, p.communityrole, p.company, p.avatarfound, p.city, p.countrycode, "
           "p.latitude, p.longitude";
}

int PersonColumns::summaryCount()
{
    return s_summaryCount;
}

Person PersonColumns::readSummary(const Statement &statement, int firstColumn)
{
    const int c = firstColumn;
    Person person;
    person.row = statement.int64(c);
    person.personId = statement.text(c + 1);
    person.privacy = statement.integer(c + 2);
    person.firstName = statement.text(c + 3);
    person.lastName = statement.text(c + 4);
    person.gender = statement.text(c + 5);
    person.communityRole = statement.text(c + 6);
    person.company = statement.text(c + 7);
    person.avatarFound = statement.integer(c + 8) != 0;
    person.city = statement.text(c + 9);
    person.countryCode = statement.text(c + 10);
    person.hasPosition = !statement.isNull(c + 11) && !statement.isNull(c + 12);
    if (person.hasPosition) {
        person.latitude = statement.real(c + 11);
        person.longitude = statement.real(c + 12);
    }
    return person;
}

const char *PersonColumns::full()
{
    return "p.id, p.personid, p.privacy, p.firstname, p.lastname, p.gender, p.communityrole, p.company, p.avatarfound, p.city, p.countrycode, "
           "p.latitude, p.longitude, p.birthday, p.jobstatus, p.ircnick, p.ircchannels, p.likes, p.dontlikes, p.interests, p.languages, "
           "p.programminglanguages, p.favouritequote, p.favouritemusic, p.favouritetvshows, p.favouritemovies, p.favouritebooks, p.favouritegames, "
           "p.description, p.balancecents";
}

Person PersonColumns::readFull(const Statement &statement, int firstColumn)
{
    Person person = readSummary(statement, firstColumn);
    int c = firstColumn + s_summaryCount;
    person.birthday = statement.text(c++);
    person.jobStatus = statement.text(c++);
    person.ircNick = statement.text(c++);
    person.ircChannels = statement.text(c++);
    person.likes = statement.text(c++);
    person.dontLikes = statement.text(c++);
    person.interests = statement.text(c++);
    person.languages = statement.text(c++);
    person.programmingLanguages = statement.text(c++);
    person.favouriteQuote = statement.text(c++);
    person.favouriteMusic = statement.text(c++);
    person.favouriteTvShows = statement.text(c++);
    person.favouriteMovies = statement.text(c++);
    person.favouriteBooks = statement.text(c++);
    person.favouriteGames = statement.text(c++);
    person.description = statement.text(c++);
    person.balanceCents = statement.int64(c++);
    return person;
}
