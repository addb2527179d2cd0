// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "personformatter.h"

#include "countries.h"
#include "personoverrides.h"
#include "privacy.h"

#include <QStringList>
#include <QUrl>

#include <algorithm>

namespace
{
QString flag(bool value)
{
    return value ? QStringLiteral("1") : QStringLiteral("0");
}

QString pathPart(const QString &text)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(text));
}
}

PersonFormatter::PersonFormatter(const QString &baseUrl)
    : m_baseUrl(baseUrl)
{
}

OcsItem PersonFormatter::full(const Person &person) const
{
    OcsItem item(QStringLiteral("person"), QStringLiteral("full"));
    item.add(QStringLiteral("personid"), person.personId);
    item.add(QStringLiteral("privacy"), person.privacy);
    item.add(QStringLiteral("privacytext"), Privacy::text(person.privacy));
    item.add(QStringLiteral("firstname"), person.firstName);
    item.add(QStringLiteral("lastname"), person.lastName);
    item.add(QStringLiteral("gender"), person.gender);
    item.add(QStringLiteral("communityrole"), person.communityRole);
    // homepage and homepagetype are always present; homepage2..N only for further entries
    for (int i = 0; i < std::max(1, int(person.homepages.size())); ++i) {
        const Homepage homepage = person.homepages.value(i);
        const QString suffix = i == 0 ? QString() : QString::number(i + 1);
        item.add(QStringLiteral("homepage") + suffix, homepage.url);
        item.add(QStringLiteral("homepagetype") + suffix, homepage.type);
        const QString icon = homepageIconName(homepage.type);
        if (!icon.isEmpty()) {
            item.add(QStringLiteral("homepageicon") + suffix, m_baseUrl + QStringLiteral("/icons/") + icon + QStringLiteral(".png"));
        }
    }
    item.add(QStringLiteral("company"), person.company);
    item.add(QStringLiteral("avatarpic"), avatarUrl(person.personId));
    item.add(QStringLiteral("avatarpicfound"), flag(person.avatarFound));
    item.add(QStringLiteral("bigavatarpic"), bigAvatarUrl(person.personId));
    item.add(QStringLiteral("bigavatarpicfound"), flag(person.avatarFound));
    item.add(QStringLiteral("birthday"), person.birthday);
    item.add(QStringLiteral("jobstatus"), person.jobStatus);
    item.add(QStringLiteral("city"), person.city);
    item.add(QStringLiteral("country"), person.countryCode.isEmpty() ? QString() : Countries::name(person.countryCode));
    item.add(QStringLiteral("latitude"), person.hasPosition ? coordinate(person.latitude) : QString());
    item.add(QStringLiteral("longitude"), person.hasPosition ? coordinate(person.longitude) : QString());
    item.add(QStringLiteral("ircnick"), person.ircNick);
    item.add(QStringLiteral("ircchannels"), person.ircChannels);
    const QStringList channels = person.ircChannels.split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString &channel : channels) {
        item.add(QStringLiteral("irclink"), QStringLiteral("irc://irc.libera.chat/") + pathPart(channel.trimmed()));
    }
    item.add(QStringLiteral("likes"), person.likes);
    item.add(QStringLiteral("dontlikes"), person.dontLikes);
    item.add(QStringLiteral("interests"), person.interests);
    item.add(QStringLiteral("languages"), person.languages);
    item.add(QStringLiteral("programminglanguages"), person.programmingLanguages);
    item.add(QStringLiteral("favouritequote"), person.favouriteQuote);
    item.add(QStringLiteral("favouritemusic"), person.favouriteMusic);
    item.add(QStringLiteral("favouritetvshows"), person.favouriteTvShows);
    item.add(QStringLiteral("favouritemovies"), person.favouriteMovies);
    item.add(QStringLiteral("favouritebooks"), person.favouriteBooks);
    item.add(QStringLiteral("favouritegames"), person.favouriteGames);
    item.add(QStringLiteral("description"), person.description);
    item.add(QStringLiteral("profilepage"), profilePage(person.personId));
    return item;
}

OcsItem PersonFormatter::summary(const Person &person) const
{
    OcsItem item(QStringLiteral("person"), QStringLiteral("summary"));
    item.add(QStringLiteral("personid"), person.personId);
    item.add(QStringLiteral("privacy"), person.privacy);
    item.add(QStringLiteral("privacytext"), Privacy::text(person.privacy));
    item.add(QStringLiteral("firstname"), person.firstName);
    item.add(QStringLiteral("lastname"), person.lastName);
    item.add(QStringLiteral("company"), person.company);
    item.add(QStringLiteral("gender"), person.gender);
    item.add(QStringLiteral("communityrole"), person.communityRole);
    item.add(QStringLiteral("city"), person.city);
    item.add(QStringLiteral("country"), person.countryCode.isEmpty() ? QString() : Countries::name(person.countryCode));
    item.add(QStringLiteral("latitude"), person.hasPosition ? coordinate(person.latitude) : QString());
    item.add(QStringLiteral("longitude"), person.hasPosition ? coordinate(person.longitude) : QString());
    item.add(QStringLiteral("avatarpic"), avatarUrl(person.personId));
    item.add(QStringLiteral("avatarpicfound"), flag(person.avatarFound));
    return item;
}

OcsItem PersonFormatter::user(const Person &person, bool showLocation) const
{
    OcsItem item(QStringLiteral("user"), QStringLiteral("id"));
    item.add(QStringLiteral("personid"), person.personId);
    item.add(QStringLiteral("firstname"), person.firstName);
    item.add(QStringLiteral("lastname"), person.lastName);
    item.add(QStringLiteral("avatarpic"), avatarUrl(person.personId));
    item.add(QStringLiteral("avatarpicfound"), flag(person.avatarFound));
    if (showLocation) {
        item.add(QStringLiteral("city"), person.city);
        item.add(QStringLiteral("country"), person.countryCode.isEmpty() ? QString() : Countries::name(person.countryCode));
        item.add(QStringLiteral("latitude"), person.hasPosition ? coordinate(person.latitude) : QString());
        item.add(QStringLiteral("longitude"), person.hasPosition ? coordinate(person.longitude) : QString());
    }
    return item;
}

QString PersonFormatter::avatarUrl(const QString &personId) const
{
    if (const auto hostile = PersonOverrides::instance().avatarUrl(personId)) {
        return *hostile;
    }
    return m_baseUrl + QStringLiteral("/avatars/") + pathPart(personId) + QStringLiteral(".png");
}

QString PersonFormatter::bigAvatarUrl(const QString &personId) const
{
    if (const auto hostile = PersonOverrides::instance().avatarUrl(personId)) {
        return *hostile;
    }
    return m_baseUrl + QStringLiteral("/avatars/") + pathPart(personId) + QStringLiteral("-big.png");
}

QString PersonFormatter::profilePage(const QString &personId) const
{
    if (const auto hostile = PersonOverrides::instance().profilePage(personId)) {
        return *hostile;
    }
    return m_baseUrl + QStringLiteral("/people/") + pathPart(personId);
}

QString PersonFormatter::absolute(const QString &link) const
{
    return link.startsWith(QLatin1Char('/')) ? m_baseUrl + link : link;
}

QString PersonFormatter::coordinate(double value)
{
    return QString::number(value, 'f', 6);
}

QString PersonFormatter::homepageIconName(const QString &type)
{
    static const QStringList s_withIcon = {QStringLiteral("blog"),
                                           QStringLiteral("homepage"),
                                           QStringLiteral("mastodon"),
                                           QStringLiteral("git"),
                                           QStringLiteral("photos")};
    const QString name = type.toLower();
    return s_withIcon.contains(name) ? name : QString();
}
