// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "engineservice.h"
#include "ocsserverprocess.h"
#include "receiver.h"

#include <plasmaengine.h>

#include <QJsonObject>
#include <QTest>

// `login` is decided by the answer that checks the password, not by whichever source answers first: a friend
// list (or invitations list) that fails during sign-in keeps its own error, and a wrong password still fails with its own words.
class SignInDecisionTest : public QObject
{
    Q_OBJECT

private:
    OcsServerProcess m_server;
    PlasmaEngine::DataEngineConsumer m_consumer;
    PlasmaEngine::DataEngine *m_engine = nullptr;
    Receiver m_receiver;

    QVariant value(const QString &source, const char *key) const
    {
        return m_receiver.data.value(source).value(QLatin1String(key));
    }

    QString login(const QString &password)
    {
        return callService(m_engine,
                           QStringLiteral("login"),
                           {{QStringLiteral("serverUrl"), m_server.baseUrl().toString()},
                            {QStringLiteral("user"), QStringLiteral("demo")},
                            {QStringLiteral("password"), password}},
                           30000)
            .error;
    }

    /// The path of the request that got the fault, among those after the first @p from of the log.
    QString faultedPath(int from) const
    {
        const auto log = m_server.requestLog();
        for (int i = from; i < log.size(); ++i) {
            if (!log.at(i).value(QStringLiteral("fault")).toString().isEmpty()) {
                return log.at(i).value(QStringLiteral("path")).toString();
            }
        }
        return QString();
    }

    /**
     * Signs in (with @p password) while the request of a list beside the profile fails with garbage (they go out at
     * once, in no fixed order; the fault is kept for that one call, so a poll or the profile never takes it). Returns
     * login's answer and, in @p faulted, the source whose request failed.
     */
    QString loginWithAnotherSourceFaulty(const QString &password, QString *faulted)
    {
        // The lists that go out beside the profile: those the session shows and has no fresh copy of.
        const QList<std::pair<QString, QString>> lists = {{QStringLiteral("GET friend/data"), QStringLiteral("Friends")},
                                                          {QStringLiteral("GET friend/receivedinvitations"), QStringLiteral("Invitations")},
                                                          {QStringLiteral("GET message"), QStringLiteral("Folders")}};
        for (int attempt = 0; attempt < 3 * lists.size(); ++attempt) {
            const auto &[call, source] = lists.at(attempt % lists.size());
            callService(m_engine, QStringLiteral("logout"), {}, 30000);
            const int from = m_server.requestLog().size();
            if (!m_server.setFault(QStringLiteral("garbage"), 1, call)) {
                return QStringLiteral("setFault failed");
            }
            const QString error = login(password);
            // A refused sign-in may end the session before the list went out: then another is tried.
            QTest::qWaitFor(
                [this, from] {
                    return !faultedPath(from).isEmpty();
                },
                2000);
            const QString path = faultedPath(from);
            qInfo() << "attempt" << attempt << "fault on" << path << "login:" << error;
            if (!path.isEmpty()) {
                *faulted = source;
                return error;
            }
        }
        QTest::qFail("The fault never reached a list beside the profile", __FILE__, __LINE__);
        return QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        startWithEmptyCache();
        QVERIFY2(m_server.start(20), qPrintable(m_server.errorString()));
        m_engine = m_consumer.dataEngine(QStringLiteral("ocs"));
        QVERIFY(m_engine && m_engine->isValid());
        m_engine->connectSource(QStringLiteral("Account"), &m_receiver);
        m_engine->connectSource(QStringLiteral("Friends"), &m_receiver);
        QTRY_COMPARE(value(QStringLiteral("Account"), "Status").toString(), QStringLiteral("unconfigured"));
    }

    void faultyFriendListStillSignsIn()
    {
        m_engine->connectSource(QStringLiteral("Invitations"), &m_receiver);
        QString faulted;
        const QString error = loginWithAnotherSourceFaulty(QStringLiteral("demo-password"), &faulted);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QTRY_VERIFY(value(QStringLiteral("Account"), "SignedIn").toBool());
        QCOMPARE(value(QStringLiteral("Account"), "Error").toString(), QString());
        // The faulty list shows its own failure, in its own words.
        QTRY_COMPARE(value(faulted, "Status").toString(), QStringLiteral("error"));
        const QString listError = value(faulted, "Error").toString();
        QVERIFY(!listError.isEmpty());
        QVERIFY2(!listError.contains(QLatin1String("cannot be reached")), qPrintable(listError));

        // It mends on the next refresh.
        QCOMPARE(callService(m_engine, QStringLiteral("refresh"), {{QStringLiteral("source"), faulted}}, 30000).error, QString());
        QTRY_COMPARE_WITH_TIMEOUT(value(faulted, "Status").toString(), QStringLiteral("ready"), 30000);
    }

    void wrongPasswordStillFailsWithItsWords()
    {
        const QString refused = QStringLiteral("The server did not accept your user name and password.");
        // With another list that fails first, and without.
        QString faulted;
        QCOMPARE(loginWithAnotherSourceFaulty(QStringLiteral("wrong"), &faulted), refused);
        QTRY_COMPARE(value(QStringLiteral("Account"), "Status").toString(), QStringLiteral("error"));
        QCOMPARE(value(QStringLiteral("Account"), "SignedIn").toBool(), false);
        QCOMPARE(value(QStringLiteral("Account"), "Error").toString(), refused);
        QVERIFY(m_server.setFault(QStringLiteral("none")));
        QCOMPARE(login(QStringLiteral("wrong")), refused);
        QCOMPARE(value(QStringLiteral("Account"), "SignedIn").toBool(), false);
    }

    void unreachableServerFailsSignIn()
    {
        // The profile's own failure still decides: nothing answers, nothing is signed in.
        callService(m_engine, QStringLiteral("logout"), {}, 30000);
        QVERIFY(m_server.setFault(QStringLiteral("http500")));
        const QString error = login(QStringLiteral("demo-password"));
        QVERIFY(m_server.setFault(QStringLiteral("none")));
        QVERIFY(!error.isEmpty());
        QCOMPARE(value(QStringLiteral("Account"), "SignedIn").toBool(), false);
    }
};

QTEST_MAIN(SignInDecisionTest)

#include "signindecisiontest.moc"
