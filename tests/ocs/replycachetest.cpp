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

    void rowsRoundTrip()
    {
        QTemporaryDir dir;
        const ReplyCache cache(dir.filePath(QStringLiteral("account")));
        ReplyCache::RowsEntry entry;
        entry.etag = "\"rows-1\"";
        entry.updated = QDateTime::fromMSecsSinceEpoch(1764700000123, Qt::UTC);
        entry.meta.status = QStringLiteral("ok");
        entry.meta.statusCode = 100;
        entry.meta.totalItems = 250;
        entry.meta.itemsPerPage = 100;
        entry.rows = RowPage::fromMaps({{{QStringLiteral("id"), QStringLiteral("alice")}}, {{QStringLiteral("id"), QStringLiteral("bob")}}});
        QVERIFY(cache.storeRows(QStringLiteral("Friends"), entry));
        const auto loaded = cache.loadRows(QStringLiteral("Friends"));
        QVERIFY(loaded);
        QCOMPARE(loaded->etag, entry.etag);
        QCOMPARE(loaded->updated, entry.updated);
        QCOMPARE(loaded->meta.statusCode, 100);
        QCOMPARE(loaded->meta.totalItems, 250);
        QCOMPARE(loaded->meta.itemsPerPage, 100);
        QCOMPARE(loaded->meta.status, QStringLiteral("ok"));
        QCOMPARE(loaded->rows.size(), 2);
        QCOMPARE(loaded->rows.id(1), QStringLiteral("bob"));
        QVERIFY(cache.rowsFileSize(QStringLiteral("Friends")) > 0);
        QVERIFY(!cache.loadRows(QStringLiteral("Friends:alice")));
        QCOMPARE(cache.rowsFileSize(QStringLiteral("Friends:alice")), 0);

        // Private like the replies, and gone with them.
        const QStringList files = QDir(cache.directory()).entryList(QDir::Files);
        QCOMPARE(files.size(), 1);
        QVERIFY(files.first().endsWith(QLatin1String(".rows")));
        QVERIFY(PrivateFiles::isPrivate(QDir(cache.directory()).filePath(files.first())));
        QVERIFY(cache.store(QStringLiteral("Friends"), {"e", "friends", QDateTime::currentDateTimeUtc()}));
        cache.remove(QStringLiteral("Friends"));
        QVERIFY(QDir(cache.directory()).entryList(QDir::Files).isEmpty());
    }

    void damagedRowsAreRemovedForeignOnesKept_data()
    {
        QTest::addColumn<int>("at");
        QTest::addColumn<bool>("removed");
        // The file starts with a magic (4 bytes), a version (2) and a schema (8), all big-endian.
        QTest::newRow("magic") << 0 << true;
        QTest::newRow("another version") << 5 << false;
        QTest::newRow("another schema (keys table)") << 13 << false;
        QTest::newRow("a byte of the key") << 20 << true;
        QTest::newRow("a byte of the rows") << -40 << true;
        QTest::newRow("the checksum") << -1 << true;
    }

    void damagedRowsAreRemovedForeignOnesKept()
    {
        QFETCH(int, at);
        QFETCH(bool, removed);
        QTemporaryDir dir;
        const ReplyCache cache(dir.path());
        ReplyCache::RowsEntry entry;
        entry.etag = "e";
        entry.meta.statusCode = 100;
        entry.rows = RowPage::fromMaps({{{QStringLiteral("id"), QStringLiteral("alice")}, {QStringLiteral("city"), QStringLiteral("Berlin")}}});
        QVERIFY(cache.storeRows(QStringLiteral("Friends"), entry));
        const QString path = onlyFile(dir.path());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QByteArray bytes = file.readAll();
        const int index = at >= 0 ? at : bytes.size() + at;
        bytes[index] = char(bytes.at(index) ^ 0x21);
        file.resize(0);
        file.write(bytes);
        file.close();

        QVERIFY(!cache.loadRows(QStringLiteral("Friends")));
        // Damaged: removed. Another version's: left for it, and replaced when this one stores the page.
        QCOMPARE(!QFile::exists(path), removed);
        bool damaged = false;
        QVERIFY(!ReplyCache::decodeRows(bytes, QStringLiteral("Friends"), &damaged));
        QCOMPARE(damaged, removed);
    }

    void truncatedRowsAreRemoved()
    {
        QTemporaryDir dir;
        const ReplyCache cache(dir.path());
        ReplyCache::RowsEntry entry;
        entry.rows = RowPage::fromMaps({{{QStringLiteral("id"), QStringLiteral("alice")}}});
        QVERIFY(cache.storeRows(QStringLiteral("Friends"), entry));
        const QByteArray whole = ReplyCache::encodeRows(QStringLiteral("Friends"), entry);
        for (int size = 0; size < whole.size(); ++size) {
            bool damaged = false;
            QVERIFY(!ReplyCache::decodeRows(whole.left(size), QStringLiteral("Friends"), &damaged));
            QVERIFY(damaged);
        }
        QVERIFY(ReplyCache::decodeRows(whole, QStringLiteral("Friends")));
        QVERIFY(!ReplyCache::decodeRows(whole, QStringLiteral("Self")));
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
