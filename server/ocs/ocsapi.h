// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "activityapi.h"
#include "attributeapi.h"
#include "attributestore.h"
#include "commentapi.h"
#include "commentstore.h"
#include "eventapi.h"
#include "forumapi.h"
#include "forumstore.h"
#include "friendapi.h"
#include "knowledgebaseapi.h"
#include "knowledgebasestore.h"
#include "messageapi.h"
#include "personapi.h"
#include "registrationapi.h"

#include <QStringList>

#include <functional>

class Database;
struct ServerOptions;
class OcsRequest;

struct OcsResult {
    int httpStatus = 200;
    OcsReply reply;
    /** Send WWW-Authenticate with the 401. */
    bool challenge = false;
    /** Seconds for an HTTP Retry-After header; 0: none. */
    int retryAfter = 0;
};

/**
 * The OCS v1 router: matches method and path below /v1/, enforces authentication, and calls the
 * module APIs. HTTP-library independent.
 */
class OcsApi
{
public:
    OcsApi(Database &database,
           PeopleStore &people,
           FriendStore &friends,
           MessageStore &messages,
           ActivityStore &activities,
           const EventSource &events,
           const Clock &clock,
           const ServerOptions &options);

    OcsResult handle(const OcsRequest &request) const;

    /** Seconds a client is asked to wait (Retry-After) before it sends a write the database did not take again. */
    static constexpr int notStoredRetryAfter = 5;

private:
    using Handler = std::function<OcsReply(const OcsRequest &)>;
    struct Route {
        QString method;
        QStringList pattern; // fixed words, "{}" matches any segment
        bool anonymous; // allowed without credentials (as in the reference server)
        Handler handler;
    };

    void addRoute(const char *method, const char *pattern, bool anonymous, Handler handler);
    void addHelpRoutes();
    const Route *match(const OcsRequest &request) const;
    OcsReply config(const OcsRequest &request) const;

    // the stores of the help modules (docs/help.md), before the APIs that use them
    KnowledgeBaseStore m_knowledgeBaseStore;
    CommentStore m_commentStore;
    ForumStore m_forumStore;
    AttributeStore m_attributeStore;
    PersonApi m_person;
    FriendApi m_friend;
    MessageApi m_message;
    ActivityApi m_activity;
    EventApi m_event;
    RegistrationApi m_registration;
    KnowledgeBaseApi m_knowledgeBase;
    CommentApi m_comment;
    ForumApi m_forum;
    AttributeApi m_attribute;
    QVector<Route> m_routes;
    QString m_contact; // the config call's contact address
    bool m_ssl = false; // whether members reach the server over HTTPS
};
