// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "activitystore.h"
#include "authenticator.h"
#include "avatars.h"
#include "clientaddress.h"
#include "clock.h"
#include "eventsource.h"
#include "friendstore.h"
#include "limitledger.h"
#include "messagestore.h"
#include "ocsapi.h"
#include "peoplestore.h"
#include "ratelimits.h"
#include "requestparams.h"
#include "serveroptions.h"

#include <memory>
#include <string>

namespace httplib
{
class Server;
struct Request;
struct Response;
}

class Database;
class RequestLog;
class ServerExtension;

/**
 * The HTTP side: routes /v1/ to the OCS API and serves avatars, icons, profile pages, /ip and
 * /providers.xml. Applies conditional GET and the request log. HTTPS itself when a certificate is configured.
 * An extension (the test server's fault modes and /control/ switches) sees every request first.
 */
class OcsServer
{
public:
    /** @p extension, when given, must outlive the server. */
    OcsServer(Database &database, const ServerOptions &options, RequestLog &log, ServerExtension *extension = nullptr);
    ~OcsServer();

    /** False when the TLS certificate or key named in the options could not be loaded. */
    bool isValid() const;
    /** Whether it speaks HTTPS itself (a certificate is configured). */
    bool usesTls() const;
    /** Binds to options.host and options.port (0: any free port); returns the port or -1. */
    int bind();
    /** Serves until stop(); false when the listener failed. */
    bool run();
    void stop();
    /** After run(), before the database closes: writes the rate limits' counts not written yet. */
    void finish();

private:
    struct Exchange; // one request in flight: parsed parameters, auth, log entry

    void dispatch(const httplib::Request &request, httplib::Response &response, const std::string &body, const QVector<RequestParams::Part> &parts);
    void serveOcs(const httplib::Request &request, httplib::Response &response, Exchange &exchange);
    void serveAvatar(const httplib::Request &request, httplib::Response &response, const Viewer &viewer);
    void serveIcon(const httplib::Request &request, httplib::Response &response);
    void serveProfilePage(const httplib::Request &request, httplib::Response &response);
    void serveIp(const Exchange &exchange, httplib::Response &response);
    void signIn(const httplib::Request &request, Exchange &exchange);
    void serveProviders(const httplib::Request &request, httplib::Response &response);
    void servePng(const httplib::Request &request, httplib::Response &response, const QByteArray &png, const char *cacheControl = "max-age=3600");
    /// The public URL when configured, else what the Host header says (scheme and host, no slash at the end).
    QString baseUrl(const httplib::Request &request) const;
    static std::unique_ptr<httplib::Server> makeServer(const ServerOptions &options);
    static std::unique_ptr<EventSource> makeEvents(ServerExtension *extension, Database &database, const Clock &clock);

    ServerOptions m_options;
    RequestLog &m_log;
    Database &m_database;
    PeopleStore m_people;
    FriendStore m_friends;
    MessageStore m_messages;
    ActivityStore m_activities;
    Clock m_clock;
    ServerExtension *m_extension;
    std::unique_ptr<EventSource> m_events;
    OcsApi m_api;
    Authenticator m_authenticator;
    ClientAddress m_clientAddress;
    LimitLedger m_ledger;
    RateLimits m_limits;
    Avatars m_avatars;
    std::unique_ptr<httplib::Server> m_server;
    int m_port = 0;
};
