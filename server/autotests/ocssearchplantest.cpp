// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsserverprocess.h"
#include "peoplestore.h"
#include "personsearchsql.h"
#include "postgresqlserver.h"
#include "sqlitefile.h"

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QTest>

/**
 * Hostile searches on 100,000 people read none of them wholesale: the query plans of the SQL PeopleStore::search
 * runs (PersonSearchSql) for names of one and two characters and for descriptions, on the database the server
 * made and seeded, as SQLite (EXPLAIN QUERY PLAN) and PostgreSQL (EXPLAIN; server-ocssearchplantest-postgresql)
 * plan them. A plan that reads the people table from end to end fails, as the search without an index did.
 */
class OcsSearchPlanTest : public QObject
{
    Q_OBJECT

private:
    OcsServerProcess m_server;
    bool m_postgreSql = OcsServerProcess::usesPostgreSql();

    Database::Dialect dialect() const
    {
        return m_postgreSql ? Database::Dialect::PostgreSQL : Database::Dialect::SQLite;
    }

    /// @p sql with its parameters as literals (a plan needs none of them bound, PostgreSQL's EXPLAIN wants values).
    static QString withLiterals(const QByteArray &sql, const QMap<QByteArray, QString> &parameters)
    {
        QMap<QString, QString> values{{QStringLiteral("viewer"), QStringLiteral("1")},
                                      {QStringLiteral("limit"), QStringLiteral("10")},
                                      {QStringLiteral("offset"), QStringLiteral("0")},
                                      {QStringLiteral("cap"), QStringLiteral("10000")}};
        for (auto it = parameters.cbegin(); it != parameters.cend(); ++it) {
            QString quoted = it.value();
            quoted.replace(QLatin1Char('\''), QStringLiteral("''"));
            values.insert(QString::fromLatin1(it.key().mid(1)), QLatin1Char('\'') + quoted + QLatin1Char('\''));
        }
        QString text = QString::fromUtf8(sql);
        static const QRegularExpression parameter(QStringLiteral(":([a-z]+)\\b"));
        QString result;
        qsizetype last = 0;
        for (auto matches = parameter.globalMatch(text); matches.hasNext();) {
            const QRegularExpressionMatch match = matches.next();
            result += text.mid(last, match.capturedStart() - last);
            result += values.value(match.captured(1), match.captured(0));
            last = match.capturedEnd();
        }
        return result + text.mid(last);
    }

    /// The plan of @p sql on the server's database, one line per step.
    QStringList plan(const QString &sql)
    {
        QStringList lines;
        if (m_postgreSql) {
            QString error;
            PostgreSqlServer *postgres = PostgreSqlServer::shared(&error);
            if (!postgres) {
                return {QStringLiteral("error: ") + error};
            }
            const QByteArray output = postgres->query(m_server.databaseUrl(), QStringLiteral("EXPLAIN ") + sql);
            for (const QByteArray &line : output.split('\n')) {
                if (!line.trimmed().isEmpty()) {
                    lines.append(QString::fromUtf8(line));
                }
            }
            return lines.isEmpty() ? QStringList{QStringLiteral("error: no plan")} : lines;
        }
        SqliteFile db(m_server.filePath(QStringLiteral("community.sqlite")));
        const QVector<SqliteFile::Row> rows = db.rows(QStringLiteral("EXPLAIN QUERY PLAN ") + sql);
        for (const SqliteFile::Row &row : rows) {
            lines.append(row.value(QStringLiteral("detail")).toString());
        }
        return lines.isEmpty() ? QStringList{QStringLiteral("error: ") + db.errorString()} : lines;
    }

    /// The steps of @p lines that read the people table from end to end (not through an index's lookup).
    QStringList wholeReads(const QStringList &lines) const
    {
        QStringList found;
        for (const QString &line : lines) {
            if (line.startsWith(QLatin1String("error"))) {
                found.append(line);
            }
        }
        if (!m_postgreSql) {
            // "SCAN p", "SCAN people", also "SCAN p USING INDEX …" (every entry of an index)
            static const QRegularExpression scan(QStringLiteral("\\bSCAN (p|people)\\b"));
            for (const QString &line : lines) {
                if (scan.match(line).hasMatch()) {
                    found.append(line);
                }
            }
            return found;
        }
        // "Seq Scan on people", and an "Index Scan" or "Index Only Scan" on people with no Index Cond among its
        // details (the lines below it indented deeper, up to its first child "->"): a walk along a whole index
        static const QRegularExpression node(QStringLiteral("^(\\s*)(->\\s*)?(Seq Scan|Index Scan|Index Only Scan|Bitmap Heap Scan)\\b.* on people\\b"));
        for (int i = 0; i < lines.size(); ++i) {
            const QRegularExpressionMatch match = node.match(lines.at(i));
            if (!match.hasMatch()) {
                continue;
            }
            if (match.captured(3) == QLatin1String("Seq Scan")) {
                found.append(lines.at(i));
                continue;
            }
            if (match.captured(3) == QLatin1String("Bitmap Heap Scan")) {
                continue; // fed by a Bitmap Index Scan, which has its Index Cond
            }
            bool hasCondition = false;
            const int indent = lines.at(i).indexOf(match.captured(3));
            for (int j = i + 1; j < lines.size(); ++j) {
                const QString detail = lines.at(j);
                const int depth = detail.size() - detail.trimmed().size();
                if (depth <= indent || detail.trimmed().startsWith(QLatin1String("->"))) {
                    break;
                }
                hasCondition = hasCondition || detail.trimmed().startsWith(QLatin1String("Index Cond"));
            }
            if (!hasCondition) {
                found.append(lines.at(i));
            }
        }
        return found;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QElapsedTimer timer;
        timer.start();
        QVERIFY2(m_server.start(100000), qPrintable(m_server.errorString()));
        qInfo("100,000 people seeded in %lld ms", timer.elapsed());
        if (m_postgreSql) {
            // the statistics a running community has (autovacuum's ANALYZE)
            QString error;
            PostgreSqlServer *postgres = PostgreSqlServer::shared(&error);
            QVERIFY2(postgres, qPrintable(error));
            postgres->query(m_server.databaseUrl(), QStringLiteral("ANALYZE"));
        }
    }

    void hostileSearchesUseAnIndex_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("city");
        QTest::addColumn<QString>("description");
        QTest::newRow("one letter") << QStringLiteral("q") << QString() << QString();
        QTest::newRow("two letters") << QStringLiteral("zq") << QString() << QString();
        QTest::newRow("two letters, another script") << QStringLiteral("Дм") << QString() << QString();
        QTest::newRow("one digit") << QStringLiteral("7") << QString() << QString();
        QTest::newRow("three letters") << QStringLiteral("zqx") << QString() << QString();
        QTest::newRow("two letters of a city") << QString() << QStringLiteral("qz") << QString();
        QTest::newRow("a city") << QString() << QStringLiteral("qzxwv") << QString();
        QTest::newRow("a description") << QString() << QString() << QStringLiteral("qzxwv");
        QTest::newRow("a description with quotes") << QString() << QString() << QStringLiteral("it's \"q\"");
        QTest::newRow("a short name and a description") << QStringLiteral("an") << QString() << QStringLiteral("linux");
    }

    void hostileSearchesUseAnIndex()
    {
        QFETCH(QString, name);
        QFETCH(QString, city);
        QFETCH(QString, description);
        PersonSearch search;
        search.name = name;
        search.city = city;
        search.description = description;
        const PersonSearchSql sql(search, dialect());
        for (const QByteArray &statement : {sql.pageSql(), sql.countSql()}) {
            const QStringList steps = plan(withLiterals(statement, sql.parameters()));
            qInfo().noquote() << steps.join(QStringLiteral("\n    "));
            QVERIFY2(wholeReads(steps).isEmpty(), qPrintable(wholeReads(steps).join(QLatin1Char('\n'))));
        }
    }

    /// The check above finds a read of every person: the search of a description as it was (seven LIKEs).
    void aScanIsSeen()
    {
        const QString scan = QStringLiteral(
            "SELECT p.personid FROM people p WHERE lower(p.description) LIKE '%qzxwv%' OR lower(p.interests) LIKE '%qzxwv%'"
            " OR lower(p.company) LIKE '%qzxwv%' ORDER BY p.personid LIMIT 10");
        const QStringList steps = plan(scan);
        qInfo().noquote() << steps.join(QStringLiteral("\n    "));
        QVERIFY(!wholeReads(steps).isEmpty());
    }

    void cleanupTestCase()
    {
        QVERIFY(m_server.stop());
    }
};

QTEST_GUILESS_MAIN(OcsSearchPlanTest)
#include "ocssearchplantest.moc"
