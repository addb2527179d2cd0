// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsservicejob.h"

#include "account/signin.h"
#include "ocs/accountname.h"
#include "ocs/operations.h"
#include "ocs/session.h"
#include "signupoperation.h"

#include <KLocalizedString>

#include <cmath>

using namespace Ocs;

OcsServiceJob::OcsServiceJob(Account::SignIn *signIn, const QString &destination, const QString &operation, const QVariantMap &parameters, QObject *parent)
    : PlasmaEngine::ServiceJob(destination, operation, parameters, parent)
    , m_signIn(signIn)
{
}

QString OcsServiceJob::text(const char *parameter) const
{
    return parameters().value(QLatin1String(parameter)).toString().trimmed();
}

void OcsServiceJob::fail(const QString &text)
{
    if (isFinished()) {
        return;
    }
    setErrorText(text);
    setError(KJob::UserDefinedError);
    emitResult();
}

void OcsServiceJob::finish(const QString &error)
{
    if (!error.isEmpty()) {
        fail(error);
    } else if (!isFinished()) {
        setResult(true);
    }
}

void OcsServiceJob::refuse(const QString &text)
{
    m_refusal = text;
}

void OcsServiceJob::start()
{
    if (!m_refusal.isEmpty()) {
        fail(m_refusal);
        return;
    }
    if (!m_signIn) {
        fail(i18nc("@info", "The community engine is gone."));
        return;
    }
    const QString operation = operationName();
    if (startAccountOperation(operation)) {
        return;
    }
    Session *session = m_signIn->session();
    if (!session) {
        // Nothing to refresh while signed out: the sources say so already.
        if (operation == QLatin1String("refresh")) {
            setResult(true);
        } else if (operation == QLatin1String("loadMore")) {
            fail(i18nc("@info", "There is nothing more to load."));
        } else if (operation == QLatin1String("resendOutboxEntry")) {
            fail(i18nc("@info", "This message is no longer in the outbox."));
        } else {
            fail(i18nc("@info", "Not signed in."));
        }
        return;
    }
    // A sign-out while the server is still answering ends the job too.
    connect(session, &QObject::destroyed, this, [this] {
        fail(i18nc("@info", "Not signed in."));
    });
    startSessionOperation(operation, session);
}

bool OcsServiceJob::startAccountOperation(const QString &operation)
{
    auto done = [this](const QString &error) {
        finish(error);
    };
    if (operation == QLatin1String("login")) {
        const QUrl server = QUrl::fromUserInput(text("serverUrl"));
        const Credentials credentials{text("user"), parameters().value(QStringLiteral("password")).toString()};
        if (credentials.user.isEmpty() || credentials.password.isEmpty()) {
            fail(i18nc("@info", "Enter your user name and your password."));
        } else {
            m_signIn->signIn(server, credentials, done);
        }
    } else if (operation == QLatin1String("resume")) {
        m_signIn->resume(QUrl::fromUserInput(text("serverUrl")), text("user"), done);
    } else if (operation == QLatin1String("createAccount")) {
        SignupOperation::start(m_signIn, parameters(), this, [this](const QString &error, const QVariantMap &result) {
            if (isFinished()) {
                return;
            }
            if (!error.isEmpty()) {
                // the result still says which field the error concerns
                setErrorText(error);
                setError(KJob::UserDefinedError);
            }
            setResult(result);
        });
    } else if (operation == QLatin1String("logout")) {
        m_signIn->signOut();
        setResult(true);
    } else {
        return false;
    }
    return true;
}

void OcsServiceJob::startSessionOperation(const QString &operation, Session *session)
{
    auto done = [this](const QString &error) {
        finish(error);
    };
    // The source is the account's own: named with its key or without.
    const QString source = AccountName::split(text("source")).name;
    if (operation == QLatin1String("refresh")) {
        // A poll (the widget's timer) waits while the server asked to; what the user asks for goes out.
        if (parameters().value(QStringLiteral("poll")).toBool() && !source.isEmpty()) {
            session->poll(source);
        } else {
            session->refresh(source);
        }
        setResult(true);
    } else if (operation == QLatin1String("loadMore")) {
        finish(session->loadMore(source) ? QString() : i18nc("@info", "There is nothing more to load."));
    } else if (operation == QLatin1String("sendMessage")) {
        if (text("to").isEmpty() || text("subject").isEmpty() || text("body").isEmpty()) {
            fail(i18nc("@info", "A message needs a recipient, a subject and a text."));
            return;
        }
        Outbox::Entry entry;
        entry.to = text("to");
        entry.subject = text("subject");
        entry.body = parameters().value(QStringLiteral("body")).toString();
        queue(session, entry);
    } else if (operation == QLatin1String("invite")) {
        Outbox::Entry entry;
        entry.kind = Outbox::Entry::Invitation;
        entry.to = text("person");
        entry.body = text("message").isEmpty() ? i18nc("@info default friend request text", "Let's be friends!") : text("message");
        queue(session, entry);
    } else if (operation == QLatin1String("postActivity")) {
        Outbox::Entry entry;
        entry.kind = Outbox::Entry::Activity;
        entry.body = parameters().value(QStringLiteral("message")).toString();
        if (entry.body.trimmed().isEmpty()) {
            fail(i18nc("@info", "Write something to post."));
            return;
        }
        queue(session, entry);
    } else if (operation == QLatin1String("askQuestion") || operation == QLatin1String("answer") || operation == QLatin1String("newTopic")
               || operation == QLatin1String("reply")) {
        queueHelp(session, operation);
    } else if (operation == QLatin1String("vote")) {
        // Sent at once: the server keeps one vote a member, so a lost answer may simply be voted again.
        session->post(Operations::vote(text("comment"), parameters().value(QStringLiteral("helpful")).toBool() ? 100 : 0), {}, done);
    } else if (operation == QLatin1String("publishHardware")) {
        session->publishHardware(parameters().value(QStringLiteral("value")).toString(), done);
    } else if (operation == QLatin1String("unpublishHardware")) {
        session->unpublishHardware(done);
    } else if (operation == QLatin1String("discardOutboxEntry")) {
        finish(session->discard(text("id")) ? QString() : i18nc("@info", "This message is no longer in the outbox."));
    } else if (operation == QLatin1String("resendOutboxEntry")) {
        const bool resent = session->resend(text("id"), text("to"), text("subject"), parameters().value(QStringLiteral("body")).toString());
        finish(resent ? QString() : i18nc("@info", "This message is no longer in the outbox."));
    } else if (operation == QLatin1String("approve")) {
        session->post(Operations::approve(text("person")), {QStringLiteral("Invitations"), QStringLiteral("Friends")}, done);
    } else if (operation == QLatin1String("decline")) {
        session->post(Operations::decline(text("person")), {QStringLiteral("Invitations")}, done);
    } else if (operation == QLatin1String("cancelFriendship")) {
        session->post(Operations::cancelFriendship(text("person")), {QStringLiteral("Friends")}, done);
    } else if (operation == QLatin1String("cancelInvitation")) {
        session->post(Operations::cancelInvitation(text("person")), {QStringLiteral("SentInvitations")}, done);
    } else if (operation == QLatin1String("markRead")) {
        session->post(Operations::markRead(text("folder"), text("message")), {QStringLiteral("Messages:") + text("folder"), QStringLiteral("Folders")}, done);
    } else if (operation == QLatin1String("publishLocation")) {
        publishLocation(session);
    } else if (operation == QLatin1String("clearLocation")) {
        session->post(Operations::clearLocation(), {QStringLiteral("Self")}, done);
    } else {
        fail(i18nc("@info %1 is an operation name", "Unknown operation: %1", operation));
    }
}

void OcsServiceJob::queueHelp(Session *session, const QString &operation)
{
    // Bounds of docs/help.md: titles 3 to 200 characters after trimming, texts 1 to 10,000.
    constexpr int maxTitle = 200;
    constexpr int maxText = 10000;
    const QString body = parameters().value(QStringLiteral("text")).toString();
    if (body.trimmed().isEmpty() || body.size() > maxText) {
        fail(i18nc("@info", "Write a text of at most 10,000 characters."));
        return;
    }
    Outbox::Entry entry;
    entry.body = body;
    entry.parent = text("parent");
    const QString title = (operation == QLatin1String("newTopic") ? text("subject") : text("title")).trimmed();
    if (operation == QLatin1String("askQuestion") || operation == QLatin1String("newTopic")) {
        if (title.size() < 3 || title.size() > maxTitle) {
            fail(i18nc("@info", "Write a title of 3 to 200 characters."));
            return;
        }
        entry.kind = operation == QLatin1String("askQuestion") ? Outbox::Entry::Question : Outbox::Entry::Topic;
        entry.subject = title;
        entry.target = operation == QLatin1String("askQuestion") ? text("content") : text("forum");
        if (entry.kind == Outbox::Entry::Topic && entry.target.isEmpty()) {
            fail(i18nc("@info", "Choose the forum for the topic."));
            return;
        }
    } else {
        entry.kind = operation == QLatin1String("answer") ? Outbox::Entry::Answer : Outbox::Entry::Reply;
        entry.target = operation == QLatin1String("answer") ? text("entry") : text("topic");
        if (entry.target.isEmpty()) {
            fail(i18nc("@info", "Choose what to answer."));
            return;
        }
        // The spec requires a subject: "Re: " and the title answered, at most 200 characters.
        entry.subject = (QStringLiteral("Re: ") + title).trimmed().left(maxTitle);
    }
    session->queue(entry, [this](const QString &result, const QString &error) {
        if (!error.isEmpty()) {
            fail(error);
        } else if (!isFinished()) {
            setResult(result);
        }
    });
}

void OcsServiceJob::queue(Session *session, const Outbox::Entry &entry)
{
    if (entry.to.isEmpty() && entry.kind != Outbox::Entry::Activity) {
        fail(i18nc("@info", "Choose whom to send it to."));
        return;
    }
    session->queue(entry, [this](const QString &result, const QString &error) {
        if (!error.isEmpty()) {
            fail(error);
        } else if (!isFinished()) {
            setResult(result);
        }
    });
}

void OcsServiceJob::publishLocation(Session *session)
{
    bool okLatitude = false;
    bool okLongitude = false;
    const double latitude = parameters().value(QStringLiteral("latitude")).toDouble(&okLatitude);
    const double longitude = parameters().value(QStringLiteral("longitude")).toDouble(&okLongitude);
    if (!okLatitude || !okLongitude || !std::isfinite(latitude) || !std::isfinite(longitude) || std::abs(latitude) > 90 || std::abs(longitude) > 180) {
        fail(i18nc("@info", "The location to publish is not a valid position."));
        return;
    }
    Geo::Fix position;
    position.latitude = latitude;
    position.longitude = longitude;
    position.accuracy = 0;
    position.city = text("city");
    position.country = text("country");
    // The session sends it only as precise as the user allows.
    session->publishLocation(position, [this](const QString &error) {
        finish(error);
    });
}
