// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "sqlparameters.h"

#include <QTest>

/**
 * SqlParameters: the stores' SQL, written with SQLite's placeholders, in PostgreSQL's $N form, numbered as SQLite
 * numbers them, with quoted text, comments and casts left alone.
 */
class SqlParametersTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void translates_data();
    void translates();
    void namesShareTheirNumber();
};

void SqlParametersTest::translates_data()
{
    QTest::addColumn<QByteArray>("sql");
    QTest::addColumn<QByteArray>("expected");
    QTest::addColumn<int>("count");

    QTest::newRow("none") << QByteArray("SELECT COUNT(*) FROM people") << QByteArray("SELECT COUNT(*) FROM people") << 0;
    QTest::newRow("question marks") << QByteArray("SELECT 1 FROM f WHERE a = ? AND b = ?") << QByteArray("SELECT 1 FROM f WHERE a = $1 AND b = $2") << 2;
    QTest::newRow("numbered") << QByteArray("DELETE FROM f WHERE (a = ?1 AND b = ?2) OR (a = ?2 AND b = ?1)")
                              << QByteArray("DELETE FROM f WHERE (a = $1 AND b = $2) OR (a = $2 AND b = $1)") << 2;
    // SQLite: a bare ? takes the largest number so far plus one
    QTest::newRow("bare after numbered") << QByteArray("VALUES (?3, ?)") << QByteArray("VALUES ($3, $4)") << 4;
    QTest::newRow("names") << QByteArray("WHERE p.id = :viewer OR (:viewer > 0 AND p.city = :city)")
                           << QByteArray("WHERE p.id = $1 OR ($1 > 0 AND p.city = $2)") << 2;
    QTest::newRow("names after question marks") << QByteArray("SELECT ?, :a, ?, :a") << QByteArray("SELECT $1, $2, $3, $2") << 3;
    QTest::newRow("quoted text") << QByteArray("SELECT 'a ? b :c', ? WHERE x LIKE :p ESCAPE '\\'")
                                 << QByteArray("SELECT 'a ? b :c', $1 WHERE x LIKE $2 ESCAPE '\\'") << 2;
    QTest::newRow("doubled quote") << QByteArray("SELECT 'it''s ?', ?") << QByteArray("SELECT 'it''s ?', $1") << 1;
    QTest::newRow("quoted identifier") << QByteArray("SELECT \"what?\" FROM t WHERE a = ?") << QByteArray("SELECT \"what?\" FROM t WHERE a = $1") << 1;
    QTest::newRow("casts") << QByteArray("SELECT c.conrelid::regclass::text, :x::bigint") << QByteArray("SELECT c.conrelid::regclass::text, $1::bigint") << 1;
    QTest::newRow("comments") << QByteArray("SELECT ? -- what :now?\n, ? /* :or ? */ , :last") << QByteArray("SELECT $1 -- what :now?\n, $2 /* :or ? */ , $3")
                              << 3;
    QTest::newRow("unterminated quote") << QByteArray("SELECT ?, 'open :x") << QByteArray("SELECT $1, 'open :x") << 1;
    QTest::newRow("colon alone") << QByteArray("SELECT a : b, ?") << QByteArray("SELECT a : b, $1") << 1;
}

void SqlParametersTest::translates()
{
    QFETCH(QByteArray, sql);
    QFETCH(QByteArray, expected);
    QFETCH(int, count);
    const SqlParameters parameters = SqlParameters::translate(sql.constData());
    QCOMPARE(parameters.sql, expected);
    QCOMPARE(parameters.count, count);
}

void SqlParametersTest::namesShareTheirNumber()
{
    const SqlParameters parameters = SqlParameters::translate("SELECT :me UNION SELECT f.b FROM f WHERE f.a = :me LIMIT :limit OFFSET :offset");
    QCOMPARE(parameters.names.value(":me"), 1);
    QCOMPARE(parameters.names.value(":limit"), 2);
    QCOMPARE(parameters.names.value(":offset"), 3);
    QCOMPARE(parameters.names.value(":unknown"), 0);
    QCOMPARE(parameters.count, 3);
}

QTEST_GUILESS_MAIN(SqlParametersTest)
#include "sqlparameterstest.moc"
