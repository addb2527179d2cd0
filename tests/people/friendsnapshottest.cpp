// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "people/friendsnapshot.h"
#include "ocs/worklimits.h"
#include "storage/privatefiles.h"

#include <QCryptographicHash>
#include <QDataStream>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using People::FriendSnapshot;

namespace
{
FriendSnapshot::Friend person(const QString &id, const QString &name = QString())
{
    FriendSnapshot::Friend result;
    result.id = id;
    result.name = name;
    return result;
}

FriendSnapshot sample()
{
    FriendSnapshot snapshot;
    snapshot.host = QStringLiteral("ocs.example.org:8080");
    snapshot.user = QStringLiteral("demo");
    snapshot.updated = QDateTime(QDate(2026, 3, 1), QTime(12, 30), Qt::UTC);
    FriendSnapshot::Friend alice = person(QStringLiteral("alice"), QStringLiteral("Alice Ängström"));
    alice.city = QStringLiteral("Zürich");
    alice.homepages = QStringList{QStringLiteral("https://alice.example/"), QStringLiteral("http://blog.alice.example/x?y=1")};
    alice.avatarFile = QStringLiteral("0123abcd.png");
    snapshot.friends = {alice, person(QStringLiteral("bob"))};
    return snapshot;
}

// A file as encode() makes it, around a body written by @p writeBody: for what encode() never writes.
QByteArray fileAround(const std::function<void(QDataStream &)> &writeBody, quint16 version = 1)
{
    QByteArray body;
    QDataStream stream(&body, QIODevice::WriteOnly);
    stream.setVersion(QDataStream::Qt_5_15);
    writeBody(stream);
    QByteArray file;
    QDataStream header(&file, QIODevice::WriteOnly);
    header.setVersion(QDataStream::Qt_5_15);
    header << quint32(0x53444631) << version << QCryptographicHash::hash(body, QCryptographicHash::Sha1) << body;
    return file;
}
}

// People::FriendSnapshot: what the engine writes for the KPeople data source, and how it reads back when damaged.
class FriendSnapshotTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Everything written reads back the same, from bytes and from a private file in a private folder.
    void roundTrip()
    {
        const FriendSnapshot written = sample();
        const std::optional<FriendSnapshot> decoded = FriendSnapshot::decode(written.encode());
        QVERIFY(decoded);
        QCOMPARE(decoded->host, written.host);
        QCOMPARE(decoded->user, written.user);
        QCOMPARE(decoded->updated, written.updated);
        QCOMPARE(decoded->friends.size(), 2);
        QCOMPARE(decoded->friends[0].id, QStringLiteral("alice"));
        QCOMPARE(decoded->friends[0].name, QStringLiteral("Alice Ängström"));
        QCOMPARE(decoded->friends[0].city, QStringLiteral("Zürich"));
        QCOMPARE(decoded->friends[0].homepages, written.friends[0].homepages);
        QCOMPARE(decoded->friends[0].avatarFile, QStringLiteral("0123abcd.png"));
        QCOMPARE(decoded->friends[1].id, QStringLiteral("bob"));
        QVERIFY(decoded->friends[1].name.isEmpty());

        QTemporaryDir root;
        const QString directory = FriendSnapshot::directoryFor(root.path(), QUrl(QStringLiteral("http://OCS.example.org:8080/v1/")), QStringLiteral("Demo"));
        QVERIFY(written.write(directory));
        QVERIFY(Storage::PrivateFiles::isPrivate(directory));
        QVERIFY(Storage::PrivateFiles::isPrivate(FriendSnapshot::fileIn(directory)));
        const std::optional<FriendSnapshot> read = FriendSnapshot::read(directory);
        QVERIFY(read);
        QCOMPARE(read->encode(), written.encode());
        QCOMPARE(FriendSnapshot::accountDirectories(root.path()), QStringList{directory});
    }

    // Where a snapshot lives and the ids of its contacts.
    void namesAndIds_data()
    {
        QTest::addColumn<QUrl>("baseUrl");
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("folder");
        QTest::newRow("default https port") << QUrl(QStringLiteral("https://OCS.Example.org/ocs/v1.php/")) << QStringLiteral("ocs.example.org")
                                            << QStringLiteral("/people/ocs_example_org_443/demo");
        QTest::newRow("default http port") << QUrl(QStringLiteral("http://ocs.example.org:80/")) << QStringLiteral("ocs.example.org")
                                           << QStringLiteral("/people/ocs_example_org_80/demo");
        QTest::newRow("own port") << QUrl(QStringLiteral("http://127.0.0.1:8080/")) << QStringLiteral("127.0.0.1:8080")
                                  << QStringLiteral("/people/127_0_0_1_8080/demo");
        QTest::newRow("user information left out") << QUrl(QStringLiteral("https://me:secret@ocs.example.org/")) << QStringLiteral("ocs.example.org")
                                                   << QStringLiteral("/people/ocs_example_org_443/demo");
        // An IPv6 address keeps its brackets, so that the port stays apart from it (and the data source takes it).
        QTest::newRow("IPv6 with a port") << QUrl(QStringLiteral("http://[::1]:8080/")) << QStringLiteral("[::1]:8080")
                                          << QStringLiteral("/people/__1_8080/demo");
        QTest::newRow("IPv6 on the default port") << QUrl(QStringLiteral("https://[2001:DB8::1]/")) << QStringLiteral("[2001:db8::1]")
                                                  << QStringLiteral("/people/2001_db8__1_443/demo");
    }
    void namesAndIds()
    {
        QFETCH(QUrl, baseUrl);
        QFETCH(QString, host);
        QFETCH(QString, folder);
        QCOMPARE(FriendSnapshot::hostOf(baseUrl), host);
        QCOMPARE(FriendSnapshot::directoryFor(QStringLiteral("/data"), baseUrl, QStringLiteral("demo")), QStringLiteral("/data") + folder);
        FriendSnapshot snapshot;
        snapshot.host = host;
        QCOMPARE(snapshot.contactId(QStringLiteral("alice")), QStringLiteral("ocs://%1/alice").arg(host));
        // A login is one path segment whatever it holds.
        QCOMPARE(snapshot.contactId(QStringLiteral("a b/../c?d#e")), QStringLiteral("ocs://%1/a%20b%2F..%2Fc%3Fd%23e").arg(host));
    }

    // What the engine wrote is bounded again on reading: texts, homepages, friends.
    void boundsOnReading()
    {
        FriendSnapshot snapshot = sample();
        FriendSnapshot::Friend long_ = person(QStringLiteral("long"), QString(Ocs::Limits::maxFieldLength + 100, QLatin1Char('n')));
        long_.city = QString(Ocs::Limits::maxFieldLength * 2, QLatin1Char('c'));
        for (int i = 0; i < 25; ++i) {
            long_.homepages.append(QStringLiteral("https://page%1.example/").arg(i));
        }
        snapshot.friends.append(long_);
        const std::optional<FriendSnapshot> decoded = FriendSnapshot::decode(snapshot.encode());
        QVERIFY(decoded);
        const FriendSnapshot::Friend &read = decoded->friends.last();
        QCOMPARE(read.name.size(), Ocs::Limits::maxFieldLength);
        QCOMPARE(read.city.size(), Ocs::Limits::maxFieldLength);
        QCOMPARE(read.homepages.size(), 10);
        QCOMPARE(read.homepages.first(), QStringLiteral("https://page0.example/"));

        // As many friends as a list holds read; one more and the file is refused.
        snapshot.friends.clear();
        for (int i = 0; i < Ocs::Limits::maxListItems; ++i) {
            snapshot.friends.append(person(QStringLiteral("f%1").arg(i)));
        }
        const std::optional<FriendSnapshot> full = FriendSnapshot::decode(snapshot.encode());
        QVERIFY(full);
        QCOMPARE(full->friends.size(), Ocs::Limits::maxListItems);
        snapshot.friends.append(person(QStringLiteral("one too many")));
        QVERIFY(!FriendSnapshot::decode(snapshot.encode()));
    }

    // A count the file does not hold is refused before anything is reserved for it.
    void countClaimedButMissing()
    {
        const QByteArray file = fileAround([](QDataStream &stream) {
            stream << QStringLiteral("h") << QStringLiteral("u") << qint64(0) << quint32(0xffffffff);
        });
        QVERIFY(!FriendSnapshot::decode(file));
        const QByteArray fewer = fileAround([](QDataStream &stream) {
            stream << QStringLiteral("h") << QStringLiteral("u") << qint64(0) << quint32(3);
            stream << QStringLiteral("a") << QString() << QString() << QStringList() << QString();
        });
        QVERIFY(!FriendSnapshot::decode(fewer));
    }

    // Only http(s) homepages with a host, only plain file names as avatars, no friend without a login.
    void hostileEntries()
    {
        FriendSnapshot snapshot = sample();
        FriendSnapshot::Friend &alice = snapshot.friends[0];
        alice.homepages = QStringList{QStringLiteral("file:///etc/passwd"),
                                      QStringLiteral("javascript:alert(1)"),
                                      QStringLiteral("data:text/html,<b>x</b>"),
                                      QStringLiteral("https://"),
                                      QStringLiteral("ftp://files.example/"),
                                      QStringLiteral("https://good.example/")};
        alice.avatarFile = QStringLiteral("../../etc/passwd");
        FriendSnapshot::Friend bob = person(QStringLiteral("bob2"));
        bob.avatarFile = QStringLiteral("..");
        FriendSnapshot::Friend carol = person(QStringLiteral("carol"));
        carol.avatarFile = QStringLiteral("/etc/passwd");
        FriendSnapshot::Friend dave = person(QStringLiteral("dave"));
        dave.avatarFile = QString(200, QLatin1Char('a'));
        snapshot.friends += {bob, carol, dave, person(QString(), QStringLiteral("Nobody"))};

        const std::optional<FriendSnapshot> decoded = FriendSnapshot::decode(snapshot.encode());
        QVERIFY(decoded);
        QCOMPARE(decoded->friends.size(), 5); // the one without a login is left out
        QCOMPARE(decoded->friends[0].homepages, QStringList{QStringLiteral("https://good.example/")});
        for (const FriendSnapshot::Friend &read : decoded->friends) {
            QVERIFY2(read.avatarFile.isEmpty(), qPrintable(read.id));
        }
    }

    // Damaged or foreign files read as nothing: every cut, every flipped byte, a wrong magic or version, a tail.
    void damagedFiles()
    {
        const QByteArray good = sample().encode();
        QVERIFY(FriendSnapshot::decode(good));
        QVERIFY(!FriendSnapshot::decode(QByteArray()));
        for (int size = 0; size < good.size(); ++size) {
            QVERIFY2(!FriendSnapshot::decode(good.left(size)), qPrintable(QString::number(size)));
        }
        for (int i = 0; i < good.size(); ++i) {
            QByteArray flipped = good;
            flipped[i] = char(flipped[i] ^ 0x20);
            QVERIFY2(!FriendSnapshot::decode(flipped), qPrintable(QString::number(i)));
        }
        QVERIFY(!FriendSnapshot::decode(good + QByteArray(1, '\0')));
        const auto body = [](QDataStream &stream) {
            stream << QStringLiteral("h") << QStringLiteral("u") << qint64(0) << quint32(0);
        };
        QVERIFY(FriendSnapshot::decode(fileAround(body)));
        QVERIFY(!FriendSnapshot::decode(fileAround(body, 2)));
        // A checksummed body with bytes after the last friend.
        QVERIFY(!FriendSnapshot::decode(fileAround([&body](QDataStream &stream) {
            body(stream);
            stream << quint32(7);
        })));
    }

    // On disk: a missing file, a folder in its place and a file too large to be one are no snapshot.
    void filesOnDisk()
    {
        QTemporaryDir root;
        const QString directory = root.filePath(QStringLiteral("people/h_80/u"));
        QVERIFY(!FriendSnapshot::read(directory));
        QVERIFY(QDir().mkpath(FriendSnapshot::fileIn(directory)));
        QVERIFY(!FriendSnapshot::read(directory));
        QVERIFY(QDir(FriendSnapshot::fileIn(directory)).removeRecursively());

        QVERIFY(sample().write(directory));
        QVERIFY(FriendSnapshot::read(directory));
        QFile file(FriendSnapshot::fileIn(directory));
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.resize(65 * 1024 * 1024)); // sparse: nothing is written
        file.close();
        QVERIFY(!FriendSnapshot::read(directory));
    }
};

QTEST_GUILESS_MAIN(FriendSnapshotTest)

#include "friendsnapshottest.moc"
