// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsservice.h"

#include "accounts.h"
#include "ocsexportjob.h"
#include "ocsservicejob.h"

OcsService::OcsService(Accounts *accounts, const QString &source, QObject *parent)
    : Plasma::Service(parent)
    , m_accounts(accounts)
{
    setName(QStringLiteral("ocs"));
    setDestination(source);
}

Plasma::ServiceJob *OcsService::createJob(const QString &operation, QVariantMap &parameters)
{
    Account::SignIn *signIn = m_accounts ? m_accounts->forOperation(destination(), operation, parameters) : nullptr;
    if (operation == QLatin1String("exportContacts")) {
        return new OcsExportJob(signIn, destination(), parameters, this);
    }
    return new OcsServiceJob(signIn, destination(), operation, parameters, this);
}
