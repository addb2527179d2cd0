// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "activitystore.h"
#include "authenticator.h"
#include "avatars.h"
#include "clientaddress.h"
#include "clock.h"
#include "faults.h"
#include "friendstore.h"
#include "limitledger.h"
#include "messagestore.h"
#include "ocsapi.h"
#include "peoplestore.h"
#include "ratelimits.h"
#include "requestparams.h"
#include "serveroptions.h"

#include <QJsonObject>

#include <atomic>
#include <memory>
#include <mutex>
#include <string>

namespace httplib
{
class Server;
struct Request;
struct Response;
}

class Database;
class RequestLog;

/**
 * The HTTP side: routes /v1/ to the OCS API and serves avatars, icons, profile pages, /ip,
 * /providers.xml and, for tests only (options.testControls), the /control/ switches. Applies latency, fault modes,
 * conditional GET and the request log. HTTPS itself when a certificate is configured.
 */
class OcsServer
{
public:
    OcsServer(Database &database, const ServerOptions &options, RequestLog &log);
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
    void serveControl(const httplib::Request &request, httplib::Response &response, Exchange &exchange);
    void serveAvatar(const httplib::Request &request, httplib::Response &response, const Viewer &viewer);
    void serveIcon(const httplib::Request &request, httplib::Response &response);
    void serveProfilePage(const httplib::Request &request, httplib::Response &response);
    void serveIp(const Exchange &exchange, httplib::Response &response);
    void signIn(const httplib::Request &request, Exchange &exchange);
    void serveProviders(const httplib::Request &request, httplib::Response &response);
    void servePng(const httplib::Request &request, httplib::Response &response, const QByteArray &png);
    /// The public URL when configured, else what the Host header says (scheme and host, no slash at the end).
    QString baseUrl(const httplib::Request &request) const;
    static std::unique_ptr<httplib::Server> makeServer(const ServerOptions &options);
    QJsonObject controlState() const;
    /// Whether @p service (a first path segment, lower case) is offered now: configured and not switched off.
    bool offers(const QString &service) const;

    ServerOptions m_options;
    RequestLog &m_log;
    Database &m_database;
    PeopleStore m_people;
    FriendStore m_friends;
    MessageStore m_messages;
    ActivityStore m_activities;
    Clock m_clock;
    EventCatalog m_events;
    OcsApi m_api;
    Authenticator m_authenticator;
    ClientAddress m_clientAddress;
    LimitLedger m_ledger;
    RateLimits m_limits;
    Faults m_faults;
    Avatars m_avatars;
    std::unique_ptr<httplib::Server> m_server;
    int m_port = 0;
    std::atomic<int> m_latencyMs;
    std::atomic<qint64> m_requests{0};
    std::atomic<qint64> m_ocsRequests{0};
    mutable std::mutex m_addressMutex;
    QString m_publicAddress;
    // Services the tests switched off at run time (/control/services): answered 998 as unconfigured ones are.
    mutable std::mutex m_servicesMutex;
    QStringList m_servicesOff;
};
