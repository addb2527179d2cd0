// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "commandline.h"

#include <QString>
#include <QStringList>

#include <memory>

class Clock;
class Database;
class EventSource;
class PeopleStore;
class QByteArray;
class QCommandLineParser;
class RequestParams;

namespace httplib
{
struct Request;
struct Response;
}

/**
 * What a build adds to the community server without being part of it. The product (socialdesktop-server) has no
 * extension; the test server of scripts/demo and the tests (socialdesktop-testserver, server/testing) adds the demo
 * community, the fault modes and the /control/ switches through this interface, so that none of them is in the
 * package. Every hook's default does nothing.
 */
class ServerExtension : public ExtraOptions
{
public:
    /** One /v1/ call on its way through the server. */
    struct Call {
        const httplib::Request &request;
        const QStringList &segments; ///< the path below /v1/
        const RequestParams &params;
        QString baseUrl; ///< scheme and host the links of the reply start with
        /// Set by the extension when it changed this call's reply: the request log's "fault", and no 304 for it.
        QString note;
        int tag = 0; ///< the extension's own, from beforeCall() to reply()
    };

    virtual ~ServerExtension();

    /** With the database open, before the server is built: false with *error stops it (exit code 1). */
    virtual bool prepare(Database &database, QString *error);
    /** The events the EVENT module serves; nullptr: the server's own (none). */
    virtual std::unique_ptr<EventSource> events(Database &database, const Clock &clock);
    /** The server's stores, once it is built; they outlive every other call. */
    virtual void attach(Database &database, const PeopleStore &people);
    /**
     * Every request before the server's own routes, with its parameters and the client's address: true when the
     * extension has answered it.
     */
    virtual bool serve(const httplib::Request &request, const RequestParams &params, const QString &client, httplib::Response &response);
    /** A /v1/ call before the server handles it: true when the extension has answered it, with its OCS status. */
    virtual bool beforeCall(Call &call, httplib::Response &response, int *ocsStatus);
    /** The server's reply to a /v1/ call: puts @p body into @p response, as it is (the default) or changed. */
    virtual void reply(const Call &call, const QByteArray &body, const char *contentType, httplib::Response &response);
};
