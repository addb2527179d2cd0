// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsclient.h"
#include "ocsdocument.h"
#include "ocsserverprocess.h"
#include "sqlitefile.h"
#include "testhelpers.h"

#include <QTest>
#include <QUrl>

#include <algorithm>

using namespace TestHelpers;

/**
 * The indexes that SQLite's person/data text searches look their terms up in: the trigrams of names and cities
 * (migration 7), the words of names and cities for terms of one or two characters and the trigrams of the free text
 * a description search reads (migration 11). They find exactly what reading every person finds (compared with the
 * database file itself, for terms with quotes, LIKE's wildcards, other scripts and terms too short for trigrams), and
 * they follow every change of a name, a city or the free text.
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

    static QString likePattern(const QString &term)
    {
        QString escaped = term;
        escaped.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
        escaped.replace(QLatin1Char('%'), QStringLiteral("\\%"));
        escaped.replace(QLatin1Char('_'), QStringLiteral("\\_"));
        return QLatin1Char('%') + escaped + QLatin1Char('%');
    }

    /// A text without accents, case folded (as SQLite's unicode61 tokenizer with remove_diacritics reads words).
    static QString plain(const QString &text)
    {
        QString result;
        for (const QChar c : text.normalized(QString::NormalizationForm_D)) {
            if (c.category() != QChar::Mark_NonSpacing) {
                result += c;
            }
        }
        return result.toCaseFolded();
    }

    /// Whether a word (letters and digits) of @p text starts with @p term.
    static bool hasWordStarting(const QString &text, const QString &term)
    {
        const QString start = plain(term);
        QString word;
        for (const QChar c : plain(text) + QLatin1Char(' ')) {
            if (c.isLetterOrNumber()) {
                word += c;
                continue;
            }
            if (!word.isEmpty() && word.startsWith(start)) {
                return true;
            }
            word.clear();
        }
        return false;
    }

    /// What reading every person finds for a name, as the search without an index does it: a substring of three
    /// characters or more; a shorter one of letters and digits only where a word of the name starts with it.
    QStringList expectedName(const QString &name)
    {
        const QString folded = name.toCaseFolded();
        const bool shortTerm = folded.toUcs4().size() < 3;
        const bool word = std::all_of(folded.cbegin(), folded.cend(), [](QChar c) {
            return c.isLetterOrNumber();
        });
        if (shortTerm && !word) {
            return {};
        }
        SqliteFile db(databasePath());
        QStringList ids;
        for (const SqliteFile::Row &row :
             db.rows(QStringLiteral("SELECT personid, searchname FROM people p WHERE p.searchname LIKE ? ESCAPE '\\' AND p.privacy = 0"
                                    " AND NOT EXISTS (SELECT 1 FROM disabled d WHERE d.person = p.id) ORDER BY p.personid"),
                     {likePattern(folded)})) {
            if (!shortTerm || hasWordStarting(row.value(QStringLiteral("searchname")).toString(), folded)) {
                ids.append(row.value(QStringLiteral("personid")).toString());
            }
        }
        return ids;
    }

    /// What reading every person finds for a description (three characters or more): a substring of any of the
    /// seven free-text fields, ignoring case.
    QStringList expectedDescription(const QString &description)
    {
        if (description.toUcs4().size() < 3) {
            return {};
        }
        QStringList fields;
        for (const char *field : {"description", "interests", "likes", "company", "languages", "programminglanguages", "favouritequote"}) {
            fields.append(QStringLiteral("lower(p.%1) LIKE lower(?1) ESCAPE '\\'").arg(QLatin1String(field)));
        }
        SqliteFile db(databasePath());
        QStringList ids;
        for (const SqliteFile::Row &row : db.rows(QStringLiteral("SELECT personid FROM people p WHERE (") + fields.join(QStringLiteral(" OR "))
                                                      + QStringLiteral(") AND p.privacy = 0 AND NOT EXISTS (SELECT 1 FROM disabled d WHERE d.person = p.id)"
                                                                       " ORDER BY p.personid"),
                                                  {likePattern(description)})) {
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
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("name");
        const QString n = QStringLiteral("name");
        const QString d = QStringLiteral("description");
        QTest::newRow("three letters") << n << QStringLiteral("ann");
        QTest::newRow("upper case") << n << QStringLiteral("ANN");
        QTest::newRow("first and last name") << n << QStringLiteral("a m");
        QTest::newRow("two letters: the start of a word") << n << QStringLiteral("an");
        QTest::newRow("two letters in upper case") << n << QStringLiteral("AN");
        QTest::newRow("two letters without their accent") << n << QStringLiteral("mu");
        QTest::newRow("two letters, another script") << n << QStringLiteral("Дм");
        QTest::newRow("a digit") << n << QStringLiteral("7");
        QTest::newRow("two characters, not a word") << n << QStringLiteral("a%");
        QTest::newRow("one letter") << n << QStringLiteral("e");
        QTest::newRow("a login") << n << QStringLiteral("demo");
        QTest::newRow("nothing like it") << n << QStringLiteral("zzqqxx");
        QTest::newRow("a double quote") << n << QStringLiteral("an\"n");
        QTest::newRow("only quotes") << n << QStringLiteral("\"\"\"");
        QTest::newRow("query syntax") << n << QStringLiteral("ann OR e*");
        QTest::newRow("LIKE's wildcards") << n << QStringLiteral("a%n_");
        QTest::newRow("a backslash") << n << QStringLiteral("an\\n");
        QTest::newRow("accented") << n << QStringLiteral("müll");
        QTest::newRow("another script") << n << QStringLiteral("Дмитрий");
        QTest::newRow("description: a word") << d << QStringLiteral("the");
        QTest::newRow("description: upper case") << d << QStringLiteral("THE");
        QTest::newRow("description: in another field") << d << QStringLiteral("linux");
        QTest::newRow("description: nothing like it") << d << QStringLiteral("zzqqxx");
        QTest::newRow("description: LIKE's wildcards") << d << QStringLiteral("e%_");
        QTest::newRow("description: quotes") << d << QStringLiteral("it\"s'");
        QTest::newRow("description: query syntax") << d << QStringLiteral("the OR e*");
        QTest::newRow("description: two letters find nobody") << d << QStringLiteral("th");
        QTest::newRow("description: one letter finds nobody") << d << QStringLiteral("e");
    }

    void findsWhatAScanFinds()
    {
        QFETCH(QString, field);
        QFETCH(QString, name);
        const QStringList want = field == QLatin1String("name") ? expectedName(name) : expectedDescription(name);
        const QStringList got = served(field + QLatin1Char('=') + QString::fromLatin1(QUrl::toPercentEncoding(name)));
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
        QVERIFY(search(QStringLiteral("name=Xy")).contains(QStringLiteral("quixotic7")));
        QVERIFY(search(QStringLiteral("name=w")).contains(QStringLiteral("quixotic7")));
        QVERIFY(!search(QStringLiteral("name=yl")).contains(QStringLiteral("quixotic7"))); // no word starts with it
        // a city set, then changed: found by the new one only
        QCOMPARE(ocs(m_client.post(QStringLiteral("person/self"), Form{{QStringLiteral("city"), QStringLiteral("Zyxburg")}}, member)).statusCode, 100);
        QCOMPARE(search(QStringLiteral("city=Zyxburg")), QStringList{QStringLiteral("quixotic7")});
        QCOMPARE(ocs(m_client.post(QStringLiteral("person/self"), Form{{QStringLiteral("city"), QStringLiteral("Qwvville")}}, member)).statusCode, 100);
        QCOMPARE(search(QStringLiteral("city=Zyxburg")), QStringList());
        QCOMPARE(search(QStringLiteral("city=Qwvville")), QStringList{QStringLiteral("quixotic7")});
        QCOMPARE(search(QStringLiteral("city=qw")), QStringList{QStringLiteral("quixotic7")});
        QCOMPARE(search(QStringLiteral("city=zy")), QStringList());
        // cleared
        QCOMPARE(ocs(m_client.post(QStringLiteral("person/self"), Form{{QStringLiteral("clearlocation"), QStringLiteral("1")}}, member)).statusCode, 100);
        QCOMPARE(search(QStringLiteral("city=Qwvville")), QStringList());
        QCOMPARE(search(QStringLiteral("city=qw")), QStringList());
        // the free text, changed in the file as the server would (no call changes it): found by the new text only
        SqliteFile db(databasePath());
        QVERIFY(db.exec(QStringLiteral("UPDATE people SET interests = 'Zebrafinches' WHERE personid = 'quixotic7'")));
        QCOMPARE(search(QStringLiteral("description=EBRAFINCH")), QStringList{QStringLiteral("quixotic7")});
        QVERIFY(db.exec(QStringLiteral("UPDATE people SET interests = '', favouritequote = 'Quokkas' WHERE personid = 'quixotic7'")));
        QCOMPARE(search(QStringLiteral("description=EBRAFINCH")), QStringList());
        QCOMPARE(search(QStringLiteral("description=okkas")), QStringList{QStringLiteral("quixotic7")});
        // and the indexes hold exactly the people table's texts
        for (const QString &index : {QStringLiteral("people_text"), QStringLiteral("people_words"), QStringLiteral("people_about")}) {
            QVERIFY2(db.exec(QStringLiteral("INSERT INTO %1 (%1, rank) VALUES ('integrity-check', 1)").arg(index)), qPrintable(index + db.errorString()));
        }
    }

    void cleanupTestCase()
    {
        m_client.clearConnections();
        QVERIFY(m_server.stop());
    }
};

QTEST_GUILESS_MAIN(OcsSearchIndexTest)
#include "ocssearchindextest.moc"
