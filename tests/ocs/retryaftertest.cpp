// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocs/session.h"
#include "privatehome.h"

#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Ocs;

namespace
{
/// A loopback HTTP server that answers every request with one status and, when set, a Retry-After; counts requests.
class BusyServer : public QTcpServer
{
public:
    BusyServer()
    {
        connect(this, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = nextPendingConnection()) {
                connect(socket, &QTcpSocket::readyRead, socket, [this, socket] {
                    if (socket->property("answered").toBool() || !socket->peek(65536).contains("\r\n\r\n")) {
                        return;
                    }
                    socket->setProperty("answered", true);
                    ++requests;
                    const QByteArray body = status == 200 ? QByteArrayLiteral(
                                                "<?xml version=\"1.0\"?>\n<ocs><meta><status>ok</status><statuscode>100</statuscode>"
                                                "<message></message><totalitems>0</totalitems><itemsperpage>100</itemsperpage></meta>"
                                                "<data></data></ocs>\n")
                                                          : QByteArrayLiteral("<html><body>Busy</body></html>");
                    QByteArray head = "HTTP/1.1 " + QByteArray::number(status)
                        + " X\r\nContent-Type: text/xml\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\nConnection: close\r\n";
                    if (!retryAfter.isEmpty()) {
                        head += "Retry-After: " + retryAfter + "\r\n";
                    }
                    socket->write(head + "\r\n" + body);
                    socket->disconnectFromHost();
                });
                connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            }
        });
    }

    QUrl baseUrl() const
    {
        return QUrl(QStringLiteral("http://127.0.0.1:%1/v1/").arg(serverPort()));
    }

    int status = 200;
    QByteArray retryAfter;
    int requests = 0;
};
}

// A server that is down or busy for a while (HTTP 503 or 429) and says how long with Retry-After: the polls of the
// widget's timer and the periodic refresh wait at least that long (at most an hour); what the user asks for does not.
class RetryAfterTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home;
    BusyServer m_server;
    std::unique_ptr<Session> m_session;
    QHash<QString, QString> m_status;

    Session *startSession()
    {
        m_session.reset();
        m_status.clear();
        m_session = std::make_unique<Session>(m_server.baseUrl(), Credentials{QStringLiteral("demo"), QStringLiteral("demo-password")});
        connect(m_session.get(), &Session::dataChanged, this, [this](const QString &source, const QVariantMap &data) {
            if (data.contains(QStringLiteral("Status"))) {
                m_status.insert(source, data.value(QStringLiteral("Status")).toString());
            }
        });
        return m_session.get();
    }

    /// Shows Invitations against the server as set and waits for its answer.
    bool answered(Session *session)
    {
        const int before = m_server.requests;
        m_status.remove(QStringLiteral("Invitations"));
        session->refresh(QStringLiteral("Invitations"));
        return QTest::qWaitFor(
            [this, before] {
                const QString status = m_status.value(QStringLiteral("Invitations"));
                return m_server.requests > before && (status == QLatin1String("error") || status == QLatin1String("ready"));
            },
            20000);
    }

    /// Polls Invitations and says whether a request reached the server within a second.
    bool pollReachesServer(Session *session)
    {
        const int before = m_server.requests;
        session->poll(QStringLiteral("Invitations"));
        return QTest::qWaitFor(
            [this, before] {
                return m_server.requests > before;
            },
            1000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        PrivateHome::use(m_home.path());
        QVERIFY(m_server.listen(QHostAddress::LocalHost, 0));
    }

    void unavailableWithRetryAfterHoldsThePolls()
    {
        Session *session = startSession();
        m_server.status = 503;
        m_server.retryAfter = "120";
        const QDateTime sent = QDateTime::currentDateTimeUtc();
        QVERIFY(answered(session));
        QCOMPARE(m_status.value(QStringLiteral("Invitations")), QStringLiteral("error"));
        const qint64 wait = sent.secsTo(session->quietUntil());
        QVERIFY2(wait >= 118 && wait <= 122, qPrintable(QString::number(wait)));

        // The server is fine again, but asked for two minutes: neither a poll nor the periodic refresh goes out.
        m_server.status = 200;
        m_server.retryAfter.clear();
        QVERIFY(!pollReachesServer(session));
        const int before = m_server.requests;
        session->refresh();
        QTest::qWait(500);
        QCOMPARE(m_server.requests, before);

        // What the user asks for (a named refresh: opening a view, F5 on it) goes out, and its success does not
        // end the wait the server asked for.
        QVERIFY(answered(session));
        QCOMPARE(m_status.value(QStringLiteral("Invitations")), QStringLiteral("ready"));
        QVERIFY(session->quietUntil().isValid());
        QVERIFY(!pollReachesServer(session));
    }

    void tooManyRequestsAsADate()
    {
        Session *session = startSession();
        m_server.status = 429;
        const QDateTime sent = QDateTime::currentDateTimeUtc();
        m_server.retryAfter = QLocale::c().toString(sent.addSecs(300), QStringLiteral("ddd, dd MMM yyyy HH:mm:ss 'GMT'")).toLatin1();
        QVERIFY(answered(session));
        const qint64 wait = sent.secsTo(session->quietUntil());
        QVERIFY2(wait >= 297 && wait <= 302, qPrintable(QString::number(wait)));
        m_server.status = 200;
        m_server.retryAfter.clear();
        QVERIFY(!pollReachesServer(session));
    }

    void anHourAtMost()
    {
        Session *session = startSession();
        m_server.status = 503;
        m_server.retryAfter = "99999999999999999999999";
        QVERIFY(answered(session));
        // More digits than a number holds: unreadable, so no wait at all.
        QVERIFY(!session->quietUntil().isValid());

        m_server.retryAfter = "31536000"; // a year
        const QDateTime sent = QDateTime::currentDateTimeUtc();
        QVERIFY(answered(session));
        const qint64 wait = sent.secsTo(session->quietUntil());
        QVERIFY2(wait >= 3590 && wait <= 3602, qPrintable(QString::number(wait)));
    }

    void theWaitEnds()
    {
        Session *session = startSession();
        m_server.status = 503;
        m_server.retryAfter = "1";
        QVERIFY(answered(session));
        m_server.status = 200;
        m_server.retryAfter.clear();
        QVERIFY(!pollReachesServer(session));
        QTest::qWait(600);
        QVERIFY(pollReachesServer(session));
    }

    void noRetryAfterOrNotBusyNoWait()
    {
        Session *session = startSession();
        // A 503 without Retry-After, and garbage as a Retry-After: no wait of the server's.
        m_server.status = 503;
        m_server.retryAfter.clear();
        QVERIFY(answered(session));
        QVERIFY(!session->quietUntil().isValid());
        m_server.retryAfter = "soon, maybe \x01";
        QVERIFY(answered(session));
        QVERIFY(!session->quietUntil().isValid());
        // A Retry-After on a success or another error (HTTP 500) is no request to wait. (OCS 200 with one, the
        // reference server's limits, has the pause sessiontest checks: a later success ends it.)
        m_server.status = 500;
        m_server.retryAfter = "600";
        QVERIFY(answered(session));
        QVERIFY(!session->quietUntil().isValid());
        m_server.status = 200;
        QVERIFY(answered(session));
        QVERIFY(!session->quietUntil().isValid());
        QVERIFY(pollReachesServer(session));
    }
};

QTEST_GUILESS_MAIN(RetryAfterTest)

#include "retryaftertest.moc"
