// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "providersources.h"

#include "ocs/accountname.h"
#include "ocs/session.h"

using namespace Ocs;

namespace
{
const QString providersSource = QStringLiteral("Providers");
const QString capabilitiesSource = QStringLiteral("Capabilities");
}

ProviderSources::ProviderSources(Publish publish, QObject *parent)
    : QObject(parent)
    , m_publish(std::move(publish))
{
    connect(&m_directory, &ProviderDirectory::changed, this, [this] {
        m_publish(providersSource, m_directory.data(), false);
        for (const QPointer<Session> &session : std::as_const(m_sessions)) {
            applyProviderFile(session);
        }
    });
}

bool ProviderSources::handles(const QString &source)
{
    // The communities are nobody's account: `Providers` has no key.
    const AccountName::Split split = AccountName::split(source);
    return source == providersSource || split.name == capabilitiesSource;
}

void ProviderSources::request(const QString &source)
{
    if (source == providersSource) {
        // What is known (maybe nothing yet) at once; the files follow. Only now does anything go to the network.
        m_publish(providersSource, m_directory.data(), true);
        m_directory.load();
        return;
    }
    const AccountName::Split split = AccountName::split(source);
    if (split.name == capabilitiesSource) {
        publishCapabilities(split.key, true);
    }
}

void ProviderSources::useSession(const QString &key, Session *session)
{
    m_sessions.insert(key, session);
    if (session) {
        connect(session, &Session::capabilitiesChanged, this, [this, key] {
            publishCapabilities(key, false);
        });
        applyProviderFile(session);
    }
    publishCapabilities(key, false);
}

void ProviderSources::publishCapabilities(const QString &key, bool create)
{
    const Session *session = m_sessions.value(key);
    m_publish(AccountName::prefix(key) + capabilitiesSource, session ? session->capabilities().data() : Capabilities().data(), create);
}

void ProviderSources::applyProviderFile(Session *session)
{
    if (!session) {
        return;
    }
    // The provider's own file says what it offers, better than answers do: when the user chose it from the list.
    if (const auto entry = m_directory.find(session->client()->provider().baseUrl())) {
        session->useProviderFile(*entry);
    }
}
