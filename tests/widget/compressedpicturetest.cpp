// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "net/picturedownload.h"
#include "ocs/transportjob.h"
#include "people/avatarstore.h"
#include "remoteimageprovider.h"
#include "remoteimages.h"

#include <QBuffer>
#include <QFile>
#include <QImage>
#include <QQuickTextureFactory>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

#include <malloc.h>
#include <zlib.h>

namespace
{
/// @p decodedBytes zero bytes as a gzip stream, made a megabyte at a time (the test never holds them whole).
QByteArray gzipBomb(qint64 decodedBytes)
{
    z_stream stream{};
    if (deflateInit2(&stream, Z_BEST_COMPRESSION, Z_DEFLATED, 16 + MAX_WBITS, 9, Z_DEFAULT_STRATEGY) != Z_OK) {
        return {};
    }
    const QByteArray zeros(1024 * 1024, '\0');
    QByteArray out;
    char buffer[64 * 1024];
    for (qint64 left = decodedBytes; left >= 0; left -= zeros.size()) {
        const bool last = left <= zeros.size();
        stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(zeros.constData()));
        stream.avail_in = uInt(std::min<qint64>(left, zeros.size()));
        do {
            stream.next_out = reinterpret_cast<Bytef *>(buffer);
            stream.avail_out = sizeof buffer;
            deflate(&stream, last ? Z_FINISH : Z_NO_FLUSH);
            out.append(buffer, int(sizeof buffer - stream.avail_out));
        } while (stream.avail_out == 0);
        if (last) {
            break;
        }
    }
    deflateEnd(&stream);
    return out;
}

/// A field of /proc/self/status in kB (VmHWM, VmRSS), or -1.
qint64 statusKb(const char *field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) {
        return -1;
    }
    const QRegularExpression line(QStringLiteral("^%1:\\s+(\\d+) kB").arg(QLatin1String(field)), QRegularExpression::MultilineOption);
    const QRegularExpressionMatch match = line.match(QString::fromLatin1(status.readAll()));
    return match.hasMatch() ? match.captured(1).toLongLong() : -1;
}

/// Starts a new peak: VmHWM becomes VmRSS (Linux 4.0 and later), after what earlier steps freed went back to
/// the system (so that it cannot hide a growth). False when the kernel refuses.
bool resetPeak()
{
    malloc_trim(0);
    QFile clear(QStringLiteral("/proc/self/clear_refs"));
    return clear.open(QIODevice::WriteOnly) && clear.write("5") == 1;
}

/// A loopback HTTP server of the test's own that answers every path with its registered reply, whatever the
/// request asks for (a hostile server ignores Accept-Encoding), and keeps each request's headers.
class HostileServer : public QTcpServer
{
public:
    QHash<QByteArray, QByteArray> replies;
    QList<QByteArray> requests;

protected:
    void incomingConnection(qintptr descriptor) override
    {
        auto *socket = new QTcpSocket(this);
        socket->setSocketDescriptor(descriptor);
        connect(socket, &QTcpSocket::readyRead, socket, [this, socket] {
            const QByteArray request = socket->readAll();
            requests.append(request);
            const QByteArray path = request.split(' ').value(1);
            socket->write(replies.value(path, QByteArrayLiteral("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n")));
            socket->disconnectFromHost();
        });
    }
};

QByteArray httpReply(const QByteArray &headers, const QByteArray &body)
{
    return QByteArrayLiteral("HTTP/1.1 200 OK\r\n") + headers + "Content-Length: " + QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body;
}

QByteArray png(int side)
{
    QImage image(side, side, QImage::Format_RGB32);
    image.fill(Qt::darkCyan);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}
}

/**
 * Issue 28, item 1: a picture sent compressed is refused before it is inflated, by the one picture door
 * (Net::PictureDownload) that the widget's picture provider and the friends' pictures (AvatarStore) use. The
 * process's peak memory while a gzip bomb is fetched is compared with the peak while the largest picture body
 * allowed is fetched, in the same run.
 */
class CompressedPictureTest : public QObject
{
    Q_OBJECT

private:
    // 256 MiB of zeros, about 256 KB on the wire: enough that inflating it cannot hide in the noise.
    static constexpr qint64 bombBytes = 256 * 1024 * 1024;
    HostileServer m_server;
    QString m_base;

    QString url(const char *path) const
    {
        return m_base + QLatin1String(path);
    }

    /// Loads @p address through the widget's picture provider; whether a picture came, the error in @p error.
    static bool load(const QString &address, QString *error)
    {
        RemoteImageProvider provider;
        const QString id = RemoteImages::source(address).mid(QStringLiteral("image://%1/").arg(RemoteImages::providerName()).size());
        std::unique_ptr<QQuickImageResponse> response(provider.requestImageResponse(id, QSize(32, 32)));
        QSignalSpy finished(response.get(), &QQuickImageResponse::finished);
        if (!finished.wait(60000)) {
            *error = QStringLiteral("no answer");
            return false;
        }
        *error = response->errorString();
        std::unique_ptr<QQuickTextureFactory> texture(response->textureFactory());
        return texture && !texture->image().isNull();
    }

    /// The peak growth of resident memory, in kB, while @p address is loaded.
    static qint64 peakGrowthKb(const QString &address, bool *loaded, QString *error)
    {
        resetPeak();
        const qint64 before = statusKb("VmRSS");
        *loaded = load(address, error);
        return statusKb("VmHWM") - before;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_server.listen(QHostAddress::LocalHost));
        m_base = QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort());
        const QByteArray small = png(16);
        const QByteArray bomb = gzipBomb(bombBytes);
        QVERIFY(bomb.size() > 1000 && bomb.size() < Net::PictureDownload::maximumBytes);
        m_server.replies.insert("/small.png", httpReply("Content-Type: image/png\r\n", small));
        // The largest body the door lets through: a picture, then padding up to the bound.
        m_server.replies.insert("/largest.png",
                                httpReply("Content-Type: image/png\r\n", small + QByteArray(Net::PictureDownload::maximumBytes - small.size(), '\0')));
        m_server.replies.insert("/bomb.png", httpReply("Content-Type: image/png\r\nContent-Encoding: gzip\r\n", bomb));
        m_server.replies.insert("/v1/config", httpReply("Content-Type: text/xml\r\nContent-Encoding: gzip\r\n", bomb));
        m_server.replies.insert("/deflate.png", httpReply("Content-Type: image/png\r\nContent-Encoding: deflate\r\n", small));
        QVERIFY2(resetPeak(), "the kernel does not let the peak be reset (/proc/self/clear_refs)");
    }

    void picturesAreAskedForUncompressed()
    {
        m_server.requests.clear();
        QString error;
        QVERIFY2(load(url("/small.png"), &error), qPrintable(error));
        QCOMPARE(m_server.requests.size(), 1);
        const QByteArray request = m_server.requests.first().toLower();
        QVERIFY2(request.contains("\r\naccept-encoding: identity\r\n"), request.constData());
        QVERIFY(!request.contains("gzip"));
    }

    void compressedPicturesAreRefusedBeforeTheyAreInflated()
    {
        // Everything the network stack needs is loaded once before measuring.
        QString error;
        bool loaded = false;
        QVERIFY2(load(url("/small.png"), &error), qPrintable(error));
        QVERIFY(!load(url("/bomb.png"), &error));

        const qint64 bound = peakGrowthKb(url("/largest.png"), &loaded, &error);
        QVERIFY2(loaded, qPrintable(error));
        const qint64 rssBefore = statusKb("VmRSS");
        const qint64 bomb = peakGrowthKb(url("/bomb.png"), &loaded, &error);
        const qint64 rssAfter = statusKb("VmRSS");
        qInfo("Peak growth: largest allowed picture %lld kB, gzip bomb (%lld MiB decoded) %lld kB; VmRSS %lld kB before the bomb, %lld kB after",
              bound,
              bombBytes / 1024 / 1024,
              bomb,
              rssBefore,
              rssAfter);
        QVERIFY(!loaded);
        QVERIFY2(!error.isEmpty(), "a refused picture says why");
        // The bomb costs no more than the largest picture allowed (4 MiB of allocator noise aside), nowhere
        // near what it inflates to.
        QVERIFY2(bomb <= std::max<qint64>(bound, 0) + 4 * 1024, qPrintable(QStringLiteral("%1 kB against %2 kB").arg(bomb).arg(bound)));
        QVERIFY(rssAfter - rssBefore < 16 * 1024);

        QVERIFY(!load(url("/deflate.png"), &error));
        // A normal picture still loads afterwards.
        QVERIFY2(load(url("/small.png"), &error), qPrintable(error));
    }

    void friendsPicturesRefuseCompressionToo()
    {
        QTemporaryDir directory;
        QVERIFY(directory.isValid());
        People::AvatarStore store(directory.path());
        const QUrl bomb(url("/bomb.png"));
        const QUrl small(url("/small.png"));
        QHash<QString, QString> files;
        bool done = false;
        m_server.requests.clear();
        resetPeak();
        const qint64 before = statusKb("VmRSS");
        store.update({{QStringLiteral("mallory"), bomb}, {QStringLiteral("ada"), small}}, [&](const QHash<QString, QString> &kept) {
            files = kept;
            done = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(done, 60000);
        const qint64 growth = statusKb("VmHWM") - before;
        qInfo("AvatarStore peak growth with a gzip bomb: %lld kB", growth);
        QVERIFY(!files.contains(QStringLiteral("mallory")));
        QCOMPARE(m_server.requests.size(), 2);
        for (const QByteArray &request : std::as_const(m_server.requests)) {
            QVERIFY2(request.toLower().contains("\r\naccept-encoding: identity\r\n"), request.constData());
        }
        QCOMPARE(files.value(QStringLiteral("ada")), People::AvatarStore::fileNameFor(small));
        QVERIFY2(growth < 32 * 1024, qPrintable(QString::number(growth)));
    }

    // OCS replies come through KIO's http worker, which asks for gzip and inflates in its own process, a piece at
    // a time: the transport's bound (Limits::maxReplyBytes) applies to what is inflated, as it arrives.
    void ocsRepliesAreBoundedWhenInflated()
    {
        Ocs::TransportJob::Limits limits;
        limits.maxReplyBytes = 4 * 1024 * 1024;
        Ocs::Request request;
        request.path = QStringLiteral("config");
        request.authenticate = false;
        m_server.requests.clear();
        resetPeak();
        const qint64 before = statusKb("VmRSS");
        auto *job = new Ocs::TransportJob(Ocs::Provider(QUrl(m_base + QStringLiteral("/v1/"))), {}, request, limits);
        Ocs::Response response;
        bool finished = false;
        connect(job, &Ocs::TransportJob::finished, this, [&](Ocs::TransportJob *done) {
            response = done->response();
            finished = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(finished, 60000);
        const qint64 growth = statusKb("VmHWM") - before;
        qInfo("OCS reply through KIO with a gzip bomb: %s, peak growth %lld kB", qPrintable(response.errorDetail), growth);
        QCOMPARE(m_server.requests.size(), 1);
        for (const QByteArray &line : m_server.requests.first().split('\n')) {
            if (line.toLower().startsWith("accept-encoding")) {
                qInfo("KIO asked with %s", line.trimmed().constData());
            }
        }
        QCOMPARE(response.error, Ocs::Response::TooLarge);
        QVERIFY(response.body.size() <= limits.maxReplyBytes);
        QVERIFY2(growth < 4 * limits.maxReplyBytes / 1024 + 8 * 1024, qPrintable(QString::number(growth)));
    }
};

QTEST_MAIN(CompressedPictureTest)

#include "compressedpicturetest.moc"
