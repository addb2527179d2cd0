// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

// The community server's own reading of untrusted request bytes (cpp-httplib has split the request already):
// the query string and the urlencoded or multipart body into parameters, the Authorization header, the
// X-Forwarded-For rule, and the path into segments, routes and rate-limit classes.
//
// The input is a request in lines: "METHOD TARGET", Content-Type, Authorization, X-Forwarded-For (one header per
// '|'-separated piece), the peer's address, then the body. A multipart body is cut into parts at each byte 0x1e,
// each part a name line, a file name line and the content, as cpp-httplib hands them over.

#include "fuzzsupport.h"

#include "basicauth.h"
#include "clientaddress.h"
#include "ocspath.h"
#include "ratelimits.h"
#include "requestparams.h"

#include <QByteArray>
#include <QList>

#include <string>

namespace
{
const ClientAddress &trusting()
{
    static const ClientAddress s_proxies({QStringLiteral("127.0.0.1"), QStringLiteral("10.0.0.0/8"), QStringLiteral("fd00::/8")});
    return s_proxies;
}

QVector<RequestParams::Part> partsOf(const QByteArray &body)
{
    QVector<RequestParams::Part> parts;
    const QList<QByteArray> pieces = body.split('\x1e');
    for (const QByteArray &piece : pieces) {
        const QList<QByteArray> lines = piece.split('\n');
        const QByteArray content = lines.mid(2).join('\n');
        parts.append(RequestParams::Part{QString::fromUtf8(lines.value(0)), QString::fromUtf8(lines.value(1)), content});
    }
    return parts;
}

void params(const QByteArray &target, const QByteArray &contentType, const QByteArray &body)
{
    const bool multipart = contentType.trimmed().toLower().startsWith("multipart/form-data");
    const RequestParams params =
        RequestParams::parse(target.toStdString(), contentType.toStdString(), body.toStdString(), multipart ? partsOf(body) : QVector<RequestParams::Part>());
    const QJsonObject query = params.queryJson();
    const QJsonObject form = params.formJson();
    FuzzSupport::check(query.size() + form.size() <= RequestParams::maxParameters, "more parameters kept than allowed");
    for (const QJsonObject &object : {query, form}) {
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (it.key().compare(QLatin1String("password"), Qt::CaseInsensitive) == 0) {
                FuzzSupport::check(it.value().toString() == QLatin1String("[redacted]"), "a password in the request log");
            }
            FuzzSupport::check(params.contains(it.key()), "a logged parameter is not there");
        }
    }
    FuzzSupport::check(!params.contains(QString()), "an empty parameter name");
}

void authorization(const QByteArray &header)
{
    const auto credentials = BasicAuth::decode(header.toStdString());
    if (!credentials || credentials->user.contains(QLatin1Char(':'))) {
        return;
    }
    // what was read is what a client sending it would have meant
    const QByteArray again = "Basic " + (credentials->user + QLatin1Char(':') + credentials->password).toUtf8().toBase64();
    const auto reread = BasicAuth::decode(again.toStdString());
    FuzzSupport::check(reread && reread->user == credentials->user && reread->password == credentials->password, "credentials do not read back");
}

void address(const QByteArray &peer, const QByteArray &forwardedFor)
{
    QStringList headers;
    for (const QByteArray &header : forwardedFor.split('|')) {
        headers.append(QString::fromUtf8(header));
    }
    const QString peerText = QString::fromUtf8(peer);
    const QString untrusted = ClientAddress().of(peerText, headers);
    FuzzSupport::check(untrusted == ClientAddress().of(peerText, {}), "X-Forwarded-For believed from an untrusted peer");
    const QString client = trusting().of(peerText, headers);
    FuzzSupport::check(client.size() <= 64, "an address longer than any address");
    if (ClientAddress::isValidProxy(peerText) && !peerText.contains(QLatin1Char('/'))) {
        // whatever the header says, the answer is an address
        FuzzSupport::check(ClientAddress::isValidProxy(client), "the client's address is no address");
        FuzzSupport::check(trusting().of(client, {}) == client, "the client's address is not in its normal form");
        FuzzSupport::check(ClientAddress::isValidProxy(ClientAddress::limitKey(client)), "a limit key that is no address or network");
    }
}

void path(const QByteArray &method, const QByteArray &target)
{
    const int question = target.indexOf('?');
    const std::string path = (question < 0 ? target : target.left(question)).toStdString();
    const QStringList segments = OcsPath::segments(path);
    QStringList words;
    for (const QString &segment : segments) {
        FuzzSupport::check(!segment.isEmpty() && !segment.contains(QLatin1Char('/')), "an empty segment or one with a slash");
        words.append(segment.toLower());
    }
    FuzzSupport::check(OcsPath::matches(words, segments), "a path does not match its own words");
    RateLimits::classify(QString::fromUtf8(method), segments);
}
}

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    FuzzSupport::silenceLogging();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), int(size));
    QList<QByteArray> lines = input.split('\n');
    while (lines.size() < 6) {
        lines.append(QByteArray());
    }
    const QByteArray requestLine = lines.at(0);
    const int space = requestLine.indexOf(' ');
    const QByteArray method = space < 0 ? QByteArray("GET") : requestLine.left(space);
    const QByteArray target = space < 0 ? requestLine : requestLine.mid(space + 1);
    const QByteArray body = lines.mid(5).join('\n');

    params(target, lines.at(1), body);
    authorization(lines.at(2));
    address(lines.at(4), lines.at(3));
    path(method, target);
    return 0;
}
