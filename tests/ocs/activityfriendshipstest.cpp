// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocs/activityfriendships.h"

#include <QTest>

using namespace Ocs;

namespace
{
const QDateTime noon(QDate(2026, 12, 5), QTime(12, 0), Qt::UTC);

QVariantMap entry(const QString &id, const QString &person, int type, const QString &link, const QDateTime &when = noon)
{
    return {{QStringLiteral("id"), id},
            {QStringLiteral("personId"), person},
            {QStringLiteral("type"), type},
            {QStringLiteral("link"), link},
            {QStringLiteral("timestamp"), when},
            {QStringLiteral("message"), QStringLiteral("%1 and someone are now friends").arg(person)}};
}

/// The ids of the rows a member sees (those not marked repeated).
QStringList shown(const QVector<QVariantMap> &rows)
{
    QStringList ids;
    for (const QVariantMap &row : rows) {
        if (!row.value(QStringLiteral("repeated")).toBool()) {
            ids.append(row.value(QStringLiteral("id")).toString());
        }
    }
    return ids;
}
}

// Friendships in News once, naming the other person (issue 28): the server announces one for each of the two.
class ActivityFriendshipsTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void oneFriendshipShowsOnce()
    {
        QVector<QVariantMap> rows = {entry(QStringLiteral("1"), QStringLiteral("alice"), 2, QStringLiteral("https://example.org/people/bob")),
                                     entry(QStringLiteral("2"), QStringLiteral("bob"), 2, QStringLiteral("https://example.org/people/alice")),
                                     entry(QStringLiteral("3"), QStringLiteral("alice"), 1, QString())};
        ActivityFriendships::merge(rows);
        QCOMPARE(rows.size(), 3); // marked, not dropped: the page keeps the server's count
        QCOMPARE(shown(rows), QStringList({QStringLiteral("1"), QStringLiteral("3")}));
        QCOMPARE(rows.at(0).value(QStringLiteral("friendId")).toString(), QStringLiteral("bob"));
        QCOMPARE(rows.at(1).value(QStringLiteral("friendId")).toString(), QStringLiteral("alice"));
        QVERIFY(!rows.at(2).contains(QStringLiteral("friendId")));
        QVERIFY(!rows.at(2).contains(QStringLiteral("repeated")));
    }

    void differentPairsOrTimesStay()
    {
        QVector<QVariantMap> rows = {
            entry(QStringLiteral("1"), QStringLiteral("alice"), 2, QStringLiteral("https://example.org/people/bob")),
            // alice and carol: another friendship
            entry(QStringLiteral("2"), QStringLiteral("carol"), 2, QStringLiteral("https://example.org/people/alice")),
            // alice and bob again, a day later (they ended it and became friends again): news again
            entry(QStringLiteral("3"), QStringLiteral("bob"), 2, QStringLiteral("https://example.org/people/alice"), noon.addDays(1)),
            // the same pair within a minute, names in another case: the same friendship
            entry(QStringLiteral("4"), QStringLiteral("Bob"), 2, QStringLiteral("https://example.org/people/ALICE"), noon.addSecs(59)),
        };
        ActivityFriendships::merge(rows);
        QCOMPARE(shown(rows), QStringList({QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3")}));
    }

    // What a hostile or another server sends: no link, a link elsewhere, a link to oneself, deep paths, other types.
    void hostileLinksNameNobody_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<QString>("link");
        QTest::newRow("no link") << 2 << QString();
        QTest::newRow("not a person") << 2 << QStringLiteral("https://example.org/content/42");
        QTest::newRow("empty id") << 2 << QStringLiteral("https://example.org/people/");
        QTest::newRow("deeper") << 2 << QStringLiteral("https://example.org/people/bob/photos");
        QTest::newRow("oneself") << 2 << QStringLiteral("https://example.org/people/alice");
        QTest::newRow("overlong") << 2 << QStringLiteral("https://example.org/people/") + QString(300, QLatin1Char('b'));
        QTest::newRow("garbage") << 2 << QStringLiteral("::::\x01 /people/ %%");
        QTest::newRow("status with a person link") << 1 << QStringLiteral("https://example.org/people/bob");
    }

    void hostileLinksNameNobody()
    {
        QFETCH(int, type);
        QFETCH(QString, link);
        QVector<QVariantMap> rows = {entry(QStringLiteral("1"), QStringLiteral("alice"), type, link),
                                     entry(QStringLiteral("2"), QStringLiteral("alice"), type, link)};
        ActivityFriendships::merge(rows);
        QCOMPARE(shown(rows).size(), 2);
        for (const QVariantMap &row : std::as_const(rows)) {
            QVERIFY(!row.contains(QStringLiteral("friendId")));
        }
    }

    void manyAnnouncementsStayBounded()
    {
        QVector<QVariantMap> rows;
        for (int i = 0; i < 3000; ++i) {
            rows.append(entry(QString::number(i), QStringLiteral("alice"), 2, QStringLiteral("https://example.org/people/p%1").arg(i % 50)));
        }
        ActivityFriendships::merge(rows);
        QCOMPARE(rows.size(), 3000);
        QCOMPARE(shown(rows).size(), 50);
    }
};

QTEST_GUILESS_MAIN(ActivityFriendshipsTest)

#include "activityfriendshipstest.moc"
