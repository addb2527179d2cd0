// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "credentialcache.h"
#include "records.h"

#include <optional>

class Database;
class PersonSearchSql;

struct PersonSearch {
    QString name;
    QString country; // ISO code or English name
    QString city;
    QString description;
    bool hasPosition = false;
    double latitude = 0.0;
    double longitude = 0.0;
    double distance = 0.0; // degrees of central angle; <= 0 means no limit
    // person attributes (docs/help.md): one attribute matching every part given; app and key in their stored form,
    // value folded (HelpSql::folded); a part that breaks the naming rule finds nobody
    bool byAttribute = false;
    QString attributeApp;
    QString attributeKey;
    QString attributeValue;
    bool attributeValueGiven = false;
    QString pc; // a folded substring of the attribute global/pc; fewer than 3 characters find nobody
};

struct PersonSearchResult {
    qint64 total = 0;
    QVector<Person> people; // summary fields
};

struct LocationUpdate {
    bool setPosition = false;
    double latitude = 0.0;
    double longitude = 0.0;
    bool setCity = false;
    QString city;
    bool setCountry = false;
    QString countryCode;
};

/**
 * People: lookup, credentials, search and location updates.
 */
class PeopleStore
{
public:
    explicit PeopleStore(Database &database);

    qint64 count() const;
    /** Case-insensitive lookup by login. With full, all profile fields and homepages are read. */
    std::optional<Person> find(const QString &personId, bool full) const;
    /** Login + password; an empty Viewer when they do not match. */
    Viewer authenticate(const QString &login, const QString &password) const;
    /** API key; an empty Viewer when unknown. */
    Viewer authenticateApiKey(const QString &apiKey) const;
    /** Only people visible to the viewer; sorted by distance when a position is given, else by login. */
    PersonSearchResult search(const PersonSearch &search, const Viewer &viewer, qint64 offset, int limit) const;
    /** false when nothing was stored. */
    bool updateLocation(qint64 row, const LocationUpdate &update);
    /** false when nothing was stored. */
    bool clearLocation(qint64 row);

    /** The passwords verified lately against a slow hash (--credential-cache). */
    CredentialCache &credentialCache() const;

    static QString passwordHash(const QString &salt, const QString &password);
    /** The folded text the name search runs on. */
    static QString searchName(const QString &personId, const QString &firstName, const QString &lastName);

private:
    PersonSearchResult searchByPosition(const PersonSearch &search, const PersonSearchSql &where, const Viewer &viewer, qint64 offset, int limit) const;
    QVector<Person> summariesFor(const QVector<qint64> &rows) const;

    Database &m_database;
    mutable CredentialCache m_credentials;
};
