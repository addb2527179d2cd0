// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "ocsitem.h"
#include "records.h"

#include <optional>

/**
 * Links a build may give for some people in place of the server's own: the test server's hostile members
 * (server/testing). The product sets none.
 */
class PersonLinks
{
public:
    virtual ~PersonLinks() = default;
    virtual std::optional<QString> avatarUrl(const QString &personId) const = 0;
    virtual std::optional<QString> profilePage(const QString &personId) const = 0;
};

/**
 * Turns people into <person>/<user> items with absolute URLs built from the address the client used.
 */
class PersonFormatter
{
public:
    explicit PersonFormatter(const QString &baseUrl);

    /** <person details="full">, fields in the order of docs/ocs-protocol.md, "Item elements the client reads". */
    OcsItem full(const Person &person) const;
    /** <person details="summary">: the spec's summary fields plus latitude, longitude, avatarpic, avatarpicfound. */
    OcsItem summary(const Person &person) const;
    /** How much of a person a list shows (FriendApi decides by Privacy::canSee). */
    enum class Shown {
        Full, ///< names, picture and location
        Names, ///< names, no picture, no location: a friend in one's own list, an inviter in one's received invitations
        Login, ///< the personid alone, the other elements empty: a profile the viewer may not see
    };
    /**
     * <user details="id"> for friend and invitation lists: personid, firstname, lastname, avatarpic,
     * avatarpicfound (as the reference server), plus city, country, latitude, longitude, as @p shown says.
     */
    OcsItem user(const Person &person, Shown shown) const;

    /** Who wrote an activity or a message: @p idElement (personid, messagefrom), firstname, lastname, profilepage. */
    void addAuthor(OcsItem *item, const QString &idElement, const QString &personId, const QString &firstName, const QString &lastName) const;

    /**
     * The picture's address. For a profile that is not public (@p privacy above 0) it carries the token that lets the
     * client of a viewer who may see the profile fetch it without credentials (PictureToken): give it only to them.
     */
    QString avatarUrl(const QString &personId, int privacy = 0) const;
    QString bigAvatarUrl(const QString &personId, int privacy = 0) const;
    QString profilePage(const QString &personId) const;
    /** An absolute URL for a stored link (server paths start with '/'). */
    QString absolute(const QString &link) const;

    /** Makes every formatter ask @p links first (nullptr: none); @p links must outlive them. */
    static void setLinks(const PersonLinks *links);

    static QString coordinate(double value);
    static QString homepageIconName(const QString &type);

private:
    /** "?v=TOKEN" for a profile that is not public, else nothing. */
    static QString pictureToken(const QString &personId, int privacy);
    OcsItem item(const QString &element, const QString &details, const Person &person, const QStringList &names) const;
    /** Every single-valued element of a person by name. */
    QHash<QString, QString> values(const Person &person) const;
    void addHomepages(OcsItem *item, const Person &person) const;
    static void addIrcLinks(OcsItem *item, const Person &person);

    QString m_baseUrl;
};
