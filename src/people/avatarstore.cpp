// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "avatarstore.h"

#include "net/picturedownload.h"
#include "net/weburl.h"
#include "snapshot_debug.h"
#include "storage/privatefiles.h"

#include <QCryptographicHash>
#include <QDir>
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
    while (m_running < Net::PictureDownload::maximumRunning && !m_waiting.isEmpty()) {
        const QUrl url = m_waiting.dequeue();
        QNetworkReply *reply = m_network.get(Net::PictureDownload::request(url));
        ++m_running;
        Net::PictureDownload::guard(reply);
        connect(reply, &QNetworkReply::finished, this, [this, reply, url] {
            reply->deleteLater();
            --m_running;
            QString error = reply->errorString();
            const QImage image =
                reply->error() == QNetworkReply::NoError ? Net::PictureDownload::decode(reply, QSize(), Qt::KeepAspectRatio, &error) : QImage();
            if (image.isNull()) {
                qCDebug(SOCIALDESKTOP_SNAPSHOT) << "A friend's picture was not kept:" << error;
            } else {
                keep(fileNameFor(url), image);
            }
            startNext();
            whenAllDone();
        });
    }
}

void AvatarStore::keep(const QString &fileName, const QImage &image)
{
    // Larger pictures are made smaller; smaller ones keep their size.
    const QImage kept = image.width() > side || image.height() > side ? image.scaled(side, side, Qt::KeepAspectRatio, Qt::SmoothTransformation) : image;
    QSaveFile file(m_directory + QLatin1Char('/') + fileName);
    if (file.open(QIODevice::WriteOnly) && Storage::PrivateFiles::restrict(file) && kept.save(&file, "PNG")) {
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
