// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <plasmaengine.h>

#include <QPointer>

namespace Account
{
class SignIn;
}

/// The `ocs` service (operations: ocs.operations): each call becomes a job over the account and its session.
class OcsService : public PlasmaEngine::Service
{
    Q_OBJECT

public:
    OcsService(Account::SignIn *signIn, const QString &source, QObject *parent);

protected:
    PlasmaEngine::ServiceJob *createJob(const QString &operation, QVariantMap &parameters) override;

private:
    QPointer<Account::SignIn> m_signIn;
};
