// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsservice.h"

#include "ocsengine.h"
#include "ocsexportjob.h"
#include "ocsservicejob.h"

OcsService::OcsService(OcsEngine *engine, const QString &source)
    : Plasma::Service(engine)
    , m_engine(engine)
{
    setName(QStringLiteral("ocs"));
    setDestination(source);
}

Plasma::ServiceJob *OcsService::createJob(const QString &operation, QVariantMap &parameters)
{
    if (operation == QLatin1String("exportContacts")) {
        return new OcsExportJob(m_engine, destination(), parameters, this);
    }
    return new OcsServiceJob(m_engine, destination(), operation, parameters, this);
}
