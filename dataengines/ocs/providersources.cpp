// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "providersources.h"

#include "ocs/session.h"

namespace
{
const QString providersSource = QStringLiteral("Providers");
const QString capabilitiesSource = QStringLiteral("Capabilities");
}

ProviderSources::ProviderSources(Publish publish, QObject *parent)
    : QObject(parent)
    , m_publish(std::move(publish))
{
    connect(&m_directory, &Ocs::ProviderDirectory::changed, this, [this] {
        m_publish(providersSource, m_directory.data(), false);
        applyProviderFile();
    });
}

bool ProviderSources::handles(const QString &source)
{
    return source == providersSource || source == capabilitiesSource;
}

void ProviderSources::request(const QString &source)
{
    if (source == providersSource) {
        // What is known (maybe nothing yet) at once; the files follow. Only now does anything go to the network.
        m_publish(providersSource, m_directory.data(), true);
        m_directory.load();
    } else if (source == capabilitiesSource) {
        publishCapabilities(true);
    }
}

void ProviderSources::useSession(Ocs::Session *session)
{
    m_session = session;
    if (session) {
        connect(session, &Ocs::Session::capabilitiesChanged, this, [this] {
            publishCapabilities(false);
        });
        applyProviderFile();
    }
    publishCapabilities(false);
}

void ProviderSources::publishCapabilities(bool create)
{
    m_publish(capabilitiesSource, m_session ? m_session->capabilities().data() : Ocs::Capabilities().data(), create);
}

void ProviderSources::applyProviderFile()
{
    if (!m_session) {
        return;
    }
    // The provider's own file says what it offers, better than answers do: when the user chose it from the list.
    if (const auto entry = m_directory.find(m_session->client()->provider().baseUrl())) {
        m_session->useProviderFile(*entry);
    }
}
