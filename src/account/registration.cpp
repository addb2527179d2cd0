// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "registration.h"

#include "ocs/errortext.h"
#include "ocs/operations.h"
#include "ocs/replyparser.h"

using namespace Ocs;

namespace Account
{

namespace
{
SignupOutcome failure(Response::Error error)
{
    return SignupOutcome{SignupOutcome::Failed, QString(), ErrorText::forError(error)};
}
}

Registration::Registration(QObject *parent)
    : QObject(parent)
{
}

void Registration::create(const QUrl &baseUrl, const NewAccount &account, Done done)
{
    const Provider provider(baseUrl);
    if (!provider.isValid()) {
        done(failure(Response::InvalidProvider));
        return;
    }
    // The same rule as a sign-in: a password crosses a network only encrypted.
    if (!provider.acceptsCredentials()) {
        done(failure(Response::InsecureCredentials));
        return;
    }
    m_client.setProvider(provider);
    const Request request = Operations::createAccount(account.credentials, account.firstName, account.lastName, account.email);
    m_client.call<NoData>(request, ReplyParser::status, this, [done](const Result<NoData> &result) {
        done(SignupOutcome::from(result.response, result.reply));
    });
}

} // namespace Account
