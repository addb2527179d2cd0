// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "capabilities.h"

#include "ocs_debug.h"
#include "provider.h"
#include "storage/privatefiles.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Ocs;

const QStringList Capabilities::socialServices = {QStringLiteral("person"),
                                                  QStringLiteral("friend"),
                                                  QStringLiteral("message"),
                                                  QStringLiteral("activity"),
                                                  QStringLiteral("event"),
                                                  QStringLiteral("knowledgebase"),
                                                  QStringLiteral("comment"),
                                                  QStringLiteral("forum")};

Capabilities::Capabilities(const QUrl &baseUrl)
    : m_baseUrl(baseUrl.isEmpty() ? QUrl() : Provider(baseUrl).baseUrl())
{
    if (m_baseUrl.isEmpty()) {
        return;
    }
    QFile file(fileFor(m_baseUrl));
    if (!file.open(QIODevice::ReadOnly)) {
        return;
    }
    // A few hundred bytes; anything larger is not ours.
    const QJsonObject object = QJsonDocument::fromJson(file.read(64 * 1024)).object();
    if (object.value(QStringLiteral("version")).toInt() != 1) {
        return;
    }
    const QJsonObject services = object.value(QStringLiteral("services")).toObject();
    for (const QString &service : socialServices) {
        if (services.value(service).isBool()) {
            m_services.insert(service, services.value(service).toBool());
        }
    }
    m_origin = object.value(QStringLiteral("origin")).toString() == QLatin1String("file") ? QStringLiteral("file") : QStringLiteral("answers");
}

QString Capabilities::fileFor(const QUrl &baseUrl)
{
    const QByteArray hash = QCryptographicHash::hash(Provider(baseUrl).baseUrl().toString(QUrl::FullyEncoded).toUtf8(), QCryptographicHash::Sha1).toHex();
    return Storage::PrivateFiles::cacheRoot() + QStringLiteral("/capabilities/") + QString::fromLatin1(hash) + QStringLiteral(".json");
}

bool Capabilities::setFromProviderFile(const ProviderEntry &entry)
{
    bool changed = false;
    for (const QString &service : socialServices) {
        changed = set(service, entry.services.contains(service)) || changed;
    }
    changed = changed || m_origin != QLatin1String("file");
    m_origin = QStringLiteral("file");
    if (changed) {
        save();
    }
    return changed;
}

bool Capabilities::saysMissing(const Response &response, const Reply<NoData> &reply, bool listCall)
{
    if (response.error == Response::HttpError && response.httpStatus == 404) {
        return true;
    }
    if (response.error != Response::NoError || !reply.isReadable()) {
        return false;
    }
    return reply.meta.statusCode == 998 || (listCall && reply.meta.statusCode == 999);
}

bool Capabilities::note(const QString &service, const Response &response, const Reply<NoData> &reply, bool listCall)
{
    if (!socialServices.contains(service)) {
        return false;
    }
    bool changed = false;
    if (saysMissing(response, reply, listCall)) {
        qCInfo(SOCIALDESKTOP_OCS) << m_baseUrl << "does not offer the" << service << "service";
        changed = set(service, false);
    } else if (response.error == Response::NoError && (response.notModified || reply.isSuccess())) {
        changed = set(service, true);
    }
    if (changed) {
        if (m_origin.isEmpty()) {
            m_origin = QStringLiteral("answers");
        }
        save();
    }
    return changed;
}

QString Capabilities::serviceOf(SourceName::Kind kind)
{
    switch (kind) {
    case SourceName::Self:
    case SourceName::Person:
    case SourceName::Nearby:
        return QStringLiteral("person");
    case SourceName::Friends:
    case SourceName::Invitations:
    case SourceName::SentInvitations:
        return QStringLiteral("friend");
    case SourceName::Folders:
    case SourceName::Messages:
        return QStringLiteral("message");
    case SourceName::Activity:
        return QStringLiteral("activity");
    case SourceName::Events:
    case SourceName::Event:
        return QStringLiteral("event");
    case SourceName::Knowledge:
    case SourceName::KnowledgeEntry:
        return QStringLiteral("knowledgebase");
    case SourceName::Forums:
    case SourceName::Topics:
    case SourceName::TopicSearch:
        return QStringLiteral("forum");
    case SourceName::Topic:
        // The provider file's name for COMMENTS (the calls say `comments`).
        return QStringLiteral("comment");
    case SourceName::SameComputer:
    case SourceName::MyHardware:
        // Person attributes: their absence hides the hardware part only (the source says unsupported), never
        // the person service.
    case SourceName::Invalid:
    case SourceName::Account:
    case SourceName::Outbox:
        break;
    }
    return {};
}

namespace
{
/// The service's own calls, where 999 ("unknown request") can only mean that the module is not there.
bool isServiceCall(const SourceName &name)
{
    return name.kind == SourceName::Self || name.kind == SourceName::Invitations || name.kind == SourceName::SentInvitations || name.kind == SourceName::Folders
        || name.kind == SourceName::Activity || name.kind == SourceName::Events || (name.kind == SourceName::Friends && name.argument.isEmpty())
        || name.kind == SourceName::Knowledge || name.kind == SourceName::Forums || name.kind == SourceName::Topic;
}
}

bool Capabilities::saysMissing(const SourceName &name, const Response &response, const Reply<NoData> &reply)
{
    return !serviceOf(name.kind).isEmpty() && saysMissing(response, reply, isServiceCall(name));
}

bool Capabilities::note(const SourceName &name, const Response &response, const Reply<NoData> &reply)
{
    return note(serviceOf(name.kind), response, reply, isServiceCall(name));
}

std::optional<bool> Capabilities::offers(const QString &service) const
{
    const auto found = m_services.constFind(service);
    return found == m_services.constEnd() ? std::nullopt : std::optional<bool>(*found);
}

bool Capabilities::set(const QString &service, bool offered)
{
    const auto found = m_services.constFind(service);
    if (found != m_services.constEnd() && *found == offered) {
        return false;
    }
    m_services.insert(service, offered);
    return true;
}

void Capabilities::save() const
{
    if (m_baseUrl.isEmpty()) {
        return;
    }
    QJsonObject services;
    for (auto it = m_services.cbegin(); it != m_services.cend(); ++it) {
        services.insert(it.key(), it.value());
    }
    const QJsonObject object{
        {QStringLiteral("version"), 1},
        {QStringLiteral("provider"), m_baseUrl.toString()},
        {QStringLiteral("origin"), m_origin},
        {QStringLiteral("services"), services},
    };
    if (!Storage::PrivateFiles::write(fileFor(m_baseUrl), QJsonDocument(object).toJson(QJsonDocument::Compact))) {
        qCWarning(SOCIALDESKTOP_OCS) << "cannot keep what" << m_baseUrl << "offers";
    }
}

QVariantMap Capabilities::data() const
{
    QVariantMap services;
    QStringList missing;
    for (auto it = m_services.cbegin(); it != m_services.cend(); ++it) {
        services.insert(it.key(), it.value());
        if (!it.value()) {
            missing.append(it.key());
        }
    }
    return {
        {QStringLiteral("Provider"), m_baseUrl.isEmpty() ? QString() : m_baseUrl.toString()},
        {QStringLiteral("Services"), services},
        {QStringLiteral("Missing"), missing},
        {QStringLiteral("Origin"), m_origin},
        {QStringLiteral("NoSocialServices"), m_services.value(QStringLiteral("person"), true) == false},
        {QStringLiteral("Status"), m_baseUrl.isEmpty() ? QStringLiteral("unconfigured") : QStringLiteral("ready")},
        {QStringLiteral("Error"), QString()},
        {QStringLiteral("StatusCode"), 0},
        {QStringLiteral("FromCache"), false},
        {QStringLiteral("Updated"), QDateTime::currentDateTimeUtc()},
    };
}
