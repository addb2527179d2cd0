// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "personformatter.h"

#include "countries.h"
#include "picturetoken.h"
#include "privacy.h"

#include <QDateTime>
#include <QHash>
#include <QStringList>
#include <QUrl>

#include <algorithm>
#include <atomic>

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

std::atomic<const PersonLinks *> s_links{nullptr};

std::optional<QString> replacedAvatar(const QString &personId)
{
    const PersonLinks *links = s_links;
    return links ? links->avatarUrl(personId) : std::nullopt;
}

std::optional<QString> replacedProfilePage(const QString &personId)
{
    const PersonLinks *links = s_links;
    return links ? links->profilePage(personId) : std::nullopt;
}
}

PersonFormatter::PersonFormatter(const QString &baseUrl)
    : m_baseUrl(baseUrl)
{
}

void PersonFormatter::setLinks(const PersonLinks *links)
{
    s_links = links;
}

// The elements of each kind of item in their order (docs/ocs-protocol.md, "Item elements the client reads");
// "homepage" and "irclink" stand for their groups.
OcsItem PersonFormatter::full(const Person &person) const
{
    static const QStringList s_elements =
        QStringLiteral(
            "personid privacy privacytext firstname lastname gender communityrole homepage company avatarpic avatarpicfound bigavatarpic bigavatarpicfound "
            "birthday jobstatus city country latitude longitude ircnick ircchannels irclink likes dontlikes interests languages programminglanguages "
            "favouritequote favouritemusic favouritetvshows favouritemovies favouritebooks favouritegames description profilepage")
            .split(QLatin1Char(' '));
    return item(QStringLiteral("person"), QStringLiteral("full"), person, s_elements);
}

OcsItem PersonFormatter::summary(const Person &person) const
{
    static const QStringList s_elements =
        QStringLiteral("personid privacy privacytext firstname lastname company gender communityrole city country latitude longitude avatarpic avatarpicfound")
            .split(QLatin1Char(' '));
    return item(QStringLiteral("person"), QStringLiteral("summary"), person, s_elements);
}

OcsItem PersonFormatter::user(const Person &person, Shown shown) const
{
    static const QStringList s_withLocation =
        QStringLiteral("personid firstname lastname avatarpic avatarpicfound city country latitude longitude").split(QLatin1Char(' '));
    if (shown == Shown::Full) {
        return item(QStringLiteral("user"), QStringLiteral("id"), person, s_withLocation);
    }
    // a profile the viewer may not see: the login that names the entry (and the names, when Names), no picture (the
    // avatar route does not serve it to this viewer either) and no location (privacy.h)
    OcsItem hidden(QStringLiteral("user"), QStringLiteral("id"));
    hidden.add(QStringLiteral("personid"), person.personId);
    hidden.add(QStringLiteral("firstname"), shown == Shown::Names ? person.firstName : QString());
    hidden.add(QStringLiteral("lastname"), shown == Shown::Names ? person.lastName : QString());
    hidden.add(QStringLiteral("avatarpic"), QString());
    hidden.add(QStringLiteral("avatarpicfound"), QStringLiteral("0"));
    return hidden;
}

OcsItem PersonFormatter::item(const QString &element, const QString &details, const Person &person, const QStringList &names) const
{
    const QHash<QString, QString> values = this->values(person);
    OcsItem item(element, details);
    for (const QString &name : names) {
        if (name == QLatin1String("homepage")) {
            addHomepages(&item, person);
        } else if (name == QLatin1String("irclink")) {
            addIrcLinks(&item, person);
        } else {
            item.add(name, values.value(name));
        }
    }
    return item;
}

QHash<QString, QString> PersonFormatter::values(const Person &person) const
{
    QHash<QString, QString> values = person.texts;
    values.insert(QStringLiteral("personid"), person.personId);
    values.insert(QStringLiteral("privacy"), QString::number(person.privacy));
    values.insert(QStringLiteral("privacytext"), Privacy::text(person.privacy));
    values.insert(QStringLiteral("firstname"), person.firstName);
    values.insert(QStringLiteral("lastname"), person.lastName);
    values.insert(QStringLiteral("avatarpic"), avatarUrl(person.personId, person.privacy));
    values.insert(QStringLiteral("avatarpicfound"), flag(person.avatarFound));
    values.insert(QStringLiteral("bigavatarpic"), bigAvatarUrl(person.personId, person.privacy));
    values.insert(QStringLiteral("bigavatarpicfound"), flag(person.avatarFound));
    values.insert(QStringLiteral("city"), person.city);
    values.insert(QStringLiteral("country"), person.countryCode.isEmpty() ? QString() : Countries::name(person.countryCode));
    values.insert(QStringLiteral("latitude"), person.hasPosition ? coordinate(person.latitude) : QString());
    values.insert(QStringLiteral("longitude"), person.hasPosition ? coordinate(person.longitude) : QString());
    values.insert(QStringLiteral("profilepage"), profilePage(person.personId));
    return values;
}

void PersonFormatter::addHomepages(OcsItem *item, const Person &person) const
{
    // homepage and homepagetype are always present; homepage2..N only for further entries
    for (int i = 0; i < std::max(1, int(person.homepages.size())); ++i) {
        const Homepage homepage = person.homepages.value(i);
        const QString suffix = i == 0 ? QString() : QString::number(i + 1);
        item->add(QStringLiteral("homepage") + suffix, homepage.url);
        item->add(QStringLiteral("homepagetype") + suffix, homepage.type);
        const QString icon = homepageIconName(homepage.type);
        if (!icon.isEmpty()) {
            item->add(QStringLiteral("homepageicon") + suffix, m_baseUrl + QStringLiteral("/icons/") + icon + QStringLiteral(".png"));
        }
    }
}

void PersonFormatter::addIrcLinks(OcsItem *item, const Person &person)
{
    const QStringList channels = person.texts.value(QStringLiteral("ircchannels")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString &channel : channels) {
        item->add(QStringLiteral("irclink"), QStringLiteral("irc://irc.libera.chat/") + pathPart(channel.trimmed()));
    }
}

void PersonFormatter::addAuthor(OcsItem *item, const QString &idElement, const QString &personId, const QString &firstName, const QString &lastName) const
{
    item->add(idElement, personId);
    item->add(QStringLiteral("firstname"), firstName);
    item->add(QStringLiteral("lastname"), lastName);
    item->add(QStringLiteral("profilepage"), profilePage(personId));
}

QString PersonFormatter::avatarUrl(const QString &personId, int privacy) const
{
    if (const auto hostile = replacedAvatar(personId)) {
        return *hostile;
    }
    return m_baseUrl + QStringLiteral("/avatars/") + pathPart(personId) + QStringLiteral(".png") + pictureToken(personId, privacy);
}

QString PersonFormatter::bigAvatarUrl(const QString &personId, int privacy) const
{
    if (const auto hostile = replacedAvatar(personId)) {
        return *hostile;
    }
    return m_baseUrl + QStringLiteral("/avatars/") + pathPart(personId) + QStringLiteral("-big.png") + pictureToken(personId, privacy);
}

QString PersonFormatter::pictureToken(const QString &personId, int privacy)
{
    if (privacy <= 0) {
        return QString();
    }
    const QString token = PictureToken::make(personId, QDateTime::currentSecsSinceEpoch());
    return token.isEmpty() ? QString() : QStringLiteral("?v=") + token;
}

QString PersonFormatter::profilePage(const QString &personId) const
{
    if (const auto hostile = replacedProfilePage(personId)) {
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
