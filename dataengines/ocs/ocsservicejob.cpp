// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsservicejob.h"

#include "errortext.h"
#include "locationprivacy.h"
#include "ocs/operations.h"
#include "ocs/replyparser.h"
#include "ocsengine.h"

#include <KLocalizedString>

#include <cmath>

using namespace Ocs;

OcsServiceJob::OcsServiceJob(OcsEngine *engine, const QString &destination, const QString &operation, const QVariantMap &parameters, QObject *parent)
    : Plasma::ServiceJob(destination, operation, parameters, parent)
    , m_engine(engine)
{
}

QString OcsServiceJob::text(const char *parameter) const
{
    return parameters().value(QLatin1String(parameter)).toString().trimmed();
}

void OcsServiceJob::fail(const QString &text)
{
    setErrorText(text);
    setError(KJob::UserDefinedError);
    emitResult();
}

void OcsServiceJob::post(const Request &request, const QStringList &affected)
{
    if (!m_engine) {
        fail(i18nc("@info", "The community engine is gone."));
        return;
    }
    m_engine->client()->call<NoData>(request, ReplyParser::status, this, [this, affected](const Result<NoData> &result) {
        if (!result.isSuccess()) {
            fail(ErrorText::forResult(result.response, result.reply));
            return;
        }
        if (m_engine) {
            for (const QString &source : affected) {
                m_engine->refresh(source);
            }
        }
        setResult(true);
    });
}

void OcsServiceJob::queue(const Outbox::Entry &entry)
{
    if (entry.to.isEmpty()) {
        fail(i18nc("@info", "Choose whom to send it to."));
        return;
    }
    m_engine->queue(entry, [this](const QString &result, const QString &error) {
        if (error.isEmpty()) {
            setResult(result);
        } else {
            fail(error);
        }
    });
}

void OcsServiceJob::start()
{
    if (!m_engine) {
        fail(i18nc("@info", "The community engine is gone."));
        return;
    }
    const QString operation = operationName();
    if (operation == QLatin1String("login")) {
        const QUrl server = QUrl::fromUserInput(text("serverUrl"));
        const Credentials credentials{text("user"), parameters().value(QStringLiteral("password")).toString()};
        if (credentials.user.isEmpty() || credentials.password.isEmpty()) {
            fail(i18nc("@info", "Enter your user name and your password."));
            return;
        }
        m_engine->signIn(server, credentials, [this](const QString &error) {
            if (error.isEmpty()) {
                setResult(true);
            } else {
                fail(error);
            }
        });
    } else if (operation == QLatin1String("resume")) {
        m_engine->resume(QUrl::fromUserInput(text("serverUrl")), text("user"), [this](const QString &error) {
            if (error.isEmpty()) {
                setResult(true);
            } else {
                fail(error);
            }
        });
    } else if (operation == QLatin1String("logout")) {
        m_engine->signOut();
        setResult(true);
    } else if (operation == QLatin1String("refresh")) {
        m_engine->refresh(text("source"));
        setResult(true);
    } else if (operation == QLatin1String("loadMore")) {
        if (!m_engine->loadMore(text("source"))) {
            fail(i18nc("@info", "There is nothing more to load."));
            return;
        }
        setResult(true);
    } else if (operation == QLatin1String("sendMessage")) {
        if (text("to").isEmpty() || text("subject").isEmpty() || text("body").isEmpty()) {
            fail(i18nc("@info", "A message needs a recipient, a subject and a text."));
            return;
        }
        Outbox::Entry entry;
        entry.to = text("to");
        entry.subject = text("subject");
        entry.body = parameters().value(QStringLiteral("body")).toString();
        queue(entry);
    } else if (operation == QLatin1String("invite")) {
        const QString message = text("message").isEmpty() ? i18nc("@info default friend request text", "Let's be friends!") : text("message");
        Outbox::Entry entry;
        entry.kind = Outbox::Entry::Invitation;
        entry.to = text("person");
        entry.body = message;
        queue(entry);
    } else if (operation == QLatin1String("discardOutboxEntry")) {
        if (!m_engine->discardOutboxEntry(text("id"))) {
            fail(m_engine->cache() ? i18nc("@info", "This message is no longer in the outbox.") : i18nc("@info", "Not signed in."));
            return;
        }
        setResult(true);
    } else if (operation == QLatin1String("resendOutboxEntry")) {
        if (!m_engine->resendOutboxEntry(text("id"), text("to"), text("subject"), parameters().value(QStringLiteral("body")).toString())) {
            fail(i18nc("@info", "This message is no longer in the outbox."));
            return;
        }
        setResult(true);
    } else if (operation == QLatin1String("approve")) {
        post(Operations::approve(text("person")), {QStringLiteral("Invitations"), QStringLiteral("Friends")});
    } else if (operation == QLatin1String("decline")) {
        post(Operations::decline(text("person")), {QStringLiteral("Invitations")});
    } else if (operation == QLatin1String("cancelFriendship")) {
        post(Operations::cancelFriendship(text("person")), {QStringLiteral("Friends")});
    } else if (operation == QLatin1String("markRead")) {
        post(Operations::markRead(text("folder"), text("message")), {QStringLiteral("Messages:") + text("folder"), QStringLiteral("Folders")});
    } else if (operation == QLatin1String("publishLocation")) {
        bool okLatitude = false;
        bool okLongitude = false;
        const double latitude = parameters().value(QStringLiteral("latitude")).toDouble(&okLatitude);
        const double longitude = parameters().value(QStringLiteral("longitude")).toDouble(&okLongitude);
        if (!okLatitude || !okLongitude || !std::isfinite(latitude) || !std::isfinite(longitude) || std::abs(latitude) > 90 || std::abs(longitude) > 180) {
            fail(i18nc("@info", "The location to publish is not a valid position."));
            return;
        }
        // Only as precise as the user allows: the same true position always gives the same coarse one.
        Geo::Fix position;
        position.latitude = latitude;
        position.longitude = longitude;
        position.accuracy = 0;
        position.city = text("city");
        position.country = text("country");
        const Geo::Fix coarse = LocationPrivacy::coarsened(position);
        post(Operations::publishLocation(coarse.latitude, coarse.longitude, coarse.city, coarse.country), {QStringLiteral("Self")});
    } else if (operation == QLatin1String("clearLocation")) {
        post(Operations::clearLocation(), {QStringLiteral("Self")});
    } else {
        fail(i18nc("@info %1 is an operation name", "Unknown operation: %1", operation));
    }
}
