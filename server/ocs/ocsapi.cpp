// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsapi.h"

#include "ocspath.h"
#include "ocsrequest.h"
#include "serveroptions.h"

#include <QUrl>

OcsApi::OcsApi(Database &database,
               PeopleStore &people,
               FriendStore &friends,
               MessageStore &messages,
               ActivityStore &activities,
               const EventSource &events,
               const Clock &clock,
               const ServerOptions &options)
    : m_knowledgeBaseStore(database)
    , m_commentStore(database)
    , m_forumStore(database)
    , m_attributeStore(database)
    , m_person(people, friends)
    , m_friend(people, friends, activities, clock)
    , m_message(people, messages, clock)
    , m_activity(activities, clock)
    , m_event(events)
    , m_registration(database, clock)
    , m_knowledgeBase(m_knowledgeBaseStore, clock)
    , m_comment(m_commentStore, m_forumStore, clock)
    , m_forum(m_forumStore, clock)
    , m_attribute(people, friends, m_attributeStore, clock)
    , m_contact(options.contactAddress)
    , m_ssl(options.publicUrl.isEmpty() ? !options.certificatePath.isEmpty() : QUrl(options.publicUrl).scheme() == QLatin1String("https"))
{
    // the specification's person calls are for members; an operator may open public profiles to anyone
    const bool profilesOpen = options.publicProfiles;
    using R = const OcsRequest &;
    addRoute("GET", "config", true, [this](R r) {
        return config(r);
    });
    addRoute("POST", "person/check", true, [this](R r) {
        return m_person.check(r);
    });
    addRoute("POST", "person/add", true, [this](R r) {
        return m_registration.add(r);
    });
    addRoute("GET", "person/self", false, [this](R r) {
        return m_person.self(r);
    });
    addRoute("POST", "person/self", false, [this](R r) {
        return m_person.editSelf(r);
    });
    addRoute("GET", "person/balance", false, [this](R r) {
        return m_person.balance(r);
    });
    addRoute("GET", "person/data", profilesOpen, [this](R r) {
        return m_person.search(r);
    });
    addRoute("GET", "person/data/{}", profilesOpen, [this](R r) {
        return m_person.get(r);
    });
    addRoute("GET", "friend/data/{}", false, [this](R r) {
        return m_friend.list(r);
    });
    addRoute("GET", "friend/receivedinvitations", false, [this](R r) {
        return m_friend.receivedInvitations(r);
    });
    addRoute("GET", "friend/sentinvitations", false, [this](R r) {
        return m_friend.sentInvitations(r);
    });
    addRoute("POST", "friend/invite/{}", false, [this](R r) {
        return m_friend.invite(r);
    });
    addRoute("POST", "friend/approve/{}", false, [this](R r) {
        return m_friend.approve(r);
    });
    addRoute("POST", "friend/decline/{}", false, [this](R r) {
        return m_friend.decline(r);
    });
    addRoute("POST", "friend/cancel/{}", false, [this](R r) {
        return m_friend.cancel(r);
    });
    addRoute("POST", "friend/cancelinvitation/{}", false, [this](R r) {
        return m_friend.cancelInvitation(r);
    });
    addRoute("GET", "message", false, [this](R r) {
        return m_message.folders(r);
    });
    addRoute("GET", "message/{}", false, [this](R r) {
        return m_message.list(r);
    });
    addRoute("GET", "message/{}/{}", false, [this](R r) {
        return m_message.get(r);
    });
    // the spec's message/{sendfolder}; clients use message/2 (docs/ocs-protocol.md, "Calls"): the folder is ignored
    addRoute("POST", "message/{}", false, [this](R r) {
        return m_message.send(r);
    });
    addRoute("GET", "activity", false, [this](R r) {
        return m_activity.list(r);
    });
    addRoute("POST", "activity", false, [this](R r) {
        return m_activity.post(r);
    });
    addRoute("GET", "event/data", true, [this](R r) {
        return m_event.list(r);
    });
    addRoute("GET", "event/data/{}", true, [this](R r) {
        return m_event.get(r);
    });
    addHelpRoutes();
}

void OcsApi::addHelpRoutes()
{
    // docs/ocs-protocol.md, "Help from the community": the spec's paths, Attica's spellings and the spec's other
    // spellings; members only
    using R = const OcsRequest &;
    addRoute("GET", "knowledgebase/data", false, [this](R r) {
        return m_knowledgeBase.list(r);
    });
    addRoute("GET", "knowledgebase/data/{}", false, [this](R r) {
        return m_knowledgeBase.get(r);
    });
    for (const char *path : {"knowledgebase/data", "knowledgebase/add"}) {
        addRoute("POST", path, false, [this](R r) {
            return m_knowledgeBase.add(r);
        });
    }
    addRoute("GET", "comments/data/{}/{}/{}", false, [this](R r) {
        return m_comment.list(r);
    });
    addRoute("POST", "comments/add", false, [this](R r) {
        return m_comment.add(r);
    });
    addRoute("POST", "comments/vote/{}", false, [this](R r) {
        return m_comment.vote(r);
    });
    for (const char *path : {"forum/list", "forums/data"}) {
        addRoute("GET", path, false, [this](R r) {
            return m_forum.forums(r);
        });
    }
    for (const char *path : {"forum/topics/list", "forum/topic/list"}) {
        addRoute("GET", path, false, [this](R r) {
            return m_forum.topics(r);
        });
    }
    for (const char *path : {"forum/topic/add", "forum/topics/add"}) {
        addRoute("POST", path, false, [this](R r) {
            return m_forum.addTopic(r);
        });
    }
    addRoute("GET", "person/attributes/{}", false, [this](R r) {
        return m_attribute.get(r);
    });
    addRoute("GET", "person/attributes/{}/{}", false, [this](R r) {
        return m_attribute.get(r);
    });
    addRoute("GET", "person/attributes/{}/{}/{}", false, [this](R r) {
        return m_attribute.get(r);
    });
    addRoute("POST", "person/setattribute/{}/{}", false, [this](R r) {
        return m_attribute.set(r);
    });
    addRoute("POST", "person/deleteattribute/{}/{}", false, [this](R r) {
        return m_attribute.remove(r);
    });
}

void OcsApi::addRoute(const char *method, const char *pattern, bool anonymous, Handler handler)
{
    m_routes.append(Route{QString::fromLatin1(method), QString::fromLatin1(pattern).split(QLatin1Char('/')), anonymous, std::move(handler)});
}

const OcsApi::Route *OcsApi::match(const OcsRequest &request) const
{
    const QString method = request.method() == QLatin1String("HEAD") ? QStringLiteral("GET") : request.method();
    for (const Route &route : m_routes) {
        if (route.method == method && OcsPath::matches(route.pattern, request.segments())) {
            return &route;
        }
    }
    return nullptr;
}

OcsResult OcsApi::handle(const OcsRequest &request) const
{
    OcsResult result;
    if (request.auth() == AuthState::Invalid) {
        result.httpStatus = 401;
        result.challenge = true;
        result.reply = OcsReply::failed(OcsReply::authenticationRequired, QStringLiteral("invalid credentials"));
        return result;
    }
    const QString controlled = request.params().withControlCharacters();
    if (!controlled.isEmpty()) {
        // never cut short or stored: a NUL would end the text early in the database, a password hash, a log
        result.httpStatus = 400;
        result.reply = OcsReply::failed(OcsReply::unknownRequest, QStringLiteral("control characters are not allowed in %1").arg(controlled));
        return result;
    }
    const Route *route = match(request);
    if (!route) {
        result.reply = OcsReply::failed(OcsReply::unknownRequest,
                                        QStringLiteral("unknown request: %1 /v1/%2").arg(request.method(), request.segments().join(QLatin1Char('/'))));
        return result;
    }
    if (!route->anonymous && request.auth() != AuthState::Authenticated) {
        result.httpStatus = 401;
        result.challenge = true;
        result.reply = OcsReply::failed(OcsReply::authenticationRequired, QStringLiteral("authentication required"));
        return result;
    }
    result.reply = route->handler(request);
    if (result.reply.statusCode() == OcsReply::serverError) {
        // nothing was stored (OcsReply::notStored): a clear "not taken, try again" that clients retry
        result.httpStatus = 503;
        result.retryAfter = notStoredRetryAfter;
    }
    return result;
}

OcsReply OcsApi::config(const OcsRequest &request) const
{
    const QString host = QUrl(request.baseUrl()).authority();
    OcsReply reply = OcsReply::ok();
    OcsItem fields;
    fields.add(QStringLiteral("version"), QStringLiteral("1.6"));
    fields.add(QStringLiteral("website"), host);
    fields.add(QStringLiteral("host"), host);
    fields.add(QStringLiteral("contact"), m_contact);
    fields.add(QStringLiteral("ssl"), m_ssl ? QStringLiteral("true") : QStringLiteral("false"));
    reply.setDataFields(fields);
    return reply;
}
