// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsclient.h"
#include "ocsdocument.h"
#include "ocsserverprocess.h"
#include "testhelpers.h"

#include <QSet>
#include <QTest>

using namespace TestHelpers;

/**
 * FRIEND module: lists, invitations, and the invite / approve / decline / cancel flows.
 */
class OcsFriendTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void friendList();
    void friendListPrivacy();
    void invitationLists();
    void inviteCodes();
    void inviteAndApprove();
    void inviteAndDecline();
    void cancelFriendship();
    void cancelInvitation();
    void approveWithoutInvitation();
    void demoFriendsOption();

private:
    QStringList friendsOf(const QString &personId);
    QStringList received(const QString &personId);
    QStringList sent(const QString &personId);
    /** A person who is neither demo's friend nor in an invitation with demo. */
    QString stranger(int skip = 0);

    OcsServerProcess m_server;
    OcsClient m_client;
};

void OcsFriendTest::initTestCase()
{
    QVERIFY2(m_server.start(300), qPrintable(m_server.errorString()));
    m_client.setOrigin(m_server.origin());
}

void OcsFriendTest::cleanupTestCase()
{
    m_client.clearConnections();
    QVERIFY(m_server.stop());
}

QStringList OcsFriendTest::friendsOf(const QString &personId)
{
    return ocs(m_client.get(QStringLiteral("friend/data/%1?pagesize=100").arg(personId), Credentials::of(personId))).personIds();
}

QStringList OcsFriendTest::received(const QString &personId)
{
    return ocs(m_client.get(QStringLiteral("friend/receivedinvitations?pagesize=100"), Credentials::of(personId))).personIds();
}

QStringList OcsFriendTest::sent(const QString &personId)
{
    return ocs(m_client.get(QStringLiteral("friend/sentinvitations?pagesize=100"), Credentials::of(personId))).personIds();
}

QString OcsFriendTest::stranger(int skip)
{
    const QStringList taken = friendsOf(QStringLiteral("demo")) + received(QStringLiteral("demo")) + sent(QStringLiteral("demo"));
    const QStringList candidates = ocs(m_client.get(QStringLiteral("person/data?pagesize=100&page=1"))).personIds();
    for (const QString &id : candidates) {
        if (!taken.contains(id) && id != QLatin1String("demo") && skip-- == 0) {
            return id;
        }
    }
    return QString();
}

void OcsFriendTest::friendList()
{
    const OcsDocument document = ocs(m_client.get(QStringLiteral("friend/data/demo?pagesize=100"), Credentials::demo()));
    OCS_VERIFY_OK(document);
    QCOMPARE(document.totalItems, 25);
    QCOMPARE(document.itemsPerPage, 100);
    QCOMPARE(document.items.size(), 25);
    int withLocation = 0;
    for (const OcsDocument::Item &item : document.items) {
        QCOMPARE(item.element, QStringLiteral("user"));
        QCOMPARE(item.details, QStringLiteral("id"));
        QCOMPARE(item.names().mid(0, 5),
                 QStringList({QStringLiteral("personid"),
                              QStringLiteral("firstname"),
                              QStringLiteral("lastname"),
                              QStringLiteral("avatarpic"),
                              QStringLiteral("avatarpicfound")}));
        if (item.has(QStringLiteral("latitude"))) {
            ++withLocation;
            QCOMPARE(item.names().mid(5),
                     QStringList({QStringLiteral("city"), QStringLiteral("country"), QStringLiteral("latitude"), QStringLiteral("longitude")}));
        }
    }
    // one friend of demo keeps the profile to themself (privacy 3): no location for them
    QVERIFY(withLocation >= 20);
    QVERIFY(withLocation < 25);

    // pages of 10: 10 + 10 + 5, no overlap
    QSet<QString> seen;
    for (int page = 0; page < 3; ++page) {
        const OcsDocument part = ocs(m_client.get(QStringLiteral("friend/data/DEMO?pagesize=10&page=%1").arg(page), Credentials::demo()));
        QCOMPARE(part.items.size(), page < 2 ? 10 : 5);
        for (const QString &id : part.personIds()) {
            seen.insert(id);
        }
    }
    QCOMPARE(seen.size(), 25);
    const QStringList all = document.personIds();
    QCOMPARE(QSet<QString>(all.begin(), all.end()), seen);

    // friendship is symmetric
    const QString someFriend = document.personIds().constFirst();
    QVERIFY(friendsOf(someFriend).contains(QStringLiteral("demo")));
}

void OcsFriendTest::friendListPrivacy()
{
    OCS_VERIFY_FAILED(ocs(m_client.get(QStringLiteral("friend/data/no.such.person"), Credentials::demo())), 102);
    // a private profile's friends are private too: find a friend of demo with privacy 3
    QString hidden;
    for (const QString &id : friendsOf(QStringLiteral("demo"))) {
        if (ocs(m_client.get(QStringLiteral("person/self"), Credentials::of(id))).items.at(0).value(QStringLiteral("privacy")) == QLatin1String("3")) {
            hidden = id;
            break;
        }
    }
    QVERIFY(!hidden.isEmpty());
    OCS_VERIFY_FAILED(ocs(m_client.get(QStringLiteral("friend/data/") + hidden, Credentials::demo())), 101);
    OCS_VERIFY_OK(ocs(m_client.get(QStringLiteral("friend/data/") + hidden, Credentials::of(hidden))));
}

void OcsFriendTest::invitationLists()
{
    OcsDocument document = ocs(m_client.get(QStringLiteral("friend/receivedinvitations"), Credentials::demo()));
    OCS_VERIFY_OK(document);
    QVERIFY(document.totalItems >= 3);
    QCOMPARE(document.itemsPerPage, 10);
    for (const OcsDocument::Item &item : document.items) {
        QCOMPARE(item.element, QStringLiteral("user"));
        QCOMPARE(item.details, QStringLiteral("id"));
        QVERIFY(!item.value(QStringLiteral("personid")).isEmpty());
        QVERIFY(!item.value(QStringLiteral("message")).isEmpty());
        QVERIFY(sent(item.value(QStringLiteral("personid"))).contains(QStringLiteral("demo")));
    }
    document = ocs(m_client.get(QStringLiteral("friend/sentinvitations?pagesize=1"), Credentials::demo()));
    OCS_VERIFY_OK(document);
    QVERIFY(document.totalItems >= 2);
    QCOMPARE(document.items.size(), 1);
}

void OcsFriendTest::inviteCodes()
{
    const Credentials demo = Credentials::demo();
    const QString other = stranger();
    QVERIFY(!other.isEmpty());
    // the reference server's order: unknown user (103), yourself (102), empty message (101)
    OCS_VERIFY_FAILED(ocs(m_client.post(QStringLiteral("friend/invite/no.such.person"), {}, demo)), 103);
    OCS_VERIFY_FAILED(ocs(m_client.post(QStringLiteral("friend/invite/DEMO"), {}, demo)), 102);
    OCS_VERIFY_FAILED(ocs(m_client.post(QStringLiteral("friend/invite/") + other, {{QStringLiteral("message"), QStringLiteral("   ")}}, demo)), 101);
    QVERIFY(!sent(QStringLiteral("demo")).contains(other));
}

void OcsFriendTest::inviteAndApprove()
{
    const Credentials demo = Credentials::demo();
    const QString other = stranger();
    const QByteArray etag = m_client.get(QStringLiteral("friend/sentinvitations"), demo).header("ETag");
    const OcsDocument invite =
        ocs(m_client.post(QStringLiteral("friend/invite/") + other, {{QStringLiteral("message"), QStringLiteral("Hello, let's be friends")}}, demo));
    OCS_VERIFY_OK(invite);
    QVERIFY(!invite.hasData);
    QVERIFY(m_client.get(QStringLiteral("friend/sentinvitations"), demo).header("ETag") != etag);
    QVERIFY(sent(QStringLiteral("demo")).contains(other));
    const OcsDocument theirs = ocs(m_client.get(QStringLiteral("friend/receivedinvitations?pagesize=100"), Credentials::of(other)));
    bool found = false;
    for (const OcsDocument::Item &item : theirs.items) {
        if (item.value(QStringLiteral("personid")) == QLatin1String("demo")) {
            found = true;
            QCOMPARE(item.value(QStringLiteral("message")), QStringLiteral("Hello, let's be friends"));
        }
    }
    QVERIFY(found);
    // inviting twice is harmless
    OCS_VERIFY_OK(ocs(m_client.post(QStringLiteral("friend/invite/") + other, {{QStringLiteral("message"), QStringLiteral("again")}}, demo)));
    QCOMPARE(sent(QStringLiteral("demo")).count(other), 1);

    OCS_VERIFY_OK(ocs(m_client.post(QStringLiteral("friend/approve/DEMO"), {}, Credentials::of(other))));
    QVERIFY(friendsOf(QStringLiteral("demo")).contains(other));
    QVERIFY(friendsOf(other).contains(QStringLiteral("demo")));
    QVERIFY(!sent(QStringLiteral("demo")).contains(other));
    QVERIFY(!received(other).contains(QStringLiteral("demo")));
    // approving again is harmless, the friendship shows up in the activity stream
    OCS_VERIFY_OK(ocs(m_client.post(QStringLiteral("friend/approve/demo"), {}, Credentials::of(other))));
    const OcsDocument activity = ocs(m_client.get(QStringLiteral("activity?pagesize=5"), demo));
    QCOMPARE(activity.items.at(0).value(QStringLiteral("type")), QStringLiteral("2"));
}

void OcsFriendTest::inviteAndDecline()
{
    const QStringList inviters = received(QStringLiteral("demo"));
    QVERIFY(!inviters.isEmpty());
    const QString inviter = inviters.constFirst();
    OCS_VERIFY_OK(ocs(m_client.post(QStringLiteral("friend/decline/") + inviter, {}, Credentials::demo())));
    QVERIFY(!received(QStringLiteral("demo")).contains(inviter));
    QVERIFY(!sent(inviter).contains(QStringLiteral("demo")));
    QVERIFY(!friendsOf(QStringLiteral("demo")).contains(inviter));
    OCS_VERIFY_FAILED(ocs(m_client.post(QStringLiteral("friend/decline/no.such.person"), {}, Credentials::demo())), 101);
}

void OcsFriendTest::cancelFriendship()
{
    const QStringList before = friendsOf(QStringLiteral("demo"));
    const QString gone = before.constLast();
    OCS_VERIFY_OK(ocs(m_client.post(QStringLiteral("friend/cancel/") + gone, {}, Credentials::demo())));
    const QStringList after = friendsOf(QStringLiteral("demo"));
    QCOMPARE(after.size(), before.size() - 1);
    QVERIFY(!after.contains(gone));
    QVERIFY(!friendsOf(gone).contains(QStringLiteral("demo")));
    OCS_VERIFY_FAILED(ocs(m_client.post(QStringLiteral("friend/cancel/no.such.person"), {}, Credentials::demo())), 101);
}

void OcsFriendTest::cancelInvitation()
{
    const QString other = stranger(1);
    OCS_VERIFY_OK(ocs(m_client.post(QStringLiteral("friend/invite/") + other, {{QStringLiteral("message"), QStringLiteral("hi")}}, Credentials::demo())));
    QVERIFY(sent(QStringLiteral("demo")).contains(other));
    // friend/cancel also withdraws a pending invitation
    OCS_VERIFY_OK(ocs(m_client.post(QStringLiteral("friend/cancel/") + other, {}, Credentials::demo())));
    QVERIFY(!sent(QStringLiteral("demo")).contains(other));
    QVERIFY(!received(other).contains(QStringLiteral("demo")));

    // and so does the non-spec friend/cancelinvitation
    OCS_VERIFY_OK(ocs(m_client.post(QStringLiteral("friend/invite/") + other, {{QStringLiteral("message"), QStringLiteral("hi")}}, Credentials::demo())));
    OCS_VERIFY_OK(ocs(m_client.post(QStringLiteral("friend/cancelinvitation/") + other, {}, Credentials::demo())));
    QVERIFY(!sent(QStringLiteral("demo")).contains(other));
}

void OcsFriendTest::approveWithoutInvitation()
{
    const QString other = stranger(2);
    OCS_VERIFY_FAILED(ocs(m_client.post(QStringLiteral("friend/approve/") + other, {}, Credentials::demo())), 101);
    OCS_VERIFY_FAILED(ocs(m_client.post(QStringLiteral("friend/approve/no.such.person"), {}, Credentials::demo())), 101);
    QVERIFY(!friendsOf(QStringLiteral("demo")).contains(other));
}

void OcsFriendTest::demoFriendsOption()
{
    // --demo-friends gives the demo account a large friend list (for the benchmarks), symmetric and without repeats
    OcsServerProcess large;
    QVERIFY2(large.start(300, {QStringLiteral("--demo-friends"), QStringLiteral("150"), QStringLiteral("--max-pagesize"), QStringLiteral("1000")}),
             qPrintable(large.errorString()));
    OcsClient client;
    client.setOrigin(large.origin());
    const OcsDocument document = ocs(client.get(QStringLiteral("friend/data/demo?pagesize=1000"), Credentials::demo()));
    OCS_VERIFY_OK(document);
    QCOMPARE(document.totalItems, 150);
    const QStringList ids = document.personIds();
    QCOMPARE(QSet<QString>(ids.begin(), ids.end()).size(), 150);
    QVERIFY(!ids.contains(QStringLiteral("demo")));
    const OcsDocument back = ocs(client.get(QStringLiteral("friend/data/%1?pagesize=100").arg(ids.constLast()), Credentials::of(ids.constLast())));
    QVERIFY(back.personIds().contains(QStringLiteral("demo")));
    client.clearConnections();
    QVERIFY(large.stop());
}

QTEST_GUILESS_MAIN(OcsFriendTest)

#include "ocsfriendtest.moc"
