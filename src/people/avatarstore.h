// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QHash>
#include <QNetworkAccessManager>
#include <QObject>
#include <QQueue>
#include <QUrl>

#include <functional>

namespace People
{

/**
 * The friends' pictures as local files, for programs that must not load remote pictures (the KPeople data
 * source): each downloaded once, kept as a PNG of at most 256×256 named after its URL, 0600 in a private
 * folder. The rules of Net::PictureDownload (http(s) only, redirects too, 1 MiB, 4 megapixels, no cookies), at
 * most Net::PictureDownload::maximumRunning downloads at once. Pictures no longer asked for are removed.
 */
class AvatarStore : public QObject
{
    Q_OBJECT

public:
    /// The largest side of a picture kept.
    static constexpr int side = 256;

    explicit AvatarStore(const QString &directory, QObject *parent = nullptr);

    /// Makes sure each picture of @p urls (by id) is on disk; @p done gets the file name of each id that has one.
    void update(const QHash<QString, QUrl> &urls, std::function<void(const QHash<QString, QString> &files)> done);

    /// The file name of @p url's picture.
    static QString fileNameFor(const QUrl &url);

private:
    void startNext();
    void keep(const QString &fileName, const QImage &image);
    void whenAllDone();

    QString m_directory;
    QNetworkAccessManager m_network;
    QQueue<QUrl> m_waiting;
    int m_running = 0;
    QHash<QString, QUrl> m_urls;
    std::function<void(const QHash<QString, QString> &)> m_done;
};

} // namespace People
