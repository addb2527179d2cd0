// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "avatarstore.h"

#include "net/weburl.h"
#include "people_debug.h"
#include "storage/privatefiles.h"

#include <QBuffer>
#include <QCryptographicHash>
#include <QDir>
#include <QImageReader>
#include <QNetworkReply>
#include <QSaveFile>
#include <QSet>

namespace People
{

AvatarStore::AvatarStore(const QString &directory, QObject *parent)
    : QObject(parent)
    , m_directory(directory)
{
    m_network.setRedirectPolicy(QNetworkRequest::UserVerifiedRedirectPolicy);
    m_network.setStrictTransportSecurityEnabled(true);
}

QString AvatarStore::fileNameFor(const QUrl &url)
{
    return QString::fromLatin1(QCryptographicHash::hash(url.toEncoded(), QCryptographicHash::Sha1).toHex()) + QStringLiteral(".png");
}

void AvatarStore::update(const QHash<QString, QUrl> &urls, std::function<void(const QHash<QString, QString> &)> done)
{
    m_urls.clear();
    for (auto it = urls.cbegin(); it != urls.cend(); ++it) {
        if (Net::WebUrl::accepts(it.value())) {
            m_urls.insert(it.key(), it.value());
        }
    }
    m_done = std::move(done);
    m_waiting.clear();
    QSet<QUrl> queued;
    for (const QUrl &url : std::as_const(m_urls)) {
        if (!queued.contains(url) && !QFile::exists(m_directory + QLatin1Char('/') + fileNameFor(url))) {
            queued.insert(url);
            m_waiting.enqueue(url);
        }
    }
    if (!Storage::PrivateFiles::makePath(m_directory)) {
        m_waiting.clear();
    }
    startNext();
    whenAllDone();
}

void AvatarStore::startNext()
{
    while (m_running < maximumRunning && !m_waiting.isEmpty()) {
        const QUrl url = m_waiting.dequeue();
        QNetworkRequest request(url);
        request.setAttribute(QNetworkRequest::CookieLoadControlAttribute, QNetworkRequest::Manual);
        request.setAttribute(QNetworkRequest::CookieSaveControlAttribute, QNetworkRequest::Manual);
        request.setAttribute(QNetworkRequest::AuthenticationReuseAttribute, QNetworkRequest::Manual);
        request.setMaximumRedirectsAllowed(3);
        request.setTransferTimeout(30000);
        QNetworkReply *reply = m_network.get(request);
        ++m_running;
        connect(reply, &QNetworkReply::redirected, reply, [reply](const QUrl &target) {
            if (Net::WebUrl::accepts(target)) {
                Q_EMIT reply->redirectAllowed();
            } else {
                qCWarning(SOCIALDESKTOP_PEOPLE) << "Refused a picture's redirect to scheme" << target.scheme();
                reply->abort();
            }
        });
        connect(reply, &QNetworkReply::downloadProgress, reply, [reply](qint64 received, qint64 total) {
            if (received > maximumBytes || total > maximumBytes) {
                reply->abort();
            }
        });
        connect(reply, &QNetworkReply::finished, this, [this, reply, url] {
            reply->deleteLater();
            --m_running;
            if (reply->error() == QNetworkReply::NoError) {
                finished(fileNameFor(url), reply->read(maximumBytes + 1));
            } else {
                qCDebug(SOCIALDESKTOP_PEOPLE) << "A friend's picture did not load:" << reply->errorString();
            }
            startNext();
            whenAllDone();
        });
    }
}

void AvatarStore::finished(const QString &fileName, const QByteArray &bytes)
{
    if (bytes.size() > maximumBytes) {
        return;
    }
    QByteArray data = bytes;
    QBuffer buffer(&data);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer);
    reader.setAutoTransform(true);
    const QSize size = reader.size();
    if (!size.isValid() || qint64(size.width()) * size.height() > maximumPixels) {
        qCDebug(SOCIALDESKTOP_PEOPLE) << "A friend's picture of unknown or too large size was not kept";
        return;
    }
    if (size.width() > side || size.height() > side) {
        reader.setScaledSize(size.scaled(side, side, Qt::KeepAspectRatio));
    }
    const QImage image = reader.read();
    if (image.isNull()) {
        return;
    }
    QSaveFile file(m_directory + QLatin1Char('/') + fileName);
    if (file.open(QIODevice::WriteOnly) && Storage::PrivateFiles::restrict(file) && image.save(&file, "PNG")) {
        file.commit();
    }
}

void AvatarStore::whenAllDone()
{
    if (m_running > 0 || !m_waiting.isEmpty() || !m_done) {
        return;
    }
    QHash<QString, QString> files;
    QSet<QString> kept;
    for (auto it = m_urls.cbegin(); it != m_urls.cend(); ++it) {
        const QString name = fileNameFor(it.value());
        if (QFile::exists(m_directory + QLatin1Char('/') + name)) {
            files.insert(it.key(), name);
            kept.insert(name);
        }
    }
    // Pictures of friends no longer there, or of old addresses, go.
    const QStringList present = QDir(m_directory).entryList({QStringLiteral("*.png")}, QDir::Files);
    for (const QString &name : present) {
        if (!kept.contains(name)) {
            QFile::remove(m_directory + QLatin1Char('/') + name);
        }
    }
    const auto done = std::move(m_done);
    m_done = nullptr;
    done(files);
}

} // namespace People
