// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsclient.h"
#include "ocsdocument.h"
#include "ocsserverprocess.h"
#include "testhelpers.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace TestHelpers;

/**
 * The database on disk (restart, seeding rules, determinism) and the request log.
 */
class OcsPersistenceTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void restartKeepsData();
    void seedIsDeterministic();
    void demoAccountFacts();
    void requestLog();
};

void OcsPersistenceTest::restartKeepsData()
{
    OcsServerProcess server;
    QVERIFY2(server.start(80), qPrintable(server.errorString()));
    OcsClient client(server.origin());
    const Credentials demo = Credentials::demo();
    const QString friendId = ocs(client.get(QStringLiteral("friend/data/demo"), demo)).personIds().constFirst();
    OCS_VERIFY_OK(ocs(client.post(QStringLiteral("activity"), {{QStringLiteral("message"), QStringLiteral("kept across restarts")}}, demo)));
    OCS_VERIFY_OK(ocs(client.post(
        QStringLiteral("message/2"),
        {{QStringLiteral("to"), friendId}, {QStringLiteral("subject"), QStringLiteral("persisted")}, {QStringLiteral("message"), QStringLiteral("body")}},
        demo)));
    OCS_VERIFY_OK(ocs(client.post(QStringLiteral("person/self"),
                                  {{QStringLiteral("latitude"), QStringLiteral("35.5")}, {QStringLiteral("longitude"), QStringLiteral("139.5")}},
                                  demo)));
    OCS_VERIFY_OK(ocs(client.post(QStringLiteral("friend/cancel/") + friendId, {}, demo)));
    const int people = ocs(client.get(QStringLiteral("person/data"))).totalItems;
    client.clearConnections();
    QVERIFY(server.stop());

    // same file, asked to seed again: the existing community is kept
    QVERIFY2(server.start(500), qPrintable(server.errorString()));
    client.setOrigin(server.origin());
    QCOMPARE(ocs(client.get(QStringLiteral("person/data"))).totalItems, people);
    QCOMPARE(ocs(client.get(QStringLiteral("activity"), demo)).items.at(0).value(QStringLiteral("message")), QStringLiteral("kept across restarts"));
    QCOMPARE(ocs(client.get(QStringLiteral("message/0"), Credentials::of(friendId))).items.at(0).value(QStringLiteral("subject")), QStringLiteral("persisted"));
    const OcsDocument::Item self = ocs(client.get(QStringLiteral("person/self"), demo)).items.at(0);
    QCOMPARE(self.value(QStringLiteral("latitude")).toDouble(), 35.5);
    QVERIFY(!ocs(client.get(QStringLiteral("friend/data/demo?pagesize=100"), demo)).personIds().contains(friendId));
    client.clearConnections();
    QVERIFY(server.stop());
    QVERIFY(server.standardError().contains("not seeding"));
}

void OcsPersistenceTest::seedIsDeterministic()
{
    OcsServerProcess first;
    OcsServerProcess second;
    QVERIFY2(first.start(150), qPrintable(first.errorString()));
    QVERIFY2(second.start(150), qPrintable(second.errorString()));
    OcsClient a(first.origin());
    OcsClient b(second.origin());
    const auto same = [&](const QString &path, const Credentials &credentials) {
        QByteArray left = TestHelpers::withoutPictureTokens(a.get(path, credentials).body);
        QByteArray right = TestHelpers::withoutPictureTokens(b.get(path, credentials).body);
        // the bodies carry absolute URLs with each server's port
        left.replace(first.origin().toUtf8(), "ORIGIN");
        right.replace(second.origin().toUtf8(), "ORIGIN");
        QVERIFY2(left.size() > 200, qPrintable(path));
        QVERIFY2(left == right, qPrintable(path));
    };
    const QStringList paths = {QStringLiteral("person/data?pagesize=100"),
                               QStringLiteral("person/data?pagesize=100&page=1"),
                               QStringLiteral("person/data?latitude=52.52&longitude=13.405&pagesize=100"),
                               QStringLiteral("friend/data/demo?pagesize=100"),
                               QStringLiteral("friend/receivedinvitations"),
                               QStringLiteral("friend/sentinvitations"),
                               QStringLiteral("message/0?pagesize=100"),
                               QStringLiteral("message/1?pagesize=100"),
                               QStringLiteral("activity?pagesize=100")};
    for (const QString &path : paths) {
        same(path, Credentials::demo());
    }
    // every person's full profile and friends, as seen by themselves
    const QStringList ids = ocs(a.get(QStringLiteral("person/data?pagesize=100"), Credentials::demo())).personIds();
    QVERIFY(ids.size() > 50);
    for (const QString &id : ids) {
        same(QStringLiteral("person/self"), Credentials::of(id));
        same(QStringLiteral("friend/data/%1?pagesize=100").arg(id), Credentials::of(id));
    }
    // avatars are byte-identical too
    QCOMPARE(a.get(QStringLiteral("/avatars/demo.png")).body, b.get(QStringLiteral("/avatars/demo.png")).body);
    a.clearConnections();
    b.clearConnections();
    QVERIFY(first.stop());
    QVERIFY(second.stop());
}

void OcsPersistenceTest::demoAccountFacts()
{
    OcsServerProcess server;
    QVERIFY2(server.start(200), qPrintable(server.errorString()));
    OcsClient client(server.origin());
    const Credentials demo = Credentials::demo();
    QCOMPARE(ocs(client.get(QStringLiteral("friend/data/demo"), demo)).totalItems, 25);
    QVERIFY(ocs(client.get(QStringLiteral("friend/receivedinvitations"), demo)).totalItems >= 3);
    QVERIFY(ocs(client.get(QStringLiteral("friend/sentinvitations"), demo)).totalItems >= 2);
    QVERIFY(ocs(client.get(QStringLiteral("message/0"), demo)).totalItems >= 5);
    QVERIFY(ocs(client.get(QStringLiteral("message/0?status=0"), demo)).totalItems >= 1);
    QVERIFY(ocs(client.get(QStringLiteral("message/1"), demo)).totalItems >= 2);
    const OcsDocument::Item self = ocs(client.get(QStringLiteral("person/self"), demo)).items.at(0);
    const QString nearby = QStringLiteral("person/data?latitude=%1&longitude=%2&distance=%3")
                               .arg(self.value(QStringLiteral("latitude")), self.value(QStringLiteral("longitude")))
                               .arg(25.0 / kilometresPerDegree);
    // at least ten other people within 25 km, even for an anonymous caller
    QVERIFY(ocs(client.get(nearby)).totalItems >= 11);
    // the API key works; a small community still has a demo account
    OCS_VERIFY_OK(ocs(client.get(QStringLiteral("person/self"), Credentials{QStringLiteral("demo-apikey"), QString()})));
    client.clearConnections();
    QVERIFY(server.stop());

    OcsServerProcess tiny;
    QVERIFY2(tiny.start(5), qPrintable(tiny.errorString()));
    OcsClient tinyClient(tiny.origin());
    OCS_VERIFY_OK(ocs(tinyClient.get(QStringLiteral("person/self"), demo)));
    QCOMPARE(ocs(tinyClient.get(QStringLiteral("person/data"))).totalItems, 5);
    tinyClient.clearConnections();
    QVERIFY(tiny.stop());
}

void OcsPersistenceTest::requestLog()
{
    OcsServerProcess server;
    QVERIFY2(server.start(30), qPrintable(server.errorString()));
    OcsClient client(server.origin());
    client.post(QStringLiteral("person/check?password=query-secret"),
                {{QStringLiteral("login"), QStringLiteral("demo")}, {QStringLiteral("password"), QStringLiteral("form-secret")}});
    client.get(QStringLiteral("person/self"), Credentials::demo());
    client.get(QStringLiteral("person/self"));
    client.get(QStringLiteral("person/data?name=ann&pagesize=3"));
    client.postMultipart(QStringLiteral("activity"), {{QStringLiteral("message"), QStringLiteral("multipart hello")}}, Credentials::demo());

    const QByteArray text = server.requestLogBytes();
    QVERIFY(!text.contains("secret"));
    QVERIFY(!text.contains("demo-password"));
    QVERIFY(!text.contains(OcsClient::authorization(Credentials::demo()).mid(6)));
    QVERIFY(!text.contains("Authorization"));
    const QList<QByteArray> lines = text.trimmed().split('\n');
    QCOMPARE(lines.size(), 5);
    QVector<QJsonObject> entries;
    for (const QByteArray &line : lines) {
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(line, &error);
        QVERIFY2(error.error == QJsonParseError::NoError, line.constData());
        const QJsonObject entry = document.object();
        for (const char *key : {"method", "path", "query", "form", "user", "status", "ocsStatus"}) {
            QVERIFY2(entry.contains(QLatin1String(key)), key);
        }
        entries.append(entry);
    }
    QCOMPARE(entries.at(0).value(QStringLiteral("method")).toString(), QStringLiteral("POST"));
    QCOMPARE(entries.at(0).value(QStringLiteral("path")).toString(), QStringLiteral("/v1/person/check"));
    QCOMPARE(entries.at(0).value(QStringLiteral("form")).toObject().value(QStringLiteral("password")).toString(), QStringLiteral("[redacted]"));
    QCOMPARE(entries.at(0).value(QStringLiteral("form")).toObject().value(QStringLiteral("login")).toString(), QStringLiteral("demo"));
    QCOMPARE(entries.at(0).value(QStringLiteral("query")).toObject().value(QStringLiteral("password")).toString(), QStringLiteral("[redacted]"));
    QVERIFY(entries.at(0).value(QStringLiteral("user")).isNull());
    QCOMPARE(entries.at(0).value(QStringLiteral("ocsStatus")).toInt(), 102); // not demo's password

    QCOMPARE(entries.at(1).value(QStringLiteral("user")).toString(), QStringLiteral("demo"));
    QCOMPARE(entries.at(1).value(QStringLiteral("status")).toInt(), 200);

    QVERIFY(entries.at(2).value(QStringLiteral("user")).isNull());
    QCOMPARE(entries.at(2).value(QStringLiteral("status")).toInt(), 401);
    QCOMPARE(entries.at(2).value(QStringLiteral("ocsStatus")).toInt(), 997);

    QCOMPARE(entries.at(3).value(QStringLiteral("query")).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("ann"));
    QCOMPARE(entries.at(3).value(QStringLiteral("query")).toObject().value(QStringLiteral("pagesize")).toString(), QStringLiteral("3"));
    QCOMPARE(entries.at(4).value(QStringLiteral("form")).toObject().value(QStringLiteral("message")).toString(), QStringLiteral("multipart hello"));
    client.clearConnections();
    QVERIFY(server.stop());
}

QTEST_GUILESS_MAIN(OcsPersistenceTest)

#include "ocspersistencetest.moc"
