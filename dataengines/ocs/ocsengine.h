// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "account/signin.h"
#include "providersources.h"

#include <plasmaengine.h>

namespace Ocs
{
class PagedListModel;
class Session;
}

/**
 * The `ocs` data engine: an Open Collaboration Services community on the desktop. A thin adapter: the
 * account's Ocs::Session does the work, and the engine maps its source names onto it. The source names,
 * their keys and the service's operations are the engine's contract: docs/engines.md.
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
    void useSession(Ocs::Session *session);
    void publishAccount();
    void publishOutbox();
    void publishSignedOut(const QString &source);
    Ocs::PagedListModel *modelFor(const QString &source);

    Account::SignIn m_signIn;
    ProviderSources m_providerSources;
};
