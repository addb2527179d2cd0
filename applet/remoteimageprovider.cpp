// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "remoteimageprovider.h"
#include "applet_debug.h"
#include "links.h"
#include "remoteimages.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QImageReader>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPointer>
#include <QQueue>

/// One picture asked for by QML. Lives in the fetcher's (the GUI) thread.
class RemoteImageResponse : public QQuickImageResponse
{
public:
    RemoteImageResponse(const QUrl &url, const QSize &requestedSize)
        : m_url(url)
        , m_requestedSize(requestedSize)
    {
    }

    QQuickTextureFactory *textureFactory() const override
    {
        return m_image.isNull() ? nullptr : QQuickTextureFactory::textureFactoryForImage(m_image);
    }

    QString errorString() const override
    {
        return m_error;
    }

    void cancel() override
    {
        // May come from QML's loader thread: the reply is ended in ours.
        QMetaObject::invokeMethod(this, [this] {
            m_cancelled = true;
            if (m_reply) {
                m_reply->abort();
            }
        });
    }

    void fail(const QString &error)
    {
        m_error = error;
        Q_EMIT finished();
    }

    void succeed(const QImage &image)
    {
        m_image = image;
        Q_EMIT finished();
    }

    QUrl m_url;
    QSize m_requestedSize;
    QPointer<QNetworkReply> m_reply;
    bool m_cancelled = false;

private:
    QImage m_image;
    QString m_error;
};

/// The downloads of the provider: one access manager, a queue, a bound on those running.
class RemoteImageFetcher : public QObject
{
public:
    RemoteImageFetcher()
    {
        m_network.setRedirectPolicy(QNetworkRequest::UserVerifiedRedirectPolicy);
        m_network.setStrictTransportSecurityEnabled(true);
    }

    void enqueue(RemoteImageResponse *response)
    {
        m_waiting.enqueue(response);
        startNext();
    }

private:
    void startNext()
    {
        while (m_running < RemoteImageProvider::maximumRunning() && !m_waiting.isEmpty()) {
            QPointer<RemoteImageResponse> response = m_waiting.dequeue();
            if (!response || response->m_cancelled) {
                continue;
            }
            start(response);
        }
    }

    void start(RemoteImageResponse *response)
    {
        QNetworkRequest request(response->m_url);
        request.setAttribute(QNetworkRequest::CookieLoadControlAttribute, QNetworkRequest::Manual);
        request.setAttribute(QNetworkRequest::CookieSaveControlAttribute, QNetworkRequest::Manual);
        request.setAttribute(QNetworkRequest::AuthenticationReuseAttribute, QNetworkRequest::Manual);
        request.setMaximumRedirectsAllowed(3);
        request.setTransferTimeout(30000);
        QNetworkReply *reply = m_network.get(request);
        response->m_reply = reply;
        ++m_running;
        QPointer<RemoteImageResponse> guard(response);
        connect(reply, &QNetworkReply::redirected, reply, [reply](const QUrl &target) {
            if (Links::isWebUrl(target)) {
                Q_EMIT reply->redirectAllowed();
            } else {
                qCWarning(SOCIALDESKTOP_APPLET) << "Refused a picture's redirect to scheme" << target.scheme();
                reply->abort();
            }
        });
        connect(reply, &QNetworkReply::downloadProgress, reply, [reply](qint64 received, qint64 total) {
            if (received > RemoteImageProvider::maximumBytes() || total > RemoteImageProvider::maximumBytes()) {
                qCWarning(SOCIALDESKTOP_APPLET) << "A picture is larger than" << RemoteImageProvider::maximumBytes() << "bytes; not loaded";
                reply->abort();
            }
        });
        connect(reply, &QNetworkReply::finished, this, [this, reply, guard] {
            reply->deleteLater();
            --m_running;
            if (guard) {
                finish(guard, reply);
            }
            startNext();
        });
    }

    static void finish(RemoteImageResponse *response, QNetworkReply *reply)
    {
        if (reply->error() != QNetworkReply::NoError) {
            response->fail(reply->errorString());
            return;
        }
        QByteArray bytes = reply->read(RemoteImageProvider::maximumBytes() + 1);
        if (bytes.size() > RemoteImageProvider::maximumBytes()) {
            response->fail(QStringLiteral("picture too large"));
            return;
        }
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::ReadOnly);
        QImageReader reader(&buffer);
        reader.setAutoTransform(true);
        const QSize size = reader.size();
        if (!size.isValid() || qint64(size.width()) * size.height() > RemoteImageProvider::maximumPixels()) {
            response->fail(QStringLiteral("picture of unknown or too large size"));
            return;
        }
        if (response->m_requestedSize.isValid() && !response->m_requestedSize.isEmpty()) {
            reader.setScaledSize(size.scaled(response->m_requestedSize, Qt::KeepAspectRatioByExpanding));
        }
        const QImage image = reader.read();
        if (image.isNull()) {
            response->fail(reader.errorString());
            return;
        }
        response->succeed(image);
    }

    QNetworkAccessManager m_network;
    QQueue<QPointer<RemoteImageResponse>> m_waiting;
    int m_running = 0;
};

RemoteImageProvider::RemoteImageProvider()
    : m_fetcher(new RemoteImageFetcher)
{
    // The provider is made in the GUI thread; its downloads run there.
}

RemoteImageProvider::~RemoteImageProvider()
{
    m_fetcher->deleteLater();
}

qint64 RemoteImageProvider::maximumBytes()
{
    return 1024 * 1024;
}

qint64 RemoteImageProvider::maximumPixels()
{
    return 2048 * 2048;
}

int RemoteImageProvider::maximumRunning()
{
    return 4;
}

QQuickImageResponse *RemoteImageProvider::requestImageResponse(const QString &id, const QSize &requestedSize)
{
    const QUrl url = RemoteImages::urlFromId(id);
    auto *response = new RemoteImageResponse(url, requestedSize);
    response->moveToThread(m_fetcher->thread());
    QPointer<RemoteImageResponse> guard(response);
    QMetaObject::invokeMethod(
        m_fetcher,
        [this, guard, url] {
            if (!guard) {
                return;
            }
            if (!url.isValid()) {
                // Not a web address: nothing is fetched.
                guard->fail(QStringLiteral("not a web address"));
                return;
            }
            m_fetcher->enqueue(guard);
        },
        // Always later, also when asked from the GUI thread: finished() must come after the caller connected to it.
        Qt::QueuedConnection);
    return response;
}
