// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "cannedocsserver.h"

#include <QCryptographicHash>
#include <QTcpSocket>

namespace
{
const QByteArray unknownCall =
    "<?xml version=\"1.0\"?>\n<ocs><meta><status>failed</status><statuscode>999</statuscode>"
    "<message>unknown request</message></meta></ocs>";
}

CannedOcsServer::CannedOcsServer(QObject *parent)
    : QTcpServer(parent)
{
    connect(this, &QTcpServer::newConnection, this, &CannedOcsServer::answer);
}

bool CannedOcsServer::start()
{
    return listen(QHostAddress::LocalHost);
}

QUrl CannedOcsServer::baseUrl() const
{
    return QUrl(QStringLiteral("http://127.0.0.1:%1/v1/").arg(serverPort()));
}

void CannedOcsServer::setReply(const QString &path, const QByteArray &body)
{
    m_replies.insert(path, body);
}

void CannedOcsServer::removeReply(const QString &path)
{
    m_replies.remove(path);
}

const QStringList &CannedOcsServer::requests() const
{
    return m_requests;
}

QStringList CannedOcsServer::requestsTo(const QString &path) const
{
    QStringList found;
    for (const QString &request : m_requests) {
        const QString target = request.section(QLatin1Char(' '), 1);
        if (target == path || target.startsWith(path + QLatin1Char('?'))) {
            found.append(target);
        }
    }
    return found;
}

int CannedOcsServer::notModifiedCount() const
{
    return m_notModified;
}

void CannedOcsServer::answer()
{
    while (QTcpSocket *socket = nextPendingConnection()) {
        connect(socket, &QTcpSocket::readyRead, socket, [this, socket] {
            // Requests one after another on the same connection: answer each once its header is complete
            // (a POST body is read by its length).
            for (;;) {
                const QByteArray buffered = socket->peek(1024 * 1024);
                const int end = buffered.indexOf("\r\n\r\n");
                if (end < 0) {
                    return;
                }
                const QByteArray head = buffered.left(end);
                int length = 0;
                for (const QByteArray &line : head.split('\n')) {
                    if (line.toLower().startsWith("content-length:")) {
                        length = line.mid(15).trimmed().toInt();
                    }
                }
                if (buffered.size() < end + 4 + length) {
                    return;
                }
                const QByteArray body = socket->read(end + 4 + length).mid(end + 4);
                respond(socket, head, body);
            }
        });
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    }
}

void CannedOcsServer::setPostHandler(std::function<PostAnswer(const QString &, const QUrlQuery &)> handler)
{
    m_postHandler = std::move(handler);
}

void CannedOcsServer::respond(QTcpSocket *socket, const QByteArray &head, const QByteArray &body)
{
    const QList<QByteArray> lines = head.split('\n');
    const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
    const QString method = QString::fromLatin1(requestLine.value(0));
    const QString target = QString::fromLatin1(requestLine.value(1));
    QString path = target.section(QLatin1Char('?'), 0, 0);
    const QString prefix = QStringLiteral("/v1/");
    path = path.startsWith(prefix) ? path.mid(prefix.size()) : path;
    m_requests.append(method + QLatin1Char(' ') + path
                      + (target.contains(QLatin1Char('?')) ? QLatin1Char('?') + target.section(QLatin1Char('?'), 1) : QString()));

    QByteArray ifNoneMatch;
    for (const QByteArray &line : lines) {
        if (line.toLower().startsWith("if-none-match:")) {
            ifNoneMatch = line.mid(14).trimmed();
        }
    }
    if (method == QLatin1String("POST") && m_postHandler) {
        QByteArray form = body;
        const PostAnswer answer = m_postHandler(path, QUrlQuery(QString::fromUtf8(form.replace('+', ' '))));
        if (answer.kind == PostAnswer::DropMidBody) {
            socket->write("HTTP/1.1 200 OK\r\nContent-Type: text/xml\r\nContent-Length: 4000\r\n\r\n<?xml version=\"1.0\"?><ocs><meta>");
            socket->flush();
            socket->abort();
            return;
        }
        const QByteArray type = answer.kind == PostAnswer::Html ? "text/html" : "text/xml";
        socket->write("HTTP/1.1 200 OK\r\nContent-Type: " + type + "\r\nContent-Length: " + QByteArray::number(answer.body.size()) + "\r\n\r\n" + answer.body);
        return;
    }
    const auto found = m_replies.constFind(path);
    const QByteArray reply = found == m_replies.constEnd() || method != QLatin1String("GET") ? unknownCall : *found;
    const QByteArray etag = '"' + QCryptographicHash::hash(reply, QCryptographicHash::Sha1).toHex().left(16) + '"';
    if (!ifNoneMatch.isEmpty() && ifNoneMatch == etag) {
        ++m_notModified;
        socket->write("HTTP/1.1 304 Not Modified\r\nETag: " + etag + "\r\nContent-Length: 0\r\n\r\n");
        return;
    }
    socket->write("HTTP/1.1 200 OK\r\nContent-Type: text/xml; charset=UTF-8\r\nETag: " + etag + "\r\nContent-Length: " + QByteArray::number(reply.size())
                  + "\r\n\r\n" + reply);
}
