// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocs/replycache.h"
#include "storage/privatefiles.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace Ocs;
using Storage::PrivateFiles;

class ReplyCacheTest : public QObject
{
    Q_OBJECT

private:
    static QString onlyFile(const QString &directory)
    {
        const QStringList files = QDir(directory).entryList(QDir::Files);
        return files.size() == 1 ? directory + QLatin1Char('/') + files.first() : QString();
    }

private Q_SLOTS:
    void roundTrip()
    {
        QTemporaryDir dir;
        const ReplyCache cache(dir.filePath(QStringLiteral("a/b")));
        const QDateTime updated = QDateTime::fromMSecsSinceEpoch(1764700000123, Qt::UTC);
        QVERIFY(cache.store(QStringLiteral("Friends"), {"\"etag-1\"", QByteArray("<ocs>…</ocs>\0bytes", 18), updated}));
        const auto entry = cache.load(QStringLiteral("Friends"));
        QVERIFY(entry);
        QCOMPARE(entry->etag, QByteArray("\"etag-1\""));
        QCOMPARE(entry->body, QByteArray("<ocs>…</ocs>\0bytes", 18));
        QCOMPARE(entry->updated, updated);
        QVERIFY(!cache.load(QStringLiteral("Friends:alice")));

        // Source names with any character map to distinct files.
        QVERIFY(cache.store(QStringLiteral("Nearby:52.5,13.4,25"), {"x", "near", updated}));
        QVERIFY(cache.store(QStringLiteral("Nearby:52.5,13.4,50"), {"y", "far", updated}));
        QCOMPARE(cache.load(QStringLiteral("Nearby:52.5,13.4,25"))->body, QByteArray("near"));
        QCOMPARE(cache.load(QStringLiteral("Nearby:52.5,13.4,50"))->body, QByteArray("far"));
    }

    void corruptFilesAreDiscarded_data()
    {
        QTest::addColumn<int>("cut");
        QTest::addColumn<int>("flip");

        QTest::newRow("truncated to nothing") << 0 << -1;
        QTest::newRow("truncated in the body") << 40 << -1;
        QTest::newRow("one byte flipped in the body") << -1 << 60;
        QTest::newRow("magic damaged") << -1 << 0;
    }

    void corruptFilesAreDiscarded()
    {
        QFETCH(int, cut);
        QFETCH(int, flip);

        QTemporaryDir dir;
        const ReplyCache cache(dir.path());
        QVERIFY(cache.store(QStringLiteral("Self"), {"\"e\"", QByteArray(200, 'x'), QDateTime::currentDateTimeUtc()}));
        const QString path = onlyFile(dir.path());
        QVERIFY(!path.isEmpty());

        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QByteArray bytes = file.readAll();
        if (cut >= 0) {
            bytes.truncate(cut);
        }
        if (flip >= 0) {
            bytes[flip] = char(bytes.at(flip) ^ 0x5a);
        }
        file.resize(0);
        file.write(bytes);
        file.close();

        QVERIFY(!cache.load(QStringLiteral("Self")));
        // Discarded, not left to fail again.
        QVERIFY(!QFile::exists(path));
    }

    void fileOfAnotherKeyIsNotTrusted()
    {
        QTemporaryDir dir;
        const ReplyCache cache(dir.path());
        QVERIFY(cache.store(QStringLiteral("Friends"), {"e", "friends", QDateTime::currentDateTimeUtc()}));
        const QString friendsFile = onlyFile(dir.path());
        cache.remove(QStringLiteral("Friends"));
        QVERIFY(cache.store(QStringLiteral("Self"), {"e", "self", QDateTime::currentDateTimeUtc()}));
        // Put Self's file where Friends' would be.
        QVERIFY(QFile::rename(onlyFile(dir.path()), friendsFile));
        QVERIFY(!cache.load(QStringLiteral("Friends")));
    }

    void writesLeaveNoTemporaryFiles()
    {
        QTemporaryDir dir;
        const ReplyCache cache(dir.path());
        for (int i = 0; i < 5; ++i) {
            QVERIFY(cache.store(QStringLiteral("Activity"), {QByteArray::number(i), QByteArray(1000 * i, 'a'), QDateTime::currentDateTimeUtc()}));
        }
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1);
        QCOMPARE(cache.load(QStringLiteral("Activity"))->etag, QByteArray("4"));
    }

    void oneDirectoryPerProviderAndAccount()
    {
        const QString root = QStringLiteral("/cache");
        const QUrl server(QStringLiteral("http://127.0.0.1:4711/v1/"));
        const QString alice = ReplyCache::directoryFor(root, server, QStringLiteral("alice"));
        QVERIFY(alice.startsWith(root + QStringLiteral("/ocs/")));
        QVERIFY(alice != ReplyCache::directoryFor(root, server, QStringLiteral("bob")));
        QVERIFY(alice != ReplyCache::directoryFor(root, QUrl(QStringLiteral("http://127.0.0.1:4712/v1/")), QStringLiteral("alice")));
        // Person ids match case-insensitively, and a user name cannot climb out of the cache.
        QCOMPARE(alice, ReplyCache::directoryFor(root, server, QStringLiteral("Alice")));
        QVERIFY(!ReplyCache::directoryFor(root, server, QStringLiteral("../../etc")).contains(QStringLiteral("..")));
    }

    // A user name or password in the server address never names a directory.
    void noUserInfoInTheDirectory()
    {
        const QString plain = ReplyCache::directoryFor(QStringLiteral("/cache"), QUrl(QStringLiteral("https://host.example/v1/")), QStringLiteral("demo"));
        const QString withUserInfo =
            ReplyCache::directoryFor(QStringLiteral("/cache"), QUrl(QStringLiteral("https://user:secret@host.example/v1/")), QStringLiteral("demo"));
        QCOMPARE(withUserInfo, plain);
        QVERIFY(!withUserInfo.contains(QStringLiteral("secret")));
    }

    // Replies hold private messages: 0600 in 0700 directories, also what an earlier version left 0644/0755.
    void filesArePrivate()
    {
        QTemporaryDir dir;
        const QString directory = dir.filePath(QStringLiteral("ocs/host_80/demo"));
        {
            const ReplyCache cache(directory);
            QVERIFY(cache.store(QStringLiteral("Self"), {"e", "self", QDateTime::currentDateTimeUtc()}));
        }
        const QStringList files = QDir(directory).entryList(QDir::Files);
        QCOMPARE(files.size(), 1);
        const QString file = QDir(directory).filePath(files.first());
        QVERIFY(PrivateFiles::isPrivate(file));
        QVERIFY(PrivateFiles::isPrivate(directory));
        QVERIFY(PrivateFiles::isPrivate(dir.filePath(QStringLiteral("ocs"))));

        const auto open = QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther;
        const auto openDirectory = open | QFileDevice::ExeOwner | QFileDevice::ExeGroup | QFileDevice::ExeOther;
        QVERIFY(QFile::setPermissions(file, open));
        QVERIFY(QFile::setPermissions(directory, openDirectory));
        QVERIFY(!PrivateFiles::isPrivate(file));
        const ReplyCache reopened(directory);
        QVERIFY(PrivateFiles::isPrivate(file));
        QVERIFY(PrivateFiles::isPrivate(directory));
        // A file rewritten keeps its private mode (QSaveFile carries the mode of the file it replaces).
        QVERIFY(reopened.store(QStringLiteral("Self"), {"f", "self again", QDateTime::currentDateTimeUtc()}));
        QVERIFY(PrivateFiles::isPrivate(file));
        QCOMPARE(reopened.load(QStringLiteral("Self"))->body, QByteArray("self again"));
    }

    void clearRemovesTheAccount()
    {
        QTemporaryDir dir;
        const ReplyCache cache(dir.filePath(QStringLiteral("account")));
        QVERIFY(cache.store(QStringLiteral("Self"), {"e", "self", QDateTime::currentDateTimeUtc()}));
        cache.clear();
        QVERIFY(!cache.load(QStringLiteral("Self")));
        QVERIFY(!QDir(cache.directory()).exists());
    }
};

QTEST_GUILESS_MAIN(ReplyCacheTest)

#include "replycachetest.moc"
