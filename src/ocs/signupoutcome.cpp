// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "signupoutcome.h"

#include "capabilities.h"
#include "errortext.h"

#include <KLocalizedString>

using namespace Ocs;

namespace
{
SignupOutcome refused(const QString &field, const QString &error)
{
    return SignupOutcome{SignupOutcome::Refused, field, error};
}

SignupOutcome notSupported()
{
    return SignupOutcome{SignupOutcome::NotSupported,
                         QString(),
                         i18nc("@info", "This server does not let you sign up from the desktop. Sign up on its website instead.")};
}
}

SignupOutcome SignupOutcome::forCode(int statusCode)
{
    switch (statusCode) {
    case 100:
        return SignupOutcome{Created, QString(), QString()};
    case 101:
        return refused(QString(), i18nc("@info", "Fill in every field."));
    case 102:
        return refused(QStringLiteral("password"), i18nc("@info", "The server does not accept this password. Use at least 8 characters."));
    case 103:
        return refused(QStringLiteral("login"), i18nc("@info", "The server does not accept this user name. Use only letters and digits."));
    case 104:
        return refused(QStringLiteral("login"), i18nc("@info", "This user name is taken. Choose another one."));
    case 105:
        return refused(QStringLiteral("email"), i18nc("@info", "An account with this e-mail address exists already."));
    case 106:
        return refused(QStringLiteral("email"), i18nc("@info", "The server does not accept this e-mail address."));
    case 998:
    case 999:
        return notSupported();
    default:
        return SignupOutcome{Failed, QString(), QString()};
    }
}

SignupOutcome SignupOutcome::from(const Response &response, const Reply<NoData> &reply)
{
    // No person/add here: what Capabilities reads as a missing call (HTTP 404, OCS 998 or 999), or a server that
    // refuses the method itself.
    if (Capabilities::saysMissing(response, reply, true)
        || (response.error == Response::HttpError && (response.httpStatus == 405 || response.httpStatus == 501))) {
        return notSupported();
    }
    if (response.error != Response::NoError || !reply.isReadable()) {
        return SignupOutcome{Failed, QString(), ErrorText::forResult(response, reply)};
    }
    SignupOutcome outcome = forCode(reply.meta.statusCode);
    if (outcome.kind == Failed) {
        // a code the spec does not give person/add (rate limit, server error, …): the usual words, server text bounded
        outcome.error = ErrorText::forStatus(reply.meta);
    }
    return outcome;
}
