// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsserver.h"

#include "basicauth.h"
#include "commandline.h"
#include "etag.h"
#include "guardedserver.h"
#include "htmlpage.h"
#include "httpheaders.h"
#include "ocspath.h"
#include "ocsreply.h"
#include "ocsrequest.h"
#include "personformatter.h"
#include "picturetoken.h"
#include "privacy.h"
#include "requestlog.h"
#include "serverextension.h"
#include "workerpool.h"

#include <QDateTime>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QXmlStreamWriter>

#include <httplib.h>

#include <algorithm>
#include <cstring>

namespace
{
// Idle keep-alive connections wait in the RequestGate, not on a worker (over TLS, on a worker: keep it short); a
// bounded number of requests on one connection lets the connections go round.
constexpr time_t s_keepAliveSeconds = 2;
constexpr std::size_t s_keepAliveRequests = 100;
// Accepted connections waiting for a worker; beyond them the listener waits (WorkerPool).
constexpr std::size_t s_maxWaitingConnections = 1024;
// Request bounds of our own on top of cpp-httplib's fixed ones (8192 bytes of request line, 8192 per header line).
constexpr std::size_t s_maxHeaders = 64;
constexpr std::size_t s_maxHeaderBytes = 16 * 1024;
constexpr int notFoundStatus = 998;

bool startsWith(const std::string &text, const char *prefix)
{
    return text.rfind(prefix, 0) == 0;
}

QString fromStd(const std::string &text)
{
    return QString::fromUtf8(text.data(), static_cast<int>(text.size()));
}

void setText(httplib::Response &response, int status, const QString &text)
{
    response.status = status;
    response.set_content(text.toStdString(), HttpHeaders::textType);
}

bool isRead(const httplib::Request &request)
{
    return request.method == "GET" || request.method == "HEAD";
}
}

struct OcsServer::Exchange {
    QString client; // the client's address (ClientAddress)
    int signInWait = 0; // > 0: the sign-in limits refuse this request's credentials for so many seconds
    RequestParams params;
    Authenticator::Result auth;
    int ocsStatus = -1;
    QString fault;
};

OcsServer::OcsServer(Database &database, const ServerOptions &options, RequestLog &log, ServerExtension *extension)
    : m_options(options)
    , m_log(log)
    , m_database(database)
    , m_people(database)
    , m_friends(database)
    , m_messages(database)
    , m_activities(database)
    , m_clock(database)
    , m_extension(extension)
    , m_events(makeEvents(extension, database, m_clock))
    , m_api(database, m_people, m_friends, m_messages, m_activities, *m_events, m_clock, options)
    , m_authenticator(m_people)
    , m_clientAddress(options.trustedProxies)
    , m_ledger(database, options.limitKeys)
    , m_limits(options, &m_ledger)
    , m_server(makeServer(options))
{
    if (m_extension) {
        m_extension->attach(m_database, m_people);
    }

    const std::size_t threads = std::size_t(std::max(1, options.threads));
    m_server->new_task_queue = [this, threads] {
        auto *pool = new WorkerPool(threads, s_maxWaitingConnections);
        if (auto *guarded = dynamic_cast<GuardedServer *>(m_server.get())) {
            guarded->attach(*pool);
        }
        return pool;
    };
    // SO_REUSEADDR only: httplib's default SO_REUSEPORT would let two servers share an explicit port,
    // which they may only when asked to (--reuse-port)
    m_server->set_socket_options([reusePort = options.reusePort](socket_t socket) {
        int yes = 1;
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof(yes));
        if (reusePort) {
            setsockopt(socket, SOL_SOCKET, SO_REUSEPORT, &yes, sizeof(yes));
        }
    });
    // httplib writes a reply's head and body apart: with Nagle's algorithm the body would wait for the client's
    // delayed acknowledgement of the head (40 ms on Linux) on every keep-alive request
    m_server->set_tcp_nodelay(true);
    m_people.credentialCache().setCapacity(options.credentialCacheSize);
    m_server->set_keep_alive_max_count(s_keepAliveRequests);
    m_server->set_keep_alive_timeout(s_keepAliveSeconds);
    // plain HTTP: the time for a whole request to arrive (RequestGate); over TLS, for each read
    m_server->set_read_timeout(options.timeoutSeconds, 0);
    m_server->set_write_timeout(options.timeoutSeconds, 0);
    // over it: 413 before any handler, urlencoded and multipart bodies alike; chunked ones as they arrive (RequestGate,
    // and over TLS the readers below)
    const std::size_t maxBody = std::size_t(std::max(0, options.maxBodyBytes));
    m_server->set_payload_max_length(maxBody);
    m_server->set_pre_routing_handler([](const httplib::Request &request, httplib::Response &response) {
        // cpp-httplib inflates gzip and brotli bodies itself, to any size, while it reads them: refused before that
        // (over plain HTTP the RequestGate has refused them already)
        if (request.has_header("Content-Encoding")) {
            response.set_header("Connection", "close");
            GuardedServer::closeAfterReply();
            setText(response, 415, QStringLiteral("compressed request bodies are not accepted\n"));
            return httplib::Server::HandlerResponse::Handled;
        }
        std::size_t bytes = 0;
        for (const auto &header : request.headers) {
            bytes += header.first.size() + header.second.size() + 4;
        }
        if (request.headers.size() <= s_maxHeaders && bytes <= s_maxHeaderBytes) {
            return httplib::Server::HandlerResponse::Unhandled;
        }
        response.set_header("Connection", "close");
        GuardedServer::closeAfterReply();
        setText(response, 431, QStringLiteral("request header fields too large\n"));
        return httplib::Server::HandlerResponse::Handled;
    });

    m_server->Get(".*", [this](const httplib::Request &request, httplib::Response &response) {
        dispatch(request, response, request.body, {});
    });
    m_server->Options(".*", [this](const httplib::Request &request, httplib::Response &response) {
        dispatch(request, response, request.body, {});
    });
    // every method with a body reads it here, counted against the bound as it arrives (a chunked one too)
    const auto withBody = [this, maxBody](const httplib::Request &request, httplib::Response &response, const httplib::ContentReader &reader) {
        std::string body;
        QVector<RequestParams::Part> parts;
        std::size_t received = 0;
        const auto count = [&received, maxBody](std::size_t length) {
            received += length;
            return received <= maxBody;
        };
        bool read = false;
        if (request.is_multipart_form_data()) {
            read = reader(
                [&parts](const httplib::MultipartFormData &file) {
                    parts.append(RequestParams::Part{fromStd(file.name), fromStd(file.filename), QByteArray()});
                    return true;
                },
                [&parts, &count](const char *data, std::size_t length) {
                    if (!count(length)) {
                        return false;
                    }
                    if (!parts.isEmpty()) {
                        parts.last().content.append(data, static_cast<int>(length));
                    }
                    return true;
                });
        } else {
            read = reader([&body, &count](const char *data, std::size_t length) {
                if (!count(length)) {
                    return false;
                }
                body.append(data, length);
                return true;
            });
        }
        if (!read) {
            // over --max-body (cpp-httplib has set 413, or we counted past it) or cut short: no handler sees a partial body
            response.status = response.status == 413 || received > maxBody ? 413 : 400;
            response.set_header("Connection", "close");
            GuardedServer::closeAfterReply();
            return;
        }
        dispatch(request, response, body, parts);
    };
    m_server->Post(".*", withBody);
    m_server->Put(".*", withBody);
    m_server->Patch(".*", withBody);
    m_server->Delete(".*", withBody);
    m_server->set_post_routing_handler([](const httplib::Request &, httplib::Response &response) {
        if (response.get_header_value("Connection") == "close") {
            GuardedServer::closeAfterReply();
        }
        // a 304 has no body; do not claim an empty one
        if (response.status == 304) {
            response.headers.erase("Content-Length");
        }
    });
}

OcsServer::~OcsServer() = default;

std::unique_ptr<EventSource> OcsServer::makeEvents(ServerExtension *extension, Database &database, const Clock &clock)
{
    std::unique_ptr<EventSource> events = extension ? extension->events(database, clock) : nullptr;
    return events ? std::move(events) : std::make_unique<EventSource>();
}

std::unique_ptr<httplib::Server> OcsServer::makeServer(const ServerOptions &options)
{
    if (options.certificatePath.isEmpty()) {
        return std::make_unique<GuardedServer>();
    }
    return std::make_unique<httplib::SSLServer>(QFile::encodeName(options.certificatePath).constData(), QFile::encodeName(options.privateKeyPath).constData());
}

bool OcsServer::usesTls() const
{
    return !m_options.certificatePath.isEmpty();
}

bool OcsServer::isValid() const
{
    // an SSLServer whose certificate or key could not be read has no TLS context
    return m_server->is_valid();
}

int OcsServer::bind()
{
    const std::string host = m_options.host.toStdString();
    if (m_options.port == 0) {
        m_port = m_server->bind_to_any_port(host);
    } else {
        m_port = m_server->bind_to_port(host, m_options.port) ? m_options.port : -1;
    }
    if (auto *guarded = dynamic_cast<GuardedServer *>(m_server.get()); guarded && m_port > 0) {
        guarded->widenBacklog(int(s_maxWaitingConnections));
    }
    return m_port > 0 ? m_port : -1;
}

bool OcsServer::run()
{
    return m_server->listen_after_bind();
}

void OcsServer::stop()
{
    m_server->stop();
}

void OcsServer::finish()
{
    m_ledger.flush();
}

void OcsServer::dispatch(const httplib::Request &request, httplib::Response &response, const std::string &body, const QVector<RequestParams::Part> &parts)
{
    Exchange exchange;
    QStringList forwardedFor;
    // Each X-Forwarded-For header in the order received (get_header_value()'s index moved in cpp-httplib 0.15).
    const auto forwarded = request.headers.equal_range("X-Forwarded-For");
    for (auto it = forwarded.first; it != forwarded.second; ++it) {
        forwardedFor.append(fromStd(it->second));
    }
    exchange.client = m_clientAddress.of(fromStd(request.remote_addr), forwardedFor);
    exchange.params = RequestParams::parse(request.target, request.get_header_value("Content-Type"), body, parts);
    if (!exchange.params.hasTooMany()) {
        signIn(request, exchange);
    }

    const std::string &path = request.path;
    if (m_extension && m_extension->serve(request, exchange.params, exchange.client, response)) {
        // answered by the extension (the test server's /control/ switches)
    } else if (exchange.params.hasTooMany()) {
        setText(response, 400, QStringLiteral("too many parameters (at most %1)\n").arg(RequestParams::maxParameters));
    } else if (path == "/v1" || startsWith(path, "/v1/")) {
        serveOcs(request, response, exchange);
    } else if (!isRead(request)) {
        setText(response, 405, QStringLiteral("method not allowed\n"));
    } else if (startsWith(path, "/avatars/")) {
        serveAvatar(request, response, exchange.auth.viewer);
    } else if (startsWith(path, "/icons/")) {
        serveIcon(request, response);
    } else if (startsWith(path, "/people/")) {
        serveProfilePage(request, response);
    } else if (path == "/ip") {
        serveIp(exchange, response);
    } else if (path == "/providers.xml") {
        serveProviders(request, response);
    } else {
        setText(response, 404, QStringLiteral("not found\n"));
    }

    QJsonObject entry;
    entry.insert(QStringLiteral("method"), fromStd(request.method));
    entry.insert(QStringLiteral("path"), fromStd(request.path));
    entry.insert(QStringLiteral("query"), exchange.params.queryJson());
    entry.insert(QStringLiteral("form"), exchange.params.formJson());
    entry.insert(QStringLiteral("user"),
                 exchange.auth.state == AuthState::Authenticated ? QJsonValue(exchange.auth.viewer.personId) : QJsonValue(QJsonValue::Null));
    entry.insert(QStringLiteral("status"), response.status);
    entry.insert(QStringLiteral("ocsStatus"), exchange.ocsStatus >= 0 ? QJsonValue(exchange.ocsStatus) : QJsonValue(QJsonValue::Null));
    if (!exchange.fault.isEmpty()) {
        entry.insert(QStringLiteral("fault"), exchange.fault);
    }
    m_log.write(entry);
}

void OcsServer::serveOcs(const httplib::Request &request, httplib::Response &response, Exchange &exchange)
{
    const QStringList segments = OcsPath::segments(request.path);
    ServerExtension::Call call{request, segments, exchange.params, baseUrl(request), QString(), 0};
    if (m_extension) {
        const bool answered = m_extension->beforeCall(call, response, &exchange.ocsStatus);
        exchange.fault = call.note;
        if (answered) {
            return;
        }
    }
    const QString service = segments.isEmpty() ? QString() : ServerOptions::serviceOf(segments.first());
    if (ServerOptions::allServices().contains(service) && !m_options.services.contains(service)) {
        const OcsReply reply = OcsReply::notOffered();
        exchange.ocsStatus = reply.statusCode();
        response.status = 200;
        response.set_content(reply.toXml().toStdString(), HttpHeaders::xmlType);
        return;
    }
    const OcsRequest
        ocsRequest(fromStd(request.method), segments, exchange.params, exchange.auth.state, exchange.auth.viewer, baseUrl(request), m_options.maxPageSize);
    OcsResult result;
    const RateLimits::Action action = RateLimits::classify(ocsRequest.method(), segments);
    const QString login = action == RateLimits::Action::SignIn ? ocsRequest.param(QStringLiteral("login")) : QString();
    const bool closedSignUp = action == RateLimits::Action::SignUp && !m_options.signUpOpen;
    RateLimits::Action refused = RateLimits::Action::SignIn;
    int wait = exchange.signInWait;
    RateLimits::SignIn check;
    if (wait == 0 && action == RateLimits::Action::SignIn) {
        check = m_limits.beginSignIn(exchange.client, login, !ocsRequest.param(QStringLiteral("password")).isEmpty());
        wait = check.wait;
    } else if (wait == 0 && !closedSignUp) {
        refused = action;
        wait = m_limits.take(action, exchange.client, exchange.auth.viewer.personId);
    }
    if (wait > 0) {
        result.reply = OcsReply::failed(OcsReply::rateLimited, RateLimits::refusal(refused));
        result.retryAfter = wait;
    } else if (closedSignUp) {
        // closed sign-up: as a server without person/add, so the widget offers the community's website instead
        result.reply = OcsReply::failed(notFoundStatus, QStringLiteral("sign-up is closed on this server"));
    } else {
        result = m_api.handle(ocsRequest);
        if (action == RateLimits::Action::SignIn) {
            m_limits.endSignIn(check, result.reply.statusCode() != PersonApi::checkFailed);
        }
    }
    exchange.ocsStatus = result.reply.statusCode();

    const bool json = ocsRequest.wantsJson();
    const QByteArray body = json ? result.reply.toJson() : result.reply.toXml();
    const char *type = json ? HttpHeaders::jsonType : HttpHeaders::xmlType;
    response.status = result.httpStatus;
    if (result.challenge) {
        response.set_header("WWW-Authenticate", HttpHeaders::challenge);
    }
    if (result.retryAfter > 0) {
        response.set_header("Retry-After", std::to_string(result.retryAfter));
    }
    response.set_header("Cache-Control", "no-cache");
    response.set_header("Vary", "Authorization");
    if (isRead(request) && result.httpStatus == 200) {
        const std::string etag = ETag::of(body);
        response.set_header("ETag", etag);
        // A reply the extension damages (a fault mode) needs its body: no 304, or a client with a cache would never see it.
        if (call.note.isEmpty() && request.has_header("If-None-Match") && ETag::matches(request.get_header_value("If-None-Match"), etag)) {
            response.status = 304;
            return;
        }
    }
    if (m_extension) {
        m_extension->reply(call, body, type, response);
    } else {
        response.set_content(body.toStdString(), type);
    }
}

void OcsServer::serveAvatar(const httplib::Request &request, httplib::Response &response, const Viewer &viewer)
{
    QString name = fromStd(request.path).mid(int(std::strlen("/avatars/")));
    if (!name.endsWith(QLatin1String(".png"))) {
        setText(response, 404, QStringLiteral("not found\n"));
        return;
    }
    name.chop(4);
    const bool big = name.endsWith(QLatin1String("-big"));
    if (big) {
        name.chop(4);
    }
    const auto person = m_people.find(name, false);
    // the picture of a profile the caller may not see (privacy.h) is as absent as a picture never uploaded, unless the
    // address carries the token a caller who may see it was given (PictureToken)
    const auto allowed = [&]() {
        if (request.has_param("v") && PictureToken::check(person->personId, fromStd(request.get_param_value("v")), QDateTime::currentSecsSinceEpoch())) {
            return true;
        }
        return Privacy::canSee(viewer, *person, m_friends.areFriends(viewer.row, person->row));
    };
    if (!person || !person->avatarFound || !allowed()) {
        setText(response, 404, QStringLiteral("no picture\n"));
        return;
    }
    // a picture that is not public is for this viewer's client, never for a shared cache
    servePng(request,
             response,
             m_avatars.png(person->personId.toLower(), big ? Avatars::Size::Big : Avatars::Size::Small),
             person->privacy > 0 ? "private, max-age=3600" : "max-age=3600");
}

void OcsServer::serveIcon(const httplib::Request &request, httplib::Response &response)
{
    QString name = fromStd(request.path).mid(int(std::strlen("/icons/")));
    if (!name.endsWith(QLatin1String(".png"))) {
        setText(response, 404, QStringLiteral("not found\n"));
        return;
    }
    name.chop(4);
    if (PersonFormatter::homepageIconName(name) != name) {
        setText(response, 404, QStringLiteral("not found\n"));
        return;
    }
    servePng(request, response, m_avatars.png(QStringLiteral("icon:") + name, Avatars::Size::Icon));
}

void OcsServer::servePng(const httplib::Request &request, httplib::Response &response, const QByteArray &png, const char *cacheControl)
{
    const std::string etag = ETag::of(png);
    response.set_header("ETag", etag);
    response.set_header("Cache-Control", cacheControl);
    if (request.has_header("If-None-Match") && ETag::matches(request.get_header_value("If-None-Match"), etag)) {
        response.status = 304;
        return;
    }
    response.status = 200;
    response.set_content(png.constData(), static_cast<std::size_t>(png.size()), "image/png");
}

void OcsServer::serveProfilePage(const httplib::Request &request, httplib::Response &response)
{
    const auto person = m_people.find(fromStd(request.path).mid(int(std::strlen("/people/"))), false);
    if (!person || person->privacy != 0) {
        setText(response, 404, QStringLiteral("not found\n"));
        return;
    }
    const PersonFormatter formatter(baseUrl(request));
    const QString name = person->firstName + QLatin1Char(' ') + person->lastName;
    HtmlPage::send(
        response,
        200,
        name,
        QStringLiteral("<h1>%1</h1>\n<p><img src=\"%2\" alt=\"\"> %3 (%4)</p>")
            .arg(name.toHtmlEscaped(), formatter.avatarUrl(person->personId).toHtmlEscaped(), person->personId.toHtmlEscaped(), person->city.toHtmlEscaped()));
}

void OcsServer::serveIp(const Exchange &exchange, httplib::Response &response)
{
    response.set_header("Cache-Control", "no-store");
    setText(response, 200, exchange.client + QLatin1Char('\n'));
}

void OcsServer::signIn(const httplib::Request &request, Exchange &exchange)
{
    const std::string header = request.get_header_value("Authorization");
    if (QByteArray::fromStdString(header).trimmed().isEmpty()) {
        return;
    }
    // decoded once, here; counted before the password is checked, given back when it was right (RateLimits)
    const auto credentials = BasicAuth::decode(header);
    const RateLimits::SignIn attempt =
        m_limits.beginSignIn(exchange.client, credentials ? credentials->user : QString(), credentials && !credentials->password.isEmpty());
    exchange.signInWait = attempt.wait;
    if (attempt.wait > 0) {
        return;
    }
    exchange.auth = m_authenticator.authenticate(credentials);
    m_limits.endSignIn(attempt, exchange.auth.state == AuthState::Authenticated);
}

void OcsServer::serveProviders(const httplib::Request &request, httplib::Response &response)
{
    QByteArray xml;
    QXmlStreamWriter writer(&xml);
    writer.setAutoFormatting(true);
    writer.setAutoFormattingIndent(1);
    writer.writeStartDocument();
    writer.writeStartElement(QStringLiteral("providers"));
    writer.writeStartElement(QStringLiteral("provider"));
    writer.writeTextElement(QStringLiteral("id"), m_options.providerId);
    writer.writeTextElement(QStringLiteral("location"), baseUrl(request) + QStringLiteral("/v1/"));
    writer.writeTextElement(QStringLiteral("name"), m_options.communityName);
    writer.writeTextElement(QStringLiteral("icon"), m_options.iconUrl);
    writer.writeTextElement(QStringLiteral("termsofuse"), m_options.termsOfUseUrl);
    writer.writeTextElement(QStringLiteral("register"), m_options.registerUrl);
    writer.writeStartElement(QStringLiteral("services"));
    for (const QString &service : m_options.services) {
        writer.writeEmptyElement(service);
        writer.writeAttribute(QStringLiteral("ocsversion"), QStringLiteral("1.6"));
    }
    writer.writeEndElement(); // services
    writer.writeEndElement(); // provider
    writer.writeEndElement(); // providers
    writer.writeEndDocument();
    const std::string etag = ETag::of(xml);
    response.set_header("ETag", etag);
    if (request.has_header("If-None-Match") && ETag::matches(request.get_header_value("If-None-Match"), etag)) {
        response.status = 304;
        return;
    }
    response.status = 200;
    response.set_content(xml.toStdString(), HttpHeaders::xmlType);
}

QString OcsServer::baseUrl(const httplib::Request &request) const
{
    if (!m_options.publicUrl.isEmpty()) {
        // behind a proxy the Host header and the scheme are the proxy's business: the operator said where we are
        return m_options.publicUrl.endsWith(QLatin1Char('/')) ? m_options.publicUrl.chopped(1) : m_options.publicUrl;
    }
    const QString scheme = usesTls() ? QStringLiteral("https://") : QStringLiteral("http://");
    // the Host header goes into every link we hand out: believed only on a loopback address without a proxy in
    // front (this machine's own clients), and then only a plain host[:port] or [v6][:port]
    const bool local = m_options.trustedProxies.isEmpty() && CommandLine::isLoopback(m_options.host);
    const QString host = local ? fromStd(request.get_header_value("Host")) : QString();
    const bool plain = !host.isEmpty() && host.size() < 256 && std::all_of(host.cbegin(), host.cend(), [](QChar c) {
        return (c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('A') && c <= QLatin1Char('Z'))
            || (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || c == QLatin1Char('.') || c == QLatin1Char('-') || c == QLatin1Char(':')
            || c == QLatin1Char('[') || c == QLatin1Char(']');
    });
    if (plain) {
        return scheme + host;
    }
    const QString address = m_options.host.contains(QLatin1Char(':')) ? QLatin1Char('[') + m_options.host + QLatin1Char(']') : m_options.host;
    return scheme + QStringLiteral("%1:%2").arg(address).arg(m_port);
}
