// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QHash>
#include <QStringList>
#include <QTcpServer>
#include <QUrl>
#include <QUrlQuery>

#include <functional>

/**
 * A loopback OCS server that answers canned replies by path (below `/v1/`), for the help modules that the
 * reference server on this branch does not offer yet. Each reply carries an ETag (its hash) and a request that
 * sends it back gets 304. A path without a reply gets OCS 999, as a server without the module answers. Every
 * request is logged as `METHOD path?query`. Test code only.
 */
class CannedOcsServer : public QTcpServer
{
    Q_OBJECT

public:
    explicit CannedOcsServer(QObject *parent = nullptr);

    bool start();
    /// The base URL, ending in `/v1/`.
    QUrl baseUrl() const;
    /// Answers GET @p path (exactly, without the query) with @p body.
    void setReply(const QString &path, const QByteArray &body);
    void removeReply(const QString &path);
    /// The requests so far, oldest first.
    const QStringList &requests() const;
    /// The requests to @p path (with any query).
    QStringList requestsTo(const QString &path) const;
    /// How many requests were answered 304.
    int notModifiedCount() const;

    /// What a POST gets: a reply, the connection dropped in the middle of the body after the headers (the
    /// request was done, its answer lost), or an HTML page instead of OCS (unclear).
    struct PostAnswer {
        enum Kind { Reply, DropMidBody, Html } kind = Reply;
        QByteArray body;
    };
    /// Answers every POST (its path below `/v1/` and its form); without one a POST gets OCS 999.
    void setPostHandler(std::function<PostAnswer(const QString &path, const QUrlQuery &form)> handler);

private:
    void answer();
    void respond(class QTcpSocket *socket, const QByteArray &head, const QByteArray &body);
    std::function<PostAnswer(const QString &, const QUrlQuery &)> m_postHandler;

    QHash<QString, QByteArray> m_replies;
    QStringList m_requests;
    int m_notModified = 0;
};
