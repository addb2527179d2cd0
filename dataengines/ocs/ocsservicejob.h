// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "ocs/outbox.h"

#include <plasmaengine.h>

#include <QPointer>

namespace Account
{
class SignIn;
}
namespace Ocs
{
class Session;
}

/// One call of an `ocs` service operation (see ocs.operations): success, or a translated error text.
class OcsServiceJob : public PlasmaEngine::ServiceJob
{
    Q_OBJECT

public:
    OcsServiceJob(Account::SignIn *signIn, const QString &destination, const QString &operation, const QVariantMap &parameters, QObject *parent);

    void start() override;
    /// The job fails with @p text when started, doing nothing.
    void refuse(const QString &text);

private:
    /// The operations on the account itself; false when @p operation is none of them.
    bool startAccountOperation(const QString &operation);
    /// The operations of a signed-in account's @p session.
    void startSessionOperation(const QString &operation, Ocs::Session *session);
    /// Through the outbox: written to disk first; the result is "sent" or "queued".
    void queue(Ocs::Session *session, const Ocs::Outbox::Entry &entry);
    /// askQuestion, answer, newTopic and reply: their parameters checked, then through the outbox.
    void queueHelp(Ocs::Session *session, const QString &operation);
    void publishLocation(Ocs::Session *session);
    /// Ends the job with @p error, or with success when it is empty.
    void finish(const QString &error);
    void fail(const QString &text);
    QString text(const char *parameter) const;

    QPointer<Account::SignIn> m_signIn;
    QString m_refusal;
};
