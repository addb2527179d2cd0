// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "people/friendsnapshot.h"
#include "privatebus.h"
#include "storage/privatefiles.h"

#include <KPeople/PersonPluginManager>
#include <KPeople/PersonsModel>
#include <KPeopleBackend/AbstractContact>
#include <KPeopleBackend/BasePersonsDataSource>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QPixmap>
#include <QSaveFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <sys/stat.h>

using KPeople::AbstractContact;
using KPeople::PersonsModel;
using People::FriendSnapshot;

namespace
{
// A picture no other in the model has: KPeople shows its own for a contact without one.
const QSize avatarSize(37, 23);

struct Row {
    QString name;
    QSize photo;
    AbstractContact::Ptr contact;
};

// The model's persons that come from the ocs source, by id (a contact merged with no other: its id is the person's).
QMap<QString, Row> ocsRows(const PersonsModel &model)
{
    QMap<QString, Row> rows;
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex index = model.index(row, 0);
        const QString uri = index.data(PersonsModel::PersonUriRole).toString();
        if (uri.startsWith(QLatin1String("ocs://"))) {
            rows.insert(uri,
                        Row{index.data(PersonsModel::FormattedNameRole).toString(),
                            index.data(PersonsModel::PhotoRole).value<QPixmap>().size(),
                            index.data(PersonsModel::PersonVCardRole).value<AbstractContact::Ptr>()});
        }
    }
    return rows;
}

QStringList ocsIds(const PersonsModel &model)
{
    return ocsRows(model).keys();
}

FriendSnapshot::Friend person(const QString &id, const QString &name = QString(), const QString &avatarFile = QString())
{
    FriendSnapshot::Friend result;
    result.id = id;
    result.name = name;
    result.avatarFile = avatarFile;
    return result;
}

FriendSnapshot snapshotOf(const QUrl &baseUrl, const QVector<FriendSnapshot::Friend> &friends)
{
    FriendSnapshot snapshot;
    snapshot.host = FriendSnapshot::hostOf(baseUrl);
    snapshot.user = QStringLiteral("demo");
    snapshot.updated = QDateTime::currentDateTimeUtc();
    snapshot.friends = friends;
    return snapshot;
}

bool writeAvatar(const QString &account, const QString &fileName)
{
    const QString avatars = FriendSnapshot::avatarDirectory(account);
    QImage image(avatarSize, QImage::Format_ARGB32);
    image.fill(Qt::darkCyan);
    return Storage::PrivateFiles::makePath(avatars) && image.save(QDir(avatars).filePath(fileName), "PNG");
}

bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit();
}
}

/**
 * The ocs data source as KDE's address book programs get it: KPeople finds the plugin (the build tree's
 * bin/kpeople/datasource through QT_PLUGIN_PATH) and a KPeople::PersonsModel shows the friends the snapshots
 * hold. Home, data folder, person database and D-Bus session are the test's own.
 */
class KPeopleSourceTest : public QObject
{
    Q_OBJECT

private:
    PrivateBus m_bus;
    QString m_dataRoot;
    const QUrl m_local{QStringLiteral("http://127.0.0.1:8080/ocs/v1.php/")};
    const QUrl m_remote{QStringLiteral("https://ocs.example.org/ocs/v1.php/")};
    const QUrl m_hostile{QStringLiteral("http://hostile.example:8081/")};

    QString account(const QUrl &baseUrl) const
    {
        return FriendSnapshot::directoryFor(m_dataRoot, baseUrl, QStringLiteral("demo"));
    }

    // What no snapshot may bring into the model, whatever it holds: pictures other than regular files in an
    // account's avatars folder, homepages other than http(s).
    void verifyOnlySafeValues(const PersonsModel &model)
    {
        const QString people = QFileInfo(m_dataRoot + QStringLiteral("/people")).canonicalFilePath();
        const auto rows = ocsRows(model);
        for (auto it = rows.constBegin(); it != rows.constEnd(); ++it) {
            const QVariant picture = it->contact->customProperty(AbstractContact::PictureProperty);
            if (picture.isValid()) {
                const QUrl url = picture.toUrl();
                QVERIFY2(url.isLocalFile(), qPrintable(it.key()));
                const QFileInfo file(url.toLocalFile());
                QVERIFY2(file.isFile() && !file.isSymLink(), qPrintable(url.toString()));
                QCOMPARE(QFileInfo(file.absolutePath()).fileName(), QStringLiteral("avatars"));
                QVERIFY2(file.canonicalFilePath().startsWith(people + QLatin1Char('/')), qPrintable(url.toString()));
            }
            for (const QVariant &homepage : it->contact->customProperty(QStringLiteral("all-homepages")).toList()) {
                QCOMPARE(homepage.userType(), int(QMetaType::QUrl));
                QVERIFY2(homepage.toUrl().scheme() == QLatin1String("http") || homepage.toUrl().scheme() == QLatin1String("https"),
                         qPrintable(homepage.toUrl().toString()));
            }
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        // KPeople's person database tells its changes on the session bus: a bus of the test's own.
        QVERIFY(m_bus.start(PrivateBus::Activation::None));
        const QString dataHome = qEnvironmentVariable("XDG_DATA_HOME");
        QVERIFY2(!dataHome.isEmpty(), "the test runs with a home of its own (OWN_HOME)");
        m_dataRoot = Storage::PrivateFiles::dataRoot();
        QVERIFY(m_dataRoot.startsWith(dataHome + QLatin1Char('/')));
        QVERIFY(QDir(m_dataRoot).removeRecursively());
        QVERIFY(QDir(dataHome + QStringLiteral("/kpeople")).removeRecursively());

        // Found by KPeople's own plugin loading, not made here.
        KPeople::BasePersonsDataSource *source = KPeople::PersonPluginManager::dataSource(QStringLiteral("ocs"));
        QVERIFY2(source, "KPeople found no data source \"ocs\" in kpeople/datasource");
        QCOMPARE(source->metaObject()->className(), "OcsDataSource");
    }

    // Before any sign-in there is no data folder: the model is ready with no friend, and the first snapshot the
    // engine writes shows up, names and pictures as local files with it.
    void firstSignIn()
    {
        PersonsModel model;
        QTRY_VERIFY(model.isInitialized());
        QVERIFY(ocsIds(model).isEmpty());
        // KPeople keeps which contacts form one person in the home's data folder: the test's own.
        QVERIFY(QFileInfo::exists(qEnvironmentVariable("XDG_DATA_HOME") + QStringLiteral("/kpeople/persondb")));

        const QString folder = account(m_local);
        FriendSnapshot::Friend alice = person(QStringLiteral("alice"), QStringLiteral("Alice Ängström"), QStringLiteral("alice.png"));
        alice.city = QStringLiteral("Zürich");
        alice.homepages = QStringList{QStringLiteral("https://alice.example/"), QStringLiteral("http://blog.alice.example/")};
        // Bob has no name, and his picture is not there (yet).
        const FriendSnapshot::Friend bob = person(QStringLiteral("bob"), QString(), QStringLiteral("bob.png"));
        QVERIFY(writeAvatar(folder, QStringLiteral("alice.png")));
        QVERIFY(snapshotOf(m_local, {alice, bob}).write(folder));

        const QString aliceId = QStringLiteral("ocs://127.0.0.1:8080/alice");
        const QString bobId = QStringLiteral("ocs://127.0.0.1:8080/bob");
        QTRY_COMPARE(ocsIds(model), (QStringList{aliceId, bobId}));
        const auto rows = ocsRows(model);
        const Row &aliceRow = rows[aliceId];
        QCOMPARE(aliceRow.name, QStringLiteral("Alice Ängström"));
        QCOMPARE(aliceRow.photo, avatarSize);
        const QUrl picture = aliceRow.contact->customProperty(AbstractContact::PictureProperty).toUrl();
        QVERIFY(picture.isLocalFile());
        QCOMPARE(picture.toLocalFile(), QDir(FriendSnapshot::avatarDirectory(folder)).filePath(QStringLiteral("alice.png")));
        QCOMPARE(aliceRow.contact->customProperty(QStringLiteral("nickname")).toString(), QStringLiteral("alice"));
        QCOMPARE(aliceRow.contact->customProperty(QStringLiteral("city")).toString(), QStringLiteral("Zürich"));
        QCOMPARE(aliceRow.contact->customProperty(QStringLiteral("all-homepages")).toList(),
                 (QVariantList{QUrl(QStringLiteral("https://alice.example/")), QUrl(QStringLiteral("http://blog.alice.example/"))}));

        const Row &bobRow = rows[bobId];
        QCOMPARE(bobRow.name, QStringLiteral("bob")); // the login, for want of a name
        QVERIFY(!bobRow.contact->customProperty(AbstractContact::PictureProperty).isValid());
        QVERIFY(bobRow.photo != avatarSize);
        QVERIFY(!bobRow.contact->customProperty(QStringLiteral("city")).isValid());
        QVERIFY(bobRow.contact->customProperty(QStringLiteral("all-homepages")).toList().isEmpty());
        verifyOnlySafeValues(model);
    }

    // A new snapshot with one more friend and one fewer, a friend renamed, a picture that arrives later, a second
    // account and an account removed: the model follows each.
    void followsTheSnapshots()
    {
        PersonsModel model;
        QTRY_VERIFY(model.isInitialized());
        const QString aliceId = QStringLiteral("ocs://127.0.0.1:8080/alice");
        const QString carolId = QStringLiteral("ocs://127.0.0.1:8080/carol");
        QCOMPARE(ocsIds(model), (QStringList{aliceId, QStringLiteral("ocs://127.0.0.1:8080/bob")}));

        const QString folder = account(m_local);
        const FriendSnapshot::Friend alice = person(QStringLiteral("alice"), QStringLiteral("Alice Ångström"), QStringLiteral("alice.png"));
        const FriendSnapshot::Friend carol = person(QStringLiteral("carol"), QStringLiteral("Carol"), QStringLiteral("carol.png"));
        QVERIFY(snapshotOf(m_local, {alice, carol}).write(folder));
        QTRY_COMPARE(ocsIds(model), (QStringList{aliceId, carolId}));
        QTRY_COMPARE(ocsRows(model)[aliceId].name, QStringLiteral("Alice Ångström"));
        QVERIFY(!ocsRows(model)[carolId].contact->customProperty(AbstractContact::PictureProperty).isValid());

        // The picture is fetched after the snapshot was written.
        QVERIFY(writeAvatar(folder, QStringLiteral("carol.png")));
        QTRY_VERIFY(ocsRows(model)[carolId].contact->customProperty(AbstractContact::PictureProperty).toUrl().isLocalFile());
        QCOMPARE(ocsRows(model)[carolId].photo, avatarSize);

        // The same friends again (the engine refreshed and nothing changed): nothing is reported, and KPeople keeps
        // the contacts it has.
        const AbstractContact::Ptr aliceContact = ocsRows(model)[aliceId].contact;
        QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy removals(&model, &QAbstractItemModel::rowsRemoved);
        QVERIFY(snapshotOf(m_local, {alice, carol}).write(folder));

        // A second account elsewhere knows an alice too: another person. Its arrival also tells that the same
        // friends were read again.
        const QString remote = account(m_remote);
        QVERIFY(snapshotOf(m_remote, {person(QStringLiteral("alice")), person(QStringLiteral("dave"))}).write(remote));
        QTRY_COMPARE(ocsIds(model),
                     (QStringList{aliceId, carolId, QStringLiteral("ocs://ocs.example.org/alice"), QStringLiteral("ocs://ocs.example.org/dave")}));
        QCOMPARE(changes.count(), 0);
        QCOMPARE(removals.count(), 0);
        QCOMPARE(ocsRows(model)[aliceId].contact, aliceContact);

        // Several snapshots in a row: the model ends with the last.
        for (int i = 0; i < 5; ++i) {
            QVERIFY(snapshotOf(m_remote, {person(QStringLiteral("dave"), QStringLiteral("Dave %1").arg(i))}).write(remote));
        }
        QTRY_COMPARE(ocsRows(model)[QStringLiteral("ocs://ocs.example.org/dave")].name, QStringLiteral("Dave 4"));
        QCOMPARE(ocsIds(model), (QStringList{aliceId, carolId, QStringLiteral("ocs://ocs.example.org/dave")}));

        // The account is gone (signed out and cleaned up): its friends go.
        QVERIFY(QDir(QFileInfo(remote).path()).removeRecursively());
        QTRY_COMPARE(ocsIds(model), (QStringList{aliceId, carolId}));
        verifyOnlySafeValues(model);
    }

    // A model made later reads what is on disk now, without a change to wake it.
    void newModelReadsTheDisk()
    {
        PersonsModel model;
        QTRY_VERIFY(model.isInitialized());
        QCOMPARE(ocsIds(model), (QStringList{QStringLiteral("ocs://127.0.0.1:8080/alice"), QStringLiteral("ocs://127.0.0.1:8080/carol")}));
    }

    // What a snapshot may hold that must not reach the address book: names of files outside the avatars folder,
    // links, folders, pipes and huge files as avatars, homepages other than http(s), more friends than a list
    // holds, a damaged checksum, a host that is not one. The friends of the other account stay all along.
    void hostileSnapshots()
    {
        PersonsModel model;
        QTRY_VERIFY(model.isInitialized());
        const QStringList others{QStringLiteral("ocs://127.0.0.1:8080/alice"), QStringLiteral("ocs://127.0.0.1:8080/carol")};
        const QString folder = account(m_hostile);
        const QString avatars = FriendSnapshot::avatarDirectory(folder);
        const QString canaryId = QStringLiteral("ocs://hostile.example:8081/canary");
        // A good snapshot first each time, so that its friend going away tells that the bad one was read.
        const auto canaryOnly = [&]() {
            return snapshotOf(m_hostile, {person(QStringLiteral("canary"))}).write(folder) && QTest::qWaitFor([&]() {
                       return ocsIds(model) == QStringList(others) << canaryId;
                   });
        };
        QVERIFY(canaryOnly());

        // Avatars that are not files of the avatars folder.
        QVERIFY(writeAvatar(folder, QStringLiteral("real.png")));
        QVERIFY(QFile::link(QDir(avatars).filePath(QStringLiteral("real.png")), QDir(avatars).filePath(QStringLiteral("link.png"))));
        QVERIFY(QFile::link(QStringLiteral("/etc/passwd"), QDir(avatars).filePath(QStringLiteral("passwd.png"))));
        QVERIFY(QDir(avatars).mkdir(QStringLiteral("folder.png")));
        QCOMPARE(mkfifo(QFile::encodeName(QDir(avatars).filePath(QStringLiteral("pipe.png"))).constData(), 0600), 0);
        QFile huge(QDir(avatars).filePath(QStringLiteral("huge.png")));
        QVERIFY(huge.open(QIODevice::WriteOnly) && huge.resize(64 * 1024 * 1024));
        huge.close();
        FriendSnapshot::Friend mallory = person(QStringLiteral("mallory"), QStringLiteral("Mallory"), QStringLiteral("../../etc/passwd"));
        mallory.homepages = QStringList{QStringLiteral("file:///etc/passwd"), QStringLiteral("javascript:alert(1)"), QStringLiteral("https://ok.example/")};
        QVector<FriendSnapshot::Friend> friends{mallory};
        for (const QString &name : {QStringLiteral("link.png"),
                                    QStringLiteral("passwd.png"),
                                    QStringLiteral("folder.png"),
                                    QStringLiteral("pipe.png"),
                                    QStringLiteral("huge.png"),
                                    QStringLiteral("/etc/passwd"),
                                    QStringLiteral("..")}) {
            friends.append(person(QStringLiteral("avatar-") + QString::number(friends.size()), QString(), name));
        }
        friends.append(person(QStringLiteral("control"), QString(), QStringLiteral("real.png")));
        QVERIFY(snapshotOf(m_hostile, friends).write(folder));
        QTRY_COMPARE(ocsIds(model).size(), others.size() + friends.size());
        const auto rows = ocsRows(model);
        for (const FriendSnapshot::Friend &entry : std::as_const(friends)) {
            const Row &row = rows[QStringLiteral("ocs://hostile.example:8081/") + entry.id];
            QVERIFY2(row.contact, qPrintable(entry.id));
            QCOMPARE(row.contact->customProperty(AbstractContact::PictureProperty).isValid(), entry.id == QLatin1String("control"));
        }
        QCOMPARE(rows[QStringLiteral("ocs://hostile.example:8081/mallory")].contact->customProperty(QStringLiteral("all-homepages")).toList(),
                 QVariantList{QUrl(QStringLiteral("https://ok.example/"))});
        verifyOnlySafeValues(model);

        // 20,000 friends claimed: the whole snapshot is refused.
        QVERIFY(canaryOnly());
        QVector<FriendSnapshot::Friend> crowd;
        for (int i = 0; i < 20000; ++i) {
            crowd.append(person(QStringLiteral("crowd%1").arg(i)));
        }
        QVERIFY(snapshotOf(m_hostile, crowd).write(folder));
        QTRY_COMPARE(ocsIds(model), others);

        // A damaged checksum.
        QVERIFY(canaryOnly());
        QByteArray damaged = snapshotOf(m_hostile, {person(QStringLiteral("canary")), person(QStringLiteral("intruder"))}).encode();
        damaged[damaged.size() - 3] = char(damaged[damaged.size() - 3] ^ 0x01);
        QVERIFY(writeBytes(FriendSnapshot::fileIn(folder), damaged));
        QTRY_COMPARE(ocsIds(model), others);

        // Something other than a snapshot.
        QVERIFY(canaryOnly());
        QVERIFY(writeBytes(FriendSnapshot::fileIn(folder), QByteArray(4096, 'x')));
        QTRY_COMPARE(ocsIds(model), others);

        // A host that would make the contact ids point elsewhere.
        for (const QString &host : {QStringLiteral("evil.example/other"), QStringLiteral("me@evil.example"), QString(), QStringLiteral("a b")}) {
            QVERIFY(canaryOnly());
            FriendSnapshot snapshot = snapshotOf(m_hostile, {person(QStringLiteral("canary"))});
            snapshot.host = host;
            QVERIFY(snapshot.write(folder));
            QTRY_COMPARE(ocsIds(model), others);
        }
        verifyOnlySafeValues(model);
        QVERIFY(QDir(QFileInfo(folder).path()).removeRecursively());
    }
};

QTEST_MAIN(KPeopleSourceTest)

#include "kpeoplesourcetest.moc"
