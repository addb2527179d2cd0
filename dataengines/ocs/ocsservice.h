// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <plasmaengine.h>

#include <QPointer>

class Accounts;

/// The `ocs` service (operations: ocs.operations): each call becomes a job over an account and its session, the
/// account of the source the service was asked for (Accounts::forOperation()).
class OcsService : public PlasmaEngine::Service
{
    Q_OBJECT

public:
    OcsService(Accounts *accounts, const QString &source, QObject *parent);

protected:
    PlasmaEngine::ServiceJob *createJob(const QString &operation, QVariantMap &parameters) override;

private:
    QPointer<Accounts> m_accounts;
};
