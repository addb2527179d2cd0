// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "remoteimageprovider.h"
#include "applet_debug.h"
#include "links.h"
#include "remoteimages.h"

#include "net/picturedownload.h"

#include <QCoreApplication>
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
        QNetworkReply *reply = m_network.get(Net::PictureDownload::request(response->m_url));
        response->m_reply = reply;
        ++m_running;
        QPointer<RemoteImageResponse> guard(response);
        Net::PictureDownload::guard(reply);
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
        QString error;
        const QImage image = Net::PictureDownload::decode(reply, response->m_requestedSize, Qt::KeepAspectRatioByExpanding, &error);
        if (image.isNull()) {
            response->fail(error);
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
    return Net::PictureDownload::maximumBytes;
}

qint64 RemoteImageProvider::maximumPixels()
{
    return Net::PictureDownload::maximumPixels;
}

int RemoteImageProvider::maximumRunning()
{
    return Net::PictureDownload::maximumRunning;
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
