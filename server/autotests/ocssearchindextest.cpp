// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsclient.h"
#include "ocsdocument.h"
#include "ocsserverprocess.h"
#include "sqlitefile.h"
#include "testhelpers.h"

#include <QTest>
#include <QUrl>

using namespace TestHelpers;

/**
 * The trigram index that SQLite's person/data text searches look names and cities up in (migration 6): it finds
 * exactly what reading every person finds (compared with the database file itself, for terms with quotes, LIKE's
 * wildcards, other scripts and terms too short for the index), and it follows every change of a name or a city.
 */
class OcsSearchIndexTest : public QObject
{
    Q_OBJECT

private:
    OcsServerProcess m_server;
    OcsClient m_client;

    QString databasePath() const
    {
        return m_server.filePath(QStringLiteral("community.sqlite"));
    }

    /// Every person an anonymous name search finds, page by page.
    QStringList served(const QString &query)
    {
        QStringList found;
        for (int page = 0; page < 50; ++page) {
            const OcsDocument document = ocs(m_client.get(QStringLiteral("person/data?%1&pagesize=100&page=%2").arg(query).arg(page)));
            if (!document.isValid() || document.statusCode != 100) {
                return {QStringLiteral("error")};
            }
            const QStringList ids = document.personIds();
            found += ids;
            if (ids.size() < 100) {
                break;
            }
        }
        return found;
    }

    /// What reading every person finds for a name, as the search without an index does it.
    QStringList expected(const QString &name)
    {
        QString escaped = name.toCaseFolded();
        escaped.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
        escaped.replace(QLatin1Char('%'), QStringLiteral("\\%"));
        escaped.replace(QLatin1Char('_'), QStringLiteral("\\_"));
        SqliteFile db(databasePath());
        QStringList ids;
        for (const SqliteFile::Row &row : db.rows(QStringLiteral("SELECT personid FROM people p WHERE p.searchname LIKE ? ESCAPE '\\' AND p.privacy = 0"
                                                                 " AND NOT EXISTS (SELECT 1 FROM disabled d WHERE d.person = p.id) ORDER BY p.personid"),
                                                  {QLatin1Char('%') + escaped + QLatin1Char('%')})) {
            ids.append(row.value(QStringLiteral("personid")).toString());
        }
        return ids;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(m_server.start(400), qPrintable(m_server.errorString()));
        m_client.setOrigin(m_server.origin());
        SqliteFile db(databasePath());
        QVERIFY2(db.isOpen(), qPrintable(db.errorString()));
        QCOMPARE(db.value(QStringLiteral("SELECT COUNT(*) FROM people_text")).toLongLong(),
                 db.value(QStringLiteral("SELECT COUNT(*) FROM people")).toLongLong());
    }

    void findsWhatAScanFinds_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("three letters") << QStringLiteral("ann");
        QTest::newRow("upper case") << QStringLiteral("ANN");
        QTest::newRow("first and last name") << QStringLiteral("a m");
        QTest::newRow("two letters: no index") << QStringLiteral("an");
        QTest::newRow("one letter") << QStringLiteral("e");
        QTest::newRow("a login") << QStringLiteral("demo");
        QTest::newRow("nothing like it") << QStringLiteral("zzqqxx");
        QTest::newRow("a double quote") << QStringLiteral("an\"n");
        QTest::newRow("only quotes") << QStringLiteral("\"\"\"");
        QTest::newRow("query syntax") << QStringLiteral("ann OR e*");
        QTest::newRow("LIKE's wildcards") << QStringLiteral("a%n_");
        QTest::newRow("a backslash") << QStringLiteral("an\\n");
        QTest::newRow("accented") << QStringLiteral("müll");
        QTest::newRow("another script") << QStringLiteral("Дмитрий");
    }

    void findsWhatAScanFinds()
    {
        QFETCH(QString, name);
        const QStringList want = expected(name);
        const QStringList got = served(QStringLiteral("name=") + QString::fromLatin1(QUrl::toPercentEncoding(name)));
        qInfo("%s: %d found", qPrintable(name), int(want.size()));
        QCOMPARE(got, want);
    }

    void followsNamesAndCities()
    {
        // a new member is found at once
        const Form signup{{QStringLiteral("login"), QStringLiteral("quixotic7")},
                          {QStringLiteral("password"), QStringLiteral("long-enough")},
                          {QStringLiteral("firstname"), QStringLiteral("Wenceslas")},
                          {QStringLiteral("lastname"), QStringLiteral("Xylophone")},
                          {QStringLiteral("email"), QStringLiteral("quixotic7@example.org")}};
        QCOMPARE(ocs(m_client.post(QStringLiteral("person/add"), signup)).statusCode, 100);
        const Credentials member{QStringLiteral("quixotic7"), QStringLiteral("long-enough")};
        const auto search = [this, &member](const QString &query) {
            return ocs(m_client.get(QStringLiteral("person/data?%1&pagesize=100").arg(query), member)).personIds();
        };
        QCOMPARE(search(QStringLiteral("name=xylophone")), QStringList{QStringLiteral("quixotic7")});
        // a city set, then changed: found by the new one only
        QCOMPARE(ocs(m_client.post(QStringLiteral("person/self"), Form{{QStringLiteral("city"), QStringLiteral("Zyxburg")}}, member)).statusCode, 100);
        QCOMPARE(search(QStringLiteral("city=Zyxburg")), QStringList{QStringLiteral("quixotic7")});
        QCOMPARE(ocs(m_client.post(QStringLiteral("person/self"), Form{{QStringLiteral("city"), QStringLiteral("Qwvville")}}, member)).statusCode, 100);
        QCOMPARE(search(QStringLiteral("city=Zyxburg")), QStringList());
        QCOMPARE(search(QStringLiteral("city=Qwvville")), QStringList{QStringLiteral("quixotic7")});
        // cleared
        QCOMPARE(ocs(m_client.post(QStringLiteral("person/self"), Form{{QStringLiteral("clearlocation"), QStringLiteral("1")}}, member)).statusCode, 100);
        QCOMPARE(search(QStringLiteral("city=Qwvville")), QStringList());
        // and the index holds exactly the people table's texts
        SqliteFile db(databasePath());
        QVERIFY2(db.exec(QStringLiteral("INSERT INTO people_text (people_text, rank) VALUES ('integrity-check', 1)")), qPrintable(db.errorString()));
    }

    void cleanupTestCase()
    {
        m_client.clearConnections();
        QVERIFY(m_server.stop());
    }
};

QTEST_GUILESS_MAIN(OcsSearchIndexTest)
#include "ocssearchindextest.moc"
