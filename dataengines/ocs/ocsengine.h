// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "accounts.h"
#include "providersources.h"

#include <plasmaengine.h>

namespace Ocs
{
class PagedListModel;
class Session;
}

namespace Account
{
class SignIn;
}

/**
 * The `ocs` data engine: an Open Collaboration Services community on the desktop. A thin adapter: each
 * account's Ocs::Session does the work, and the engine maps its source names onto it. A source name carries its
 * account (`<key>/Friends`, Ocs::AccountName), so several accounts can be signed in at once, one session each;
 * names without a key are the unnamed account of 0.1.0. The source names, their keys and the service's
 * operations are the engine's contract: docs/engines.md.
 */
class OcsEngine : public PlasmaEngine::DataEngine
{
    Q_OBJECT

public:
    /// As KPluginFactory makes it (the arguments are unused), on Plasma 5 and 6 alike.
    OcsEngine(QObject *parent, const KPluginMetaData &metaData, const QVariantList &args);
    ~OcsEngine() override;

    PlasmaEngine::Service *serviceForSource(const QString &source) override;

protected:
    bool sourceRequestEvent(const QString &source) override;
    bool updateSourceEvent(const QString &source) override;

private:
    void fetch(const QString &source);
    void attach(const QString &key, Account::SignIn *signIn);
    void useSession(const QString &key, Ocs::Session *session);
    void publishAccount(const QString &key, bool create);
    void publishOutbox(const QString &key);
    void publishSignedOut(const QString &source);
    /// The session of the account of @p key; null while it is signed out or was never used.
    Ocs::Session *sessionOf(const QString &key) const;
    /// The names (without the key) of the sources of the account of @p key.
    QStringList sourcesOf(const QString &key) const;
    Ocs::PagedListModel *modelFor(const QString &source);

    Accounts m_accounts;
    ProviderSources m_providerSources;
};
