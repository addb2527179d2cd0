// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QHash>
#include <QStringList>
#include <QTcpServer>
#include <QUrl>

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

private:
    void answer();
    void respond(class QTcpSocket *socket, const QByteArray &head);

    QHash<QString, QByteArray> m_replies;
    QStringList m_requests;
    int m_notModified = 0;
};
