// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsservice.h"

#include "account/signin.h"
#include "ocsexportjob.h"
#include "ocsservicejob.h"

OcsService::OcsService(Account::SignIn *signIn, const QString &source, QObject *parent)
    : PlasmaEngine::Service(parent)
    , m_signIn(signIn)
{
    setName(QStringLiteral("ocs"));
    setDestination(source);
}

PlasmaEngine::ServiceJob *OcsService::createJob(const QString &operation, QVariantMap &parameters)
{
    if (operation == QLatin1String("exportContacts")) {
        return new OcsExportJob(m_signIn, destination(), parameters, this);
    }
    return new OcsServiceJob(m_signIn, destination(), operation, parameters, this);
}
