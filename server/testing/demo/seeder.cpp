// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "seeder.h"

#include "activitystore.h"
#include "bulkload.h"
#include "cities.h"
#include "database.h"
#include "helpseeder.h"
#include "names.h"
#include "peoplestore.h"
#include "phrases.h"
#include "prng.h"
#include "profilefields.h"
#include "records.h"
#include "resources.h"
#include "statement.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <QVariantMap>

#include <algorithm>
#include <utility>

namespace
{
constexpr std::uint64_t s_seed = 0x50C1A1DE5C7095EEULL;
constexpr qint64 s_day = 86400;

// privacy of the demo account's neighbours 1..20, by (index - 1) % 10
constexpr int s_neighbourPrivacy[10] = {0, 0, 0, 0, 0, 0, 0, 1, 2, 3};
// neighbours who are the demo account's friends; 11-13 invited the demo, the demo invited 14 and 15
constexpr int s_neighbourFriends[] = {1, 2, 3, 4, 5, 6, 9, 10};
constexpr int s_invitedDemo[] = {11, 12, 13};
constexpr int s_invitedByDemo[] = {14, 15};

quint64 pairKey(int a, int b)
{
    const auto low = static_cast<quint64>(std::min(a, b));
    const auto high = static_cast<quint64>(std::max(a, b));
    return high << 32 | low;
}

// The columns bound first, in this order; the texts (ProfileFields) follow.
const QStringList &fixedColumns()
{
    static const QStringList s_columns = QStringLiteral(
                                             "id personid passwordsalt passwordhash apikey privacy firstname lastname searchname avatarfound city countrycode "
                                             "latitude longitude balancecents")
                                             .split(QLatin1Char(' '));
    return s_columns;
}

Statement::BulkInsert peopleRows()
{
    return Statement::BulkInsert{"people", fixedColumns() + ProfileFields::all()};
}

Statement::BulkInsert rows(const char *table, const char *columns)
{
    return Statement::BulkInsert{table, QString::fromLatin1(columns).split(QLatin1Char(' '))};
}

void insertPerson(Statement &statement, const Person &person)
{
    statement.reset();
    const QString password = person.personId + QStringLiteral("-password");
    statement.bindAll(person.row,
                      person.personId,
                      person.personId,
                      PeopleStore::passwordHash(person.personId, password),
                      QString(person.personId + QStringLiteral("-apikey")),
                      person.privacy,
                      person.firstName,
                      person.lastName,
                      PeopleStore::searchName(person.personId, person.firstName, person.lastName),
                      person.avatarFound ? 1 : 0,
                      person.city,
                      person.countryCode);
    if (person.hasPosition) {
        statement.bind(13, person.latitude);
        statement.bind(14, person.longitude);
    } else {
        statement.bindNull(13);
        statement.bindNull(14);
    }
    statement.bind(15, person.balanceCents);
    int index = fixedColumns().size();
    for (const QString &text : ProfileFields::all()) {
        statement.bind(++index, person.texts.value(text));
    }
    statement.exec();
}

void insertHomepages(Statement &statement, const Person &person)
{
    for (int i = 0; i < person.homepages.size(); ++i) {
        statement.reset();
        statement.bindAll(person.row, i + 1, person.homepages.at(i).url, person.homepages.at(i).type).exec();
    }
}

/** Fills the profile texts @p fields as the community writes them (Phrases::profileText), in this order. */
void writeTexts(Prng &prng, Person &person, const char *fields)
{
    const QStringList names = QString::fromLatin1(fields).split(QLatin1Char(' '));
    for (const QString &field : names) {
        person.texts.insert(field, Phrases::profileText(prng, field));
    }
}

Homepage homepageFor(Prng &prng, const QString &login)
{
    static const char *const s_types[] = {"Homepage", "Blog", "Mastodon", "Git", "Photos", "Other"};
    const QString type = QString::fromLatin1(s_types[prng.below(6)]);
    QString url;
    if (type == QLatin1String("Homepage")) {
        url = QStringLiteral("https://%1.example.org/").arg(QString(login).replace(QLatin1Char('.'), QLatin1Char('-')));
    } else if (type == QLatin1String("Blog")) {
        url = QStringLiteral("https://blog.example.net/%1").arg(login);
    } else if (type == QLatin1String("Mastodon")) {
        url = QStringLiteral("https://social.example/@%1").arg(login);
    } else if (type == QLatin1String("Git")) {
        url = QStringLiteral("https://git.example.com/%1").arg(login);
    } else if (type == QLatin1String("Photos")) {
        url = QStringLiteral("https://photos.example.com/%1").arg(login);
    } else {
        url = QStringLiteral("https://www.example.com/~%1").arg(login);
    }
    return Homepage{url, type};
}
}

Seeder::Seeder(Database &database)
    : m_database(database)
{
}

Seeder::~Seeder() = default;

void Seeder::setDemoFriends(int count)
{
    m_demoFriendTarget = std::max(0, count);
}

bool Seeder::seededNothing() const
{
    return m_seededNothing;
}

bool Seeder::seed(int count)
{
    m_seededNothing = count <= 0;
    if (count <= 0) {
        return true;
    }
    // one transaction; the indexes are cheaper to build once at the end than to grow row by row (the seeder makes
    // logins and API keys unique by construction)
    BulkLoad load(m_database);
    if (!load.isActive()) {
        return false;
    }
    // another server process on the database may have seeded it since it was found empty
    if (PeopleStore(m_database).count() > 0) {
        m_seededNothing = true;
        return true;
    }
    m_insertInvitation = std::make_unique<Statement>(m_database, rows("invitations", "sender recipient message created"));
    m_insertMessage = std::make_unique<Statement>(m_database, rows("messages", "owner folder sender recipient senddate status subject body"));
    m_insertActivity = std::make_unique<Statement>(m_database, rows("activities", "person timestamp type message link"));

    Prng prng(s_seed);
    insertPeople(count, prng);
    insertFriendships(prng);
    insertInvitations(prng);
    insertMessages(prng);
    insertActivities(prng);
    writeFriendships();

    // the last rows go in as these close
    m_insertInvitation.reset();
    m_insertMessage.reset();
    m_insertActivity.reset();
    // the knowledge base, forum, comments and attributes: rows that refer to each other, by ordinary statements
    if (!HelpSeeder(m_database, m_members.size()).seed()) {
        return false;
    }
    return load.commit();
}

void Seeder::insertPeople(int count, Prng &prng)
{
    Statement people(m_database, peopleRows());
    Statement homepages(m_database, rows("homepages", "person position url type"));
    // the neighbours live in the demo account's city
    const int home = insertDemo(people, homepages);
    const int totalWeight = Cities::totalWeight();
    QHash<QString, int> stems;
    for (int i = 1; i < count; ++i) {
        const int cityIndex = i <= neighbours ? home : Cities::byWeight(static_cast<int>(prng.below(static_cast<std::uint32_t>(totalWeight))));
        const Cities::City &city = Cities::at(cityIndex);
        const Names::Name name = Names::generate(prng, city.countryCode);

        Person person;
        person.row = i + 1;
        const QString stem = Names::loginStem(name.firstName, name.lastName);
        const int used = ++stems[stem];
        person.personId = used == 1 ? stem : stem + QString::number(used);
        person.firstName = name.firstName;
        person.lastName = name.lastName;
        if (i <= neighbours) {
            person.privacy = s_neighbourPrivacy[(i - 1) % 10];
        } else {
            const int roll = static_cast<int>(prng.below(100));
            person.privacy = roll < 72 ? 0 : roll < 86 ? 1 : roll < 95 ? 2 : 3;
        }
        person.texts.insert(QStringLiteral("gender"), prng.chance(8) ? QString() : name.gender);
        writeTexts(prng, person, "communityrole company");
        person.avatarFound = i % 29 != 3;
        if (prng.chance(70)) {
            person.texts.insert(QStringLiteral("birthday"),
                                QStringLiteral("%1-%2-%3")
                                    .arg(prng.between(1955, 2006))
                                    .arg(prng.between(1, 12), 2, 10, QLatin1Char('0'))
                                    .arg(prng.between(1, 28), 2, 10, QLatin1Char('0')));
        }
        writeTexts(prng, person, "jobstatus");
        person.hasPosition = i <= neighbours || prng.chance(92);
        if (person.hasPosition || prng.chance(50)) {
            person.city = city.name;
            person.countryCode = city.countryCode;
        }
        if (person.hasPosition) {
            // a few km around the centre, in whole micro-degrees: no floating point library involved
            person.latitude = static_cast<double>(city.latitudeMicro + prng.between(-60000, 60000)) / 1e6;
            person.longitude = static_cast<double>(city.longitudeMicro + prng.between(-80000, 80000)) / 1e6;
        }
        if (prng.chance(40)) {
            person.texts.insert(QStringLiteral("ircnick"), Names::toAscii(name.firstName) + QString::number(prng.between(1, 99)));
            const QString channels = Phrases::pickList(prng, QStringLiteral("ircchannels"), 1 + static_cast<int>(prng.below(3)));
            person.texts.insert(QStringLiteral("ircchannels"), QString(channels).replace(QStringLiteral(", "), QStringLiteral(",")));
        }
        writeTexts(prng, person, "likes dontlikes interests");
        person.texts.insert(QStringLiteral("languages"), prng.chance(85) ? Phrases::spokenLanguages(prng, city.countryCode) : QString());
        writeTexts(prng,
                   person,
                   "programminglanguages favouritequote favouritemusic favouritetvshows favouritemovies favouritebooks favouritegames description");
        const int homepageCount = static_cast<int>(prng.below(4));
        for (int h = 0; h < homepageCount; ++h) {
            person.homepages.append(homepageFor(prng, person.personId));
        }
        person.balanceCents = prng.below(100000);

        insertPerson(people, person);
        insertHomepages(homepages, person);
        m_members.append(Member{person.personId, person.firstName, cityIndex});
    }
    m_friends.resize(m_members.size());
}

int Seeder::insertDemo(Statement &people, Statement &homepages)
{
    const QJsonObject account = Resources::json(QStringLiteral("demo.json")).object();
    Person demo;
    demo.row = 1;
    demo.personId = account.value(QLatin1String("personid")).toString();
    demo.privacy = account.value(QLatin1String("privacy")).toInt();
    demo.firstName = account.value(QLatin1String("firstname")).toString();
    demo.lastName = account.value(QLatin1String("lastname")).toString();
    demo.city = account.value(QLatin1String("city")).toString();
    demo.countryCode = account.value(QLatin1String("countrycode")).toString();
    demo.balanceCents = account.value(QLatin1String("balancecents")).toInt();
    // at the centre of its city
    const int home = Cities::indexOf(demo.city);
    demo.hasPosition = true;
    demo.latitude = Cities::at(home).latitudeMicro / 1e6;
    demo.longitude = Cities::at(home).longitudeMicro / 1e6;
    const QVariantMap texts = account.value(QLatin1String("texts")).toObject().toVariantMap();
    for (auto it = texts.cbegin(); it != texts.cend(); ++it) {
        demo.texts.insert(it.key(), it.value().toString());
    }
    const QJsonArray homepageList = account.value(QLatin1String("homepages")).toArray();
    for (const QJsonValue &homepage : homepageList) {
        demo.homepages.append(Homepage{homepage[QLatin1String("url")].toString(), homepage[QLatin1String("type")].toString()});
    }
    insertPerson(people, demo);
    insertHomepages(homepages, demo);
    m_members.append(Member{demo.personId, demo.firstName, home});
    return home;
}

void Seeder::insertFriendships(Prng &prng)
{
    const int count = m_members.size();
    // the demo account's friends: neighbours first, then people from all over the world
    for (int index : s_neighbourFriends) {
        if (index < count && m_demoFriends.size() < m_demoFriendTarget) {
            m_demoFriends.append(index);
        }
    }
    for (int index = neighbours + 1; index < count && m_demoFriends.size() < m_demoFriendTarget; index += 3) {
        m_demoFriends.append(index);
    }
    // more friends than every third person gives: the others in order (only for large --demo-friends)
    for (int index = neighbours + 1; index < count && m_demoFriends.size() < m_demoFriendTarget; ++index) {
        if ((index - neighbours - 1) % 3 != 0) {
            m_demoFriends.append(index);
        }
    }
    for (int index : std::as_const(m_demoFriends)) {
        addFriendship(0, index, epoch - prng.between(s_day, 700 * s_day));
    }

    if (count < 3) {
        return;
    }
    QVector<QVector<int>> residents(Cities::count());
    for (int i = 1; i < count; ++i) {
        residents[m_members.at(i).city].append(i);
    }
    for (int i = 1; i < count; ++i) {
        const int initiated = 1 + static_cast<int>(prng.below(3));
        for (int k = 0; k < initiated; ++k) {
            const QVector<int> &local = residents.at(m_members.at(i).city);
            int other = 0;
            if (prng.chance(60) && local.size() > 1) {
                other = local.at(static_cast<int>(prng.below(static_cast<std::uint32_t>(local.size()))));
            } else {
                other = 1 + static_cast<int>(prng.below(static_cast<std::uint32_t>(count - 1)));
            }
            if (other != i) {
                addFriendship(i, other, epoch - prng.between(s_day, 900 * s_day));
            }
        }
    }
}

void Seeder::insertInvitations(Prng &prng)
{
    const int count = m_members.size();
    for (int index : s_invitedDemo) {
        if (index < count && !m_friendPairs.count(pairKey(0, index))) {
            addInvitation(index, 0, Phrases::pick(prng, QStringLiteral("invitationmessages")), epoch - prng.between(3600, 20 * s_day));
        }
    }
    for (int index : s_invitedByDemo) {
        if (index < count && !m_friendPairs.count(pairKey(0, index))) {
            addInvitation(0, index, Phrases::pick(prng, QStringLiteral("invitationmessages")), epoch - prng.between(3600, 20 * s_day));
        }
    }
    for (int i = neighbours + 1; i < count; ++i) {
        if (i % 23 != 0) {
            continue;
        }
        const int other = 1 + static_cast<int>(prng.below(static_cast<std::uint32_t>(count - 1)));
        if (other == i || m_friendPairs.count(pairKey(i, other)) || m_invitationPairs.count(pairKey(i, other))) {
            continue;
        }
        addInvitation(i, other, Phrases::pick(prng, QStringLiteral("invitationmessages")), epoch - prng.between(3600, 30 * s_day));
    }
}

void Seeder::insertMessages(Prng &prng)
{
    if (!m_demoFriends.isEmpty()) {
        static const int s_inboxStatus[] = {0, 0, 0, 1, 1, 2};
        for (int k = 0; k < 6; ++k) {
            const int from = m_demoFriends.at(k % m_demoFriends.size());
            addMessage(from,
                       0,
                       epoch - 3600 * (2 + 7 * k) - prng.between(0, 3599),
                       s_inboxStatus[k],
                       Phrases::pick(prng, QStringLiteral("messagesubjects")),
                       Phrases::pick(prng, QStringLiteral("messagebodies")));
        }
        for (int k = 0; k < 3; ++k) {
            const int to = m_demoFriends.at((3 * k + 1) % m_demoFriends.size());
            addMessage(0,
                       to,
                       epoch - 3600 * (5 + 11 * k) - prng.between(0, 3599),
                       k == 1 ? 1 : 0,
                       Phrases::pick(prng, QStringLiteral("messagesubjects")),
                       Phrases::pick(prng, QStringLiteral("messagebodies")));
        }
    }
    for (int i = neighbours + 1; i < m_members.size(); ++i) {
        const QVector<int> &friends = m_friends.at(i);
        if (i % 40 != 0 || friends.isEmpty()) {
            continue;
        }
        const int to = friends.at(static_cast<int>(prng.below(static_cast<std::uint32_t>(friends.size()))));
        addMessage(i,
                   to,
                   epoch - prng.between(3600, 90 * s_day),
                   prng.chance(50) ? 0 : 1,
                   Phrases::pick(prng, QStringLiteral("messagesubjects")),
                   Phrases::pick(prng, QStringLiteral("messagebodies")));
    }
}

void Seeder::insertActivities(Prng &prng)
{
    const auto activityFor = [&](int person) {
        const qint64 timestamp = epoch - prng.between(600, 60 * s_day);
        const int roll = static_cast<int>(prng.below(10));
        const QString &name = m_members.at(person).firstName;
        const QVector<int> &friends = m_friends.at(person);
        if (roll == 6 || roll == 7) {
            addActivity(person, timestamp, ActivityStore::ProfileUpdate, QStringLiteral("%1 updated the profile").arg(name));
        } else if (roll == 8) {
            addActivity(person, timestamp, ActivityStore::ProfilePhotoUpdate, QStringLiteral("%1 uploaded a new profile photo").arg(name));
        } else if (roll == 9 && !friends.isEmpty()) {
            const int other = friends.at(static_cast<int>(prng.below(static_cast<std::uint32_t>(friends.size()))));
            addActivity(person,
                        timestamp,
                        ActivityStore::NewFriend,
                        QStringLiteral("%1 and %2 are now friends").arg(m_members.at(person).personId, m_members.at(other).personId));
        } else {
            addActivity(person, timestamp, ActivityStore::StatusMessage, Phrases::pick(prng, QStringLiteral("statusmessages")));
        }
    };

    addActivity(0, epoch - 7200, ActivityStore::StatusMessage, QStringLiteral("Hello from the demo account!"));
    for (int index : std::as_const(m_demoFriends)) {
        const int entries = 1 + static_cast<int>(prng.below(3));
        for (int k = 0; k < entries; ++k) {
            activityFor(index);
        }
    }
    for (int i = 1; i < m_members.size(); ++i) {
        if (i % 4 == 0) {
            activityFor(i);
        }
    }
}

bool Seeder::addFriendship(int a, int b, qint64 since)
{
    if (!m_friendPairs.insert(pairKey(a, b)).second) {
        return false;
    }
    m_friendships.push_back(Friendship{a, b, since});
    m_friendships.push_back(Friendship{b, a, since});
    if (m_friends.size() < m_members.size()) {
        m_friends.resize(m_members.size());
    }
    m_friends[a].append(b);
    m_friends[b].append(a);
    return true;
}

void Seeder::writeFriendships()
{
    // in primary key order, so every row is an append to the table's B-tree
    std::sort(m_friendships.begin(), m_friendships.end(), [](const Friendship &x, const Friendship &y) {
        return x.a != y.a ? x.a < y.a : x.b < y.b;
    });
    Statement statement(m_database, rows("friendships", "a b since"));
    for (const Friendship &friendship : m_friendships) {
        statement.reset();
        statement.bind(1, static_cast<qint64>(friendship.a + 1));
        statement.bind(2, static_cast<qint64>(friendship.b + 1));
        statement.bind(3, friendship.since);
        statement.exec();
    }
    m_friendships.clear();
}

void Seeder::addInvitation(int from, int to, const QString &message, qint64 created)
{
    m_invitationPairs.insert(pairKey(from, to));
    m_insertInvitation->reset();
    m_insertInvitation->bind(1, static_cast<qint64>(from + 1));
    m_insertInvitation->bind(2, static_cast<qint64>(to + 1));
    m_insertInvitation->bind(3, message);
    m_insertInvitation->bind(4, created);
    m_insertInvitation->exec();
}

void Seeder::addMessage(int from, int to, qint64 sent, int recipientStatus, const QString &subject, const QString &body)
{
    const auto insertCopy = [&](int owner, int folder, int status) {
        m_insertMessage->reset();
        m_insertMessage->bind(1, static_cast<qint64>(owner + 1));
        m_insertMessage->bind(2, folder);
        m_insertMessage->bind(3, static_cast<qint64>(from + 1));
        m_insertMessage->bind(4, static_cast<qint64>(to + 1));
        m_insertMessage->bind(5, sent);
        m_insertMessage->bind(6, status);
        m_insertMessage->bind(7, subject);
        m_insertMessage->bind(8, body);
        m_insertMessage->exec();
    };
    insertCopy(to, 0, recipientStatus);
    insertCopy(from, 1, 1);
}

void Seeder::addActivity(int person, qint64 timestamp, int type, const QString &message)
{
    m_insertActivity->reset();
    m_insertActivity->bind(1, static_cast<qint64>(person + 1));
    m_insertActivity->bind(2, timestamp);
    m_insertActivity->bind(3, type);
    m_insertActivity->bind(4, message);
    m_insertActivity->bind(5, QStringLiteral("/people/") + m_members.at(person).personId);
    m_insertActivity->exec();
}
