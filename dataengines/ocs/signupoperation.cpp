// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "signupoperation.h"

#include "account/registration.h"
#include "account/signin.h"

#include <KLocalizedString>

#include <QPointer>

using namespace Ocs;

namespace
{
QString outcomeName(SignupOutcome::Kind kind)
{
    switch (kind) {
    case SignupOutcome::Created:
        return QStringLiteral("created");
    case SignupOutcome::Refused:
        return QStringLiteral("refused");
    case SignupOutcome::NotSupported:
        return QStringLiteral("notSupported");
    case SignupOutcome::Failed:
        break;
    }
    return QStringLiteral("failed");
}

QVariantMap resultOf(const SignupOutcome &outcome)
{
    return {{QStringLiteral("outcome"), outcomeName(outcome.kind)}, {QStringLiteral("field"), outcome.field}};
}
}

void SignupOperation::start(Account::SignIn *signIn, const QVariantMap &parameters, QObject *context, Done done)
{
    auto text = [&parameters](const char *key) {
        return parameters.value(QLatin1String(key)).toString().trimmed();
    };
    const QUrl server = QUrl::fromUserInput(text("serverUrl"));
    Account::NewAccount account;
    account.credentials = Credentials{text("login"), parameters.value(QStringLiteral("password")).toString()};
    account.firstName = text("firstName");
    account.lastName = text("lastName");
    account.email = text("email");

    // Nothing goes out with an empty field: the first one empty is the one to fill in.
    const QList<QPair<QString, QString>> fields{{QStringLiteral("login"), account.credentials.user},
                                                {QStringLiteral("password"), account.credentials.password},
                                                {QStringLiteral("firstName"), account.firstName},
                                                {QStringLiteral("lastName"), account.lastName},
                                                {QStringLiteral("email"), account.email}};
    for (const auto &field : fields) {
        if (field.second.isEmpty()) {
            SignupOutcome outcome = SignupOutcome::forCode(101);
            outcome.field = field.first;
            done(outcome.error, resultOf(outcome));
            return;
        }
    }

    auto *registration = new Account::Registration(context);
    QPointer<Account::SignIn> guardedSignIn(signIn);
    registration->create(server, account, [registration, guardedSignIn, server, account, done](const SignupOutcome &outcome) {
        registration->deleteLater();
        if (outcome.kind != SignupOutcome::Created) {
            done(outcome.error, resultOf(outcome));
            return;
        }
        if (!guardedSignIn) {
            done(i18nc("@info", "The community engine is gone."), resultOf(outcome));
            return;
        }
        guardedSignIn->signIn(server, account.credentials, [outcome, done](const QString &error) {
            done(error, resultOf(outcome));
        });
    });
}
