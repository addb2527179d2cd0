// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocs/outbox.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace Ocs;

class OutboxTest : public QObject
{
    Q_OBJECT

private:
    static Outbox::Entry message(const QString &subject)
    {
        Outbox::Entry entry;
        entry.to = QStringLiteral("anna.richter");
        entry.subject = subject;
        entry.body = QStringLiteral("Grüße 👋\nzweite Zeile");
        return entry;
    }

private Q_SLOTS:
    void addedEntriesSurviveAndKeepTheirOrder()
    {
        QTemporaryDir dir;
        const Outbox outbox(dir.filePath(QStringLiteral("outbox")));
        const auto first = outbox.add(message(QStringLiteral("first")));
        QVERIFY(first);
        QVERIFY(!first->id.isEmpty());
        QVERIFY(first->created.isValid());
        QThread::msleep(5);
        Outbox::Entry invitation;
        invitation.kind = Outbox::Entry::Invitation;
        invitation.to = QStringLiteral("bob");
        invitation.body = QStringLiteral("Let's be friends");
        QVERIFY(outbox.add(invitation));

        // Another instance (as after a restart) reads the same entries, oldest first, every field intact.
        const QVector<Outbox::Entry> entries = Outbox(dir.filePath(QStringLiteral("outbox"))).entries();
        QCOMPARE(entries.size(), 2);
        QCOMPARE(entries.at(0).id, first->id);
        QCOMPARE(entries.at(0).subject, QStringLiteral("first"));
        QCOMPARE(entries.at(0).body, QStringLiteral("Grüße 👋\nzweite Zeile"));
        QCOMPARE(entries.at(0).created, first->created);
        QCOMPARE(entries.at(0).state, Outbox::Entry::Pending);
        QCOMPARE(entries.at(1).kind, Outbox::Entry::Invitation);
        QCOMPARE(entries.at(1).to, QStringLiteral("bob"));
    }

    void updateAndRemove()
    {
        QTemporaryDir dir;
        const Outbox outbox(dir.path());
        auto entry = outbox.add(message(QStringLiteral("x")));
        QVERIFY(entry);
        entry->attempts = 2;
        entry->state = Outbox::Entry::Refused;
        entry->error = QStringLiteral("user not found");
        QVERIFY(outbox.update(*entry));
        QCOMPARE(outbox.entries().first().attempts, 2);
        QCOMPARE(outbox.entries().first().state, Outbox::Entry::Refused);
        QCOMPARE(outbox.entries().first().error, QStringLiteral("user not found"));
        outbox.remove(entry->id);
        QVERIFY(outbox.entries().isEmpty());
    }

    void damagedFilesAreSetAsideWithoutLosingOthers_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("half written") << QByteArray("{\"version\":1,\"id\":\"x\",\"kind\":\"mess");
        QTest::newRow("not json") << QByteArray("\x00\x01\x02garbage", 10);
        QTest::newRow("wrong version") << QByteArray(
            "{\"version\":9,\"id\":\"a\",\"kind\":\"message\",\"state\":\"pending\",\"to\":\"b\",\"created\":\"2026-01-01T00:00:00.000Z\"}");
        QTest::newRow("unknown kind") << QByteArray(
            "{\"version\":1,\"id\":\"a\",\"kind\":\"poke\",\"state\":\"pending\",\"to\":\"b\",\"created\":\"2026-01-01T00:00:00.000Z\"}");
    }

    void damagedFilesAreSetAsideWithoutLosingOthers()
    {
        QFETCH(QByteArray, bytes);
        QTemporaryDir dir;
        const Outbox outbox(dir.path());
        QVERIFY(outbox.add(message(QStringLiteral("one"))));
        QVERIFY(outbox.add(message(QStringLiteral("two"))));
        QFile damaged(dir.filePath(QStringLiteral("a.entry")));
        QVERIFY(damaged.open(QIODevice::WriteOnly));
        damaged.write(bytes);
        damaged.close();

        const auto entries = outbox.entries();
        QCOMPARE(entries.size(), 2);
        // Kept for a human to look at, out of the way of the next read.
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("a.entry.damaged"))));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("a.entry"))));
        QCOMPARE(outbox.entries().size(), 2);
    }

    void onePlacePerAccount()
    {
        const QUrl server(QStringLiteral("http://127.0.0.1:4711/v1/"));
        const QString demo = Outbox::directoryFor(QStringLiteral("/data"), server, QStringLiteral("demo"));
        QVERIFY(demo.startsWith(QStringLiteral("/data/outbox/")));
        QVERIFY(demo != Outbox::directoryFor(QStringLiteral("/data"), server, QStringLiteral("other")));
    }
};

QTEST_GUILESS_MAIN(OutboxTest)

#include "outboxtest.moc"
