// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsservice.h"

#include "accounts.h"
#include "ocsexportjob.h"
#include "ocsservicejob.h"

#include <KLocalizedString>

OcsService::OcsService(Accounts *accounts, const QString &source, QObject *parent)
    : PlasmaEngine::Service(parent)
    , m_accounts(accounts)
{
    setName(QStringLiteral("ocs"));
    setDestination(source);
}

PlasmaEngine::ServiceJob *OcsService::createJob(const QString &operation, QVariantMap &parameters)
{
    Account::SignIn *signIn = m_accounts ? m_accounts->forOperation(destination(), operation, parameters) : nullptr;
    if (operation == QLatin1String("exportContacts")) {
        return new OcsExportJob(signIn, destination(), parameters, this);
    }
    auto *job = new OcsServiceJob(signIn, destination(), operation, parameters, this);
    const bool startsSession = operation == QLatin1String("login") || operation == QLatin1String("resume") || operation == QLatin1String("createAccount");
    const QString user = parameters.value(operation == QLatin1String("createAccount") ? QStringLiteral("login") : QStringLiteral("user")).toString();
    if (startsSession && m_accounts && m_accounts->signedInElsewhere(signIn, parameters.value(QStringLiteral("serverUrl")).toString(), user)) {
        // Named with its key by the widget and without one by a script: one session, or its outbox goes out twice.
        job->refuse(i18nc("@info", "This account is signed in already under other source names (with or without its key). Sign it out there first."));
    }
    return job;
}
