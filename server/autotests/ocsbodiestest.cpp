// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "compressionbombs.h"
#include "ocsserverprocess.h"
#include "processmemory.h"

#include <QElapsedTimer>
#include <QTest>
#include <QThread>

#include <atomic>
#include <memory>
#include <thread>
#include <vector>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace
{
// what one hostile request may add to the server's peak memory: the gate holds a request of at most a few hundred KiB
constexpr qint64 s_growthBoundKiB = 16 * 1024;
// the server's whole-request time (--timeout)
constexpr int s_requestSeconds = 2;

/** A blocking loopback connection of our own, to send what no HTTP client library would. */
class RawConnection
{
public:
    explicit RawConnection(int port)
    {
        m_socket = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_port = htons(quint16(port));
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        if (::connect(m_socket, reinterpret_cast<sockaddr *>(&address), sizeof(address)) != 0) {
            ::close(m_socket);
            m_socket = -1;
        }
        timeval timeout{1, 0};
        setsockopt(m_socket, SOL_SOCKET, SO_SNDTIMEO, &timeout, sizeof(timeout));
    }
    ~RawConnection()
    {
        if (m_socket >= 0) {
            ::close(m_socket);
        }
    }
    bool isOpen() const
    {
        return m_socket >= 0;
    }
    /// false when the server no longer takes bytes (closed, or its window full for a second)
    bool send(const QByteArray &bytes)
    {
        qint64 sent = 0;
        while (sent < bytes.size()) {
            const ssize_t n = ::send(m_socket, bytes.constData() + sent, size_t(bytes.size() - sent), MSG_NOSIGNAL);
            if (n <= 0) {
                return false;
            }
            sent += n;
        }
        return true;
    }
    bool hasReply(int waitMs = 0) const
    {
        pollfd polled{m_socket, POLLIN, 0};
        return ::poll(&polled, 1, waitMs) > 0;
    }
    /// What arrives within @p waitMs, up to the end of one reply with a Content-Length, or of the connection.
    QByteArray reply(int waitMs = 10000)
    {
        QElapsedTimer timer;
        timer.start();
        QByteArray data;
        while (timer.elapsed() < waitMs) {
            if (!hasReply(int(waitMs - timer.elapsed()))) {
                break;
            }
            char buffer[16384];
            const ssize_t n = ::recv(m_socket, buffer, sizeof(buffer), 0);
            if (n <= 0) {
                m_closed = true;
                break;
            }
            data.append(buffer, int(n));
            const int end = data.indexOf("\r\n\r\n");
            if (end >= 0 && !data.startsWith("HTTP/1.1 100 ")) {
                const int at = data.toLower().indexOf("content-length: ");
                if (at >= 0 && at < end && data.size() >= end + 4 + data.mid(at + 16, data.indexOf("\r\n", at) - at - 16).toInt()) {
                    break;
                }
            }
        }
        return data;
    }
    /// Whether the server closed the connection (read to its end within @p waitMs).
    bool closedByServer(int waitMs)
    {
        if (m_closed) {
            return true;
        }
        reply(waitMs);
        return m_closed;
    }

private:
    int m_socket = -1;
    bool m_closed = false;
};

QByteArray statusOf(const QByteArray &reply)
{
    QByteArray rest = reply;
    while (rest.startsWith("HTTP/1.1 100 ")) {
        rest = rest.mid(rest.indexOf("\r\n\r\n") + 4);
    }
    return rest.mid(9, 3);
}

QByteArray postHead(const QByteArray &extra)
{
    return "POST /v1/person/check HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n" + extra;
}
}

/**
 * Hostile request bodies and slow clients against the real server (plain HTTP, its own bounds): compressed bodies
 * are refused before they are read, let alone inflated; chunked and length-less bodies stop at the bound; a request
 * must arrive whole in time; and slow clients, however many, leave the workers to the others. Each attack is checked
 * for its answer and for what it added to the server's peak memory, measured around it in the same run.
 */
class OcsBodiesTest : public QObject
{
    Q_OBJECT

private:
    OcsServerProcess m_server;

    /// Starts measuring the server's peak memory; the growth since then is growthKiB().
    qint64 startMeasuring()
    {
        const qint64 pid = m_server.processId();
        if (!ProcessMemory::resetPeak(pid)) {
            return -1;
        }
        return ProcessMemory::residentKiB(pid);
    }
    qint64 growthKiB(qint64 start) const
    {
        return ProcessMemory::peakKiB(m_server.processId()) - start;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(m_server.start(20, {QStringLiteral("--timeout"), QString::number(s_requestSeconds), QStringLiteral("--threads"), QStringLiteral("8")}),
                 qPrintable(m_server.errorString()));
    }

    void compressedBodiesRefusedUnread_data()
    {
        QTest::addColumn<QByteArray>("encoding");
        QTest::addColumn<QByteArray>("body");
        // both under the body bound (64 KiB) as sent; each inflates to far more than the server's whole memory bound
        QTest::newRow("gzip, 60 MiB") << QByteArrayLiteral("gzip") << CompressionBombs::gzip(60LL * 1024 * 1024);
        QTest::newRow("brotli, 1 GiB") << QByteArrayLiteral("br") << CompressionBombs::brotli(1024LL * 1024 * 1024);
        // any coding at all: the header alone is refused
        QTest::newRow("identity") << QByteArrayLiteral("identity") << QByteArrayLiteral("login=demo&password=demo-password");
    }

    void compressedBodiesRefusedUnread()
    {
        QFETCH(QByteArray, encoding);
        QFETCH(QByteArray, body);
        QVERIFY(!body.isEmpty());
        QVERIFY2(body.size() < 64 * 1024, QByteArray::number(body.size()).constData());
        const qint64 start = startMeasuring();
        QVERIFY2(start > 0, "cannot measure the server's memory (/proc/PID/clear_refs)");
        RawConnection connection(m_server.port());
        QVERIFY(connection.isOpen());
        connection.send(postHead("Content-Encoding: " + encoding + "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n\r\n") + body);
        const QByteArray reply = connection.reply();
        QCOMPARE(statusOf(reply), QByteArrayLiteral("415"));
        QVERIFY(connection.closedByServer(3000));
        const qint64 growth = growthKiB(start);
        qInfo("%s body of %lld bytes: 415, server peak +%lld KiB", encoding.constData(), qint64(body.size()), growth);
        QVERIFY2(growth < s_growthBoundKiB, qPrintable(QStringLiteral("the server grew by %1 KiB").arg(growth)));
    }

    void chunkedBodyStopsAtTheBound()
    {
        const qint64 start = startMeasuring();
        QVERIFY(start > 0);
        RawConnection connection(m_server.port());
        QVERIFY(connection.send(postHead("Transfer-Encoding: chunked\r\n\r\n")));
        const QByteArray chunk = "1000\r\n" + QByteArray(4096, 'a') + "\r\n";
        qint64 sent = 0;
        // 64 MiB if nothing stops it; the bound is 64 KiB
        while (sent < 64LL * 1024 * 1024 && !connection.hasReply() && connection.send(chunk)) {
            sent += 4096;
        }
        const QByteArray reply = connection.reply();
        QCOMPARE(statusOf(reply), QByteArrayLiteral("413"));
        const qint64 growth = growthKiB(start);
        qInfo("chunked body: 413 after %lld bytes sent, server peak +%lld KiB", sent, growth);
        QVERIFY2(sent < 8 * 1024 * 1024, QByteArray::number(sent).constData());
        QVERIFY2(growth < s_growthBoundKiB, qPrintable(QStringLiteral("the server grew by %1 KiB").arg(growth)));
    }

    void chunkedBodyWithoutEndTimesOut()
    {
        RawConnection connection(m_server.port());
        QElapsedTimer timer;
        timer.start();
        QVERIFY(connection.send(postHead("Transfer-Encoding: chunked\r\n\r\n") + "5\r\nlogin\r\n"));
        // then nothing more, and later a byte now and then: the request's time counts from its start, not per read
        QByteArray reply;
        while (timer.elapsed() < (s_requestSeconds + 3) * 1000 && reply.isEmpty()) {
            connection.send("1\r\n=\r\n");
            reply = connection.reply(500);
        }
        QCOMPARE(statusOf(reply), QByteArrayLiteral("408"));
        qInfo("chunked body without end: 408 after %lld ms", timer.elapsed());
        QVERIFY(timer.elapsed() < (s_requestSeconds + 1) * 1000);
    }

    void bodyWithoutLengthOnAKeptAliveConnection()
    {
        const qint64 start = startMeasuring();
        QVERIFY(start > 0);
        RawConnection connection(m_server.port());
        // a first request keeps the connection open
        QVERIFY(connection.send("GET /v1/config HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"));
        QCOMPARE(statusOf(connection.reply()), QByteArrayLiteral("200"));
        // then a body with neither length, which could only end with the connection
        QVERIFY(connection.send(postHead("\r\n")));
        qint64 sent = 0;
        const QByteArray filler(64 * 1024, 'a');
        while (sent < 64LL * 1024 * 1024 && !connection.hasReply() && connection.send(filler)) {
            sent += filler.size();
        }
        const QByteArray reply = connection.reply();
        QCOMPARE(statusOf(reply), QByteArrayLiteral("411"));
        QVERIFY(connection.closedByServer(3000));
        const qint64 growth = growthKiB(start);
        qInfo("body without length: 411 after %lld bytes sent, server peak +%lld KiB", sent, growth);
        QVERIFY2(sent < 8 * 1024 * 1024, QByteArray::number(sent).constData());
        QVERIFY2(growth < s_growthBoundKiB, qPrintable(QStringLiteral("the server grew by %1 KiB").arg(growth)));
    }

    void slowClientsStarveNoWorker()
    {
        // 64 connections (8 times the workers) that each send a header line every second, within the time of any one
        // read, and start again when the server closes them
        constexpr int attackers = 64;
        std::atomic<bool> stop{false};
        std::atomic<int> cutOff{0};
        std::thread attack([&] {
            std::vector<std::unique_ptr<RawConnection>> connections(attackers);
            while (!stop) {
                for (auto &connection : connections) {
                    if (!connection || !connection->send("X-Slow: 1\r\n")) {
                        if (connection) {
                            ++cutOff;
                        }
                        connection = std::make_unique<RawConnection>(m_server.port());
                        connection->send("GET /v1/config HTTP/1.1\r\nHost: 127.0.0.1\r\n");
                    }
                }
                for (int i = 0; i < 10 && !stop; ++i) {
                    QThread::msleep(100);
                }
            }
        });
        QThread::msleep(1500); // every attacker connected
        int answered = 0;
        qint64 slowest = 0;
        for (int i = 0; i < 9; ++i) {
            QElapsedTimer timer;
            timer.start();
            RawConnection client(m_server.port());
            client.send("GET /v1/config HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
            if (statusOf(client.reply(5000)) == "200") {
                ++answered;
            }
            slowest = std::max(slowest, timer.elapsed());
            QThread::msleep(500);
        }
        // a cut-off connection notices on its second line after the close: give them time for that
        QElapsedTimer waited;
        waited.start();
        while (cutOff < attackers && waited.elapsed() < (s_requestSeconds + 4) * 1000) {
            QThread::msleep(100);
        }
        stop = true;
        attack.join();
        qInfo("with %d slow clients: %d of 9 requests answered, the slowest in %lld ms; slow connections cut off: %d",
              attackers,
              answered,
              slowest,
              int(cutOff));
        QCOMPARE(answered, 9);
        QVERIFY2(slowest < 1000, QByteArray::number(slowest).constData());
        // the slow ones were cut off at the whole request's time, though each line came well within a read's
        QVERIFY(cutOff >= attackers);
    }

    void cleanupTestCase()
    {
        QVERIFY(m_server.stop());
    }
};

QTEST_GUILESS_MAIN(OcsBodiesTest)
#include "ocsbodiestest.moc"
