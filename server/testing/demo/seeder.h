// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>
#include <QVector>

#include <memory>
#include <unordered_set>
#include <vector>

class Database;
class Prng;
class Statement;

/**
 * Builds the deterministic demo community (see README.md): the same count gives byte-identical
 * people, friendships, invitations, messages and activities on every machine. All randomness comes
 * from a fixed-seed Prng and all times from a fixed epoch, never from the wall clock.
 */
class Seeder
{
public:
    /** 2026-01-01T00:00:00Z: every seeded timestamp lies before it. */
    static constexpr qint64 epoch = 1767225600;
    /** People 1..20 live around the demo account's city. */
    static constexpr int neighbours = 20;

    explicit Seeder(Database &database);
    ~Seeder();

    /**
     * How many friends the demo account gets (default 25): neighbours first, then every third person,
     * then everybody else in order, as far as the people seeded go. Only the default keeps the
     * documented demo community byte-identical; larger counts are for benchmarks.
     */
    void setDemoFriends(int count);

    /**
     * Inserts count people (the first is the demo account) in one transaction; true also when it found people already
     * (another server process on the database seeded it first): seededNothing() then says so.
     */
    bool seed(int count);
    /** The last seed() found people and inserted none. */
    bool seededNothing() const;

private:
    bool m_seededNothing = false;

    struct Member {
        QString personId;
        QString firstName;
        int city = 0;
    };

    void insertPeople(int count, Prng &prng);
    /** Returns the index of the demo account's city. */
    int insertDemo(Statement &people, Statement &homepages);
    void insertFriendships(Prng &prng);
    void writeFriendships();
    void insertInvitations(Prng &prng);
    void insertMessages(Prng &prng);
    void insertActivities(Prng &prng);
    bool addFriendship(int a, int b, qint64 since);
    void addInvitation(int from, int to, const QString &message, qint64 created);
    void addMessage(int from, int to, qint64 sent, int recipientStatus, const QString &subject, const QString &body);
    void addActivity(int person, qint64 timestamp, int type, const QString &message);

    Database &m_database;
    std::unique_ptr<Statement> m_insertInvitation;
    std::unique_ptr<Statement> m_insertMessage;
    std::unique_ptr<Statement> m_insertActivity;
    std::unordered_set<quint64> m_friendPairs;
    struct Friendship {
        int a;
        int b;
        qint64 since;
    };
    std::vector<Friendship> m_friendships; // both directions, written sorted at the end
    std::unordered_set<quint64> m_invitationPairs;
    QVector<Member> m_members; // index = row - 1
    QVector<QVector<int>> m_friends; // by index
    QVector<int> m_demoFriends;
    int m_demoFriendTarget = 25;
};
