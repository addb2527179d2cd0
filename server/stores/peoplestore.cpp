// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "peoplestore.h"

#include "argon2.h"
#include "database.h"
#include "disabledpeople.h"
#include "geo.h"
#include "personcolumns.h"
#include "personsearchsql.h"
#include "statement.h"
#include "textfold.h"

#include <QCryptographicHash>
#include <QHash>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <limits>

namespace
{
// A search counts its matches up to here and no further (totalitems then says "at least"): counting every match of
// a short name among 100,000 people would scan them all for a number nobody pages through.
constexpr int s_countCap = 10000;

struct Candidate {
    qint64 row;
    QString personId;
    double distance;
};
}

PeopleStore::PeopleStore(Database &database)
    : m_database(database)
{
}

qint64 PeopleStore::count() const
{
    auto guard = m_database.lock();
    Statement statement(m_database, "SELECT COUNT(*) FROM people");
    return statement.next() ? statement.int64(0) : 0;
}

std::optional<Person> PeopleStore::find(const QString &personId, bool full) const
{
    if (personId.isEmpty()) {
        return std::nullopt;
    }
    auto guard = m_database.lock();
    const QByteArray sql = QByteArray("SELECT ") + (full ? PersonColumns::full() : PersonColumns::summary()) + " FROM people p WHERE p.personid = ? AND "
        + DisabledPeople::notDisabled("p.id");
    Statement statement(m_database, sql.constData());
    statement.bind(1, personId);
    if (!statement.next()) {
        return std::nullopt;
    }
    Person person = full ? PersonColumns::readFull(statement, 0) : PersonColumns::readSummary(statement, 0);
    if (full) {
        Statement homepages(m_database, "SELECT url, type FROM homepages WHERE person = ? ORDER BY position");
        homepages.bind(1, person.row);
        while (homepages.next()) {
            person.homepages.append(Homepage{homepages.text(0), homepages.text(1)});
        }
    }
    return person;
}

Viewer PeopleStore::authenticate(const QString &login, const QString &password) const
{
    if (login.isEmpty()) {
        return Viewer();
    }
    Viewer viewer;
    QString salt;
    QString stored;
    bool disabled = false;
    {
        auto guard = m_database.lock();
        static const QByteArray sql =
            "SELECT p.id, p.personid, p.passwordsalt, p.passwordhash, " + DisabledPeople::isDisabled("p.id") + " FROM people p WHERE p.personid = ?";
        Statement statement(m_database, sql.constData());
        statement.bind(1, login);
        if (statement.next()) {
            viewer = Viewer{statement.int64(0), statement.text(1)};
            salt = statement.text(2);
            stored = statement.text(3);
            disabled = statement.integer(4) != 0;
        }
    }
    if (!viewer.isAuthenticated()) {
        // as slow as a wrong password: the time taken must not tell whether the login exists
        Argon2::verifyNothing(password);
        return Viewer();
    }
    if (disabled) {
        // never from the credential cache, which would answer a right password in a microsecond: always the full work
        // of a wrong password, so that the time taken tells nothing (neither the password nor that it is disabled)
        m_credentials.forget(viewer.row);
        if (Argon2::isArgon2(stored)) {
            Argon2::verify(stored, password);
        } else {
            passwordHash(salt, password);
        }
        return Viewer();
    }
    // the seeded demo accounts keep the salted digest their published test passwords were stored with
    if (!Argon2::isArgon2(stored)) {
        return passwordHash(salt, password) == stored ? viewer : Viewer();
    }
    // person/add accounts hold an Argon2id hash, checked without the database lock (it is slow on purpose), and only
    // once in a while: the cache knows the passwords this process verified lately against this very stored hash
    const auto slowCheck = [&stored, &password] {
        return Argon2::verify(stored, password);
    };
    const bool matches = m_credentials.verify(viewer.row, viewer.personId, password, stored, slowCheck);
    return matches ? viewer : Viewer();
}

Viewer PeopleStore::authenticateApiKey(const QString &apiKey) const
{
    if (apiKey.isEmpty()) {
        return Viewer();
    }
    auto guard = m_database.lock();
    static const QByteArray sql = "SELECT p.id, p.personid FROM people p WHERE p.apikey = ? AND " + DisabledPeople::notDisabled("p.id");
    Statement statement(m_database, sql.constData());
    statement.bind(1, apiKey);
    if (!statement.next()) {
        return Viewer();
    }
    return Viewer{statement.int64(0), statement.text(1)};
}

PersonSearchResult PeopleStore::search(const PersonSearch &search, const Viewer &viewer, qint64 offset, int limit) const
{
    const PersonSearchSql sql(search, m_database.dialect());
    if (search.hasPosition) {
        return searchByPosition(search, sql, viewer, offset, limit);
    }

    auto guard = m_database.lock();
    PersonSearchResult result;
    const QByteArray page = sql.pageSql();
    Statement statement(m_database, page.constData());
    statement.bind(":viewer", viewer.row);
    sql.bind(statement);
    statement.bind(":limit", limit);
    statement.bind(":offset", offset);
    while (statement.next()) {
        result.people.append(PersonColumns::readSummary(statement, 0));
    }
    if (result.people.size() < limit && (offset == 0 || !result.people.isEmpty())) {
        // the page is the last one: the count is known without counting
        result.total = offset + result.people.size();
        return result;
    }
    const QByteArray count = sql.countSql();
    Statement counting(m_database, count.constData());
    counting.bind(":viewer", viewer.row);
    sql.bind(counting);
    counting.bind(":cap", s_countCap);
    if (counting.next()) {
        result.total = std::max(counting.int64(0), offset + result.people.size());
    }
    return result;
}

PersonSearchResult PeopleStore::searchByPosition(const PersonSearch &search, const PersonSearchSql &where, const Viewer &viewer, qint64 offset, int limit) const
{
    const bool bounded = search.distance > 0;
    // A search by attribute only ordered by a point (no distance) keeps the members who share no position, after
    // those who do (docs/help.md, "Same computer"): the point orders, it does not filter.
    const bool keepUnplaced = !bounded && search.byAttribute;
    QString sql = QStringLiteral("SELECT p.id, p.personid, p.latitude, p.longitude FROM people p WHERE ") + where.where();
    if (!keepUnplaced) {
        sql += QStringLiteral(" AND p.latitude IS NOT NULL AND p.longitude IS NOT NULL");
    }
    bool boundLongitude = false;
    double longitudeSpan = 0.0;
    if (bounded) {
        // A box that contains the search circle; the exact test below drops the corners.
        sql += QStringLiteral(" AND p.latitude BETWEEN :latmin AND :latmax");
        const double maxLatitude = std::abs(search.latitude) + search.distance;
        if (maxLatitude < 89.0) {
            longitudeSpan = search.distance / std::cos(maxLatitude * 3.14159265358979323846 / 180.0);
            boundLongitude = search.longitude - longitudeSpan > -180.0 && search.longitude + longitudeSpan < 180.0;
        }
        if (boundLongitude) {
            sql += QStringLiteral(" AND p.longitude BETWEEN :lonmin AND :lonmax");
        }
    }

    QVector<Candidate> candidates;
    {
        auto guard = m_database.lock();
        const QByteArray utf8 = sql.toUtf8();
        Statement statement(m_database, utf8.constData());
        statement.bind(":viewer", viewer.row);
        where.bind(statement);
        if (bounded) {
            statement.bind(":latmin", search.latitude - search.distance);
            statement.bind(":latmax", search.latitude + search.distance);
            if (boundLongitude) {
                statement.bind(":lonmin", search.longitude - longitudeSpan);
                statement.bind(":lonmax", search.longitude + longitudeSpan);
            }
        }
        while (statement.next()) {
            if (statement.isNull(2) || statement.isNull(3)) {
                candidates.append(Candidate{statement.int64(0), statement.text(1), std::numeric_limits<double>::infinity()});
                continue;
            }
            const double distance = Geo::angularDistance(search.latitude, search.longitude, statement.real(2), statement.real(3));
            if (!bounded || distance <= search.distance) {
                candidates.append(Candidate{statement.int64(0), statement.text(1), distance});
            }
        }
    }
    std::sort(candidates.begin(), candidates.end(), [](const Candidate &a, const Candidate &b) {
        if (a.distance != b.distance) {
            return a.distance < b.distance;
        }
        return a.personId.compare(b.personId, Qt::CaseInsensitive) < 0;
    });

    PersonSearchResult result;
    result.total = candidates.size();
    QVector<qint64> rows;
    for (qint64 i = offset; i < candidates.size() && rows.size() < limit; ++i) {
        rows.append(candidates.at(static_cast<int>(i)).row);
    }
    result.people = summariesFor(rows);
    return result;
}

QVector<Person> PeopleStore::summariesFor(const QVector<qint64> &rows) const
{
    if (rows.isEmpty()) {
        return {};
    }
    QStringList ids;
    for (qint64 row : rows) {
        ids.append(QString::number(row));
    }
    const QByteArray sql = QByteArray("SELECT ") + PersonColumns::summary() + " FROM people p WHERE p.id IN (" + ids.join(QLatin1Char(',')).toLatin1() + ")";
    auto guard = m_database.lock();
    Statement statement(m_database, sql.constData());
    QHash<qint64, Person> byRow;
    while (statement.next()) {
        const Person person = PersonColumns::readSummary(statement, 0);
        byRow.insert(person.row, person);
    }
    QVector<Person> people;
    for (qint64 row : rows) {
        people.append(byRow.value(row));
    }
    return people;
}

bool PeopleStore::updateLocation(qint64 row, const LocationUpdate &update)
{
    QStringList assignments;
    if (update.setPosition) {
        assignments.append(QStringLiteral("latitude = :latitude, longitude = :longitude"));
    }
    if (update.setCity) {
        assignments.append(QStringLiteral("city = :city"));
    }
    if (update.setCountry) {
        assignments.append(QStringLiteral("countrycode = :country"));
    }
    if (assignments.isEmpty()) {
        return true;
    }
    const QByteArray sql = "UPDATE people SET " + assignments.join(QStringLiteral(", ")).toUtf8() + " WHERE id = :row";
    auto guard = m_database.lock();
    Statement statement(m_database, sql.constData());
    if (update.setPosition) {
        statement.bind(":latitude", update.latitude);
        statement.bind(":longitude", update.longitude);
    }
    if (update.setCity) {
        statement.bind(":city", update.city);
    }
    if (update.setCountry) {
        statement.bind(":country", update.countryCode);
    }
    statement.bind(":row", row);
    return statement.exec() && statement.changes() == 1;
}

bool PeopleStore::clearLocation(qint64 row)
{
    auto guard = m_database.lock();
    Statement statement(m_database, "UPDATE people SET latitude = NULL, longitude = NULL, city = '', countrycode = '' WHERE id = ?");
    statement.bind(1, row);
    return statement.exec() && statement.changes() == 1;
}

CredentialCache &PeopleStore::credentialCache() const
{
    return m_credentials;
}

QString PeopleStore::passwordHash(const QString &salt, const QString &password)
{
    const QByteArray input = salt.toUtf8() + ':' + password.toUtf8();
    return QString::fromLatin1(QCryptographicHash::hash(input, QCryptographicHash::Sha256).toHex());
}

QString PeopleStore::searchName(const QString &personId, const QString &firstName, const QString &lastName)
{
    const QString plain = personId + QLatin1Char(' ') + firstName + QLatin1Char(' ') + lastName;
    const QString folded = plain.toCaseFolded();
    const QString ascii = TextFold::toAscii(firstName) + QLatin1Char(' ') + TextFold::toAscii(lastName);
    return folded + QLatin1Char('|') + ascii;
}
