// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "engineservice.h"

#include "modelrows.h"

#include <plasmaengine.h>

#include <QDir>
#include <QSignalSpy>
#include <QStandardPaths>

#include <memory>

QVariantList sourceRows(PlasmaEngine::DataEngine *engine, const QString &source)
{
    PlasmaEngine::DataContainer *container = engine ? engine->containerForSource(source) : nullptr;
    return modelRows(container ? container->model() : nullptr);
}

void startWithEmptyCache()
{
    QStandardPaths::setTestModeEnabled(true);
    QDir(QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) + QStringLiteral("/socialdesktop")).removeRecursively();
}

ServiceAnswer callService(PlasmaEngine::DataEngine *engine, const QString &operation, const QVariantMap &parameters, int timeoutMs)
{
    return callServiceOf(engine, QStringLiteral("Account"), operation, parameters, timeoutMs);
}

ServiceAnswer callServiceOf(PlasmaEngine::DataEngine *engine, const QString &source, const QString &operation, const QVariantMap &parameters, int timeoutMs)
{
    std::unique_ptr<PlasmaEngine::Service> service(engine->serviceForSource(source));
    QVariantMap description = service->operationDescription(operation);
    if (description.isEmpty() && !parameters.isEmpty()) {
        return {QStringLiteral("no description for ") + operation, {}};
    }
    for (auto it = parameters.begin(); it != parameters.end(); ++it) {
        description.insert(it.key(), it.value());
    }
    KJob *job = service->startOperationCall(description);
    QSignalSpy done(job, &KJob::result);
    if (!done.wait(timeoutMs)) {
        return {QStringLiteral("timeout"), {}};
    }
    auto *serviceJob = qobject_cast<PlasmaEngine::ServiceJob *>(job);
    return {job->error() ? job->errorText() : QString(), serviceJob ? serviceJob->result() : QVariant()};
}
