// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "ocs/providerdirectory.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <functional>

namespace Ocs
{
class Session;
}

/**
 * The `ocs` engine's `Providers` and `Capabilities` sources (docs/engines.md): the communities of the provider
 * files, fetched only when `Providers` is asked for, and what each signed-in account's provider offers
 * (`Capabilities`, and `<key>/Capabilities` for a named account: Ocs::AccountName).
 */
class ProviderSources : public QObject
{
    Q_OBJECT

public:
    /// Sets a source's data; creates it only when @p create is true.
    using Publish = std::function<void(const QString &source, const QVariantMap &data, bool create)>;

    explicit ProviderSources(Publish publish, QObject *parent = nullptr);

    static bool handles(const QString &source);
    /// Publishes @p source; `Providers` also loads the provider files.
    void request(const QString &source);
    /// The session of the account of @p key started, or (null) ended.
    void useSession(const QString &key, Ocs::Session *session);

private:
    void publishCapabilities(const QString &key, bool create);
    void applyProviderFile(Ocs::Session *session);

    Publish m_publish;
    Ocs::ProviderDirectory m_directory;
    QHash<QString, QPointer<Ocs::Session>> m_sessions;
};
