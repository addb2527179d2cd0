// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocs/outbox.h"
#include "storage/privatefiles.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace Ocs;
using Storage::PrivateFiles;

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

    // Written within one millisecond, entries still go out in the order they were written (they sorted by their
    // random ids before, and a message to a friend could overtake the one written first).
    void entriesWrittenTogetherKeepTheirOrder()
    {
        QTemporaryDir dir;
        const Outbox outbox(dir.filePath(QStringLiteral("outbox")));
        QStringList written;
        for (int i = 0; i < 20; ++i) {
            const auto entry = outbox.add(message(QString::number(i)));
            QVERIFY(entry);
            written.append(entry->id);
        }
        QStringList read;
        const QVector<Outbox::Entry> entries = Outbox(dir.filePath(QStringLiteral("outbox"))).entries();
        for (const Outbox::Entry &entry : entries) {
            read.append(entry.id);
        }
        QCOMPARE(read, written);
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
        entry->state = Outbox::Entry::Unconfirmed;
        entry->error.clear();
        QVERIFY(outbox.update(*entry));
        QCOMPARE(outbox.entries().first().state, Outbox::Entry::Unconfirmed);
        QCOMPARE(outbox.entries().first().stateId(), QStringLiteral("unconfirmed"));
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

    // An entry as version 1.1 wrote it (every key, an empty error among them) is read as it was meant; one whose
    // kind, state, recipient or time this version cannot read is set aside, even with an id of the outbox's form.
    void entriesAsEarlierVersionsWroteThem_data()
    {
        QTest::addColumn<QByteArray>("kind");
        QTest::addColumn<QByteArray>("state");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QByteArray>("created");
        QTest::addColumn<bool>("readable");
        QTest::newRow("as written") << QByteArray("invitation") << QByteArray("refused") << QByteArray("bob") << QByteArray("2026-01-02T03:04:05.678Z") << true;
        QTest::newRow("unknown state") << QByteArray("message") << QByteArray("lost") << QByteArray("bob") << QByteArray("2026-01-02T03:04:05.678Z") << false;
        QTest::newRow("kind in capitals") << QByteArray("MESSAGE") << QByteArray("pending") << QByteArray("bob") << QByteArray("2026-01-02T03:04:05.678Z")
                                          << false;
        QTest::newRow("no recipient") << QByteArray("message") << QByteArray("pending") << QByteArray() << QByteArray("2026-01-02T03:04:05.678Z") << false;
        QTest::newRow("no time") << QByteArray("message") << QByteArray("pending") << QByteArray("bob") << QByteArray("yesterday") << false;
        // A status names nobody; one that names somebody is not one this version wrote.
        QTest::newRow("status with a recipient") << QByteArray("activity") << QByteArray("pending") << QByteArray("bob")
                                                 << QByteArray("2026-01-02T03:04:05.678Z") << false;
    }

    // Statuses, kept like messages, with no recipient.
    void statusRoundTrips()
    {
        QTemporaryDir dir;
        const Outbox outbox(dir.path());
        Outbox::Entry status;
        status.kind = Outbox::Entry::Activity;
        status.body = QStringLiteral("Back from the sprint");
        const auto stored = outbox.add(status);
        QVERIFY(stored);
        const auto entries = outbox.entries();
        QCOMPARE(entries.size(), 1);
        QCOMPARE(entries.first().kind, Outbox::Entry::Activity);
        QCOMPARE(entries.first().kindId(), QStringLiteral("activity"));
        QVERIFY(entries.first().to.isEmpty());
        QCOMPARE(entries.first().body, status.body);
    }

    void entriesAsEarlierVersionsWroteThem()
    {
        QFETCH(QByteArray, kind);
        QFETCH(QByteArray, state);
        QFETCH(QByteArray, to);
        QFETCH(QByteArray, created);
        QFETCH(bool, readable);
        QTemporaryDir dir;
        const Outbox outbox(dir.path());
        const QString id = QStringLiteral("0f0e0d0c-0b0a-4908-8706-050403020100");
        QFile file(dir.filePath(id + QStringLiteral(".entry")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"version\":1,\"id\":\"" + id.toLatin1() + "\",\"kind\":\"" + kind + "\",\"state\":\"" + state + "\",\"to\":\"" + to
                   + "\",\"subject\":\"Hi\",\"body\":\"Grüße\",\"created\":\"" + created + "\",\"attempts\":2,\"error\":\"\"}");
        file.close();

        const QVector<Outbox::Entry> entries = outbox.entries();
        QCOMPARE(entries.size(), readable ? 1 : 0);
        QCOMPARE(QFile::exists(file.fileName() + QStringLiteral(".damaged")), !readable);
        if (!readable) {
            return;
        }
        const Outbox::Entry &entry = entries.first();
        QCOMPARE(entry.id, id);
        QCOMPARE(entry.kind, Outbox::Entry::Invitation);
        QCOMPARE(entry.state, Outbox::Entry::Refused);
        QCOMPARE(entry.to, QStringLiteral("bob"));
        QCOMPARE(entry.subject, QStringLiteral("Hi"));
        QCOMPARE(entry.body, QStringLiteral("Grüße"));
        QCOMPARE(entry.created, QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5, 678), Qt::UTC));
        QCOMPARE(entry.attempts, 2);
        QVERIFY(entry.error.isEmpty());

        // Written again, it reads back the same, to the millisecond.
        QVERIFY(outbox.update(entry));
        const Outbox::Entry again = outbox.entries().first();
        QCOMPARE(again.created, entry.created);
        QCOMPARE(again.kind, entry.kind);
        QCOMPARE(again.state, entry.state);
        QCOMPARE(again.attempts, 2);
    }

    // Only ids of the outbox's own form become file names: a caller's id never reaches another path.
    void foreignIdsTouchNoFile_data()
    {
        QTest::addColumn<QString>("id");
        QTest::newRow("parent") << QStringLiteral("../../.config/x");
        QTest::newRow("absolute") << QStringLiteral("/etc/passwd");
        QTest::newRow("sibling") << QStringLiteral("../victim");
        QTest::newRow("empty") << QString();
        QTest::newRow("upper-case uuid") << QStringLiteral("0F8FAD5B-D9CB-469F-A165-70867728950E");
        QTest::newRow("uuid with path") << QStringLiteral("0f8fad5b-d9cb-469f-a165-70867728950e/../../x");
        QTest::newRow("braces") << QStringLiteral("{0f8fad5b-d9cb-469f-a165-70867728950e}");
    }

    void foreignIdsTouchNoFile()
    {
        QFETCH(QString, id);
        QTemporaryDir dir;
        const QString inner = dir.filePath(QStringLiteral("a/b/outbox"));
        const Outbox outbox(inner);
        const auto kept = outbox.add(message(QStringLiteral("kept")));
        QVERIFY(kept);
        QVERIFY(Outbox::isValidId(kept->id));
        // A victim where "../victim" and "../../.config/x" would lead from the outbox directory.
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("a/.config")));
        for (const QString &victim : {dir.filePath(QStringLiteral("a/b/victim.entry")), dir.filePath(QStringLiteral("a/.config/x.entry"))}) {
            QFile file(victim);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("precious");
        }

        QVERIFY(!Outbox::isValidId(id));
        QVERIFY(!outbox.remove(id));
        Outbox::Entry forged = *kept;
        forged.id = id;
        QVERIFY(!outbox.update(forged));

        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("a/b/victim.entry"))));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("a/.config/x.entry"))));
        QCOMPARE(QDir(inner).entryList(QDir::Files), QStringList{kept->id + QStringLiteral(".entry")});
        QCOMPARE(outbox.entries().size(), 1);
        QVERIFY(outbox.remove(kept->id));
        QVERIFY(outbox.entries().isEmpty());
    }

    // Entries hold what the user wrote: 0600 in 0700 directories, and an outbox left 0644/0755 by an
    // earlier version is tightened when it is opened.
    void entriesArePrivate()
    {
        QTemporaryDir dir;
        const QString directory = dir.filePath(QStringLiteral("outbox/host_80/demo"));
        {
            const Outbox outbox(directory);
            QVERIFY(outbox.add(message(QStringLiteral("new"))));
        }
        const QStringList created = QDir(directory).entryList(QDir::Files);
        QCOMPARE(created.size(), 1);
        QVERIFY(PrivateFiles::isPrivate(QDir(directory).filePath(created.first())));
        QVERIFY(PrivateFiles::isPrivate(directory));
        QVERIFY(PrivateFiles::isPrivate(dir.filePath(QStringLiteral("outbox/host_80"))));

        // As the previous version left it.
        const auto open = QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther;
        QVERIFY(QFile::setPermissions(QDir(directory).filePath(created.first()), open));
        QVERIFY(QFile::setPermissions(directory, open | QFileDevice::ExeOwner | QFileDevice::ExeGroup | QFileDevice::ExeOther));
        QVERIFY(!PrivateFiles::isPrivate(directory));
        const Outbox reopened(directory);
        QVERIFY(PrivateFiles::isPrivate(directory));
        QVERIFY(PrivateFiles::isPrivate(QDir(directory).filePath(created.first())));
        QCOMPARE(reopened.entries().size(), 1);
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
